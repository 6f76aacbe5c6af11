import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bill's charge reaches the lien ledger at its first submission, no longer at its creation
 * (decision 97). The charges already posted for drafts (bills still pending that were never
 * submitted) leave the open ledgers, each removal kept in the audit log; then one charge per bill is
 * enforced by a partial unique index.
 */
export class PendingBillsOffTheLedger1795662903214 implements MigrationInterface {
  name = 'PendingBillsOffTheLedger1795662903214';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The ledger is append-only by trigger; only the table's owner (this migration) can lift it, and
    // only inside this transaction, which holds the table's lock until the trigger is back.
    await queryRunner.query(`ALTER TABLE "case_ledger_entries" DISABLE TRIGGER "case_ledger_entries_append_only"`);
    // Closed ledgers keep theirs: the close wrote the balance off with the charge in it.
    await queryRunner.query(`WITH removed AS (
        DELETE FROM case_ledger_entries e
         USING billing b, cases c
         WHERE b.id = e.billing_id AND c.id = e.case_id
           AND e.kind = 'charge' AND b.status = 'pending' AND c.ledger_closed_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM audit_logs a
                            WHERE a.entity_type = 'billing' AND a.entity_id = b.id::text
                              AND a.action = 'status_change' AND a.new_values->>'status' = 'submitted')
        RETURNING e.id, e.case_id, e.clinic_id, e.billing_id, e.amount, b.invoice_number)
      INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, changed_by_name, old_values, reason)
      SELECT clinic_id, 'case_ledger', case_id::text, 'remove_draft_charge', 'Migration PendingBillsOffTheLedger',
             jsonb_build_object('ledgerEntryId', id, 'billingId', billing_id, 'invoiceNumber', invoice_number,
                                'amount', amount::numeric(14,2)::text),
             'A pending bill is a draft: its charge is posted when it is first submitted'
        FROM removed ORDER BY id`);
    await queryRunner.query(`ALTER TABLE "case_ledger_entries" ENABLE TRIGGER "case_ledger_entries_append_only"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "case_ledger_entries_one_charge_per_bill_idx" ON "case_ledger_entries"  ("billing_id") WHERE "kind" = 'charge'`,
    );
  }

  /** Drops the index only: the removed draft charges stay removed (their audit rows say what they were). */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."case_ledger_entries_one_charge_per_bill_idx"`);
  }
}
