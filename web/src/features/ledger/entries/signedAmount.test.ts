import { signedLedgerAmount } from './signedAmount';

describe('signedLedgerAmount', () => {
  it('shows charges as raising the balance and every other kind as lowering it', () => {
    expect(signedLedgerAmount('charge', '1250.00')).toBe('+$1,250.00');
    expect(signedLedgerAmount('payment', '20.00')).toBe('\u2212$20.00');
    expect(signedLedgerAmount('reduction', '312.5')).toBe('\u2212$312.50');
    expect(signedLedgerAmount('write_off', '0.05')).toBe('\u2212$0.05');
  });
});
