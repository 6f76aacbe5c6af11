import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RevenueEngine1795710000000 implements MigrationInterface {
  name = 'RevenueEngine1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "billing_adjustments" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "type" text NOT NULL, "amount" numeric(10,2) NOT NULL, "reason" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "applied_by" text NOT NULL, "applied_at" TIMESTAMP WITH TIME ZONE, "request_key" text NOT NULL, "payment_id" integer, "invoice_id" integer, "failure_message" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_b69972e4ffbdb631d422d1411ed" UNIQUE ("request_key"), CONSTRAINT "billing_adjustments_amount_check" CHECK ("amount" > 0), CONSTRAINT "billing_adjustments_status_check" CHECK ("status" IN ('applied', 'pending', 'failed')), CONSTRAINT "billing_adjustments_type_check" CHECK ("type" IN ('credit', 'debit', 'refund')), CONSTRAINT "PK_0c7ff09b5be49213cf7889d74ed" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "billing_adjustments_clinic_idx" ON "billing_adjustments"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "billing_adjustments_created_idx" ON "billing_adjustments"  ("created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "clinic_invoices" ("id" SERIAL NOT NULL, "number" text NOT NULL, "clinic_id" integer NOT NULL, "kind" text NOT NULL, "status" text NOT NULL DEFAULT 'open', "plan_code" text, "frequency" text, "period_start" date, "period_end" date, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "due_date" date NOT NULL, "subtotal" numeric(10,2) NOT NULL, "tax" numeric(10,2) NOT NULL DEFAULT '0', "total" numeric(10,2) NOT NULL, "amount_paid" numeric(10,2) NOT NULL DEFAULT '0', "paid_at" TIMESTAMP WITH TIME ZONE, "attempt_count" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "late_fee_invoice_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_8b926529c1e5895bfcf4a3a14d4" UNIQUE ("number"), CONSTRAINT "clinic_invoices_amounts_check" CHECK ("total" >= 0 AND "amount_paid" >= 0 AND "amount_paid" <= "total"), CONSTRAINT "clinic_invoices_frequency_check" CHECK ("frequency" IS NULL OR "frequency" IN ('monthly', 'annual')), CONSTRAINT "clinic_invoices_status_check" CHECK ("status" IN ('open', 'paid', 'void', 'uncollectible')), CONSTRAINT "clinic_invoices_kind_check" CHECK ("kind" IN ('subscription', 'proration', 'late_fee', 'debit')), CONSTRAINT "PK_6c3163e709b950dd7c4d951501d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "clinic_invoices_dunning_idx" ON "clinic_invoices"  ("next_attempt_at") WHERE status = 'open'`,
    );
    await queryRunner.query(
      `CREATE INDEX "clinic_invoices_clinic_idx" ON "clinic_invoices"  ("clinic_id", "issued_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "clinic_invoice_lines" ("id" SERIAL NOT NULL, "invoice_id" integer NOT NULL, "position" integer NOT NULL, "kind" text NOT NULL, "description" text NOT NULL, "quantity" integer NOT NULL DEFAULT '1', "unit_amount" numeric(10,2) NOT NULL, "amount" numeric(10,2) NOT NULL, CONSTRAINT "clinic_invoice_lines_kind_check" CHECK ("kind" IN ('subscription', 'early_bird_discount', 'proration', 'late_fee', 'credit_applied', 'debit')), CONSTRAINT "PK_fdd4023056abded7e03c7b53ef0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "clinic_invoice_lines_invoice_idx" ON "clinic_invoice_lines"  ("invoice_id", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_methods" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "provider" text NOT NULL, "provider_ref" text NOT NULL, "brand" text NOT NULL, "last4" text NOT NULL, "exp_month" integer NOT NULL, "exp_year" integer NOT NULL, "is_default" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "removed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "payment_methods_provider_check" CHECK ("provider" IN ('builtin', 'stripe')), CONSTRAINT "PK_34f9b8c6dfb4ac3559f7e2820d1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_methods_one_default_idx" ON "payment_methods"  ("clinic_id") WHERE is_default AND removed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_methods_clinic_idx" ON "payment_methods"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "invoice_id" integer, "kind" text NOT NULL DEFAULT 'charge', "status" text NOT NULL, "amount" numeric(10,2) NOT NULL, "provider" text NOT NULL, "payment_method_id" integer, "method_label" text NOT NULL, "transaction_id" text, "idempotency_key" text NOT NULL, "failure_code" text, "failure_message" text, "description" text NOT NULL, "refund_of_payment_id" integer, "initiated_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_59dcef70bd19850783c84f840e5" UNIQUE ("idempotency_key"), CONSTRAINT "payments_amount_check" CHECK ("amount" > 0), CONSTRAINT "payments_provider_check" CHECK ("provider" IN ('builtin', 'stripe')), CONSTRAINT "payments_status_check" CHECK ("status" IN ('successful', 'failed', 'pending')), CONSTRAINT "payments_kind_check" CHECK ("kind" IN ('charge', 'refund')), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "payments_invoice_idx" ON "payments"  ("invoice_id") `);
    await queryRunner.query(`CREATE INDEX "payments_clinic_idx" ON "payments"  ("clinic_id", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "payments_created_idx" ON "payments"  ("created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "subscription_events" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "kind" text NOT NULL, "plan_code" text NOT NULL, "frequency" text NOT NULL, "status" text NOT NULL, "amount" numeric(10,2) NOT NULL, "mrr" numeric(10,2) NOT NULL, "previous_plan_code" text, "previous_frequency" text, "previous_status" text, "previous_amount" numeric(10,2), "previous_mrr" numeric(10,2), "actor_user_id" text, "reason" text NOT NULL, CONSTRAINT "subscription_events_previous_frequency_check" CHECK ("previous_frequency" IS NULL OR "previous_frequency" IN ('monthly', 'annual')), CONSTRAINT "subscription_events_frequency_check" CHECK ("frequency" IN ('monthly', 'annual')), CONSTRAINT "subscription_events_previous_status_check" CHECK ("previous_status" IS NULL OR "previous_status" IN ('trial', 'active', 'overdue', 'suspended', 'cancelled')), CONSTRAINT "subscription_events_status_check" CHECK ("status" IN ('trial', 'active', 'overdue', 'suspended', 'cancelled')), CONSTRAINT "subscription_events_kind_check" CHECK ("kind" IN ('created', 'plan_changed', 'frequency_changed', 'amount_changed', 'status_changed', 'cancelled')), CONSTRAINT "PK_7eb5647aa3071cffad0124bceee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "subscription_events_occurred_idx" ON "subscription_events"  ("occurred_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "subscription_events_clinic_idx" ON "subscription_events"  ("clinic_id", "occurred_at", "id") `,
    );
    await queryRunner.query(`ALTER TABLE "clinics" ADD "balance" numeric(10,2) NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "early_bird_until" date`);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "price_locked" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "suspended_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "cancelled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "clinics" ADD "payment_customer_ref" text`);
    await queryRunner.query(
      `ALTER TABLE "billing_adjustments" ADD CONSTRAINT "FK_a93af8d8200b4499f3c8321ed6c" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_adjustments" ADD CONSTRAINT "FK_266971b7421844cbbebb34e7e51" FOREIGN KEY ("applied_by") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinic_invoices" ADD CONSTRAINT "FK_47e265f7fcece0cefb2d1c5d7d3" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinic_invoice_lines" ADD CONSTRAINT "FK_559a26dae0492f5c586fc56558f" FOREIGN KEY ("invoice_id") REFERENCES "clinic_invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_methods" ADD CONSTRAINT "FK_6be70060f4a05073bb130ef18af" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_4582ad19c572976cfd17be6e0c0" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_563a5e248518c623eebd987d43e" FOREIGN KEY ("invoice_id") REFERENCES "clinic_invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_12fd861c33c885f01b9a7da7d93" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_7b93c41263df6ade1c83d4302c1" FOREIGN KEY ("initiated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscription_events" ADD CONSTRAINT "FK_5dbb942914552acc9db44d07879" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscription_events" ADD CONSTRAINT "FK_7dc36d5c1344a71679a1dedf575" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE SEQUENCE "clinic_invoice_number_seq"`);
    // Every clinic that exists has a subscription history from its creation on: its state today.
    await queryRunner.query(
      `INSERT INTO "subscription_events" ("clinic_id", "occurred_at", "kind", "plan_code", "frequency", "status", "amount", "mrr", "reason")
       SELECT c."id", c."created_at", 'created', c."subscription_plan", c."billing_frequency", c."billing_status",
              CASE WHEN c."billing_frequency" = 'annual' THEN c."annual_rate" ELSE c."monthly_rate" END,
              CASE WHEN c."billing_status" IN ('active', 'overdue')
                   THEN CASE WHEN c."billing_frequency" = 'annual' THEN round(c."annual_rate" / 12, 2) ELSE c."monthly_rate" END
                   ELSE 0 END,
              'Subscription history starts'
         FROM "clinics" c`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SEQUENCE "clinic_invoice_number_seq"`);
    await queryRunner.query(`ALTER TABLE "subscription_events" DROP CONSTRAINT "FK_7dc36d5c1344a71679a1dedf575"`);
    await queryRunner.query(`ALTER TABLE "subscription_events" DROP CONSTRAINT "FK_5dbb942914552acc9db44d07879"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_7b93c41263df6ade1c83d4302c1"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_12fd861c33c885f01b9a7da7d93"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_563a5e248518c623eebd987d43e"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_4582ad19c572976cfd17be6e0c0"`);
    await queryRunner.query(`ALTER TABLE "payment_methods" DROP CONSTRAINT "FK_6be70060f4a05073bb130ef18af"`);
    await queryRunner.query(`ALTER TABLE "clinic_invoice_lines" DROP CONSTRAINT "FK_559a26dae0492f5c586fc56558f"`);
    await queryRunner.query(`ALTER TABLE "clinic_invoices" DROP CONSTRAINT "FK_47e265f7fcece0cefb2d1c5d7d3"`);
    await queryRunner.query(`ALTER TABLE "billing_adjustments" DROP CONSTRAINT "FK_266971b7421844cbbebb34e7e51"`);
    await queryRunner.query(`ALTER TABLE "billing_adjustments" DROP CONSTRAINT "FK_a93af8d8200b4499f3c8321ed6c"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "payment_customer_ref"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "cancelled_at"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "suspended_at"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "price_locked"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "early_bird_until"`);
    await queryRunner.query(`ALTER TABLE "clinics" DROP COLUMN "balance"`);
    await queryRunner.query(`DROP INDEX "public"."subscription_events_clinic_idx"`);
    await queryRunner.query(`DROP INDEX "public"."subscription_events_occurred_idx"`);
    await queryRunner.query(`DROP TABLE "subscription_events"`);
    await queryRunner.query(`DROP INDEX "public"."payments_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payments_clinic_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payments_invoice_idx"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "public"."payment_methods_clinic_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payment_methods_one_default_idx"`);
    await queryRunner.query(`DROP TABLE "payment_methods"`);
    await queryRunner.query(`DROP INDEX "public"."clinic_invoice_lines_invoice_idx"`);
    await queryRunner.query(`DROP TABLE "clinic_invoice_lines"`);
    await queryRunner.query(`DROP INDEX "public"."clinic_invoices_clinic_idx"`);
    await queryRunner.query(`DROP INDEX "public"."clinic_invoices_dunning_idx"`);
    await queryRunner.query(`DROP TABLE "clinic_invoices"`);
    await queryRunner.query(`DROP INDEX "public"."billing_adjustments_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."billing_adjustments_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "billing_adjustments"`);
  }
}
