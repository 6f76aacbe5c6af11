import { readFile } from 'node:fs/promises';
import { InputError } from '../../platform/errors';
import type { ReceivedFile } from '../../platform/http/receive-upload';
import { isPrintableImage } from '../../platform/pdf/business-document';
import { contentMismatch } from '../documents/file-signature';
import { contentTypeByExtension, displayFileName, extensionOf } from '../documents/file-types';

/** A logo is printed small on every PDF: 1 MB is plenty and keeps each PDF light. */
export const maxLogoBytes = 1024 * 1024;
const logoExtensions = ['png', 'jpg', 'jpeg'] as const;

export interface CheckedLogo {
  bytes: Buffer;
  contentType: string;
}

/**
 * An uploaded logo we can print: a PNG or JPEG by name and by content, not empty, within the size
 * limit, and decodable by the PDF renderer. Each refusal names the problem.
 */
export async function checkedLogo(file: ReceivedFile | null): Promise<CheckedLogo> {
  if (!file || file.originalName.trim() === '') throw InputError.field('file', 'Choose a PNG or JPEG image');
  const fileName = displayFileName(file.originalName);
  const extension = extensionOf(fileName);
  if (!extension || !(logoExtensions as readonly string[]).includes(extension))
    throw InputError.field('file', 'The logo must be a PNG or JPEG image');
  if (file.size === 0) throw InputError.field('file', 'The file is empty');
  const mismatch = await contentMismatch(extension, file.tmpPath, file.size);
  if (mismatch) throw InputError.field('file', `${fileName} ${mismatch}: its content does not match .${extension}`);
  const bytes = await readFile(file.tmpPath);
  if (!isPrintableImage(bytes)) throw InputError.field('file', `${fileName} could not be read as an image`);
  return { bytes, contentType: contentTypeByExtension[extension] };
}
