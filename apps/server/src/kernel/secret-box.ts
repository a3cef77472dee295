import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
/** Fixed, so a truncated tag is refused rather than checked on fewer bytes. */
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets kept in the database. `context` (e.g. the member id) is authenticated
 * with the text, so a stored value copied to another row does not decrypt.
 */
export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.');
}

/** The plaintext, or null when the value was altered, sealed for another context or with another key. */
export function openSecret(key: Buffer, stored: string, context: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** A 32-byte key given in base64 (PARTNER_SECRETS_KEY, TWO_FACTOR_KEY). */
export function keyFromBase64(encoded: string): Buffer {
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== 32) throw new Error('secret-box: the key must be 32 bytes');
  return key;
}

/** What an answer may show of a write-only secret: its last 4 characters, never more. */
export function secretHint(secret: string): string {
  return secret.slice(-4);
}
