import type { Language } from '@wps/contracts';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';

/** The member's language (for messages sent to them). */
export async function setLanguage(deps: AccountServiceDeps, memberId: number, language: Language) {
  await store.updateMember(deps.db, memberId, { language });
}
