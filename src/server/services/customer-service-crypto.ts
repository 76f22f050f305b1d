// Encrypts type-3 customer-service URLs; src/platform/customer-service-url.ts
// decrypts them in the browser and explains why this is obfuscation only.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { CS_KEY_LABEL, CS_URL_PREFIX } from '../../platform/customer-service-url.ts';

export function encryptCustomerServiceUrl(url: string, merchantCode: string): string {
  const key = createHash('sha256')
    .update(CS_KEY_LABEL + merchantCode)
    .digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return CS_URL_PREFIX + Buffer.concat([iv, sealed]).toString('base64');
}
