import type { DataSource, EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { clinicOfClinicAdmin, clinicOfClinicUser } from './clinical-codes.policy';
import type { FeeScheduleItemInput } from './clinical-codes.inputs';
import type { FeeScheduleItemView } from './clinical-codes.types';

const viewColumns = `id, procedure_code AS "procedureCode", description, fee, default_units AS "defaultUnits",
  is_active AS "isActive"`;

const duplicateCode = (code: string) =>
  new ConflictError(`Procedure code ${code} is already in the fee schedule`, 'procedureCode');

const refuseDuplicate = (code: string) => (error: { code?: string }) => {
  if (error.code === '23505') throw duplicateCode(code);
  throw error;
};

/**
 * The clinic's fee schedule: its admins write, its staff read. A schedule has tens of lines, so it
 * is read whole, ordered by code.
 */
export class FeeScheduleService {
  constructor(private readonly dataSource: DataSource) {}

  list(scope: Scope, includeInactive = false): Promise<FeeScheduleItemView[]> {
    const clinicId = clinicOfClinicUser(scope);
    return this.dataSource.query(
      `SELECT ${viewColumns} FROM fee_schedule WHERE clinic_id = $1 ${includeInactive ? '' : 'AND is_active'}
        ORDER BY procedure_code`,
      [clinicId],
    );
  }

  async create(scope: Scope, input: FeeScheduleItemInput): Promise<FeeScheduleItemView> {
    const clinicId = clinicOfClinicAdmin(scope);
    return this.dataSource.transaction(async (manager) => {
      const [item] = (await manager
        .query(
          `INSERT INTO fee_schedule (clinic_id, procedure_code, description, fee, default_units, is_active)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${viewColumns}`,
          [clinicId, input.procedureCode, input.description, input.fee, input.defaultUnits, input.isActive],
        )
        .catch(refuseDuplicate(input.procedureCode))) as FeeScheduleItemView[];
      await writeAudit(manager, scope, {
        entityType: 'fee_schedule_item',
        entityId: item.id,
        action: 'create',
        clinicId,
        newValues: { ...item },
      });
      return item;
    });
  }

  async update(scope: Scope, id: number, input: FeeScheduleItemInput): Promise<FeeScheduleItemView> {
    const clinicId = clinicOfClinicAdmin(scope);
    return this.dataSource.transaction(async (manager) => {
      const before = await readItem(manager, clinicId, id, true);
      if (!before) throw new NotFoundError('Fee schedule item');
      const [[item]] = (await manager
        .query(
          `UPDATE fee_schedule SET procedure_code = $3, description = $4, fee = $5, default_units = $6, is_active = $7,
                  updated_at = now()
            WHERE id = $1 AND clinic_id = $2 RETURNING ${viewColumns}`,
          [id, clinicId, input.procedureCode, input.description, input.fee, input.defaultUnits, input.isActive],
        )
        .catch(refuseDuplicate(input.procedureCode))) as [FeeScheduleItemView[], number];
      const { oldValues, newValues } = changedValues(before, item);
      await writeAudit(manager, scope, {
        entityType: 'fee_schedule_item',
        entityId: id,
        action: 'update',
        clinicId,
        oldValues,
        newValues,
      });
      return item;
    });
  }
}

async function readItem(
  manager: EntityManager,
  clinicId: number,
  id: number,
  lock = false,
): Promise<FeeScheduleItemView | null> {
  const [item] = (await manager.query(
    `SELECT ${viewColumns} FROM fee_schedule WHERE id = $1 AND clinic_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, clinicId],
  )) as FeeScheduleItemView[];
  return item ?? null;
}

/** The clinic's active fee schedule lines of `codes`, keyed by code (what a note may bill). */
export async function activeFeeItems(
  manager: EntityManager,
  clinicId: number,
  codes: string[],
): Promise<Map<string, FeeScheduleItemView>> {
  if (!codes.length) return new Map();
  const items = (await manager.query(
    `SELECT ${viewColumns} FROM fee_schedule WHERE clinic_id = $1 AND is_active AND procedure_code = ANY($2::text[])`,
    [clinicId, codes],
  )) as FeeScheduleItemView[];
  return new Map(items.map((item) => [item.procedureCode, item]));
}
