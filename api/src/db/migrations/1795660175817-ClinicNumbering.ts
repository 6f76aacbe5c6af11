import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Case and invoice numbers count per clinic (decision 89): one counter per clinic, kind and year,
 * started above the highest number each clinic already uses, so every existing number stays valid
 * and no new one repeats within its clinic. Numbers are unique per clinic instead of platform-wide;
 * the platform-wide year counter and invoice sequence go.
 */
export class ClinicNumbering1795660175817 implements MigrationInterface {
  name = 'ClinicNumbering1795660175817';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "clinic_number_counters" ("clinic_id" integer NOT NULL, "kind" text NOT NULL, "year" integer NOT NULL, "last_value" integer NOT NULL, CONSTRAINT "clinic_number_counters_kind_check" CHECK ("kind" IN ('case', 'invoice')), CONSTRAINT "PK_ed86c910820aec5885b3fa6c3ee" PRIMARY KEY ("clinic_id", "kind", "year"))`,
    );
    await queryRunner.query(`ALTER TABLE "cases" DROP CONSTRAINT "UQ_e4b62fdecb8c5dfac7caf8c312e"`);
    await queryRunner.query(`ALTER TABLE "billing" DROP CONSTRAINT "UQ_505dfca55453c1d156467e773d6"`);
    await queryRunner.query(
      `ALTER TABLE "cases" ADD CONSTRAINT "cases_clinic_case_number_key" UNIQUE ("clinic_id", "case_number")`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing" ADD CONSTRAINT "billing_clinic_invoice_number_key" UNIQUE ("clinic_id", "invoice_number")`,
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

  /** Back to platform-wide numbers; fails (and changes nothing) once two clinics share a number. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "billing_invoice_number_seq"`);
    await queryRunner.query(`
      SELECT setval('billing_invoice_number_seq', max(substring("invoice_number" from '^INV-\\d{4}-(\\d{1,9})$')::bigint))
        FROM "billing" WHERE "invoice_number" ~ '^INV-\\d{4}-\\d{1,9}$' HAVING count(*) > 0`);
    await queryRunner.query(
      `CREATE TABLE "case_number_counters" ("year" integer NOT NULL, "last_value" integer NOT NULL, CONSTRAINT "PK_3b97a397250d2bcac5c85a4c3a6" PRIMARY KEY ("year"))`,
    );
    await queryRunner.query(`
      INSERT INTO "case_number_counters" ("year", "last_value")
      SELECT "year", max("last_value") FROM "clinic_number_counters" WHERE "kind" = 'case' GROUP BY "year"`);
    await queryRunner.query(`ALTER TABLE "clinic_number_counters" DROP CONSTRAINT "FK_c824e1efbf6f4bc0638bab4274f"`);
    await queryRunner.query(`ALTER TABLE "billing" DROP CONSTRAINT "billing_clinic_invoice_number_key"`);
    await queryRunner.query(`ALTER TABLE "cases" DROP CONSTRAINT "cases_clinic_case_number_key"`);
    await queryRunner.query(
      `ALTER TABLE "billing" ADD CONSTRAINT "UQ_505dfca55453c1d156467e773d6" UNIQUE ("invoice_number")`,
    );
    await queryRunner.query(
      `ALTER TABLE "cases" ADD CONSTRAINT "UQ_e4b62fdecb8c5dfac7caf8c312e" UNIQUE ("case_number")`,
    );
    await queryRunner.query(`DROP TABLE "clinic_number_counters"`);
  }
}
