import type { GraphQLResolveInfo } from 'graphql';
import type { DataSource } from 'typeorm';
import { allColumns, selectedColumns, type ColumnRules, type ColumnSet } from '../../platform/graphql/selected-columns';
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

/** The columns the `cases` connection's selection (`nodes`, `nodes.patient`, `nodes.attorney`) needs. */
export function caseListColumnsFor(info: GraphQLResolveInfo, dataSource: DataSource): CaseListColumns {
  return {
    case: selectedColumns(info, ['nodes'], dataSource.getMetadata(CaseRecord), caseRules),
    patient: selectedColumns(info, ['nodes', 'patient'], dataSource.getMetadata(Patient), patientRules),
    attorney: selectedColumns(info, ['nodes', 'attorney'], dataSource.getMetadata(Attorney), attorneyRules),
  };
}
