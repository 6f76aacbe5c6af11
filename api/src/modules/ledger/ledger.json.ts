import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import { CaseLedgerView } from './ledger.type';

/** The REST shape of a case's ledger (under the field rules), without the scope columns. */
export function ledgerJson(scope: Scope, view: CaseLedgerView) {
  const { clinicId: _c, caseAttorneyId: _a, ...ledger } = redactFields(CaseLedgerView, scope, view);
  return ledger;
}
