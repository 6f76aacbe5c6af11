import { open } from 'node:fs/promises';
import type { AllowedExtension } from './file-types';

/**
 * Checks that a file's bytes are what its extension claims, so a ".pdf" that is really HTML or an
 * executable is refused. Returns null when the content matches, else the reason.
 */
export async function contentMismatch(
  extension: AllowedExtension,
  filePath: string,
  size: number,
): Promise<string | null> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(Math.min(size, 8));
    await handle.read(head, 0, head.length, 0);
    const startsWith = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
    switch (extension) {
      case 'pdf':
        return startsWith(0x25, 0x50, 0x44, 0x46, 0x2d) ? null : 'is not a PDF document';
      case 'jpg':
      case 'jpeg':
        return startsWith(0xff, 0xd8, 0xff) ? null : 'is not a JPEG image';
      case 'png':
        return startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ? null : 'is not a PNG image';
      case 'doc':
        return startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1) ? null : 'is not a Word 97-2003 document';
      case 'docx':
        return startsWith(0x50, 0x4b, 0x03, 0x04) ? await wordArchiveProblem(handle, size) : 'is not a Word document';
      case 'txt':
        return await plainTextProblem(handle, size);
    }
  } finally {
    await handle.close();
  }
}

type FileHandle = Awaited<ReturnType<typeof open>>;

const maxEntries = 5000;
const maxTotalUncompressed = 512 * 1024 * 1024;
const maxCompressionRatio = 200;

/**
 * A .docx is a ZIP holding `[Content_Types].xml` and `word/document.xml`. The central directory is
 * read (nothing is inflated), and archives whose declared sizes would unpack into a bomb are refused.
 */
async function wordArchiveProblem(handle: FileHandle, size: number): Promise<string | null> {
  const tailLength = Math.min(size, 65_557);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  let eocd = -1;
  for (let i = tailLength - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'is not a Word document (the archive is incomplete)';
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff || entries > maxEntries)
    return 'is not a Word document (the archive is too large or unusual)';
  if (directoryOffset + directorySize > size) return 'is not a Word document (the archive is damaged)';
  const directory = Buffer.alloc(directorySize);
  await handle.read(directory, 0, directorySize, directoryOffset);
  const names = new Set<string>();
  let totalUncompressed = 0;
  let offset = 0;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== 0x02014b50)
      return 'is not a Word document (the archive is damaged)';
    const compressed = directory.readUInt32LE(offset + 20);
    const uncompressed = directory.readUInt32LE(offset + 24);
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    names.add(directory.toString('utf8', offset + 46, offset + 46 + nameLength));
    totalUncompressed += uncompressed;
    if (uncompressed > 1024 * 1024 && uncompressed / Math.max(compressed, 1) > maxCompressionRatio)
      return 'was refused: the archive inflates far beyond its size';
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (totalUncompressed > maxTotalUncompressed) return 'was refused: the archive inflates far beyond its size';
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return 'is not a Word document';
  return null;
}

/** Plain text: valid UTF-8 with no NUL bytes (which binaries and executables always have). */
async function plainTextProblem(handle: FileHandle, size: number): Promise<string | null> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const chunk = Buffer.alloc(64 * 1024);
  let position = 0;
  try {
    while (position < size) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) break;
      const bytes = chunk.subarray(0, bytesRead);
      if (bytes.includes(0)) return 'is not a plain text file';
      decoder.decode(bytes, { stream: true });
      position += bytesRead;
    }
    decoder.decode();
  } catch {
    return 'is not a plain text file';
  }
  return null;
}
