import type { EntityManager } from 'typeorm';
import { fromCents, toCents } from '../../platform/money';
import { Clinic } from '../clinics/clinic.entity';

/**
 * Moves the clinic's balance by `delta` (positive: paid or credited; negative: invoiced, debited or
 * refunded) in the caller's transaction, the one that records why. Returns the new balance.
 */
export async function moveBalance(manager: EntityManager, clinicId: number, delta: string): Promise<string> {
  const cents = toCents(delta);
  const rows = (await manager.query(`UPDATE clinics SET balance = balance + $2::numeric WHERE id = $1 RETURNING balance`, [
    clinicId,
    fromCents(cents),
  ])) as [{ balance: string }[], number];
  const [row] = rows[0];
  if (!row) throw new Error(`No clinic ${clinicId} to move the balance of`);
  return row.balance;
}

/** The clinic's row, locked for the rest of the transaction: every billing write starts here. */
export async function lockClinic(manager: EntityManager, clinicId: number): Promise<Clinic | null> {
  return manager
    .getRepository(Clinic)
    .createQueryBuilder('c')
    .setLock('pessimistic_write')
    .where('c.id = :clinicId', { clinicId })
    .getOne();
}
