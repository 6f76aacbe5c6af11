import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern } from '../../db/sql/keyset';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError } from '../../platform/errors';
import { clinicOfClinicAdmin, clinicOfClinicUser } from './clinical-codes.policy';
import type { DiagnosisCodeInput } from './clinical-codes.inputs';
import type { DiagnosisCodeView } from './clinical-codes.types';

const maxSearchResults = 50;
const maxSearchWords = 6;

const viewColumns = `d.id, d.code, d.description, d.clinic_id IS NOT NULL AS "isClinicCode"`;

/** The codes a clinic may use: the shipped ones and its own, active. */
const usableBy = (params: SqlParams, clinicId: number) =>
  `(d.clinic_id IS NULL OR d.clinic_id = ${params.add(clinicId)}) AND d.is_active`;

/**
 * ICD-10-CM codes for the diagnosis picker: every word of the search must appear in the code or
 * its description (the trigram index answers), a code also matching without its dot ("s134").
 * Codes that start with the search come first. A picker's answer, not a list: the best 50.
 */
export class DiagnosisCodeService {
  constructor(private readonly dataSource: DataSource) {}

  async search(scope: Scope, search: string | null | undefined, first = 20): Promise<DiagnosisCodeView[]> {
    const clinicId = clinicOfClinicUser(scope);
    const params = new SqlParams();
    const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, maxSearchWords);
    const conditions = words.map((word) => {
      const pattern = params.add(containsPattern(word));
      return `((d.code || ' ' || d.description) ILIKE ${pattern} OR replace(d.code, '.', '') ILIKE ${pattern})`;
    });
    const prefix = params.add(`${(words[0] ?? '').replace(/[\\%_]/g, (c) => `\\${c}`).replace('.', '')}%`);
    return this.dataSource.query(
      `SELECT ${viewColumns} FROM diagnosis_codes d
        WHERE ${[usableBy(params, clinicId), ...conditions].join(' AND ')}
        ORDER BY replace(d.code, '.', '') ILIKE ${prefix} DESC, d.code
        LIMIT ${params.add(Math.min(Math.max(first, 1), maxSearchResults))}`,
      params.values,
    );
  }

  async create(scope: Scope, input: DiagnosisCodeInput): Promise<DiagnosisCodeView> {
    const clinicId = clinicOfClinicAdmin(scope);
    return this.dataSource.transaction(async (manager) => {
      const duplicate = await usableCodes(manager, clinicId, [input.code]);
      if (duplicate.length) throw new ConflictError(`Code ${input.code} is already in the list`, 'code');
      const [created] = (await manager
        .query(
          `INSERT INTO diagnosis_codes (code, description, clinic_id) VALUES ($1, $2, $3)
           RETURNING id, code, description, true AS "isClinicCode"`,
          [input.code, input.description, clinicId],
        )
        .catch((error: { code?: string }) => {
          if (error.code === '23505') throw new ConflictError(`Code ${input.code} is already in the list`, 'code');
          throw error;
        })) as DiagnosisCodeView[];
      await writeAudit(manager, scope, {
        entityType: 'diagnosis_code',
        entityId: created.id,
        action: 'create',
        clinicId,
        newValues: { code: created.code, description: created.description },
      });
      return created;
    });
  }
}

/** Which of `codes` the clinic may use (shipped or its own, active), with their descriptions. */
export async function usableCodes(
  manager: EntityManager,
  clinicId: number,
  codes: string[],
): Promise<DiagnosisCodeView[]> {
  if (!codes.length) return [];
  const params = new SqlParams();
  return manager.query(
    `SELECT ${viewColumns} FROM diagnosis_codes d
      WHERE ${usableBy(params, clinicId)} AND d.code = ANY(${params.add(codes)}::text[])
      ORDER BY d.clinic_id NULLS FIRST`,
    params.values,
  );
}
