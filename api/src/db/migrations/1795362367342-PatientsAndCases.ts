import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PatientsAndCases1795362367342 implements MigrationInterface {
  name = 'PatientsAndCases1795362367342';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_number_counters" ("year" integer NOT NULL, "last_value" integer NOT NULL, CONSTRAINT "PK_3b97a397250d2bcac5c85a4c3a6" PRIMARY KEY ("year"))`,
    );
    await queryRunner.query(`CREATE INDEX "attorneys_name_idx" ON "attorneys"  ("last_name", "first_name") `);
    await queryRunner.query(`CREATE INDEX "patients_clinic_created_idx" ON "patients"  ("clinic_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "cases_clinic_status_idx" ON "cases"  ("clinic_id", "status") `);
    await queryRunner.query(`CREATE INDEX "cases_attorney_created_idx" ON "cases"  ("attorney_id", "created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."cases_attorney_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."cases_clinic_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."patients_clinic_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."attorneys_name_idx"`);
    await queryRunner.query(`DROP TABLE "case_number_counters"`);
  }
}
