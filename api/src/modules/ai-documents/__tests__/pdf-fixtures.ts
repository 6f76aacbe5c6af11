import PDFDocument from 'pdfkit';

/** A real PDF made with pdfkit: one page per entry of `pages`, each the given lines of text. */
export function pdfWithText(pages: string[][], options: { userPassword?: string } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    ...(options.userPassword ? { userPassword: options.userPassword } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const lines of pages) {
    doc.addPage();
    for (const line of lines) doc.text(line);
  }
  doc.end();
  return done;
}

/** A PDF whose only page draws a rectangle: no text layer, like a scan. */
export function pdfWithoutText(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.rect(50, 50, 200, 100).fill('#333333');
  doc.end();
  return done;
}

export const medicalBillLines = [
  'Sunrise Chiropractic Clinic',
  'Provider: Dr. Jane Carter',
  'Date of service: 01/15/2026 and follow-up on 2026-02-03',
  'Diagnosis: M54.2 cervicalgia; also Q99.9 noted',
  'Office visit $125.00',
  'Therapy $1,109.56',
  'Total charges: $1,234.56',
];
