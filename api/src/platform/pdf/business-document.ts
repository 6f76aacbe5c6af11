import PDFDocument from 'pdfkit';

/** What every document we issue is made of: a letterhead, a title, facts, an optional table, and text. */
export interface BusinessDocument {
  /**
   * The issuer's name and address lines, top left; its own letterhead text under them (line breaks
   * kept) and its logo (PNG or JPEG bytes) top right.
   */
  letterhead: { name: string; lines: string[]; note?: string | null; logo?: Buffer | null };
  title: string;
  /** Label/value pairs printed under the title (invoice number, dates, case). */
  facts: [string, string][];
  table?: {
    columns: { header: string; width: number; align?: 'left' | 'right' }[];
    rows: string[][];
    totals?: [string, string][];
    /** Points; 10 unless a wide table needs smaller type. */
    fontSize?: number;
  };
  paragraphs?: string[];
  footer?: string;
  /** Document metadata (shown by PDF readers). */
  subject: string;
}

const margin = 56;
/** Where a logo fits, top right: scaled down to fit, never stretched. */
const logoBox = { width: 140, height: 56 };
const ink = '#1f2937';
const muted = '#6b7280';

/**
 * Renders a document to PDF bytes with pdfkit's built-in Helvetica (no font files to ship).
 * Text is written as text, so readers can search and copy it.
 */
export function renderBusinessDocument(doc: BusinessDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin,
    info: { Title: doc.title, Subject: doc.subject, Author: doc.letterhead.name, Producer: 'Casebridge' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - margin * 2;
  const logo = doc.letterhead.logo ?? null;
  const textWidth = logo ? width - logoBox.width - 16 : width;
  if (logo)
    pdf.image(logo, margin + width - logoBox.width, margin, { fit: [logoBox.width, logoBox.height], align: 'right' });
  pdf.fillColor(ink).font('Helvetica-Bold').fontSize(16).text(doc.letterhead.name, { width: textWidth });
  pdf.font('Helvetica').fontSize(9).fillColor(muted);
  for (const line of doc.letterhead.lines) pdf.text(line, { width: textWidth });
  if (doc.letterhead.note) pdf.moveDown(0.3).fillColor(ink).text(doc.letterhead.note, { width: textWidth });
  if (logo) pdf.y = Math.max(pdf.y, margin + logoBox.height);
  pdf.x = margin;
  pdf.moveDown(1.5);

  pdf.fillColor(ink).font('Helvetica-Bold').fontSize(20).text(doc.title);
  pdf.moveDown(0.5);
  pdf.fontSize(10);
  for (const [label, value] of doc.facts) {
    pdf.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  pdf.moveDown(1);

  if (doc.table) drawTable(pdf, doc.table, width);

  pdf.font('Helvetica').fontSize(10).fillColor(ink);
  for (const paragraph of doc.paragraphs ?? []) {
    pdf.text(paragraph, { width, align: 'left' });
    pdf.moveDown(0.8);
  }

  if (doc.footer) {
    pdf.moveDown(1).fontSize(8).fillColor(muted).text(doc.footer, { width });
  }
  pdf.end();
  return done;
}

function drawTable(pdf: PDFKit.PDFDocument, table: NonNullable<BusinessDocument['table']>, width: number): void {
  const totalWeight = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / totalWeight) * width);
  const headers = table.columns.map((column) => column.header);
  const fontSize = table.fontSize ?? 10;
  const bottomLimit = pdf.page.height - margin;
  const heightOf = (cells: string[]) =>
    Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: widths[i] - 8 })));
  const row = (cells: string[], font: string) => {
    pdf.font(font).fontSize(fontSize);
    // A long table continues on a new page, its header repeated, rather than splitting a row.
    if (pdf.y + heightOf(cells) > bottomLimit && cells !== headers) {
      pdf.addPage();
      row(headers, 'Helvetica-Bold');
      rule();
      pdf.font(font).fontSize(fontSize);
    }
    const y = pdf.y;
    let x = margin;
    let bottom = y;
    cells.forEach((cell, i) => {
      pdf.text(cell, x + 4, y, { width: widths[i] - 8, align: table.columns[i].align ?? 'left' });
      bottom = Math.max(bottom, pdf.y);
      x += widths[i];
    });
    pdf.y = bottom + 4;
    pdf.x = margin;
  };
  const rule = () => {
    pdf
      .moveTo(margin, pdf.y)
      .lineTo(margin + width, pdf.y)
      .strokeColor('#d1d5db')
      .lineWidth(0.5)
      .stroke();
    pdf.y += 4;
  };
  pdf.fillColor(ink);
  row(headers, 'Helvetica-Bold');
  rule();
  for (const cells of table.rows) row(cells, 'Helvetica');
  rule();
  // The totals stay together, on a new page if they do not fit under the last row.
  const totals = table.totals ?? [];
  const totalHeight = pdf.font('Helvetica-Bold').fontSize(fontSize).heightOfString('Total') + 2;
  if (pdf.y + totals.length * totalHeight > bottomLimit) pdf.addPage();
  for (const [label, value] of totals) {
    const labelWidth = widths.slice(0, -1).reduce((sum, w) => sum + w, 0);
    const y = pdf.y;
    pdf
      .font('Helvetica-Bold')
      .fontSize(fontSize)
      .text(label, margin, y, { width: labelWidth - 8, align: 'right' });
    pdf.text(value, margin + labelWidth + 4, y, { width: widths[widths.length - 1] - 8, align: 'right' });
    pdf.y += 2;
    pdf.x = margin;
  }
  pdf.moveDown(1.5);
}

/** Whether pdfkit can place these bytes as an image (a PNG or JPEG it can decode), so a PDF never fails on a logo. */
export function isPrintableImage(bytes: Buffer): boolean {
  try {
    // openImage decodes without placing anything; pdfkit has it, its type definitions do not.
    (new PDFDocument({ autoFirstPage: false }) as unknown as { openImage(src: Buffer): unknown }).openImage(bytes);
    return true;
  } catch {
    return false;
  }
}
