import type { OperatorRole, SettingsValues } from '@wps/contracts';

/*
 * Who and where a call is for, as every use case sees it: no transport types here, so use cases run
 * the same from HTTP routes, jobs and tests (docs/architecture.md, "Module shape").
 */

export interface SiteContext {
  merchantId: number;
  merchantCode: string;
  settings: SettingsValues;
}

export interface OperatorPrincipal {
  id: number;
  username: string;
  role: OperatorRole;
  mustChangePassword: boolean;
  token: string;
}

/** A signed-in member. */
export interface MemberPrincipal {
  id: number;
  username: string;
  /** Member type: 1, 2, 41, 42 agents; 4 trial; anything else a plain member. */
  type: number;
  token: string;
}

export interface VisitorLocation {
  ip: string;
  countryCode: string | null;
}
