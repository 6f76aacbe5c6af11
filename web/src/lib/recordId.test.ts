import { parseRecordId } from './recordId';

describe('parseRecordId', () => {
  it('reads a positive integer id', () => {
    expect(parseRecordId('42')).toEqual({ kind: 'valid', id: 42 });
  });

  it('tells an empty id from a malformed one', () => {
    expect(parseRecordId(undefined)).toEqual({ kind: 'missing' });
    expect(parseRecordId(' ')).toEqual({ kind: 'missing' });
    expect(parseRecordId('abc')).toEqual({ kind: 'invalid' });
    expect(parseRecordId('1.5')).toEqual({ kind: 'invalid' });
    expect(parseRecordId('-3')).toEqual({ kind: 'invalid' });
    expect(parseRecordId('0')).toEqual({ kind: 'invalid' });
    expect(parseRecordId('2147483648')).toEqual({ kind: 'invalid' });
  });
});
