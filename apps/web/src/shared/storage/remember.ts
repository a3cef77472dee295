import { LOCAL_KEYS } from './keys';
import { readItem, readJson, removeItem, writeItem } from './storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Remember-me as stored: the username and the server's revocable token, never the password. */
export interface RememberedLogin {
  username: string;
  token: string;
  /** Epoch milliseconds after which the entry is ignored and removed. */
  expiresAt: number;
}

function isRemembered(value: unknown): value is RememberedLogin {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.username === 'string' &&
    entry.username !== '' &&
    typeof entry.token === 'string' &&
    entry.token !== '' &&
    typeof entry.expiresAt === 'number'
  );
}

/** The remembered login, or null when there is none or it has expired (an expired one is removed). */
export function readRemembered(now = Date.now()): RememberedLogin | null {
  if (readItem('local', LOCAL_KEYS.rememberedLogin) === null) return null;
  const stored = readJson<unknown>('local', LOCAL_KEYS.rememberedLogin);
  if (!isRemembered(stored) || stored.expiresAt <= now) {
    removeItem('local', LOCAL_KEYS.rememberedLogin);
    return null;
  }
  return { username: stored.username, token: stored.token, expiresAt: stored.expiresAt };
}

/** Keeps the username and token for `days` (docs/product.md §Constants and limits: 1 day). */
export function saveRemembered(username: string, token: string, days: number, now = Date.now()): void {
  const entry: RememberedLogin = { username, token, expiresAt: now + Math.max(days, 0) * DAY_MS };
  writeItem('local', LOCAL_KEYS.rememberedLogin, JSON.stringify(entry));
}

export function clearRemembered(): void {
  removeItem('local', LOCAL_KEYS.rememberedLogin);
}
