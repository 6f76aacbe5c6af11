import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Case and invoice numbers count per clinic (decision 89): one counter per clinic, kind and year,
 * started above the highest number each clinic already uses. Existing numbers stay as they are; new
 * ones carry the clinic's prefix (C12-CASE-2026-004), so numbers stay unique platform-wide under the
 * same unique constraints. The platform-wide year counter and invoice sequence go.
 */
export class ClinicNumbering1795660175817 implements MigrationInterface {
  name = 'ClinicNumbering1795660175817';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "clinic_number_counters" ("clinic_id" integer NOT NULL, "kind" text NOT NULL, "year" integer NOT NULL, "last_value" integer NOT NULL, CONSTRAINT "clinic_number_counters_kind_check" CHECK ("kind" IN ('case', 'invoice')), CONSTRAINT "PK_ed86c910820aec5885b3fa6c3ee" PRIMARY KEY ("clinic_id", "kind", "year"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinic_number_counters" ADD CONSTRAINT "FK_c824e1efbf6f4bc0638bab4274f" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`
      INSERT INTO "clinic_number_counters" ("clinic_id", "kind", "year", "last_value")
      SELECT "clinic_id", "kind", "year", max("n") FROM (
        SELECT "clinic_id", 'case' AS "kind", substring("case_number" from '^CASE-(\\d{4})-')::int AS "year",
               substring("case_number" from '^CASE-\\d{4}-(\\d{1,9})$')::int AS "n"
          FROM "cases" WHERE "case_number" ~ '^CASE-\\d{4}-\\d{1,9}$'
        UNION ALL
        SELECT "clinic_id", 'invoice', substring("invoice_number" from '^INV-(\\d{4})-')::int,
               substring("invoice_number" from '^INV-\\d{4}-(\\d{1,9})$')::int
          FROM "billing" WHERE "invoice_number" ~ '^INV-\\d{4}-\\d{1,9}$'
      ) "used"
      GROUP BY "clinic_id", "kind", "year"`);
    await queryRunner.query(`DROP TABLE "case_number_counters"`);
    await queryRunner.query(`DROP SEQUENCE "billing_invoice_number_seq"`);
  }

  /** Back to the platform-wide counter and sequence, continuing above every number a clinic was given. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "billing_invoice_number_seq"`);
    await queryRunner.query(`
      SELECT setval('billing_invoice_number_seq', max("last_value"))
        FROM "clinic_number_counters" WHERE "kind" = 'invoice' HAVING count(*) > 0`);
    await queryRunner.query(
      `CREATE TABLE "case_number_counters" ("year" integer NOT NULL, "last_value" integer NOT NULL, CONSTRAINT "PK_3b97a397250d2bcac5c85a4c3a6" PRIMARY KEY ("year"))`,
    );
    await queryRunner.query(`
      INSERT INTO "case_number_counters" ("year", "last_value")
      SELECT "year", max("last_value") FROM "clinic_number_counters" WHERE "kind" = 'case' GROUP BY "year"`);
    await queryRunner.query(`ALTER TABLE "clinic_number_counters" DROP CONSTRAINT "FK_c824e1efbf6f4bc0638bab4274f"`);
    await queryRunner.query(`DROP TABLE "clinic_number_counters"`);
  }
}
