import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Db } from '../db/types';

/** Prefix of a value sealed with AES-256-GCM: `enc:v1:` + base64(iv 12 bytes | tag 16 bytes | ciphertext). */
const PREFIX = 'enc:v1:';
const keys = new WeakMap<Db, Buffer>();

function keyFromText(text: string): Buffer {
  const trimmed = text.trim();
  return /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : createHash('sha256').update(trimmed).digest();
}

/**
 * The at-rest key: env SECRET_KEY (64 hex digits, or any passphrase, hashed with sha256); else the key file
 * (created with 32 random bytes, mode 0600, on first start); `keyFile` undefined (in-memory database) → a key for
 * this process only.
 */
export function loadSecretKey(keyFile: string | undefined): Buffer {
  const fromEnv = process.env.SECRET_KEY;
  if (fromEnv) return keyFromText(fromEnv);
  if (!keyFile) return randomBytes(32);
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(keyFile, 0o600);
  }
  return keyFromText(readFileSync(keyFile, 'utf8'));
}

export function setSecretKey(db: Db, key: Buffer): void {
  keys.set(db, key);
}

function keyOf(db: Db): Buffer {
  const key = keys.get(db);
  if (!key) throw new Error('secret key not configured');
  return key;
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** Encrypts a secret for storage ('' stays '': nothing to hide). */
export function seal(db: Db, text: string): string {
  if (text === '' || isSealed(text)) return text;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(db), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Decrypts a stored secret; a value stored before encryption comes back as is. */
export function unseal(db: Db, stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(db), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Where the generated at-rest key lives: beside the PGlite directory (.data/pglite.secret.key); none for a memory database. */
export function secretKeyFile(dataDir: string, databaseUrl: string | undefined): string | undefined {
  if (dataDir !== 'memory') return `${dataDir}.secret.key`;
  return databaseUrl ? resolve('.data/pglite.secret.key') : undefined;
}
