import type { MigrationInterface, QueryRunner } from 'typeorm';

const oldKinds = `'message', 'reduction', 'bill_status', 'case_transfer', 'invitation', 'billing_payment_failed', 'billing_renewal', 'billing_suspended', 'task_assigned'`;
const newKinds = `${oldKinds}, 'automation_rule_disabled', 'case_update'`;
const kindChecks = [
  ['notifications', 'notifications_kind_check'],
  ['notification_preferences', 'notification_preferences_kind_check'],
];

/** Workflow automation: a clinic's rules and each firing of one, and the notice of a rule switched off. */
export class WorkflowAutomation1795750200000 implements MigrationInterface {
  name = 'WorkflowAutomation1795750200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workflow_automation_rules" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "name" text NOT NULL, "description" text, "status" text NOT NULL DEFAULT 'active', "trigger_type" text NOT NULL, "trigger_days" integer, "conditions" jsonb NOT NULL DEFAULT '[]', "actions" jsonb NOT NULL DEFAULT '[]', "action_type" text NOT NULL, "action_target" text, "action_template" text, "is_active" boolean NOT NULL DEFAULT true, "priority" integer NOT NULL DEFAULT '1', "consecutive_failures" integer NOT NULL DEFAULT '0', "disabled_reason" text, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "workflow_automation_rules_priority_check" CHECK ("priority" BETWEEN 1 AND 10), CONSTRAINT "workflow_automation_rules_trigger_days_check" CHECK ("trigger_days" IS NULL OR "trigger_days" BETWEEN 1 AND 365), CONSTRAINT "workflow_automation_rules_action_type_check" CHECK ("action_type" IN ('create_task', 'send_reminder', 'send_message', 'notify_attorney', 'post_webhook')), CONSTRAINT "workflow_automation_rules_trigger_type_check" CHECK ("trigger_type" IN ('case_status_unchanged', 'case_status_changed', 'appointment_missed', 'no_visit', 'bill_overdue', 'note_signed', 'document_uploaded', 'reduction_requested')), CONSTRAINT "workflow_automation_rules_status_check" CHECK ("status" IN ('active', 'paused', 'disabled')), CONSTRAINT "PK_5cf776d12f954ca6da613a43f44" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "workflow_automation_rules_clinic_trigger_idx" ON "workflow_automation_rules"  ("clinic_id", "trigger_type") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workflow_automation_executions" ("id" SERIAL NOT NULL, "rule_id" integer NOT NULL, "clinic_id" integer NOT NULL, "patient_id" integer, "case_id" integer, "record_type" text NOT NULL, "record_id" text NOT NULL, "occurrence_key" text NOT NULL, "execution_status" text NOT NULL DEFAULT 'pending', "execution_details" text, "scheduled_for" TIMESTAMP WITH TIME ZONE NOT NULL, "executed_at" TIMESTAMP WITH TIME ZONE, "error_message" text, "attempts" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "workflow_automation_executions_occurrence_key" UNIQUE ("rule_id", "occurrence_key"), CONSTRAINT "workflow_automation_executions_status_check" CHECK ("execution_status" IN ('pending', 'succeeded', 'failed')), CONSTRAINT "PK_81a6a4b268b05c71714c95bffa1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_3c99cead28214b312567b449ee" ON "workflow_automation_executions"  ("patient_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e085fd9e47ca1aca25fb866937" ON "workflow_automation_executions"  ("case_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "workflow_automation_executions_clinic_created_idx" ON "workflow_automation_executions"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "workflow_automation_executions_rule_created_idx" ON "workflow_automation_executions"  ("rule_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_rules" ADD CONSTRAINT "FK_7d5a6f955fdb25c1549c364c43b" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_rules" ADD CONSTRAINT "workflow_automation_rules_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_executions" ADD CONSTRAINT "FK_60cd4c7ad3e00994d12ecf10834" FOREIGN KEY ("rule_id") REFERENCES "workflow_automation_rules"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_executions" ADD CONSTRAINT "FK_8f84836adeb733e285e0833f197" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_executions" ADD CONSTRAINT "FK_3c99cead28214b312567b449eec" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_executions" ADD CONSTRAINT "FK_e085fd9e47ca1aca25fb8669372" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const [table, check] of kindChecks) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${check}" CHECK ("kind" IN (${newKinds}))`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['notifications', 'notification_preferences'])
      await queryRunner.query(`DELETE FROM "${table}" WHERE "kind" IN ('automation_rule_disabled', 'case_update')`);
    for (const [table, check] of kindChecks) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${check}" CHECK ("kind" IN (${oldKinds}))`);
    }
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_executions" DROP CONSTRAINT "FK_e085fd9e47ca1aca25fb8669372"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_executions" DROP CONSTRAINT "FK_3c99cead28214b312567b449eec"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_executions" DROP CONSTRAINT "FK_8f84836adeb733e285e0833f197"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_executions" DROP CONSTRAINT "FK_60cd4c7ad3e00994d12ecf10834"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workflow_automation_rules" DROP CONSTRAINT "workflow_automation_rules_created_by_fk"`,
    );
    await queryRunner.query(`ALTER TABLE "workflow_automation_rules" DROP CONSTRAINT "FK_7d5a6f955fdb25c1549c364c43b"`);
    await queryRunner.query(`DROP INDEX "public"."workflow_automation_executions_rule_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."workflow_automation_executions_clinic_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e085fd9e47ca1aca25fb866937"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3c99cead28214b312567b449ee"`);
    await queryRunner.query(`DROP TABLE "workflow_automation_executions"`);
    await queryRunner.query(`DROP INDEX "public"."workflow_automation_rules_clinic_trigger_idx"`);
    await queryRunner.query(`DROP TABLE "workflow_automation_rules"`);
  }
}
