import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SecretBox } from '../secret-box';
import { secretBoxFor } from '../secrets-key';

const box = new SecretBox(randomBytes(32));

describe('SecretBox', () => {
  it('seals to text that does not contain the secret, and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'ctx:a');
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'ctx:a')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(box.seal('same', 'ctx')).not.toBe(box.seal('same', 'ctx'));
  });

  it('refuses another context, another key, an altered value, a truncated one and plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'ctx:a');
    expect(() => box.open(sealed, 'ctx:b')).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'ctx:a')).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open(`v1.${bytes.toString('base64url')}`, 'ctx:a')).toThrow();
    expect(() => box.open('v1.AAAA', 'ctx:a')).toThrow('truncated');
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'ctx:a')).toThrow('not sealed');
  });

  it('needs a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});

describe('the key outside production', () => {
  it('is generated once into the data folder, owner-only, and reused', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casebridge-key-'));
    const sealed = secretBoxFor({ secretsKey: null, dataDir }).seal('secret', 'ctx');
    const file = path.join(dataDir, 'secrets.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    // A new process (no cache) reads the same key back.
    const again = new SecretBox(Buffer.from(fs.readFileSync(file, 'utf8'), 'base64'));
    expect(again.open(sealed, 'ctx')).toBe('secret');
  });
});
