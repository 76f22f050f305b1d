// Server-side secrets kept in the database (server_secrets): the HMAC key for
// codes and captcha answers, and the RSA key pair of payload encryption. A file
// database keeps them across restarts, so sessions' clients keep a valid key.
import { generateKeyPair, randomBytes, type KeyObject, createPrivateKey, createPublicKey } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

function read(db: DatabaseSync, name: string): string | undefined {
  return (db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: string } | undefined)?.value;
}

function write(db: DatabaseSync, name: string, value: string, now: number): void {
  db.prepare('INSERT OR REPLACE INTO server_secrets (name, value, created_at) VALUES (?, ?, ?)').run(name, value, now);
}

export function hmacSecret(db: DatabaseSync, now: number): Buffer {
  let value = read(db, 'hmac');
  if (!value) write(db, 'hmac', (value = randomBytes(32).toString('base64')), now);
  return Buffer.from(value, 'base64');
}

export interface RsaKeys {
  keyId: string;
  privateKey: KeyObject;
  /** SubjectPublicKeyInfo DER, base64. */
  publicKeyB64: string;
}

function rsa3072(): Promise<{ privatePem: string; publicB64: string }> {
  return new Promise((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 3072, publicExponent: 0x10001 }, (err, publicKey, privateKey) => {
      if (err) return reject(err);
      resolve({
        privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
        publicB64: (publicKey.export({ type: 'spki', format: 'der' }) as Buffer).toString('base64'),
      });
    }),
  );
}

// Generating a 3072-bit key takes up to a second; in-memory databases (tests) share one per process.
let memoryKey: Promise<{ privatePem: string; publicB64: string; keyId: string }> | undefined;

export async function rsaKeys(db: DatabaseSync, inMemory: boolean, now: number): Promise<RsaKeys> {
  let stored = read(db, 'rsa');
  if (!stored) {
    const fresh = inMemory
      ? await (memoryKey ??= rsa3072().then((k) => ({ ...k, keyId: randomBytes(6).toString('base64url') })))
      : { ...(await rsa3072()), keyId: randomBytes(6).toString('base64url') };
    stored = JSON.stringify(fresh);
    write(db, 'rsa', stored, now);
  }
  const { privatePem, publicB64, keyId } = JSON.parse(stored) as { privatePem: string; publicB64: string; keyId: string };
  const privateKey = createPrivateKey(privatePem);
  // Cheap sanity check that the stored halves belong together.
  if ((createPublicKey(privateKey).export({ type: 'spki', format: 'der' }) as Buffer).toString('base64') !== publicB64) {
    throw new Error('The stored payload-encryption key pair is inconsistent. Recreate the database with `npm run platform -- --reset`.');
  }
  return { keyId, privateKey, publicKeyB64: publicB64 };
}
