import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';
import { shippedStatutePeriods } from '../../modules/alerts/statute-defaults';

/**
 * Alerts both sides see: case_alerts (one row per occurrence), the clinic's alert settings, the
 * statute-of-limitations periods (shipped defaults + clinic corrections), the case_alert notice.
 */
export class CaseAlerts1795760200000 implements MigrationInterface {
  name = 'CaseAlerts1795760200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "case_alerts" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "case_id" integer NOT NULL, "kind" text NOT NULL, "severity" text NOT NULL, "dedupe_key" text NOT NULL, "raised_at" TIMESTAMP WITH TIME ZONE NOT NULL, "cleared_at" TIMESTAMP WITH TIME ZONE, "cleared_reason" text, "facts" jsonb NOT NULL DEFAULT '{}', "summary" text NOT NULL, "task_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "case_alerts_dedupe_key" UNIQUE ("case_id", "dedupe_key"), CONSTRAINT "case_alerts_cleared_check" CHECK (("cleared_at" IS NULL) = ("cleared_reason" IS NULL)), CONSTRAINT "case_alerts_cleared_reason_check" CHECK ("cleared_reason" IS NULL OR "cleared_reason" IN ('visit_recorded', 're_exam_done', 'caught_up', 'limit_changed', 'superseded', 'deadline_changed', 'case_status', 'no_longer_applies')), CONSTRAINT "case_alerts_severity_check" CHECK ("severity" IN ('info', 'warning', 'critical')), CONSTRAINT "case_alerts_kind_check" CHECK ("kind" IN ('treatment_gap', 'missed_re_exam', 'behind_plan', 'policy_limit', 'statute_of_limitations')), CONSTRAINT "PK_d673be30a7632bcf9551af5ead2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "case_alerts_case_idx" ON "case_alerts"  ("case_id", "raised_at") `);
    await queryRunner.query(
      `CREATE INDEX "case_alerts_open_idx" ON "case_alerts"  ("clinic_id", "raised_at") WHERE "cleared_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "clinic_alert_settings" ("clinic_id" integer NOT NULL, "gap_days" integer NOT NULL DEFAULT '14', "plan_behind_visits" integer NOT NULL DEFAULT '3', "re_exam_grace_days" integer NOT NULL DEFAULT '7', "updated_by" text, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "clinic_alert_settings_re_exam_grace_check" CHECK ("re_exam_grace_days" BETWEEN 0 AND 90), CONSTRAINT "clinic_alert_settings_plan_behind_check" CHECK ("plan_behind_visits" BETWEEN 1 AND 100), CONSTRAINT "clinic_alert_settings_gap_days_check" CHECK ("gap_days" BETWEEN 1 AND 365), CONSTRAINT "PK_ffe79b7a892321d80e09121964c" PRIMARY KEY ("clinic_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "statute_limitation_periods" ("id" SERIAL NOT NULL, "clinic_id" integer, "state" text NOT NULL, "period_months" integer NOT NULL, "notes" text, "updated_by" text, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "statute_limitation_periods_months_check" CHECK ("period_months" BETWEEN 1 AND 240), CONSTRAINT "statute_limitation_periods_state_check" CHECK ("state" ~ '^[A-Z]{2}$'), CONSTRAINT "PK_767d81393bd42233383676f7a13" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "statute_limitation_periods_clinic_idx" ON "statute_limitation_periods"  ("clinic_id", "state") WHERE "clinic_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "statute_limitation_periods_default_idx" ON "statute_limitation_periods"  ("state") WHERE "clinic_id" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_alerts" ADD CONSTRAINT "FK_f20ab7d76ccbc47cd5edce4e54d" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_alerts" ADD CONSTRAINT "FK_502bd26c0f73bbae6af65713544" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_alerts" ADD CONSTRAINT "FK_2690f15931134e0798f4eff0151" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinic_alert_settings" ADD CONSTRAINT "FK_ffe79b7a892321d80e09121964c" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "statute_limitation_periods" ADD CONSTRAINT "FK_4638c6acdb0c478ec382ebe9e95" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "statute_limitation_periods" ("state", "period_months", "notes")
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[])`,
      [
        shippedStatutePeriods.map((row) => row.state),
        shippedStatutePeriods.map((row) => row.months),
        shippedStatutePeriods.map((row) => row.notes ?? null),
      ],
    );
    await addNotificationKind(queryRunner, 'case_alert');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['notifications', 'notification_preferences'])
      await queryRunner.query(`DELETE FROM "${table}" WHERE "kind" = 'case_alert'`);
    await removeNotificationKind(queryRunner, 'case_alert');
    await queryRunner.query(
      `ALTER TABLE "statute_limitation_periods" DROP CONSTRAINT "FK_4638c6acdb0c478ec382ebe9e95"`,
    );
    await queryRunner.query(`ALTER TABLE "clinic_alert_settings" DROP CONSTRAINT "FK_ffe79b7a892321d80e09121964c"`);
    await queryRunner.query(`ALTER TABLE "case_alerts" DROP CONSTRAINT "FK_2690f15931134e0798f4eff0151"`);
    await queryRunner.query(`ALTER TABLE "case_alerts" DROP CONSTRAINT "FK_502bd26c0f73bbae6af65713544"`);
    await queryRunner.query(`ALTER TABLE "case_alerts" DROP CONSTRAINT "FK_f20ab7d76ccbc47cd5edce4e54d"`);
    await queryRunner.query(`DROP INDEX "public"."statute_limitation_periods_default_idx"`);
    await queryRunner.query(`DROP INDEX "public"."statute_limitation_periods_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "statute_limitation_periods"`);
    await queryRunner.query(`DROP TABLE "clinic_alert_settings"`);
    await queryRunner.query(`DROP INDEX "public"."case_alerts_open_idx"`);
    await queryRunner.query(`DROP INDEX "public"."case_alerts_case_idx"`);
    await queryRunner.query(`DROP TABLE "case_alerts"`);
  }
}
