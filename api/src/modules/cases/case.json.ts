import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import type { Attorney } from '../attorneys/attorney.entity';
import type { Patient } from '../patients/patient.entity';
import { CaseRecord } from './case.entity';

/** The people shown with a case: by default those the service read with it (`record.patient`, `record.attorney`). */
export interface CasePeople {
  patient?: Patient | null;
  attorney?: Attorney | null;
}

/** The REST shape of a case: its fields (minus those the scope may not read) with patient and attorney. */
export function caseJson(scope: Scope, record: CaseRecord, people: CasePeople = record) {
  const visible = redactFields(CaseRecord, scope, record);
  const patient = people.patient ?? null;
  const attorney = people.attorney ?? null;
  return {
    ...visible,
    patientName: patient ? `${patient.firstName} ${patient.lastName}` : null,
    attorneyName: attorney ? `${attorney.firstName} ${attorney.lastName}` : null,
    patient: patient && {
      id: patient.id,
      firstName: patient.firstName,
      lastName: patient.lastName,
      email: patient.email,
      phone: patient.phone,
    },
    attorney: attorney && {
      id: attorney.id,
      firstName: attorney.firstName,
      lastName: attorney.lastName,
      firmName: attorney.firmName,
      email: attorney.email,
      phone: attorney.phone,
    },
  };
}
