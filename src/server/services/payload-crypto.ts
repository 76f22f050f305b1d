// Server side of payload encryption (src/server/README.md, Security; the browser side and
// the wire format are in src/platform/encryption.ts). Every way a blob can be
// wrong ends in a 400 with its own code, never a 5xx: an unreadable header or
// body, a wrong key, a truncated or altered ciphertext, additional data of
// another call (encryption.invalid), a key the platform no longer holds
// (encryption.key_unknown), an old or future timestamp (encryption.stale), and
// a nonce seen before (encryption.replayed).
import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { ENCRYPTION_VERSION } from '../../platform/encryption.ts';
import { ApiError } from './api-error.ts';
import type { RsaKeys } from './secrets.ts';

/** A payload's timestamp may be this far from the platform's clock (phones' clocks drift). */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
const RSA_3072_BYTES = 384;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function strictBase64(text: string): Buffer | undefined {
  return text.length % 4 === 0 && BASE64.test(text) ? Buffer.from(text, 'base64') : undefined;
}

export class PayloadCrypto {
  readonly keys: RsaKeys;
  private readonly now: () => number;
  private readonly insertNonce: StatementSync;
  private readonly pruneNonces: StatementSync;
  private inserted = 0;

  constructor(db: DatabaseSync, keys: RsaKeys, now: () => number) {
    this.keys = keys;
    this.now = now;
    this.insertNonce = db.prepare('INSERT OR IGNORE INTO nonces (nonce, expires_at) VALUES (?, ?)');
    this.pruneNonces = db.prepare('DELETE FROM nonces WHERE expires_at < ?');
  }

  publicKey() {
    return { keyId: this.keys.keyId, algorithm: 'RSA-OAEP-3072-SHA256+A256GCM' as const, publicKey: this.keys.publicKeyB64, maxClockSkewMs: MAX_CLOCK_SKEW_MS };
  }

  /** Returns the request inside an encrypted body, or throws an ApiError (4xx). */
  open(header: string | undefined, body: unknown, additionalData: string): unknown {
    if (!header || !body || typeof body !== 'object' || typeof (body as { data?: unknown }).data !== 'string' || Object.keys(body).length !== 1) {
      throw new ApiError('encryption.required', 'Send the Encryption header and a JSON body {"data": "<base64>"} made by src/platform/encryption.ts.');
    }
    const parts = header.split('.');
    if (parts.length !== 3 || parts[0] !== ENCRYPTION_VERSION) {
      throw new ApiError('encryption.invalid', `The Encryption header must look like "${ENCRYPTION_VERSION}.<keyId>.<base64 wrapped key>".`);
    }
    if (parts[1] !== this.keys.keyId) throw new ApiError('encryption.key_unknown', 'Fetch the key again with the encryptionKey call.');
    const wrapped = strictBase64(parts[2]!);
    if (!wrapped || wrapped.length !== RSA_3072_BYTES)
      throw new ApiError('encryption.invalid', 'The wrapped key in the Encryption header is not 384 bytes of base64.');
    const blob = strictBase64((body as { data: string }).data);
    if (!blob || blob.length < IV_BYTES + TAG_BYTES + 2)
      throw new ApiError('encryption.invalid', 'The data is not base64 of IV, ciphertext and tag, or it is cut short.');

    let plain: Buffer;
    try {
      const aesKey = privateDecrypt({ key: this.keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
      if (aesKey.length !== 32) throw new Error('not an AES-256 key');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, blob.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(additionalData, 'utf8'));
      decipher.setAuthTag(blob.subarray(blob.length - TAG_BYTES));
      plain = Buffer.concat([decipher.update(blob.subarray(IV_BYTES, blob.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new ApiError(
        'encryption.invalid',
        `Decryption failed: the payload was altered, cut short, wrapped for another key, or made for another call than "${additionalData}".`,
      );
    }

    let inner: { ts?: unknown; nonce?: unknown; data?: unknown };
    try {
      inner = JSON.parse(plain.toString('utf8')) as typeof inner;
    } catch {
      throw new ApiError('encryption.invalid', 'The decrypted payload is not JSON.');
    }
    if (
      !inner ||
      typeof inner !== 'object' ||
      typeof inner.ts !== 'number' ||
      typeof inner.nonce !== 'string' ||
      !/^[A-Za-z0-9+/]{22}==$/.test(inner.nonce) ||
      !('data' in inner)
    ) {
      throw new ApiError('encryption.invalid', 'The decrypted payload must be {"ts": <ms>, "nonce": "<base64 of 16 bytes>", "data": ...}.');
    }
    const now = this.now();
    if (Math.abs(now - inner.ts) > MAX_CLOCK_SKEW_MS) {
      throw new ApiError(
        'encryption.stale',
        `Its timestamp is ${Math.round((now - inner.ts) / 1000)} s away from the platform's clock; at most ${MAX_CLOCK_SKEW_MS / 1000} s are allowed.`,
      );
    }
    // A nonce is remembered for as long as its timestamp could still pass, in the
    // database, so a restart does not reopen the window.
    const fresh = Number(this.insertNonce.run(inner.nonce, now + 2 * MAX_CLOCK_SKEW_MS).changes) === 1;
    if (!fresh) throw new ApiError('encryption.replayed');
    if (++this.inserted % 500 === 0) this.pruneNonces.run(now);
    return inner.data;
  }
}
