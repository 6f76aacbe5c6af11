import { pdfText } from '../../../test/pdf-text.cjs';
import { renderBusinessDocument, type BusinessDocument } from '../business-document';

/** The text of each page: every content stream read on its own. */
function pageTexts(pdf: Buffer): string[] {
  const streams = pdf.toString('latin1').match(/stream\r?\n[\s\S]*?\r?\nendstream/g) ?? [];
  return streams.map((stream) => pdfText(Buffer.from(stream, 'latin1'))).filter((text) => text.trim() !== '');
}

const document = (rowCount: number): BusinessDocument => ({
  letterhead: { name: 'Harbor Spine & Rehab', lines: ['12 Pier Road'] },
  title: 'Itemized statement',
  subject: 'test',
  facts: [['Case', 'CASE-1']],
  table: {
    columns: [
      { header: 'Item', width: 3 },
      { header: 'Amount', width: 1, align: 'right' },
    ],
    rows: Array.from({ length: rowCount }, (_, i) => [`row${i}`, `amount${i}`]),
    totals: [
      ['Total charges', 'totalA'],
      ['Payments', 'totalB'],
      ['Write-offs', 'totalC'],
      ['Balance due', 'totalD'],
    ],
  },
  footer: 'Confidential',
});

describe('renderBusinessDocument', () => {
  it('continues a long table on new pages with its header, never splitting a row or the totals', async () => {
    // Enough sizes that the last row, or the totals, land at every position near a page's foot.
    for (let rowCount = 30; rowCount <= 80; rowCount += 1) {
      const pages = pageTexts(await renderBusinessDocument(document(rowCount)));
      const pageOf = (text: string) => pages.findIndex((page) => page.split('\n').includes(text));
      for (let i = 0; i < rowCount; i += 1) expect(pageOf(`amount${i}`)).toBe(pageOf(`row${i}`));
      const totalsPage = pageOf('Total charges');
      for (const text of ['totalA', 'Payments', 'totalB', 'Write-offs', 'totalC', 'Balance due', 'totalD'])
        expect([rowCount, text, pageOf(text)]).toEqual([rowCount, text, totalsPage]);
      for (const page of pages.slice(1).filter((text) => text.includes('row'))) expect(page).toMatch(/^Item\nAmount\n/);
    }
  });
});
