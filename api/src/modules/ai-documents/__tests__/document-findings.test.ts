import { detectAmounts, totalOf } from '../findings/detect-amounts';
import { detectDates } from '../findings/detect-dates';
import { checkCodes, findCodeShapes } from '../findings/detect-diagnosis-codes';
import { detectProviders } from '../findings/detect-providers';
import { documentConfidence } from '../findings/finding';
import { documentText, extractionLimits, UnreadableDocumentError } from '../document-text';
import { medicalBillLines, pdfWithoutText, pdfWithText } from './pdf-fixtures';

describe('finding dates', () => {
  it('reads the US numeric, ISO and written-out forms as calendar dates, in the order written', () => {
    const dates = detectDates(
      'Seen 01/02/2026, billed 2026-01-03, paid January 4, 2026 and Feb. 5 2026; filed 6 March 2026.',
    );
    expect(dates.map((found) => [found.text, found.date])).toEqual([
      ['01/02/2026', '2026-01-02'],
      ['2026-01-03', '2026-01-03'],
      ['January 4, 2026', '2026-01-04'],
      ['Feb. 5 2026', '2026-02-05'],
      ['6 March 2026', '2026-03-06'],
    ]);
  });

  it('drops impossible dates: 30 February, month 13, 31 April, 29 February of a common year, year 0210', () => {
    const dates = detectDates('02/30/2026 13/01/2026 2026-04-31 February 29, 2025 01/01/0210 but 02/29/2028 is real');
    expect(dates.map((found) => found.date)).toEqual(['2028-02-29']);
  });

  it('marks a numeric date whose day and month could swap as unverified, and one with a day over 12 as verified', () => {
    const [ambiguous, clear] = detectDates('03/04/2026 and 03/14/2026');
    expect(ambiguous).toMatchObject({ date: '2026-03-04', verified: false });
    expect(clear).toMatchObject({ date: '2026-03-14', verified: true });
  });

  it('keeps the text around each date as its context', () => {
    const [found] = detectDates(`${'x'.repeat(100)} injured on 2026-01-02 at the crossing ${'y'.repeat(100)}`);
    expect(found.context).toBe(`…${'x'.repeat(28)} injured on 2026-01-02 at the crossing ${'y'.repeat(23)}…`);
  });
});

describe('finding amounts', () => {
  it('reads thousands separators and cents exactly, and finds the total', () => {
    const amounts = detectAmounts('Visit $80\nTherapy $1,109.56\nTotal: $12,345,678.90\nBalance due 1,189.56');
    expect(amounts.map((found) => [found.amount, found.isTotal, found.verified])).toEqual([
      ['80.00', false, true],
      ['1109.56', false, true],
      ['12345678.90', true, true],
      ['1189.56', true, false],
    ]);
    expect(totalOf(amounts)).toBe('12345678.90');
  });

  it('does not read malformed groups or a bare number without a label as money', () => {
    expect(detectAmounts('Ref 1,234 and code 97110; $12,34 is not an amount').map((found) => found.amount)).toEqual([]);
    expect(totalOf(detectAmounts('Visit $80'))).toBeNull();
  });
});

describe('finding ICD-10 codes', () => {
  it('gives known codes their description and lists unknown ones as unverified, each once', () => {
    const shapes = findCodeShapes('Dx M54.2, S13.4XXA and Q99.9; again M54.2. Not codes: m54.2, U07.1, CPT 97110, A1');
    expect(shapes.map((shape) => shape.code)).toEqual(['M54.2', 'S13.4XXA', 'Q99.9']);
    const codes = checkCodes(
      shapes,
      new Map([
        ['M54.2', 'Cervicalgia'],
        ['S13.4XXA', 'Sprain of ligaments of cervical spine'],
      ]),
    );
    expect(codes.map((code) => [code.code, code.description, code.verified])).toEqual([
      ['M54.2', 'Cervicalgia', true],
      ['S13.4XXA', 'Sprain of ligaments of cervical spine', true],
      ['Q99.9', null, false],
    ]);
  });
});

describe('finding providers', () => {
  it("names the clinic's providers (verified) and titled, credentialled, labelled and clinic-looking names (unverified)", () => {
    const providers = detectProviders(
      'Sunrise Chiropractic Clinic\nSeen by Dr. Jane Carter. Referred to Mark Stone, DC.\nProvider: Lee Wong\nSigned: dana o’neil',
      ['Jane Carter', 'Dana O’Neil'],
    );
    expect(providers.map((found) => [found.name, found.source, found.verified])).toEqual([
      ['Sunrise Chiropractic Clinic', 'organization', false],
      ['Jane Carter', 'clinic_provider', true],
      ['Mark Stone', 'credential', false],
      ['Lee Wong', 'label', false],
      ['Dana O’Neil', 'clinic_provider', true],
    ]);
  });

  it('lists a person once however they are written, and the clinic itself as verified', () => {
    const providers = detectProviders(
      'Sunrise Chiropractic Clinic\nProvider: Dr. Omar Reyes\nSeen by Dr. Omar Reyes and Omar Reyes, DC',
      [],
      'Sunrise Chiropractic',
    );
    expect(providers.map((found) => [found.name, found.source, found.verified])).toEqual([
      ['Sunrise Chiropractic', 'own_clinic', true],
      ['Omar Reyes', 'title', false],
    ]);
  });
});

describe('the confidence of an analysis', () => {
  it('is the mean certainty of its findings: 1 verified, 0.5 pattern only, 0 when nothing was found', () => {
    const finding = (verified: boolean) => ({ text: '', context: '', verified });
    expect(documentConfidence({ dates: [], providers: [], amounts: [], diagnosisCodes: [] })).toBe(0);
    expect(
      documentConfidence({
        dates: [{ ...finding(true), date: '2026-01-01' }],
        providers: [],
        amounts: [{ ...finding(false), amount: '1.00', isTotal: true }],
        diagnosisCodes: [
          { ...finding(true), code: 'M54.2', description: 'x' },
          { ...finding(false), code: 'Q99.9', description: null },
        ],
      }),
    ).toBe(0.75);
  });
});

describe('reading the text of a file', () => {
  it('reads every page of a real PDF', async () => {
    const pdf = await pdfWithText([medicalBillLines, ['Second page: Dr. Omar Reyes']]);
    const read = await documentText(pdf, 'application/pdf');
    expect(read.pages).toBe(2);
    expect(read.truncated).toBe(false);
    expect(read.text).toContain('Total charges: $1,234.56');
    expect(read.text).toContain('Second page: Dr. Omar Reyes');
  });

  it('reads a text file as UTF-8, cut at the character limit', async () => {
    const read = await documentText(Buffer.from('Café visit on 2026-01-02'), 'text/plain; charset=utf-8');
    expect(read).toEqual({ text: 'Café visit on 2026-01-02', pages: 1, truncated: false });
    const long = await documentText(Buffer.from('a'.repeat(250_000)), 'text/plain; charset=utf-8');
    expect(long.text).toHaveLength(200_000);
    expect(long.truncated).toBe(true);
  });

  it('says in words why a damaged, encrypted or image-only PDF cannot be read', async () => {
    await expect(
      documentText(Buffer.from('%PDF-1.4\ngarbage that is not a pdf\n%%EOF'), 'application/pdf'),
    ).rejects.toThrow(
      new UnreadableDocumentError('The file is not a readable PDF: it is damaged or not a PDF at all.'),
    );
    await expect(
      documentText(await pdfWithText([['secret']], { userPassword: 'pw' }), 'application/pdf'),
    ).rejects.toThrow(/The PDF is encrypted \(password-protected\)/);
    await expect(documentText(await pdfWithoutText(), 'application/pdf')).rejects.toThrow(
      /The PDF holds no text, only images/,
    );
  });

  describe('within its limits', () => {
    const limits = { ...extractionLimits };
    afterEach(() => Object.assign(extractionLimits, limits));

    it('refuses a PDF with more pages than the limit, and stops one that reads too long', async () => {
      const pages = Array.from({ length: 30 }, (_, page) => [`Page ${page + 1}: seen on 2026-01-02, $10.00`]);
      const pdf = await pdfWithText(pages);
      extractionLimits.pages = 29;
      await expect(documentText(pdf, 'application/pdf')).rejects.toThrow(
        'The PDF has 30 pages; documents of up to 29 pages are read.',
      );
      extractionLimits.pages = limits.pages;
      extractionLimits.milliseconds = 1;
      await expect(documentText(pdf, 'application/pdf')).rejects.toThrow(
        new UnreadableDocumentError('Reading the PDF took longer than 0.001 seconds; it was stopped'),
      );
    });
  });
});
