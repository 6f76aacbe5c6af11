import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const keyLength = 32;

/**
 * Password hashing with Node's built-in scrypt (memory-hard; no native add-on to build).
 * Stored as `scrypt$logN$r$p$salt$hash` so the cost can be raised later without breaking old hashes.
 */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const r = 8;
  const p = 1;
  const key = await scrypt(password, salt, keyLength, { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r });
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = 2 ** Number(logN);
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r),
  });
  const matches = key.length === expected.length && timingSafeEqual(key, expected);
  // scrypt keys HMAC with the password, and HMAC pads its key with zero bytes: "pw" and "pw\0" give the
  // same hash. A password holding a zero byte is therefore never taken as right (found by fuzzing).
  return matches && !password.includes('\u0000');
}

/** A hash that never matches: verified against for unknown accounts so their timing matches a wrong password. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(logN: number): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'), logN);
  return decoyHash;
}
