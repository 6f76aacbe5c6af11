import type { DataSource } from 'typeorm';
import type { FieldChange } from '../../platform/audit/audit-entry.type';
import type { HistoryDescriber } from '../../platform/audit/audit-history';
import type { CaseStatus, CaseType } from './case.enums';
import { caseStatusLabels, caseTypeLabels } from './case.labels';

const labels: Record<string, string> = {
  attorneyId: 'Attorney',
  patientId: 'Patient',
  caseType: 'Case type',
  notes: 'Internal notes',
};

/** A case's history as people read it: attorney and patient names, type and status labels. */
export function caseHistoryDescriber(dataSource: DataSource): HistoryDescriber {
  return {
    labels,
    async describeValues(changes: FieldChange[]) {
      const idsOf = (field: string) => [
        ...new Set(
          changes
            .filter((c) => c.field === field)
            .flatMap((c) => [c.oldValue, c.newValue])
            .filter((v): v is string => v !== null && /^\d+$/.test(v))
            .map(Number),
        ),
      ];
      const [attorneys, patients] = await Promise.all([
        namesById(dataSource, 'attorneys', idsOf('attorneyId')),
        namesById(dataSource, 'patients', idsOf('patientId')),
      ]);
      const readable = (field: string, value: string | null): string | null => {
        if (value === null) return null;
        if (field === 'attorneyId') return attorneys.get(Number(value)) ?? `Attorney #${value}`;
        if (field === 'patientId') return patients.get(Number(value)) ?? `Patient #${value}`;
        if (field === 'caseType') return caseTypeLabels[value as CaseType] ?? value;
        if (field === 'status') return caseStatusLabels[value as CaseStatus] ?? value;
        return value;
      };
      for (const change of changes) {
        change.oldValue = readable(change.field, change.oldValue);
        change.newValue = readable(change.field, change.newValue);
      }
    },
  };
}

async function namesById(
  dataSource: DataSource,
  table: 'attorneys' | 'patients',
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows: { id: number; name: string }[] = await dataSource.query(
    `SELECT id, trim(first_name || ' ' || last_name) AS name FROM ${table} WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
