import { extractText, getDocumentProxy } from 'unpdf';

/** What the analysis reads at most: a longer document is refused or cut, never left to run unbounded. */
export const extractionLimits = {
  /** Bytes read from storage. */
  bytes: 30 * 1024 * 1024,
  pages: 200,
  /** Characters of text analysed; the rest is left out (the findings say `truncated`). */
  characters: 200_000,
  /** Time for the PDF library to parse and read the text. */
  milliseconds: 20_000,
};

/** The file cannot be read, for a reason that does not change on a retry (said in words to the user). */
export class UnreadableDocumentError extends Error {}

export interface DocumentText {
  text: string;
  pages: number;
  truncated: boolean;
}

const isPdf = (contentType: string) => contentType === 'application/pdf';
const isPlainText = (contentType: string) => contentType.split(';')[0].trim() === 'text/plain';
/** The files the analysis reads: PDF and plain text. */
export const isReadableContentType = (contentType: string): boolean => isPdf(contentType) || isPlainText(contentType);

function limited(text: string, pages: number): DocumentText {
  const truncated = text.length > extractionLimits.characters;
  return { text: truncated ? text.slice(0, extractionLimits.characters) : text, pages, truncated };
}

function withTimeLimit<T>(work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(
        new UnreadableDocumentError(
          `Reading the PDF took longer than ${extractionLimits.milliseconds / 1000} seconds; it was stopped`,
        ),
      );
    }, extractionLimits.milliseconds);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** pdf.js names its refusals: a password, a damaged file. */
function pdfFailure(error: unknown): Error {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException')
    return new UnreadableDocumentError(
      'The PDF is encrypted (password-protected): its text cannot be read. Upload a copy without the password.',
    );
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'UnknownErrorException')
    return new UnreadableDocumentError('The file is not a readable PDF: it is damaged or not a PDF at all.');
  return error instanceof Error ? error : new Error(String(error));
}

async function pdfText(bytes: Buffer): Promise<DocumentText> {
  let destroy = () => undefined as unknown;
  const work = (async () => {
    const pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      stopAtErrors: true,
      // Its warnings about a damaged file are the error we report, not log lines.
      verbosity: 0,
    });
    destroy = () => pdf.destroy();
    if (pdf.numPages === 0) throw new UnreadableDocumentError('The PDF has no pages: there is nothing to read.');
    if (pdf.numPages > extractionLimits.pages)
      throw new UnreadableDocumentError(
        `The PDF has ${pdf.numPages} pages; documents of up to ${extractionLimits.pages} pages are read.`,
      );
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    if (text.trim() === '')
      throw new UnreadableDocumentError(
        'The PDF holds no text, only images (a scan, perhaps): nothing could be read. Upload a PDF with a text layer.',
      );
    return limited(text, totalPages);
  })();
  try {
    return await withTimeLimit(work, () => void destroy());
  } catch (error) {
    throw error instanceof UnreadableDocumentError ? error : pdfFailure(error);
  } finally {
    await Promise.resolve(destroy()).catch(() => undefined);
  }
}

/** The text of a PDF (through unpdf) or a text file (UTF-8), within extractionLimits. */
export async function documentText(bytes: Buffer, contentType: string): Promise<DocumentText> {
  if (isPdf(contentType)) return pdfText(bytes);
  if (isPlainText(contentType)) {
    const text = bytes.toString('utf8');
    if (text.trim() === '') throw new UnreadableDocumentError('The text file is empty.');
    return limited(text, 1);
  }
  throw new UnreadableDocumentError('Only PDF and text files are read.');
}
