import { encryptPayload, importPublicKey, type EncryptedRequest } from '@wps/contracts';
import { routes } from './routes';

type ServerKey = { keyId: string; publicKey: CryptoKey };
type FetchValue = <T>(path: string) => Promise<T>;

let cachedKey: Promise<ServerKey> | null = null;

/** Fetches and imports the server's public key once; a failure is not cached. */
function serverKey(fetchValue: FetchValue): Promise<ServerKey> {
  cachedKey ??= fetchValue<{ keyId: string; publicKey: string }>(routes.rsaKey.path).then(async (info) => ({
    keyId: info.keyId,
    publicKey: await importPublicKey(info.publicKey),
  }));
  cachedKey.catch(() => {
    cachedKey = null;
  });
  return cachedKey;
}

/** Forget the key (after the server rotated it and refused a payload). */
export function resetServerKey(): void {
  cachedKey = null;
}

export async function encryptBody(
  body: unknown,
  method: string,
  path: string,
  fetchValue: FetchValue,
): Promise<EncryptedRequest> {
  return encryptPayload(body ?? {}, await serverKey(fetchValue), method, path);
}
