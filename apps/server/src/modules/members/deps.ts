import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { SiteContext } from '../../platform/context.js';
import { sessionLimitsOf, type SessionLimits } from './rules.js';

export interface MemberServiceDeps {
  db: Database;
  clock: Clock;
  /** Absolute lifetime of a session (default 7 days). */
  sessionMaxAgeMs?: number;
  /** A session unused this long ends (default 30 minutes). */
  sessionIdleMs?: number;
}

/** What the member service's use cases share: the deps, the session limits, the instance's state. */
export interface MemberDeps {
  db: Database;
  clock: Clock;
  sessions: SessionLimits;
  state: {
    /** Verified against when the username is unknown, so both answers take as long. */
    dummyHash: Promise<string> | null;
  };
}

export function memberDepsOf(deps: MemberServiceDeps): MemberDeps {
  return { db: deps.db, clock: deps.clock, sessions: sessionLimitsOf(deps), state: { dummyHash: null } };
}

export interface ResetMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface AccountServiceDeps {
  db: Database;
  clock: Clock;
  /** The messaging service: phone number form, SMS code check (purpose `reset`), e-mail delivery. */
  messaging: {
    /** The number in E.164 form after the merchant's mobile rule (field errors on `field`). */
    destinationOf(site: SiteContext, field: string, number: string, dialingCode: string): string;
    checkCode(site: SiteContext, purpose: 'reset', destination: string, code: string): Promise<boolean>;
    sendEmail(merchantId: number, message: ResetMail): Promise<void>;
  };
  /** The two-factor module's state of a member, for the security overview. */
  twoFactorStatus(memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
  /** The identity module's human check (GEETEST3): challenge.required / challenge.invalid. */
  requireHumanChallenge(site: SiteContext, payload: string | undefined): Promise<void>;
  /** Reset mails leave after the answer (see forgotPasswordEmail); their failures are reported here. */
  onMailError?: (error: unknown) => void;
}
