import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PatientReminders1795750100000 implements MigrationInterface {
  name = 'PatientReminders1795750100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbound_sms" ("id" SERIAL NOT NULL, "clinic_id" integer, "to_number" text NOT NULL, "body" text NOT NULL, "provider" text NOT NULL, "provider_message_id" text NOT NULL, "reminder_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_85c3ee45304e16c595f97875fca" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "outbound_sms_clinic_created_idx" ON "outbound_sms"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "patient_reminders" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "patient_id" integer NOT NULL, "case_id" integer, "appointment_id" integer, "reminder_type" text NOT NULL, "reminder_status" text NOT NULL DEFAULT 'pending', "channel" text NOT NULL, "scheduled_date" TIMESTAMP WITH TIME ZONE NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE, "acknowledged_at" TIMESTAMP WITH TIME ZONE, "message" text, "priority" text NOT NULL DEFAULT 'normal', "to_address" text, "status_reason" text, "attempts" integer NOT NULL DEFAULT '0', "provider_message_id" text, "offset_minutes" integer, "idempotency_key" text, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "patient_reminders_priority_check" CHECK ("priority" IN ('low', 'normal', 'high', 'urgent')), CONSTRAINT "patient_reminders_channel_check" CHECK ("channel" IN ('sms', 'email')), CONSTRAINT "patient_reminders_status_check" CHECK ("reminder_status" IN ('pending', 'sent', 'acknowledged', 'failed', 'cancelled', 'skipped')), CONSTRAINT "patient_reminders_type_check" CHECK ("reminder_type" IN ('appointment', 'follow_up', 'payment', 'document', 'custom')), CONSTRAINT "PK_910e079e6df1872897f3fb1e272" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "patient_reminders_idempotency_key" ON "patient_reminders"  ("idempotency_key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "patient_reminders_appointment_idx" ON "patient_reminders"  ("appointment_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "patient_reminders_clinic_patient_idx" ON "patient_reminders"  ("clinic_id", "patient_id", "scheduled_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "clinic_reminder_settings" ("clinic_id" integer NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "offsets_minutes" jsonb NOT NULL DEFAULT '[2880, 120]', "channels" jsonb NOT NULL DEFAULT '["sms", "email"]', "quiet_start" text NOT NULL DEFAULT '21:00', "quiet_end" text NOT NULL DEFAULT '08:00', "updated_by" text, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4b2ef342a9d052caad398cfbb9f" PRIMARY KEY ("clinic_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "patients" ADD "sms_reminder_consent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "patients" ADD "email_reminder_consent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "patients" ADD "sms_opted_out_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "patients" ADD "email_opted_out_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "patient_reminders" ADD CONSTRAINT "FK_6e3c0c6e6a470953a3aa2a4ddc1" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_reminders" ADD CONSTRAINT "FK_a195425c90acb19febc0faa901a" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_reminders" ADD CONSTRAINT "FK_656accd15c86a074721505a5340" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "patient_reminders" ADD CONSTRAINT "FK_94b796d8e964140a0dd8b0f4574" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinic_reminder_settings" ADD CONSTRAINT "FK_4b2ef342a9d052caad398cfbb9f" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "clinic_reminder_settings" DROP CONSTRAINT "FK_4b2ef342a9d052caad398cfbb9f"`);
    await queryRunner.query(`ALTER TABLE "patient_reminders" DROP CONSTRAINT "FK_94b796d8e964140a0dd8b0f4574"`);
    await queryRunner.query(`ALTER TABLE "patient_reminders" DROP CONSTRAINT "FK_656accd15c86a074721505a5340"`);
    await queryRunner.query(`ALTER TABLE "patient_reminders" DROP CONSTRAINT "FK_a195425c90acb19febc0faa901a"`);
    await queryRunner.query(`ALTER TABLE "patient_reminders" DROP CONSTRAINT "FK_6e3c0c6e6a470953a3aa2a4ddc1"`);
    await queryRunner.query(`ALTER TABLE "patients" DROP COLUMN "email_opted_out_at"`);
    await queryRunner.query(`ALTER TABLE "patients" DROP COLUMN "sms_opted_out_at"`);
    await queryRunner.query(`ALTER TABLE "patients" DROP COLUMN "email_reminder_consent_at"`);
    await queryRunner.query(`ALTER TABLE "patients" DROP COLUMN "sms_reminder_consent_at"`);
    await queryRunner.query(`DROP TABLE "clinic_reminder_settings"`);
    await queryRunner.query(`DROP INDEX "public"."patient_reminders_clinic_patient_idx"`);
    await queryRunner.query(`DROP INDEX "public"."patient_reminders_appointment_idx"`);
    await queryRunner.query(`DROP INDEX "public"."patient_reminders_idempotency_key"`);
    await queryRunner.query(`DROP TABLE "patient_reminders"`);
    await queryRunner.query(`DROP INDEX "public"."outbound_sms_clinic_created_idx"`);
    await queryRunner.query(`DROP TABLE "outbound_sms"`);
  }
}
