import type { EntityManager } from 'typeorm';
import { InputError } from '../../platform/errors';
import { formatMoney, fromCents, toCents } from '../../platform/money';

/** numeric(10,2): what the balance column holds. */
const maxBalanceCents = 9_999_999_999n;
import { Clinic } from '../clinics/clinic.entity';
import { rowWriteLockMode } from '../../db/sql/row-lock';

/**
 * Moves the clinic's balance by `delta` (positive: paid or credited; negative: invoiced, debited or
 * refunded) in the caller's transaction, the one that records why. Returns the new balance.
 */
export async function moveBalance(manager: EntityManager, clinicId: number, delta: string): Promise<string> {
  const cents = toCents(delta);
  const [current] = (await manager.query(`SELECT balance::text FROM clinics WHERE id = $1`, [clinicId])) as {
    balance: string;
  }[];
  const after = current ? toCents(current.balance) + cents : 0n;
  if (after > maxBalanceCents || after < -maxBalanceCents)
    throw InputError.field(
      'amount',
      `This would take the clinic's balance past ${formatMoney(fromCents(maxBalanceCents))}`,
    );
  const rows = (await manager.query(
    `UPDATE clinics SET balance = balance + $2::numeric WHERE id = $1 RETURNING balance`,
    [clinicId, fromCents(cents)],
  )) as [{ balance: string }[], number];
  const [row] = rows[0];
  if (!row) throw new Error(`No clinic ${clinicId} to move the balance of`);
  return row.balance;
}

/** The clinic's row, locked for the rest of the transaction: every billing write starts here. */
export async function lockClinic(manager: EntityManager, clinicId: number): Promise<Clinic | null> {
  return manager
    .getRepository(Clinic)
    .createQueryBuilder('c')
    .setLock(rowWriteLockMode)
    .where('c.id = :clinicId', { clinicId })
    .getOne();
}
