import { parseMoneyInput } from './moneyInput';

describe('parseMoneyInput', () => {
  it.each([
    ['12.5', '12.50'],
    ['12', '12.00'],
    ['12.', '12.00'],
    ['.5', '0.50'],
    ['0', '0.00'],
    ['007.10', '7.10'],
    [' 1250.00 ', '1250.00'],
    ['1,250.00', '1250.00'],
    ['$1,250', '1250.00'],
    ['$12.5', '12.50'],
    ['12,345,678.91', '12345678.91'],
    ['99999999.99', '99999999.99'],
    // Beyond what a double holds exactly: still sent digit for digit.
    ['12345678.91', '12345678.91'],
  ])('reads %p as the decimal %p', (text, decimal) => {
    expect(parseMoneyInput(text)).toEqual({ kind: 'valid', decimal });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notANumber'],
    ['.', 'notANumber'],
    ['1e5', 'notANumber'],
    // Ambiguous separators: 12.50 or 1250?
    ['12,50', 'notANumber'],
    ['1,2345', 'notANumber'],
    ['12,345,67', 'notANumber'],
    ['12$', 'notANumber'],
    ['12.3.4', 'notANumber'],
    ['-5', 'negative'],
    ['-0.01', 'negative'],
    ['-$5', 'negative'],
    ['12.345', 'tooManyDecimals'],
    ['12.500', 'tooManyDecimals'],
    ['100000000', 'tooLarge'],
    ['100000000.00', 'tooLarge'],
  ])('refuses %p as %s', (text, kind) => {
    expect(parseMoneyInput(text)).toEqual({ kind });
  });

  it('takes a smaller limit of whole digits', () => {
    expect(parseMoneyInput('1000', 3)).toEqual({ kind: 'tooLarge' });
    expect(parseMoneyInput('999', 3)).toEqual({ kind: 'valid', decimal: '999.00' });
  });
});
