/**
 * The encrypted-payload scheme for calls marked E (docs/product.md §Calls), on WebCrypto so the same code
 * runs in the browser and in Node. The client encrypts the JSON body with a fresh AES-256-GCM key,
 * wraps that key with the server's RSA-OAEP-SHA256 public key and sends `{ value }` with the wrapped
 * key in the `Encryption` header. The request's method and path are bound in as additional data, so a
 * ciphertext made for one call cannot be replayed against another.
 */
export const ENCRYPTION_HEADER = 'encryption';
export const ENCRYPTION_KEY_ID_HEADER = 'x-encryption-key-id';
const IV_BYTES = 12;

/** The WebCrypto key type, named without the DOM library so Node-only code compiles too. */
export type CryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export interface EncryptedRequest {
  body: { value: string };
  headers: Record<string, string>;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function boundData(method: string, path: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${method.toUpperCase()} ${path}`);
}

export async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'spki',
    fromBase64(spkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );
}

export async function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'pkcs8',
    fromBase64(pkcs8Base64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['unwrapKey'],
  );
}

export async function generateKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKey: toBase64(spki), privateKey: toBase64(pkcs8) };
}

export async function encryptPayload(
  payload: unknown,
  server: { keyId: string; publicKey: CryptoKey },
  method: string,
  path: string,
): Promise<EncryptedRequest> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: boundData(method, path) },
      aesKey,
      plaintext,
    ),
  );
  const wrapped = new Uint8Array(
    await crypto.subtle.wrapKey('raw', aesKey, server.publicKey, { name: 'RSA-OAEP' }),
  );
  const sealed = new Uint8Array(iv.length + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, iv.length);
  return {
    body: { value: toBase64(sealed) },
    headers: { [ENCRYPTION_HEADER]: toBase64(wrapped), [ENCRYPTION_KEY_ID_HEADER]: server.keyId },
  };
}

export class PayloadDecryptError extends Error {}

/** Reverses encryptPayload; throws PayloadDecryptError on any tampering, wrong key, wrong path or bad JSON. */
export async function decryptPayload(
  sealedBase64: string,
  wrappedKeyBase64: string,
  privateKey: CryptoKey,
  method: string,
  path: string,
): Promise<unknown> {
  try {
    const sealed = fromBase64(sealedBase64);
    if (sealed.length <= IV_BYTES + 16) throw new PayloadDecryptError('ciphertext too short');
    const aesKey = await crypto.subtle.unwrapKey(
      'raw',
      fromBase64(wrappedKeyBase64),
      privateKey,
      { name: 'RSA-OAEP' },
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(0, IV_BYTES), additionalData: boundData(method, path) },
      aesKey,
      sealed.subarray(IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plaintext));
  } catch (error) {
    if (error instanceof PayloadDecryptError) throw error;
    throw new PayloadDecryptError('payload could not be decrypted');
  }
}
