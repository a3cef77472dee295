import { SESSION_KEYS, SESSION_ONLY_KEYS } from './keys';
import { readItem, readJson, removeItem, writeItem } from './storage';

/** Login state derives from the token in sessionStorage (spec.md §4). */
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
