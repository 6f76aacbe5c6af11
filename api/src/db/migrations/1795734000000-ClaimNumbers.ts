import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claim numbers are counted per clinic like case and invoice numbers (decision 176); a claim keeps the
 * state the accident happened in (CMS-1500 box 10b, 837P CLM11-4; decision 178).
 */
export class ClaimNumbers1795734000000 implements MigrationInterface {
  name = 'ClaimNumbers1795734000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "clinic_number_counters" DROP CONSTRAINT "clinic_number_counters_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "clinic_number_counters" ADD CONSTRAINT "clinic_number_counters_kind_check" CHECK ("kind" IN ('case', 'invoice', 'claim'))`,
    );
    await queryRunner.query(`ALTER TABLE "insurance_claims" ADD "accident_state" text`);
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "insurance_claims_accident_state_check" CHECK ("accident_state" IS NULL OR "accident_state" ~ '^[A-Z]{2}$')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "insurance_claims_accident_state_check"`);
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP COLUMN "accident_state"`);
    await queryRunner.query(`DELETE FROM "clinic_number_counters" WHERE "kind" = 'claim'`);
    await queryRunner.query(`ALTER TABLE "clinic_number_counters" DROP CONSTRAINT "clinic_number_counters_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "clinic_number_counters" ADD CONSTRAINT "clinic_number_counters_kind_check" CHECK ("kind" IN ('case', 'invoice'))`,
    );
  }
}
