import type { DataSource } from 'typeorm';
import { allColumns, columnsForFields, type ColumnRules, type ColumnSet } from '../../db/sql/column-set';
import { Attorney } from '../attorneys/attorney.entity';
import { Patient } from '../patients/patient.entity';
import { CaseRecord } from './case.entity';

/** Which columns a page of cases reads for each case and for the patient and attorney joined to it. */
export interface CaseListColumns {
  case: ColumnSet;
  patient: ColumnSet;
  attorney: ColumnSet;
}

export const everyCaseListColumn: CaseListColumns = { case: allColumns, patient: allColumns, attorney: allColumns };

/**
 * What the field resolvers of Case (case.resolver.ts), Patient (patient.resolver.ts) and Attorney
 * (attorney.resolver.ts) read from their root. The one field-access rule on these types (a case's
 * internal notes) reads only the scope. Keyset pagination needs only the id: PostgreSQL computes the
 * sort key for the cursor itself.
 */
const caseRules: ColumnRules = {
  always: ['id', 'clinicId', 'patientId', 'attorneyId'],
  resolvedFrom: {
    patient: [],
    attorney: [],
    clinic: [],
    history: [],
    messages: [],
    billingTotals: [],
    transfers: [],
  },
};

const patientRules: ColumnRules = {
  always: ['id', 'clinicId'],
  resolvedFrom: { fullName: ['firstName', 'lastName'], cases: [], statusHistory: [] },
};

const attorneyRules: ColumnRules = {
  always: ['id'],
  resolvedFrom: { fullName: ['firstName', 'lastName'], caseCount: [], cases: [] },
};

/**
 * The fields a page of cases is read for: of each case (`nodes`), of its patient and of its attorney.
 * Plain names: the transport turns its own request (a GraphQL selection) into them.
 */
export interface CaseListFields {
  case: Iterable<string>;
  patient: Iterable<string>;
  attorney: Iterable<string>;
}

/** The columns a page of cases read for `fields` needs. */
export function caseListColumnsFor(fields: CaseListFields, dataSource: DataSource): CaseListColumns {
  return {
    case: columnsForFields(fields.case, dataSource.getMetadata(CaseRecord), caseRules),
    patient: columnsForFields(fields.patient, dataSource.getMetadata(Patient), patientRules),
    attorney: columnsForFields(fields.attorney, dataSource.getMetadata(Attorney), attorneyRules),
  };
}
