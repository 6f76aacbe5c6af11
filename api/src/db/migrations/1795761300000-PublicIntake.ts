import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';

/**
 * The public intake (decisions 400-409): public_intake (the form's request, its triage, match and
 * conversion) and the intake_matched notice to the matched clinic.
 */
export class PublicIntake1795761300000 implements MigrationInterface {
  name = 'PublicIntake1795761300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "public_intake" ("id" SERIAL NOT NULL, "intake_code" text NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "email" text, "phone" text, "injury_date" date NOT NULL, "injury_type" text NOT NULL, "injury_description" text NOT NULL, "location_city" text NOT NULL, "location_state" text NOT NULL, "insurance_carrier" text, "has_attorney" boolean NOT NULL DEFAULT false, "attorney_name" text, "has_medical_provider" boolean NOT NULL DEFAULT false, "provider_name" text, "urgency_level" text NOT NULL DEFAULT 'medium', "estimated_case_value" numeric(12,2), "triage_score" integer NOT NULL, "triage_reasons" jsonb NOT NULL DEFAULT '[]', "matched_attorney_id" integer, "matched_clinic_id" integer, "match_reasons" jsonb NOT NULL DEFAULT '[]', "conversion_status" text NOT NULL DEFAULT 'new', "contacted_at" TIMESTAMP WITH TIME ZONE, "converted_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, "close_reason" text, "converted_patient_id" integer, "converted_case_id" integer, "consent_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consent_text_version" text NOT NULL, "language" text NOT NULL DEFAULT 'en', "source" text, "utm_params" jsonb NOT NULL DEFAULT '{}', "ip_address" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_5d4d23680a3b23ae7f9246663af" UNIQUE ("intake_code"), CONSTRAINT "UQ_86e1b559cf51db031f7ff62ed66" UNIQUE ("converted_patient_id"), CONSTRAINT "UQ_0faecf7acf1b5590b61769f601f" UNIQUE ("converted_case_id"), CONSTRAINT "public_intake_utm_check" CHECK (jsonb_typeof("utm_params") = 'object'), CONSTRAINT "public_intake_reasons_check" CHECK (jsonb_typeof("triage_reasons") = 'array' AND jsonb_typeof("match_reasons") = 'array'), CONSTRAINT "public_intake_value_check" CHECK ("estimated_case_value" IS NULL OR "estimated_case_value" >= 0), CONSTRAINT "public_intake_closed_check" CHECK (("conversion_status" = 'closed') = ("closed_at" IS NOT NULL)), CONSTRAINT "public_intake_converted_check" CHECK (("conversion_status" = 'converted') = ("converted_at" IS NOT NULL)), CONSTRAINT "public_intake_contacted_check" CHECK (("conversion_status" = 'new') = ("contacted_at" IS NULL)), CONSTRAINT "public_intake_contact_check" CHECK ("email" IS NOT NULL OR "phone" IS NOT NULL), CONSTRAINT "public_intake_triage_check" CHECK ("triage_score" BETWEEN 0 AND 100), CONSTRAINT "public_intake_state_check" CHECK ("location_state" ~ '^[A-Z]{2}$'), CONSTRAINT "public_intake_language_check" CHECK ("language" IN ('en', 'es')), CONSTRAINT "public_intake_injury_type_check" CHECK ("injury_type" IN ('auto_accident', 'slip_fall', 'work_injury', 'medical_malpractice', 'other')), CONSTRAINT "public_intake_urgency_check" CHECK ("urgency_level" IN ('low', 'medium', 'high')), CONSTRAINT "public_intake_status_check" CHECK ("conversion_status" IN ('new', 'contacted', 'converted', 'closed')), CONSTRAINT "PK_866a2ecfdf01354e0103cf1e85d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "public_intake_ip_idx" ON "public_intake"  ("created_at") WHERE "ip_address" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "public_intake_clinic_created_idx" ON "public_intake"  ("matched_clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "public_intake_status_created_idx" ON "public_intake"  ("conversion_status", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "public_intake" ADD CONSTRAINT "FK_d79e837da43e0b5a35c9eed4712" FOREIGN KEY ("matched_attorney_id") REFERENCES "attorneys"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "public_intake" ADD CONSTRAINT "FK_2076cea68356a758c5048d6e733" FOREIGN KEY ("matched_clinic_id") REFERENCES "clinics"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "public_intake" ADD CONSTRAINT "FK_86e1b559cf51db031f7ff62ed66" FOREIGN KEY ("converted_patient_id") REFERENCES "patients"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "public_intake" ADD CONSTRAINT "FK_0faecf7acf1b5590b61769f601f" FOREIGN KEY ("converted_case_id") REFERENCES "cases"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await addNotificationKind(queryRunner, 'intake_matched');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['notifications', 'notification_preferences'])
      await queryRunner.query(`DELETE FROM "${table}" WHERE "kind" = 'intake_matched'`);
    await removeNotificationKind(queryRunner, 'intake_matched');
    await queryRunner.query(`ALTER TABLE "public_intake" DROP CONSTRAINT "FK_0faecf7acf1b5590b61769f601f"`);
    await queryRunner.query(`ALTER TABLE "public_intake" DROP CONSTRAINT "FK_86e1b559cf51db031f7ff62ed66"`);
    await queryRunner.query(`ALTER TABLE "public_intake" DROP CONSTRAINT "FK_2076cea68356a758c5048d6e733"`);
    await queryRunner.query(`ALTER TABLE "public_intake" DROP CONSTRAINT "FK_d79e837da43e0b5a35c9eed4712"`);
    await queryRunner.query(`DROP INDEX "public"."public_intake_status_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."public_intake_clinic_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."public_intake_ip_idx"`);
    await queryRunner.query(`DROP TABLE "public_intake"`);
  }
}
