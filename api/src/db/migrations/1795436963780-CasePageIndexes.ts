import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CasePageIndexes1795436963780 implements MigrationInterface {
  name = 'CasePageIndexes1795436963780';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "cases_unarchived_clinic_status_created_idx" ON "cases"  ("clinic_id", "status", "created_at", "id") WHERE "archived_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "cases_unarchived_clinic_created_idx" ON "cases"  ("clinic_id", "created_at", "id") WHERE "archived_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."cases_unarchived_clinic_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."cases_unarchived_clinic_status_created_idx"`);
  }
}
