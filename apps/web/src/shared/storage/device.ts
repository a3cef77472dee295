import { LOCAL_KEYS } from './keys';
import { readItem, writeItem } from './storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A version 4 UUID; `crypto.randomUUID` exists only on secure origins, getRandomValues everywhere. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's device id (sent as `device` on login), created once and kept in localStorage. */
export function deviceId(): string {
  const stored = readItem('local', LOCAL_KEYS.deviceId);
  if (stored && UUID.test(stored)) return stored;
  const id = randomUuid();
  writeItem('local', LOCAL_KEYS.deviceId, id);
  return id;
}
