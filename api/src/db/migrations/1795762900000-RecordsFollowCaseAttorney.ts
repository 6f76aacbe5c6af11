import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A firm's records requests follow the case's attorney (decision 509): a law firm reads the requests
 * of the cases it holds now, so `records_retrieval.attorney_id` of an attorney-side request is kept
 * equal to its case's attorney by a trigger on every change of `cases.attorney_id` (a transfer, a
 * substitution of counsel, any later path), and the list scope compares the column instead of
 * joining each request to its case. With the list's order key (open first, then due date) an
 * immutable expression, one index serves a firm's page in order.
 */
export class RecordsFollowCaseAttorney1795762900000 implements MigrationInterface {
  name = 'RecordsFollowCaseAttorney1795762900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE records_retrieval r SET attorney_id = c.attorney_id
         FROM cases c
        WHERE c.id = r.case_id AND r.requester_side = 'attorney' AND r.attorney_id IS DISTINCT FROM c.attorney_id`,
    );
    await queryRunner.query(
      `CREATE FUNCTION records_retrieval_follow_case_attorney() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE records_retrieval SET attorney_id = NEW.attorney_id
          WHERE case_id = NEW.id AND requester_side = 'attorney';
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER records_retrieval_follow_case_attorney AFTER UPDATE OF attorney_id ON cases
         FOR EACH ROW WHEN (OLD.attorney_id IS DISTINCT FROM NEW.attorney_id)
         EXECUTE FUNCTION records_retrieval_follow_case_attorney()`,
    );
    await queryRunner.query(`DROP INDEX "public"."records_retrieval_attorney_idx"`);
    await queryRunner.query(
      `CREATE INDEX "records_retrieval_attorney_list_idx" ON "records_retrieval"
         ("attorney_id", (CASE WHEN status IN ('pending', 'sent', 'partial') THEN 0 ELSE 1000000 END + (due_date - DATE '2000-01-01')), "id")
         WHERE "requester_side" = 'attorney'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."records_retrieval_attorney_list_idx"`);
    await queryRunner.query(
      `CREATE INDEX "records_retrieval_attorney_idx" ON "records_retrieval" ("attorney_id", "status", "due_date") `,
    );
    await queryRunner.query(`DROP TRIGGER records_retrieval_follow_case_attorney ON cases`);
    await queryRunner.query(`DROP FUNCTION records_retrieval_follow_case_attorney()`);
  }
}
