import type { MigrationInterface, QueryRunner } from 'typeorm';

const roleCheckWithout = `"role" IN ('clinic_staff', 'clinic_admin', 'attorney', 'super_admin', 'patient')`;
const roleCheckWith = `"role" IN ('clinic_staff', 'clinic_admin', 'attorney', 'super_admin', 'patient', 'operator_staff')`;
const linkCheckWithout = `("role" IN ('clinic_staff', 'clinic_admin') AND "clinic_id" IS NOT NULL) OR ("role" = 'attorney' AND "attorney_id" IS NOT NULL) OR "role" = 'super_admin' OR ("role" = 'patient' AND "clinic_id" IS NULL AND "attorney_id" IS NULL)`;
const linkCheckWith = `${linkCheckWithout} OR ("role" = 'operator_staff' AND "clinic_id" IS NULL AND "attorney_id" IS NULL)`;

/** The seeded system roles (decision 442): the console areas each may use. */
const systemRoles: [string, string, string[]][] = [
  [
    'Support Agent',
    "Works support tickets; reads a clinic's account state and the system logs",
    ['support', 'clinics', 'logs'],
  ],
  ['Sales Rep', 'The sales pipeline, the waitlist and marketing', ['sales', 'waitlist', 'marketing']],
  ['Billing', 'Clinic billing and the revenue figures', ['billing', 'revenue']],
];

/** The AI features' flags (decision 445): on globally, as the platform behaved before flags. */
const aiFlags: [string, string][] = [
  ['ai.insights', 'AI insights on the AI dashboard'],
  ['ai.case_analysis', 'AI case analysis'],
  ['ai.document_analysis', 'AI document analysis (also on upload)'],
  ['ai.chat', 'The AI assistant'],
  ['ai.predictions', 'AI predictions (settlement value, duration)'],
];

/**
 * Operator staff and feature flags (issue 28, decisions 440-449): the `operator_staff` role on users,
 * employee_roles (permission sets of console areas) with three system roles, employees linked to their
 * user, and feature_flags (global, or a per-clinic override of the same name).
 */
export class OperatorStaffAndFlags1795762500000 implements MigrationInterface {
  name = 'OperatorStaffAndFlags1795762500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (${roleCheckWith})`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_link_check"`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_link_check" CHECK (${linkCheckWith})`);
    await queryRunner.query(
      `CREATE TABLE "employee_roles" ("id" SERIAL NOT NULL, "role_name" text NOT NULL, "role_description" text, "permissions" jsonb NOT NULL DEFAULT '[]', "is_system_role" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_19c6713e36fb762fb907c7e5950" UNIQUE ("role_name"), CONSTRAINT "employee_roles_name_check" CHECK (length(btrim("role_name")) BETWEEN 1 AND 80), CONSTRAINT "employee_roles_permissions_check" CHECK (jsonb_typeof("permissions") = 'array'), CONSTRAINT "PK_71ecf0ea3041c35322b4a1b86b3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "employees" ("id" SERIAL NOT NULL, "user_id" text NOT NULL, "email" text NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "role_id" integer, "department" text, "phone_extension" text, "is_active" boolean NOT NULL DEFAULT true, "last_active_at" TIMESTAMP WITH TIME ZONE, "metrics" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_2d83c53c3e553a48dadb9722e3" UNIQUE ("user_id"), CONSTRAINT "employees_metrics_check" CHECK (jsonb_typeof("metrics") = 'object'), CONSTRAINT "PK_b9535a98350d5b26e7eb0c26af4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "employees_role_idx" ON "employees" ("role_id")`);
    await queryRunner.query(
      `CREATE TABLE "feature_flags" ("id" SERIAL NOT NULL, "name" text NOT NULL, "description" text, "enabled" boolean NOT NULL DEFAULT false, "clinic_id" integer, "metadata" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "feature_flags_metadata_check" CHECK (jsonb_typeof("metadata") = 'object'), CONSTRAINT "feature_flags_name_check" CHECK ("name" ~ '^[a-z][a-z0-9_.]{1,62}$'), CONSTRAINT "PK_db657d344e9caacfc9d5cf8bbac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "feature_flags_name_idx" ON "feature_flags" ("name", "clinic_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "feature_flags_clinic_name_key" ON "feature_flags" ("clinic_id", "name") WHERE "clinic_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "feature_flags_global_name_key" ON "feature_flags" ("name") WHERE "clinic_id" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "employees" ADD CONSTRAINT "FK_2d83c53c3e553a48dadb9722e38" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "employees" ADD CONSTRAINT "FK_727d9c30d77d3a253177b2e918f" FOREIGN KEY ("role_id") REFERENCES "employee_roles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "feature_flags" ADD CONSTRAINT "FK_de8df41a28cc49e0a327b119d26" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const [name, description, areas] of systemRoles) {
      await queryRunner.query(
        `INSERT INTO "employee_roles" ("role_name", "role_description", "permissions", "is_system_role") VALUES ($1, $2, $3, true)`,
        [name, description, JSON.stringify(areas)],
      );
    }
    for (const [name, description] of aiFlags) {
      await queryRunner.query(`INSERT INTO "feature_flags" ("name", "description", "enabled") VALUES ($1, $2, true)`, [
        name,
        description,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "feature_flags"`);
    await queryRunner.query(`DROP TABLE "employees"`);
    await queryRunner.query(`DROP TABLE "employee_roles"`);
    await queryRunner.query(`DELETE FROM "users" WHERE "role" = 'operator_staff'`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_link_check"`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_link_check" CHECK (${linkCheckWithout})`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (${roleCheckWithout})`);
  }
}
