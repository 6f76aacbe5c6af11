import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1.';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Encrypts secrets kept at rest (the super admins' TOTP secrets) with AES-256-GCM. Each value is bound
 * to its context (e.g. the user it belongs to) as associated data, so a sealed value copied to another
 * row does not open there. Sealed text: `v1.` + base64url(iv | tag | ciphertext).
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  }

  static isSealed(value: string): boolean {
    return value.startsWith(version);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return version + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  /** Throws when the value was not sealed with this key and context, or was altered. */
  open(sealed: string, context: string): string {
    if (!SecretBox.isSealed(sealed)) throw new Error('The value is not sealed');
    const bytes = Buffer.from(sealed.slice(version.length), 'base64url');
    if (bytes.length < ivBytes + tagBytes) throw new Error('The sealed value is truncated');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, ivBytes));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
  }
}
