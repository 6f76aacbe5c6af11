import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
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
