import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStepAt } from '../totp';

// RFC 6238 appendix B: the SHA-1 seed and its 8-digit codes at the listed times.
const rfcSeed = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('matches the RFC test vector at T=%i', (seconds, code) => {
    expect(totpCode(rfcSeed, totpStepAt(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('encodes base32 per RFC 4648 and round-trips', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts the current code and one step of drift either way, and names the step', () => {
    const secret = base32Encode(rfcSeed);
    const at = new Date(1_700_000_000_000);
    const step = totpStepAt(at);
    expect(matchTotp(secret, totpCode(rfcSeed, step), at)).toBe(step);
    expect(matchTotp(secret, totpCode(rfcSeed, step - 1), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(rfcSeed, step + 1), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(rfcSeed, step - 2), at)).toBeNull();
    expect(matchTotp(secret, totpCode(rfcSeed, step + 2), at)).toBeNull();
  });

  it('refuses malformed codes', () => {
    const secret = newTotpSecret();
    for (const code of ['', '12345', '1234567', 'abcdef', '12 34 5x']) expect(matchTotp(secret, code)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Casebridge', 'ops@casebridge.example', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Casebridge%3Aops%40casebridge.example?secret=JBSWY3DPEHPK3PXP&issuer=Casebridge&algorithm=SHA1&digits=6&period=30',
    );
  });
});
