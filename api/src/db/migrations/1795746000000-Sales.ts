import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Sales1795746000000 implements MigrationInterface {
  name = 'Sales1795746000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sales_representatives" ("id" SERIAL NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "email" text NOT NULL, "phone" text, "commission_rate" numeric(5,2) NOT NULL DEFAULT '10', "commission_structure" text NOT NULL DEFAULT 'percentage', "tiers" jsonb NOT NULL DEFAULT '[]', "flat_amount" numeric(10,2), "territory" text, "monthly_quota" numeric(10,2) NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_2d905be3e247840cab916577dcd" UNIQUE ("email"), CONSTRAINT "sales_representatives_amounts_check" CHECK ("monthly_quota" >= 0 AND ("flat_amount" IS NULL OR "flat_amount" >= 0)), CONSTRAINT "sales_representatives_rate_check" CHECK ("commission_rate" >= 0 AND "commission_rate" <= 100), CONSTRAINT "sales_representatives_email_lower_check" CHECK ("email" = lower("email")), CONSTRAINT "sales_representatives_structure_check" CHECK ("commission_structure" IN ('percentage', 'flat', 'tiered')), CONSTRAINT "PK_00b3435d3816c2f8b96aa321be3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "sales_payouts" ("id" SERIAL NOT NULL, "sales_rep_id" integer NOT NULL, "period_start" date NOT NULL, "period_end" date NOT NULL, "total" numeric(10,2) NOT NULL, "processed_by" text NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4a7f4b324f3a901a5f31d5371d2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "sales_payouts_rep_idx" ON "sales_payouts"  ("sales_rep_id", "processed_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sales_commissions" ("id" SERIAL NOT NULL, "kind" text NOT NULL DEFAULT 'sale', "sales_rep_id" integer NOT NULL, "clinic_id" integer NOT NULL, "clinic_invoice_id" integer NOT NULL, "sale_type" text NOT NULL, "subscription_plan" text NOT NULL, "billing_frequency" text, "sale_date" date NOT NULL, "sale_amount" numeric(10,2) NOT NULL, "commission_rate" numeric(5,2), "amount" numeric(10,2) NOT NULL, "status" text NOT NULL DEFAULT 'pending', "clawback_of_id" integer, "clawback_reason" text, "payout_id" integer, "approved_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "sales_commissions_invoice_kind_key" UNIQUE ("clinic_invoice_id", "kind"), CONSTRAINT "sales_commissions_paid_check" CHECK (("status" = 'paid') = ("payout_id" IS NOT NULL)), CONSTRAINT "sales_commissions_sign_check" CHECK (("kind" = 'sale' AND "amount" >= 0 AND "clawback_of_id" IS NULL) OR ("kind" = 'clawback' AND "amount" < 0 AND "clawback_of_id" IS NOT NULL)), CONSTRAINT "sales_commissions_frequency_check" CHECK ("billing_frequency" IS NULL OR "billing_frequency" IN ('monthly', 'annual')), CONSTRAINT "sales_commissions_sale_type_check" CHECK ("sale_type" IN ('new', 'upgrade', 'renewal')), CONSTRAINT "sales_commissions_status_check" CHECK ("status" IN ('pending', 'approved', 'paid', 'clawed_back')), CONSTRAINT "sales_commissions_kind_check" CHECK ("kind" IN ('sale', 'clawback')), CONSTRAINT "PK_49fa21b73758450fd9ebfbd6e15" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "sales_commissions_sale_date_idx" ON "sales_commissions"  ("sale_date", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "sales_commissions_rep_idx" ON "sales_commissions"  ("sales_rep_id", "status") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sales_leads" ("id" SERIAL NOT NULL, "company_name" text NOT NULL, "contact_name" text NOT NULL, "email" text, "phone" text, "status" text NOT NULL DEFAULT 'new', "source" text NOT NULL DEFAULT 'manual', "state" text, "monthly_pi_cases" text, "attorney_referral" text, "lead_score" integer NOT NULL DEFAULT '0', "score_explanation" jsonb NOT NULL DEFAULT '[]', "estimated_value" numeric(10,2), "next_follow_up" date, "follow_up_count" integer NOT NULL DEFAULT '0', "assigned_rep_id" integer, "notes" text, "waitlist_entry_id" integer, "clinic_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_aa5e981ab00a3788a871a11ba15" UNIQUE ("waitlist_entry_id"), CONSTRAINT "sales_leads_won_clinic_check" CHECK ("clinic_id" IS NULL OR "status" = 'won'), CONSTRAINT "sales_leads_score_check" CHECK ("lead_score" >= 0 AND "lead_score" <= 100), CONSTRAINT "sales_leads_status_check" CHECK ("status" IN ('new', 'contacted', 'qualified', 'won', 'lost')), CONSTRAINT "PK_bf6c7f551533ec0702912bc5f17" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sales_leads_follow_up_idx" ON "sales_leads"  ("next_follow_up") `);
    await queryRunner.query(`CREATE INDEX "sales_leads_status_idx" ON "sales_leads"  ("status", "id") `);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "sales_rep_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "clinics" ADD CONSTRAINT "FK_febdfe3a6e67c896e9686c86887" FOREIGN KEY ("sales_rep_id") REFERENCES "sales_representatives"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_payouts" ADD CONSTRAINT "FK_5070ceb7412cf771f6bcdd9baa6" FOREIGN KEY ("sales_rep_id") REFERENCES "sales_representatives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_payouts" ADD CONSTRAINT "FK_999cbcf9663be8ef9987864fdd7" FOREIGN KEY ("processed_by") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_commissions" ADD CONSTRAINT "FK_eac9a7d83d8af6c76268776b093" FOREIGN KEY ("sales_rep_id") REFERENCES "sales_representatives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_commissions" ADD CONSTRAINT "FK_09c12283b6bbf98deb6ea75a4a4" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_commissions" ADD CONSTRAINT "FK_d33b226eed2db2964840328cb21" FOREIGN KEY ("clinic_invoice_id") REFERENCES "clinic_invoices"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_commissions" ADD CONSTRAINT "FK_2fba0455f5fad68a26faa1cae86" FOREIGN KEY ("clawback_of_id") REFERENCES "sales_commissions"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_commissions" ADD CONSTRAINT "FK_d4831d1ccdab2d35d5a25f9c85b" FOREIGN KEY ("payout_id") REFERENCES "sales_payouts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_leads" ADD CONSTRAINT "FK_d3c08298f50efb7bcaf9bdff579" FOREIGN KEY ("assigned_rep_id") REFERENCES "sales_representatives"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_leads" ADD CONSTRAINT "FK_aa5e981ab00a3788a871a11ba15" FOREIGN KEY ("waitlist_entry_id") REFERENCES "waitlist"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sales_leads" ADD CONSTRAINT "FK_a3eb5b309011dd842a0de1dc901" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sales_leads" DROP CONSTRAINT "FK_a3eb5b309011dd842a0de1dc901"`);
    await queryRunner.query(`ALTER TABLE "sales_leads" DROP CONSTRAINT "FK_aa5e981ab00a3788a871a11ba15"`);
    await queryRunner.query(`ALTER TABLE "sales_leads" DROP CONSTRAINT "FK_d3c08298f50efb7bcaf9bdff579"`);
    await queryRunner.query(`ALTER TABLE "sales_commissions" DROP CONSTRAINT "FK_d4831d1ccdab2d35d5a25f9c85b"`);
    await queryRunner.query(`ALTER TABLE "sales_commissions" DROP CONSTRAINT "FK_2fba0455f5fad68a26faa1cae86"`);
    await queryRunner.query(`ALTER TABLE "sales_commissions" DROP CONSTRAINT "FK_d33b226eed2db2964840328cb21"`);
    await queryRunner.query(`ALTER TABLE "sales_commissions" DROP CONSTRAINT "FK_09c12283b6bbf98deb6ea75a4a4"`);
    await queryRunner.query(`ALTER TABLE "sales_commissions" DROP CONSTRAINT "FK_eac9a7d83d8af6c76268776b093"`);
    await queryRunner.query(`ALTER TABLE "sales_payouts" DROP CONSTRAINT "FK_999cbcf9663be8ef9987864fdd7"`);
    await queryRunner.query(`ALTER TABLE "sales_payouts" DROP CONSTRAINT "FK_5070ceb7412cf771f6bcdd9baa6"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP CONSTRAINT "FK_febdfe3a6e67c896e9686c86887"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "sales_rep_id"`);
    await queryRunner.query(`DROP INDEX "public"."sales_leads_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."sales_leads_follow_up_idx"`);
    await queryRunner.query(`DROP TABLE "sales_leads"`);
    await queryRunner.query(`DROP INDEX "public"."sales_commissions_rep_idx"`);
    await queryRunner.query(`DROP INDEX "public"."sales_commissions_sale_date_idx"`);
    await queryRunner.query(`DROP TABLE "sales_commissions"`);
    await queryRunner.query(`DROP INDEX "public"."sales_payouts_rep_idx"`);
    await queryRunner.query(`DROP TABLE "sales_payouts"`);
    await queryRunner.query(`DROP TABLE "sales_representatives"`);
  }
}
