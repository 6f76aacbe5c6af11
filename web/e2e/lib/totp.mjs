import { createHmac } from 'node:crypto';

/** RFC 6238 codes as an authenticator app shows them: HMAC-SHA1, 30-second steps, 6 digits. */
export const demoSuperAdminTotpSecret = 'CASEBRIDGEDEMOTOTPSECRETKEY23456';
const stepSeconds = 30;
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text) {
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error(`not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export const totpStepAt = (ms = Date.now()) => Math.floor(ms / 1000 / stepSeconds);

/** The code of one time step (RFC 4226 dynamic truncation). */
export function totpCode(secretBase32, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const lastStepByAccount = new Map();

/**
 * A code the server has not accepted yet for `account`. Each code works once per account (the demo
 * operator staff share the super admin's secret but not the record of used steps), so each sign-in of
 * one account takes a later step: the current one, else the next (the server accepts one step of
 * drift), else it waits for the clock.
 */
export async function nextTotpCode(secretBase32 = demoSuperAdminTotpSecret, account = '') {
  const key = `${secretBase32} ${account}`;
  for (;;) {
    const now = totpStepAt();
    const step = Math.max((lastStepByAccount.get(key) ?? now - 1) + 1, now);
    if (step <= now + 1) {
      lastStepByAccount.set(key, step);
      return totpCode(secretBase32, step);
    }
    await new Promise((resolve) => setTimeout(resolve, stepSeconds * 1000 - (Date.now() % (stepSeconds * 1000)) + 50));
  }
}

/** A 6-digit code the server refuses now (none of the steps it would accept). */
export function wrongTotpCode(secretBase32 = demoSuperAdminTotpSecret) {
  const now = totpStepAt();
  const accepted = new Set([now - 1, now, now + 1, now + 2].map((step) => totpCode(secretBase32, step)));
  for (let candidate = 0; ; candidate += 111_111) {
    const code = String(candidate % 1_000_000).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}
