import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The patient's portal, finished (decisions 420-429): family members with their own login, code and
 * second factor (portal_family_members), and the e-mailed sign-in code (portal_email_codes, hashed).
 */
export class PortalFamilyAndEmailCode1795762000000 implements MigrationInterface {
  name = 'PortalFamilyAndEmailCode1795762000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "portal_email_codes" ("id" SERIAL NOT NULL, "user_id" text NOT NULL, "code_hash" text NOT NULL, "salt" text NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "portal_email_codes_expiry_check" CHECK ("expires_at" > "created_at"), CONSTRAINT "portal_email_codes_attempts_check" CHECK ("attempts" BETWEEN 0 AND 5), CONSTRAINT "PK_8a8e0d6f17ad6f81aa4f873b075" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "portal_email_codes_user_idx" ON "portal_email_codes"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "portal_family_members" ("id" SERIAL NOT NULL, "access_id" integer NOT NULL, "clinic_id" integer NOT NULL, "patient_id" integer NOT NULL, "user_id" text, "first_name" text NOT NULL, "last_name" text NOT NULL, "email" text NOT NULL, "relationship" text NOT NULL, "permission" text NOT NULL DEFAULT 'read_only', "access_code_hash" text, "access_code_expires_at" TIMESTAMP WITH TIME ZONE, "accepted_at" TIMESTAMP WITH TIME ZONE, "mfa_enabled" boolean NOT NULL DEFAULT false, "mfa_method" text, "preferred_language" text NOT NULL DEFAULT 'en', "last_access_at" TIMESTAMP WITH TIME ZONE, "granted_by" text NOT NULL, "granted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_b585bdee80d42a8e32963f4a1a6" UNIQUE ("user_id"), CONSTRAINT "UQ_770aec7a21053bdc66216e58e99" UNIQUE ("access_code_hash"), CONSTRAINT "portal_family_members_revoked_check" CHECK (("revoked_at" IS NULL) = ("revoked_by" IS NULL)), CONSTRAINT "portal_family_members_email_check" CHECK (char_length("email") BETWEEN 3 AND 254), CONSTRAINT "portal_family_members_name_check" CHECK (char_length("first_name") BETWEEN 1 AND 100 AND char_length("last_name") BETWEEN 1 AND 100), CONSTRAINT "portal_family_members_code_expiry_check" CHECK ("access_code_hash" IS NULL OR "access_code_expires_at" IS NOT NULL), CONSTRAINT "portal_family_members_mfa_check" CHECK (NOT "mfa_enabled" OR "mfa_method" IS NOT NULL), CONSTRAINT "portal_family_members_mfa_method_check" CHECK ("mfa_method" IS NULL OR "mfa_method" IN ('totp', 'email')), CONSTRAINT "portal_family_members_language_check" CHECK ("preferred_language" IN ('en', 'es')), CONSTRAINT "portal_family_members_permission_check" CHECK ("permission" IN ('read_only', 'full')), CONSTRAINT "portal_family_members_relationship_check" CHECK ("relationship" IN ('spouse', 'partner', 'parent', 'child', 'sibling', 'guardian', 'caregiver', 'other')), CONSTRAINT "PK_84111dae7d57574045f7bfb5ef6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "portal_family_members_active_email_key" ON "portal_family_members"  ("patient_id", "email") WHERE "revoked_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "portal_family_members_patient_idx" ON "portal_family_members"  ("patient_id", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "portal_email_codes" ADD CONSTRAINT "FK_portal_email_codes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "portal_family_members" ADD CONSTRAINT "FK_portal_family_members_access" FOREIGN KEY ("access_id") REFERENCES "client_portal_access"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "portal_family_members" ADD CONSTRAINT "FK_portal_family_members_clinic" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "portal_family_members" ADD CONSTRAINT "FK_portal_family_members_patient" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "portal_family_members" ADD CONSTRAINT "FK_portal_family_members_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "portal_family_members" DROP CONSTRAINT "FK_portal_family_members_user"`);
    await queryRunner.query(`ALTER TABLE "portal_family_members" DROP CONSTRAINT "FK_portal_family_members_patient"`);
    await queryRunner.query(`ALTER TABLE "portal_family_members" DROP CONSTRAINT "FK_portal_family_members_clinic"`);
    await queryRunner.query(`ALTER TABLE "portal_family_members" DROP CONSTRAINT "FK_portal_family_members_access"`);
    await queryRunner.query(`ALTER TABLE "portal_email_codes" DROP CONSTRAINT "FK_portal_email_codes_user"`);
    await queryRunner.query(`DROP INDEX "public"."portal_family_members_patient_idx"`);
    await queryRunner.query(`DROP INDEX "public"."portal_family_members_active_email_key"`);
    await queryRunner.query(`DROP TABLE "portal_family_members"`);
    await queryRunner.query(`DROP INDEX "public"."portal_email_codes_user_idx"`);
    await queryRunner.query(`DROP TABLE "portal_email_codes"`);
  }
}
