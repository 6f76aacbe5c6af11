import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import type { BillingLineView } from './billing-lines';
import { BillingEntryView } from './billing.type';

/** The REST shape of a bill (under the field rules) with its coded lines, without the scope columns. */
export function billingJson(scope: Scope, view: BillingEntryView, lines: readonly BillingLineView[]) {
  const { clinicId: _c, caseAttorneyId: _a, ...entry } = redactFields(BillingEntryView, scope, view);
  return { ...entry, lines: lines.map(({ billingId: _b, ...line }) => line) };
}
