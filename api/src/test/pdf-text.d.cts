/** The text shown by a PDF we generate; see pdf-text.cjs. */
export declare function pdfText(pdf: Buffer): string;
