import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import { BillingEntryView } from './billing.type';

/** The REST shape of a bill (under the field rules), without the scope columns. */
export function billingJson(scope: Scope, view: BillingEntryView) {
  const { clinicId: _c, caseAttorneyId: _a, ...entry } = redactFields(BillingEntryView, scope, view);
  return entry;
}
