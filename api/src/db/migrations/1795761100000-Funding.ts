import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';

const fundingKind = 'funding';
/** Funding partners and funding requests (decisions 380-389); the funding notification kind. */
export class Funding1795761100000 implements MigrationInterface {
  name = 'Funding1795761100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "funding_partners" ("id" SERIAL NOT NULL, "company_name" text NOT NULL, "contact_person" text, "email" text, "phone" text, "website" text, "funding_types" text array NOT NULL DEFAULT '{}', "minimum_amount" numeric(12,2), "maximum_amount" numeric(12,2), "typical_rate" numeric(5,2), "approval_time_hours" integer, "instant_quote_api" text, "api_key_sealed" text, "is_active" boolean NOT NULL DEFAULT true, "rating" numeric(2,1), "notes" text, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "funding_partners_company_name_check" CHECK (length(trim("company_name")) > 0), CONSTRAINT "funding_partners_approval_time_check" CHECK ("approval_time_hours" IS NULL OR "approval_time_hours" BETWEEN 0 AND 8760), CONSTRAINT "funding_partners_rating_check" CHECK ("rating" IS NULL OR ("rating" >= 0 AND "rating" <= 5)), CONSTRAINT "funding_partners_rate_check" CHECK ("typical_rate" IS NULL OR ("typical_rate" >= 0 AND "typical_rate" < 100)), CONSTRAINT "funding_partners_amounts_check" CHECK (("minimum_amount" IS NULL OR "minimum_amount" >= 0) AND ("maximum_amount" IS NULL OR "maximum_amount" > 0) AND ("minimum_amount" IS NULL OR "maximum_amount" IS NULL OR "minimum_amount" <= "maximum_amount")), CONSTRAINT "funding_partners_types_check" CHECK ("funding_types" <@ ARRAY['pre_settlement', 'medical', 'case_cost']::text[]), CONSTRAINT "PK_f874166f53ebed3b6026fdd6d25" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "funding_partners_company_name_key" ON "funding_partners"  ("company_name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "funding_requests" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "patient_id" integer NOT NULL, "clinic_id" integer NOT NULL, "attorney_id" integer, "funding_partner_id" integer NOT NULL, "requested_amount" numeric(12,2) NOT NULL, "purpose" text NOT NULL, "urgency_level" text NOT NULL DEFAULT 'normal', "status" text NOT NULL DEFAULT 'pending', "submitted_at" TIMESTAMP WITH TIME ZONE, "approved_amount" numeric(12,2), "funded_amount" numeric(12,2), "interest_rate" numeric(5,2), "repayment_terms" text, "documents_submitted" jsonb NOT NULL, "decision_date" date, "funded_date" date, "notes" text, "partner_note" text, "quote" jsonb, "quoted_at" TIMESTAMP WITH TIME ZONE, "partner_link_hash" text, "partner_link_expires_at" TIMESTAMP WITH TIME ZONE, "partner_link_used_at" TIMESTAMP WITH TIME ZONE, "requested_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "funding_requests_funded_check" CHECK ("status" <> 'funded' OR ("funded_amount" IS NOT NULL AND "funded_date" IS NOT NULL AND "funded_amount" <= "approved_amount")), CONSTRAINT "funding_requests_approved_check" CHECK ("status" NOT IN ('approved', 'funded') OR ("approved_amount" IS NOT NULL AND "interest_rate" IS NOT NULL)), CONSTRAINT "funding_requests_decision_check" CHECK ("status" NOT IN ('approved', 'declined', 'funded') OR "decision_date" IS NOT NULL), CONSTRAINT "funding_requests_submitted_check" CHECK ("status" = 'pending' OR "submitted_at" IS NOT NULL), CONSTRAINT "funding_requests_rate_check" CHECK ("interest_rate" IS NULL OR ("interest_rate" >= 0 AND "interest_rate" < 100)), CONSTRAINT "funding_requests_amounts_check" CHECK ("requested_amount" > 0 AND ("approved_amount" IS NULL OR "approved_amount" > 0) AND ("funded_amount" IS NULL OR "funded_amount" > 0)), CONSTRAINT "funding_requests_urgency_check" CHECK ("urgency_level" IN ('low', 'normal', 'high', 'urgent')), CONSTRAINT "funding_requests_status_check" CHECK ("status" IN ('pending', 'submitted', 'approved', 'declined', 'funded')), CONSTRAINT "PK_19f6f2c0eab9f4064311f36d09c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_78bcb5028063d5a8570ea23ceb" ON "funding_requests"  ("patient_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c37f0008b427c450d89d15ecd9" ON "funding_requests"  ("clinic_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_05c6adefd01e8f3d02bd2e9a62" ON "funding_requests"  ("attorney_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "funding_requests_link_key" ON "funding_requests"  ("partner_link_hash") WHERE "partner_link_hash" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "funding_requests_partner_status_idx" ON "funding_requests"  ("funding_partner_id", "status") `,
    );
    await queryRunner.query(`CREATE INDEX "funding_requests_case_idx" ON "funding_requests"  ("case_id", "id") `);
    await queryRunner.query(
      `ALTER TABLE "funding_partners" ADD CONSTRAINT "FK_80d83254519600eb6afdd960203" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "funding_requests" ADD CONSTRAINT "FK_16ba674c85d8abac37af6d369db" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "funding_requests" ADD CONSTRAINT "FK_78bcb5028063d5a8570ea23ceb0" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "funding_requests" ADD CONSTRAINT "FK_c37f0008b427c450d89d15ecd98" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "funding_requests" ADD CONSTRAINT "FK_05c6adefd01e8f3d02bd2e9a629" FOREIGN KEY ("attorney_id") REFERENCES "attorneys"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "funding_requests" ADD CONSTRAINT "FK_0ed4135d44720fc9824b15e0def" FOREIGN KEY ("funding_partner_id") REFERENCES "funding_partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "funding_requests" ADD CONSTRAINT "FK_622ad53deeda5d43428dc031eb5" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await addNotificationKind(queryRunner, fundingKind);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = '${fundingKind}'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE "kind" = '${fundingKind}'`);
    await removeNotificationKind(queryRunner, fundingKind);
    await queryRunner.query(`ALTER TABLE "funding_requests" DROP CONSTRAINT "FK_622ad53deeda5d43428dc031eb5"`);
    await queryRunner.query(`ALTER TABLE "funding_requests" DROP CONSTRAINT "FK_0ed4135d44720fc9824b15e0def"`);
    await queryRunner.query(`ALTER TABLE "funding_requests" DROP CONSTRAINT "FK_05c6adefd01e8f3d02bd2e9a629"`);
    await queryRunner.query(`ALTER TABLE "funding_requests" DROP CONSTRAINT "FK_c37f0008b427c450d89d15ecd98"`);
    await queryRunner.query(`ALTER TABLE "funding_requests" DROP CONSTRAINT "FK_78bcb5028063d5a8570ea23ceb0"`);
    await queryRunner.query(`ALTER TABLE "funding_requests" DROP CONSTRAINT "FK_16ba674c85d8abac37af6d369db"`);
    await queryRunner.query(`ALTER TABLE "funding_partners" DROP CONSTRAINT "FK_80d83254519600eb6afdd960203"`);
    await queryRunner.query(`DROP INDEX "public"."funding_requests_case_idx"`);
    await queryRunner.query(`DROP INDEX "public"."funding_requests_partner_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."funding_requests_link_key"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_05c6adefd01e8f3d02bd2e9a62"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c37f0008b427c450d89d15ecd9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_78bcb5028063d5a8570ea23ceb"`);
    await queryRunner.query(`DROP TABLE "funding_requests"`);
    await queryRunner.query(`DROP INDEX "public"."funding_partners_company_name_key"`);
    await queryRunner.query(`DROP TABLE "funding_partners"`);
  }
}
