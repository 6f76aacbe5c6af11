import type { DocumentType } from '../../gql/graphql';

export const DOCUMENT_UPLOAD_URL = '/api/documents/upload';

export interface DocumentUploadFields {
  caseId: number;
  documentType: DocumentType;
  description: string;
  isConfidential: boolean;
  file: File;
}

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send, or null when the browser cannot tell. */
  total: number | null;
}

/** How an upload ended; the promise never rejects. */
export type UploadResult =
  | { outcome: 'uploaded' }
  | {
      outcome: 'refused';
      /** HTTP status (400 validation, 401 signed out, 404, 413 too large...). */
      status: number;
      /** The server's message, when it sent one. */
      message: string | null;
      /** The server's field errors by field name (file, caseId, documentType, description). */
      fieldErrors: Record<string, string>;
    }
  /** No answer came back (offline, connection dropped). */
  | { outcome: 'failed' }
  | { outcome: 'cancelled' };

export interface UploadHandle {
  result: Promise<UploadResult>;
  /** Stops sending; the result is then `cancelled`. */
  cancel: () => void;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function parseBody(text: string): ErrorBody {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

function fieldErrorsOf(errors: unknown): Record<string, string> {
  const byField: Record<string, string> = {};
  if (!Array.isArray(errors)) return byField;
  for (const error of errors as unknown[]) {
    const { field, message } = (error ?? {}) as Record<string, unknown>;
    if (typeof field === 'string' && typeof message === 'string') byField[field] ??= message;
  }
  return byField;
}

/** The multipart body; the file goes last, so the server has every field before the bytes arrive. */
export function uploadFormData(fields: DocumentUploadFields): FormData {
  const body = new FormData();
  body.append('caseId', String(fields.caseId));
  body.append('documentType', fields.documentType);
  body.append('description', fields.description.trim());
  body.append('isConfidential', String(fields.isConfidential));
  body.append('file', fields.file, fields.file.name);
  return body;
}

/**
 * Sends a document to the REST upload endpoint; being same-origin, the request carries the session
 * cookie. XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function startDocumentUpload(
  fields: DocumentUploadFields,
  onProgress: (progress: UploadProgress) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const result = new Promise<UploadResult>((resolve) => {
    xhr.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ outcome: 'uploaded' });
        return;
      }
      const body = parseBody(xhr.responseText);
      resolve({
        outcome: 'refused',
        status: xhr.status,
        message: typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null,
        fieldErrors: fieldErrorsOf(body.errors),
      });
    };
    xhr.onerror = () => resolve({ outcome: 'failed' });
    xhr.ontimeout = () => resolve({ outcome: 'failed' });
    xhr.onabort = () => resolve({ outcome: 'cancelled' });
  });
  xhr.open('POST', DOCUMENT_UPLOAD_URL);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.send(uploadFormData(fields));
  return { result, cancel: () => xhr.abort() };
}
