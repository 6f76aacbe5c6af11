import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UnarchivedCasesCountIndex1795420585487 implements MigrationInterface {
  name = 'UnarchivedCasesCountIndex1795420585487';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "cases_unarchived_clinic_status_idx" ON "cases"  ("clinic_id", "status") WHERE "archived_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."cases_unarchived_clinic_status_idx"`);
  }
}
