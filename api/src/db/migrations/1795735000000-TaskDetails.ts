import type { MigrationInterface, QueryRunner } from 'typeorm';

const oldKinds = `'message', 'reduction', 'bill_status', 'case_transfer', 'invitation', 'billing_payment_failed', 'billing_renewal', 'billing_suspended'`;
const newKinds = `${oldKinds}, 'task_assigned'`;
const kindChecks = [
  ['notifications', 'notifications_kind_check'],
  ['notification_preferences', 'notification_preferences_kind_check'],
];

/**
 * Tasks as a real work list: who made them and from where, whose patient, who completed them; and
 * the notification kind that tells someone a task was assigned to them.
 */
export class TaskDetails1795735000000 implements MigrationInterface {
  name = 'TaskDetails1795735000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD "patient_id" integer, ADD "created_by" text, ADD "source" text NOT NULL DEFAULT 'manual', ADD "completed_by" text`,
    );
    // Rows written before this migration: a completed task gets a completion time, any other loses it.
    await queryRunner.query(
      `UPDATE "tasks" SET "completed_at" = CASE WHEN "status" = 'completed' THEN coalesce("completed_at", "updated_at") END`,
    );
    // A task on a case is about the case's patient.
    await queryRunner.query(
      `UPDATE "tasks" t SET "patient_id" = c."patient_id" FROM "cases" c WHERE c."id" = t."case_id" AND t."patient_id" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "tasks_source_check" CHECK ("source" IN ('manual', 'automation', 'alert', 'note', 'appointment', 'billing', 'claim'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_check" CHECK (("status" = 'completed') = ("completed_at" IS NOT NULL))`,
    );
    await queryRunner.query(`CREATE INDEX "tasks_patient_idx" ON "tasks"  ("patient_id") `);
    await queryRunner.query(`CREATE INDEX "tasks_clinic_assignee_idx" ON "tasks"  ("clinic_id", "assigned_to") `);
    await queryRunner.query(`CREATE INDEX "tasks_clinic_due_idx" ON "tasks"  ("clinic_id", "due_date") `);
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "tasks_patient_fk" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_fk" FOREIGN KEY ("completed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    for (const [table, check] of kindChecks) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${check}" CHECK ("kind" IN (${newKinds}))`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = 'task_assigned'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE "kind" = 'task_assigned'`);
    for (const [table, check] of kindChecks) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${check}" CHECK ("kind" IN (${oldKinds}))`);
    }
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "tasks_completed_by_fk"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "tasks_created_by_fk"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "tasks_patient_fk"`);
    await queryRunner.query(`DROP INDEX "tasks_clinic_due_idx"`);
    await queryRunner.query(`DROP INDEX "tasks_clinic_assignee_idx"`);
    await queryRunner.query(`DROP INDEX "tasks_patient_idx"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "tasks_completed_check"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "tasks_source_check"`);
    await queryRunner.query(
      `ALTER TABLE "tasks" DROP COLUMN "completed_by", DROP COLUMN "source", DROP COLUMN "created_by", DROP COLUMN "patient_id"`,
    );
  }
}
