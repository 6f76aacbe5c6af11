import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain values as they are and empty values empty', () => {
    expect(csvField('Alex Rivera')).toBe('Alex Rivera');
    expect(csvField(42)).toBe('42');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes values with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('Camden, NJ')).toBe('"Camden, NJ"');
    expect(csvField('Said "ouch"')).toBe('"Said ""ouch"""');
    expect(csvField('Line one\nLine two')).toBe('"Line one\nLine two"');
    expect(csvField('Line one\r\nLine two')).toBe('"Line one\r\nLine two"');
  });

  it.each(['=SUM(A1:A9)', '+15550102233', '-2+3', '@cmd', '\t=1', '\r=1'])(
    'keeps %j as text by prefixing a quote',
    (formula) => {
      expect(csvField(formula).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true);
    },
  );

  it('guards and quotes a formula that also holds a comma', () => {
    expect(csvField('=HYPERLINK("http://x.example", "click")')).toBe(`"'=HYPERLINK(""http://x.example"", ""click"")"`);
  });

  it('does not alter negative numbers, which a spreadsheet cannot run', () => {
    expect(csvField(-42.5)).toBe('-42.5');
  });

  it('does not alter negative decimal text (a balance kept exact as text), but guards anything more', () => {
    expect(csvField('-291.67')).toBe('-291.67');
    expect(csvField('-291.67+1')).toBe(`'-291.67+1`);
    expect(csvField('-1e3')).toBe(`'-1e3`);
  });
});

describe('toCsv', () => {
  it('writes the header and one CRLF-separated line per row', () => {
    expect(
      toCsv(
        ['Name', 'City', 'Note'],
        [
          ['Alex', 'Newark', null],
          ['Blake', 'Camden, NJ', '=1+1'],
        ],
      ),
    ).toBe(`Name,City,Note\r\nAlex,Newark,\r\nBlake,"Camden, NJ",'=1+1`);
  });
});
