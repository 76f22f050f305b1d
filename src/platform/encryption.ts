// Payload encryption for login, register and set-password calls, browser side
// (WebCrypto, which Node has too, so tests run this very code).
// src/server/README.md, Security: RSA-OAEP-3072/SHA-256 wraps a fresh AES-256-GCM key per request;
// the request method and path are the AES additional data; a timestamp and a
// nonce inside the plaintext let the platform refuse stale and replayed blobs.
//
// Wire format (src/server/services/payload-crypto.ts reads it):
//   header  Encryption: v1.<keyId>.<base64 RSA-OAEP(raw AES key)>
//   body    { "data": "<base64 iv(12) || ciphertext || tag(16)>" }
//   plain   { "ts": <ms>, "nonce": "<base64 of 16 random bytes>", "data": <request> }
//   aad     "<METHOD> <call path>", for example "POST /account/login"
import { base64ToBytes, bytesToBase64, concatBytes } from './base64.ts';

export const ENCRYPTION_VERSION = 'v1';

export interface PlatformPublicKey {
  keyId: string;
  /** SubjectPublicKeyInfo (DER), base64, as the encryptionKey call returns it. */
  publicKey: string;
}

export interface EncryptedRequest {
  /** Value of the `Encryption` header. */
  header: string;
  body: { data: string };
}

const imported = new WeakMap<Crypto, Map<string, Promise<CryptoKey>>>();

function importPublicKey(subtleHost: Crypto, key: PlatformPublicKey): Promise<CryptoKey> {
  let byId = imported.get(subtleHost);
  if (!byId) imported.set(subtleHost, (byId = new Map()));
  const cacheKey = `${key.keyId}:${key.publicKey}`;
  let found = byId.get(cacheKey);
  if (!found) {
    found = subtleHost.subtle.importKey('spki', base64ToBytes(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    byId.set(cacheKey, found);
  }
  return found;
}

export async function encryptPayload(
  key: PlatformPublicKey,
  additionalData: string,
  payload: unknown,
  options: { crypto?: Crypto; now?: () => number } = {},
): Promise<EncryptedRequest> {
  const c = options.crypto ?? globalThis.crypto;
  const now = options.now ?? Date.now;
  const rsa = await importPublicKey(c, key);
  const aes = await c.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawAes = new Uint8Array(await c.subtle.exportKey('raw', aes));
  const wrapped = new Uint8Array(await c.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawAes));
  rawAes.fill(0);
  const iv = c.getRandomValues(new Uint8Array(12));
  const nonce = c.getRandomValues(new Uint8Array(16));
  const plaintext = new TextEncoder().encode(JSON.stringify({ ts: now(), nonce: bytesToBase64(nonce), data: payload }));
  const sealed = new Uint8Array(
    await c.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(additionalData), tagLength: 128 }, aes, plaintext),
  );
  return {
    header: `${ENCRYPTION_VERSION}.${key.keyId}.${bytesToBase64(wrapped)}`,
    body: { data: bytesToBase64(concatBytes(iv, sealed)) },
  };
}
