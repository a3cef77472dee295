import type { SecurityOverview } from '@wps/contracts';

export type SecurityCheck = 'password' | 'paymentPassword' | 'twoFactor' | 'mobile' | 'email';

export interface SecurityLevel {
  checks: { id: SecurityCheck; done: boolean }[];
  score: number;
  max: number;
  level: 'low' | 'medium' | 'high';
}

/** The security meter: one point per protection the member has in place. */
export function securityLevel(overview: SecurityOverview): SecurityLevel {
  const checks: SecurityLevel['checks'] = [
    { id: 'password', done: overview.hasPassword },
    { id: 'paymentPassword', done: overview.hasPaymentPassword },
    { id: 'twoFactor', done: overview.twoFactorEnabled },
    { id: 'mobile', done: Boolean(overview.mobile) },
    { id: 'email', done: Boolean(overview.email) },
  ];
  const score = checks.filter((check) => check.done).length;
  const level = score >= 4 ? 'high' : score >= 2 ? 'medium' : 'low';
  return { checks, score, max: checks.length, level };
}
