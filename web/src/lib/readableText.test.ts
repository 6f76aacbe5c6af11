import { readableTextOn } from './readableText';

describe('readableTextOn', () => {
  it('writes white on dark colours and near black on light ones', () => {
    expect(readableTextOn('#1976d2')).toBe('#ffffff');
    expect(readableTextOn('#6a1b9a')).toBe('#ffffff');
    expect(readableTextOn('#616161')).toBe('#ffffff');
    // The default Re-exam orange: white on it is 2.9:1, below the 4.5:1 that small text needs.
    expect(readableTextOn('#ef6c00')).toBe('#1a1a1a');
    expect(readableTextOn('#ffeb3b')).toBe('#1a1a1a');
  });

  it('falls back to white for a colour it cannot read', () => {
    expect(readableTextOn('orange')).toBe('#ffffff');
  });
});
