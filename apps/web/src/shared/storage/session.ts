import { AGENT_MEMBER_TYPES } from '@wps/contracts';
import { SESSION_KEYS, SESSION_ONLY_KEYS } from './keys';
import { readItem, readJson, removeItem, writeItem } from './storage';

/** Login state derives from the token in sessionStorage (docs/product.md §States). */
const listeners = new Set<() => void>();

export function getToken(): string | null {
  return readItem('session', SESSION_KEYS.token) || null;
}

export function getMerchant(): string | null {
  return readItem('session', SESSION_KEYS.merchant) || null;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

/** Ends the session: clears the member keys and re-stores the merchant. */
export function clearSession(): void {
  const merchant = getMerchant();
  for (const key of SESSION_ONLY_KEYS) removeItem('session', key);
  if (merchant) {
    writeItem('session', SESSION_KEYS.merchant, merchant);
    writeItem('session', SESSION_KEYS.merchantCode, merchant);
  }
  notifySessionChange();
}

const labelListeners = new Set<() => void>();

/** Calls `listener` whenever stored member info changes the club label (a rank reached or lost). */
export function subscribeMemberLabel(listener: () => void): () => void {
  labelListeners.add(listener);
  return () => labelListeners.delete(listener);
}

export interface MemberLabel {
  labelName?: string;
  rankLevel?: number;
}

/** The member's club label (VIP rank) when member info has stored it; null for visitors. */
export function getMemberLabel(): MemberLabel | null {
  const label = readJson<MemberLabel | MemberLabel[]>('session', SESSION_KEYS.memberLabel);
  if (Array.isArray(label)) return label[0] ?? null;
  return label && typeof label === 'object' ? label : null;
}

/**
 * Starts a member session after login or registration (docs/product.md §States: the token is stored first).
 */
export function startSession(token: string, account: string, customerId: number): void {
  writeItem('session', SESSION_KEYS.token, token);
  writeItem('session', SESSION_KEYS.account, account);
  writeItem('session', SESSION_KEYS.customerId, String(customerId));
  notifySessionChange();
}

/** What the rest of the site reads about the member without asking the server again. */
export function storeMemberInfo(info: {
  id: number;
  account: string;
  type: number;
  clubLabel: MemberLabel | null;
}): void {
  writeItem('session', SESSION_KEYS.account, info.account);
  writeItem('session', SESSION_KEYS.customerId, String(info.id));
  writeItem(
    'session',
    SESSION_KEYS.isAgent,
    (AGENT_MEMBER_TYPES as readonly number[]).includes(info.type) ? '1' : '0',
  );
  const before = readItem('session', SESSION_KEYS.memberLabel);
  if (info.clubLabel) writeItem('session', SESSION_KEYS.memberLabel, JSON.stringify(info.clubLabel));
  else removeItem('session', SESSION_KEYS.memberLabel);
  if (readItem('session', SESSION_KEYS.memberLabel) !== before)
    for (const listener of labelListeners) listener();
}

export function getAccountName(): string | null {
  return readItem('session', SESSION_KEYS.account) || null;
}

/** The `cpw` flag: the member must change the password before doing anything else. */
export function setPasswordChangeNeeded(needed: boolean): void {
  if (needed) writeItem('session', SESSION_KEYS.cpw, '1');
  else removeItem('session', SESSION_KEYS.cpw);
}

export function isPasswordChangeNeeded(): boolean {
  return readItem('session', SESSION_KEYS.cpw) === '1';
}
