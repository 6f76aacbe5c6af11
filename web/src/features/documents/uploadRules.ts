import { formatFileSize } from './fileSize';
import type { UploadPolicy } from './useUploadPolicy';

/** Spec: the message when the case or the file is missing. */
export const missingCaseOrFileMessage = 'Please select a case and choose a file';

/** The file's extension, lower case and without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const match = /\.([^.\\/]+)$/.exec(fileName);
  return match ? match[1].toLowerCase() : '';
}

/** The `accept` attribute of the file input: ".pdf,.doc,...". */
export function acceptAttribute(policy: UploadPolicy): string {
  return policy.allowedExtensions.map((extension) => `.${extension}`).join(',');
}

/** "PDF, DOC, DOCX, JPG, JPEG, PNG or TXT, up to 50 MB" under the file input. */
export function describePolicy(policy: UploadPolicy): string {
  const names = policy.allowedExtensions.map((extension) => extension.toUpperCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return `${list}, up to ${formatFileSize(policy.maxBytes)}`;
}

export function tooLargeMessage(maxBytes: number): string {
  return `The file is larger than the ${formatFileSize(maxBytes)} upload limit`;
}

/**
 * Why the file cannot be uploaded, checked before anything is sent (the server checks the same
 * and also looks at the content); null when it may go.
 */
export function fileProblem(file: File, policy: UploadPolicy): string | null {
  if (!policy.allowedExtensions.includes(extensionOf(file.name)))
    return `Only ${policy.allowedExtensions.join(', ')} files can be uploaded`;
  if (file.size > policy.maxBytes) return tooLargeMessage(policy.maxBytes);
  if (file.size === 0) return 'The file is empty';
  return null;
}
