import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';

/**
 * The patient's portal (decisions 410-419): client_portal_access (one per patient; the access code
 * stored as its SHA-256 with an expiry), the `patient` role on users, a clinic's explicit "shared
 * with patient" flag on documents, and the patient's confirmation of an appointment.
 */
export class PatientPortal1795761400000 implements MigrationInterface {
  name = 'PatientPortal1795761400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('clinic_staff', 'clinic_admin', 'attorney', 'super_admin', 'patient'))`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_link_check"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_role_link_check" CHECK (("role" IN ('clinic_staff', 'clinic_admin') AND "clinic_id" IS NOT NULL) OR ("role" = 'attorney' AND "attorney_id" IS NOT NULL) OR "role" = 'super_admin' OR ("role" = 'patient' AND "clinic_id" IS NULL AND "attorney_id" IS NULL))`,
    );
    await queryRunner.query(
      `CREATE TABLE "client_portal_access" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "patient_id" integer NOT NULL, "user_id" text, "access_code_hash" text, "access_code_expires_at" TIMESTAMP WITH TIME ZONE, "access_code_used_at" TIMESTAMP WITH TIME ZONE, "email" text, "phone" text, "is_active" boolean NOT NULL DEFAULT true, "last_access_at" TIMESTAMP WITH TIME ZONE, "sms_notifications" boolean NOT NULL DEFAULT true, "email_notifications" boolean NOT NULL DEFAULT true, "preferred_language" text NOT NULL DEFAULT 'en', "family_member_access" boolean NOT NULL DEFAULT false, "mfa_enabled" boolean NOT NULL DEFAULT false, "mfa_method" text, "invited_via" text NOT NULL, "invited_by" text, "invited_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "invite_count" integer NOT NULL DEFAULT 1, "accepted_at" TIMESTAMP WITH TIME ZONE, "deactivated_at" TIMESTAMP WITH TIME ZONE, "deactivated_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "client_portal_access_patient_key" UNIQUE ("patient_id"), CONSTRAINT "client_portal_access_code_key" UNIQUE ("access_code_hash"), CONSTRAINT "client_portal_access_user_key" UNIQUE ("user_id"), CONSTRAINT "client_portal_access_language_check" CHECK ("preferred_language" IN ('en', 'es')), CONSTRAINT "client_portal_access_invited_via_check" CHECK ("invited_via" IN ('email', 'sms')), CONSTRAINT "client_portal_access_mfa_method_check" CHECK ("mfa_method" IS NULL OR "mfa_method" IN ('totp', 'email')), CONSTRAINT "client_portal_access_mfa_check" CHECK (NOT "mfa_enabled" OR "mfa_method" IS NOT NULL), CONSTRAINT "client_portal_access_code_expiry_check" CHECK ("access_code_hash" IS NULL OR "access_code_expires_at" IS NOT NULL), CONSTRAINT "client_portal_access_contact_check" CHECK ("email" IS NOT NULL OR "phone" IS NOT NULL), CONSTRAINT "client_portal_access_invite_count_check" CHECK ("invite_count" >= 1), CONSTRAINT "PK_client_portal_access" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "client_portal_access_clinic_idx" ON "client_portal_access" ("clinic_id", "id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "client_portal_access" ADD CONSTRAINT "FK_client_portal_access_clinic" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "client_portal_access" ADD CONSTRAINT "FK_client_portal_access_patient" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "client_portal_access" ADD CONSTRAINT "FK_client_portal_access_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "documents" ADD "shared_with_patient" boolean NOT NULL DEFAULT false, ADD "shared_with_patient_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `CREATE INDEX "documents_shared_with_patient_idx" ON "documents" ("case_id", "upload_date") WHERE "shared_with_patient"`,
    );
    await queryRunner.query(`ALTER TABLE "appointments" ADD "patient_confirmed_at" TIMESTAMP WITH TIME ZONE`);
    await addNotificationKind(queryRunner, 'patient_portal');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = 'patient_portal'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE "kind" = 'patient_portal'`);
    await removeNotificationKind(queryRunner, 'patient_portal');
    await queryRunner.query(`ALTER TABLE "appointments" DROP COLUMN "patient_confirmed_at"`);
    await queryRunner.query(`DROP INDEX "public"."documents_shared_with_patient_idx"`);
    await queryRunner.query(
      `ALTER TABLE "documents" DROP COLUMN "shared_with_patient_at", DROP COLUMN "shared_with_patient"`,
    );
    await queryRunner.query(`DROP TABLE "client_portal_access"`);
    await queryRunner.query(`DELETE FROM "users" WHERE "role" = 'patient'`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_link_check"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_role_link_check" CHECK (("role" IN ('clinic_staff', 'clinic_admin') AND "clinic_id" IS NOT NULL) OR ("role" = 'attorney' AND "attorney_id" IS NOT NULL) OR "role" = 'super_admin')`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('clinic_staff', 'clinic_admin', 'attorney', 'super_admin'))`,
    );
  }
}
