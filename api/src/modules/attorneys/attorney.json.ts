import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import { CaseRecord } from '../cases/case.entity';
import { Attorney } from './attorney.entity';

/** The REST shape of an attorney: its fields (under the field rules) with the detail screens' names. */
export function attorneyJson(scope: Scope, attorney: Attorney) {
  return {
    ...redactFields(Attorney, scope, attorney),
    fullName: `${attorney.firstName} ${attorney.lastName}`.trim(),
    // The detail screens call these "firm" and "specialty".
    firm: attorney.firmName,
    specialty: attorney.specialization,
  };
}

/** An attorney's detail: the attorney with a summary of each of its cases the scope may read. */
export function attorneyDetailJson(scope: Scope, attorney: Attorney, cases: CaseRecord[]) {
  return {
    ...attorneyJson(scope, attorney),
    caseCount: cases.length,
    cases: cases.map((record) => {
      const c = redactFields(CaseRecord, scope, record);
      return {
        id: c.id,
        caseNumber: c.caseNumber,
        caseType: c.caseType,
        status: c.status,
        accidentDate: c.accidentDate,
      };
    }),
  };
}
