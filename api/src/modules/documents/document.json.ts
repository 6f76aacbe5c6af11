import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import { DocumentView } from './document.type';

/** The REST shape of a document (under the field rules), without its scope and storage columns. */
export function documentJson(scope: Scope, view: DocumentView) {
  const { clinicId: _c, storageKey: _k, uploadedBy: _u, ...document } = redactFields(DocumentView, scope, view);
  return document;
}
