import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { decryptPayload, generateKeyPair, importPrivateKey, PayloadDecryptError } from '@wps/contracts';
import type { Database } from '../db/index.js';
import { payloadKeys } from './tables.js';
import { AppError } from '../errors.js';

type PrivateKey = Awaited<ReturnType<typeof importPrivateKey>>;

/**
 * RSA keys for encrypted payloads, kept in the database so every API process shares them. The newest
 * key is published; a request names its key id so a rotation does not break calls in flight.
 */
export function createPayloadKeys(db: Database) {
  const privateKeys = new Map<string, Promise<PrivateKey>>();
  let current: { keyId: string; publicKey: string } | null = null;

  async function ensureCurrent() {
    if (current) return current;
    let [row] = await db.select().from(payloadKeys).orderBy(desc(payloadKeys.createdAt)).limit(1);
    if (!row) {
      const pair = await generateKeyPair();
      await db
        .insert(payloadKeys)
        .values({ id: randomUUID(), publicKey: pair.publicKey, privateKey: pair.privateKey });
      [row] = await db.select().from(payloadKeys).orderBy(desc(payloadKeys.createdAt)).limit(1);
    }
    current = { keyId: row!.id, publicKey: row!.publicKey };
    return current;
  }

  async function privateKeyOf(keyId: string): Promise<PrivateKey> {
    let key = privateKeys.get(keyId);
    if (!key) {
      key = (async () => {
        const [row] = await db.select().from(payloadKeys).where(eq(payloadKeys.id, keyId));
        if (!row) throw new AppError('payload.decrypt.failed');
        return importPrivateKey(row.privateKey);
      })();
      privateKeys.set(keyId, key);
      key.catch(() => privateKeys.delete(keyId));
    }
    return key;
  }

  return {
    publicKey: ensureCurrent,
    async decrypt(
      sealed: string,
      wrappedKey: string,
      keyId: string | null,
      method: string,
      path: string,
    ): Promise<unknown> {
      const id = keyId && /^[0-9a-f-]{36}$/.test(keyId) ? keyId : (await ensureCurrent()).keyId;
      try {
        return await decryptPayload(sealed, wrappedKey, await privateKeyOf(id), method, path);
      } catch (error) {
        if (error instanceof PayloadDecryptError || error instanceof AppError)
          throw new AppError('payload.decrypt.failed');
        throw error;
      }
    },
  };
}

export type PayloadKeys = ReturnType<typeof createPayloadKeys>;
