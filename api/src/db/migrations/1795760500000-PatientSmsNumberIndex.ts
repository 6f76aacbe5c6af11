import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A STOP reply finds the patients with that number by the number's digits (reminder-replies.ts):
 * without this index every reply scanned every clinic's patients. Partial: opted-out patients are
 * never looked up again.
 */
export class PatientSmsNumberIndex1795760500000 implements MigrationInterface {
  name = 'PatientSmsNumberIndex1795760500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "patients_sms_number_idx" ON "patients" (regexp_replace(coalesce("phone", ''), '\\D', '', 'g')) WHERE "sms_opted_out_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."patients_sms_number_idx"`);
  }
}
