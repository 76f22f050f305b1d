// Customer-service entries of type 3 arrive with their URL encrypted (both
// documents' section 7: "type 3 entries are decrypted"). The documents do not
// say how; Lobbykit uses AES-256-GCM under SHA-256("lobbykit-cs-v1:" +
// merchantCode). Anyone holding the site can decrypt it, so this keeps links
// out of scrapers' plain view; it is not secrecy. The server side is
// src/server/services/customer-service-crypto.ts.
//   url = "enc:v1:" + base64(iv(12) || ciphertext || tag(16))
import { base64ToBytes } from './base64.ts';

export const CS_URL_PREFIX = 'enc:v1:';
export const CS_KEY_LABEL = 'lobbykit-cs-v1:';

export async function decryptCustomerServiceUrl(url: string, merchantCode: string, c: Crypto = globalThis.crypto): Promise<string> {
  if (!url.startsWith(CS_URL_PREFIX)) return url;
  const blob = base64ToBytes(url.slice(CS_URL_PREFIX.length));
  const digest = await c.subtle.digest('SHA-256', new TextEncoder().encode(CS_KEY_LABEL + merchantCode));
  const key = await c.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await c.subtle.decrypt({ name: 'AES-GCM', iv: blob.subarray(0, 12), tagLength: 128 }, key, blob.subarray(12));
  return new TextDecoder().decode(plain);
}
