import type { DataSource } from 'typeorm';
import { createBillingEntry, createCase, createClinic } from '../../test/factories';
import { createScratchDatabase } from '../../test/harness';
import { undoMigrationsThrough } from '../../test/migration-steps';
import { createDataSource } from '../data-source';

/** A bill with the charge the old rule posted at its creation, and optionally its audited submission. */
async function chargedBill(ds: DataSource, caseRow: { id: number; clinic_id: number }, status: string, amount: string) {
  const bill = (await createBillingEntry(ds, { clinicId: caseRow.clinic_id, caseId: caseRow.id, status, amount })) as {
    id: number;
  };
  await ds.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, billing_id, description) VALUES ($1, $2, 'charge', $3, $4, 'Visit')`,
    [caseRow.id, caseRow.clinic_id, amount, bill.id],
  );
  return bill.id;
}

const audited = (ds: DataSource, billId: number, from: string, to: string) =>
  ds.query(
    `INSERT INTO audit_logs (entity_type, entity_id, action, old_values, new_values) VALUES ('billing', $1, 'status_change', $2, $3)`,
    [String(billId), { status: from }, { status: to }],
  );

describe('migration PendingBillsOffTheLedger', () => {
  it('takes the charges of drafts never submitted off open ledgers, audits each removal, and keeps every other charge', async () => {
    const scratch = await createScratchDatabase();
    const ds = createDataSource({ url: scratch.ownerUrl });
    try {
      await ds.initialize();
      await ds.runMigrations();
      await undoMigrationsThrough(ds, 'PendingBillsOffTheLedger1795662903214');
      const clinic = await createClinic(ds);
      const open = await createCase(ds, { clinicId: clinic.id });
      const closed = await createCase(ds, { clinicId: clinic.id });
      const draft = await chargedBill(ds, open, 'pending', '700.00');
      const submitted = await chargedBill(ds, open, 'submitted', '50.00');
      const resubmitting = await chargedBill(ds, open, 'pending', '20.00');
      for (const [from, to] of [
        ['pending', 'submitted'],
        ['submitted', 'denied'],
        ['denied', 'pending'],
      ])
        await audited(ds, resubmitting, from, to);
      const closedDraft = await chargedBill(ds, closed, 'pending', '30.00');
      await ds.query(`UPDATE cases SET ledger_closed_at = now() WHERE id = $1`, [closed.id]);

      const applied = await ds.runMigrations();
      expect(applied[0].name).toBe('PendingBillsOffTheLedger1795662903214');

      const charged = await ds.query(
        `SELECT billing_id AS "billId" FROM case_ledger_entries WHERE clinic_id = $1 AND kind = 'charge' ORDER BY id`,
        [clinic.id],
      );
      expect(charged.map((row: { billId: number }) => row.billId)).toEqual([submitted, resubmitting, closedDraft]);
      const removals = await ds.query(
        `SELECT entity_id AS "caseId", old_values AS "oldValues" FROM audit_logs WHERE action = 'remove_draft_charge' AND clinic_id = $1`,
        [clinic.id],
      );
      expect(removals).toEqual([
        {
          caseId: String(open.id),
          oldValues: expect.objectContaining({ billingId: draft, amount: '700.00' }),
        },
      ]);
      // The ledger is append-only again, and a second charge for one bill is refused.
      await expect(ds.query(`DELETE FROM case_ledger_entries WHERE clinic_id = $1`, [clinic.id])).rejects.toThrow(
        'append-only',
      );
      await expect(
        ds.query(
          `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, billing_id, description) VALUES ($1, $2, 'charge', 1, $3, 'Again')`,
          [open.id, clinic.id, submitted],
        ),
      ).rejects.toThrow('case_ledger_entries_one_charge_per_bill_idx');
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await scratch.drop();
    }
  });
});
