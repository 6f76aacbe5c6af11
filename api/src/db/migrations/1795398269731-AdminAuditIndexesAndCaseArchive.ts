import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The operator's Audit tab filters (each index keeps the newest-first order) and archived cases. */
export class AdminAuditIndexesAndCaseArchive1795398269731 implements MigrationInterface {
  name = 'AdminAuditIndexesAndCaseArchive1795398269731';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cases" ADD "archived_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "audit_logs_changed_at_idx" ON "audit_logs" ("changed_at", "id") `);
    await queryRunner.query(`CREATE INDEX "audit_logs_action_idx" ON "audit_logs" ("action", "changed_at", "id") `);
    await queryRunner.query(
      `CREATE INDEX "audit_logs_entity_type_idx" ON "audit_logs" ("entity_type", "changed_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_logs_changed_by_idx" ON "audit_logs" ("changed_by", "changed_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."audit_logs_changed_by_idx"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_entity_type_idx"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_action_idx"`);
    await queryRunner.query(`DROP INDEX "public"."audit_logs_changed_at_idx"`);
    await queryRunner.query(`ALTER TABLE "cases" DROP COLUMN "archived_at"`);
  }
}
