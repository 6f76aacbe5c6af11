import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import { MessageView } from './message.type';

/** The REST shape of a message (under the field rules), without the scope columns, read by the caller or not. */
export function messageJson(scope: Scope, view: MessageView) {
  const { clinicId: _c, caseAttorneyId: _a, readByViewer, ...message } = redactFields(MessageView, scope, view);
  return { ...message, isRead: readByViewer || message.senderId === scope.userId };
}
