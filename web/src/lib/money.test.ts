import { compareMoney, fromCents, percentOfMoney, subtractMoney, toCents } from './money';
import { moneyInputDecimal as parseDecimalInput } from './moneyInput';

describe('money', () => {
  it('reads Decimal strings as exact cents and writes them back with two decimals', () => {
    expect(toCents('1250.00')).toBe(125_000n);
    expect(toCents('1250.5')).toBe(125_050n);
    expect(toCents('7')).toBe(700n);
    expect(toCents('-20.05')).toBe(-2_005n);
    expect(fromCents(125_050n)).toBe('1250.50');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-2_005n)).toBe('-20.05');
    expect(() => toCents('12.345')).toThrow('Not a money amount');
    expect(() => toCents('1e3')).toThrow('Not a money amount');
  });

  it('subtracts exactly where floating point would not (0.30 − 0.10, large balances)', () => {
    expect(subtractMoney('0.30', '0.10')).toBe('0.20');
    expect(subtractMoney('1250.00', '937.50')).toBe('312.50');
    expect(subtractMoney('99999999.99', '0.01')).toBe('99999999.98');
    expect(subtractMoney('100.00', '120.10')).toBe('-20.10');
  });

  it('compares amounts by value, not by text', () => {
    expect(compareMoney('100', '100.00')).toBe(0);
    expect(compareMoney('9.99', '10.00')).toBe(-1);
    expect(compareMoney('1000.01', '999.99')).toBe(1);
  });

  it('takes a percentage of an amount rounded half away from zero to the cent', () => {
    expect(percentOfMoney('1250.00', '20')).toBe('250.00');
    expect(percentOfMoney('1000.00', '12.5')).toBe('125.00');
    // 33.33% of $100.05 is $33.346665; 5% of $0.10 is exactly half a cent (up), of $0.09 less than half (down).
    expect(percentOfMoney('100.05', '33.33')).toBe('33.35');
    expect(percentOfMoney('0.10', '5')).toBe('0.01');
    expect(percentOfMoney('0.09', '5')).toBe('0.00');
  });

  it('turns typed amounts into canonical Decimals and refuses anything else', () => {
    expect(parseDecimalInput(' 1250 ')).toBe('1250.00');
    expect(parseDecimalInput('$1,250.5')).toBe('1250.50');
    expect(parseDecimalInput('0.01')).toBe('0.01');
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('-5')).toBeNull();
    expect(parseDecimalInput('12.345')).toBeNull();
    expect(parseDecimalInput('1,25.00')).toBeNull();
    expect(parseDecimalInput('abc')).toBeNull();
  });
});
