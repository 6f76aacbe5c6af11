import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LienLedger1795379355921 implements MigrationInterface {
  name = 'LienLedger1795379355921';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "bill_reduction_requests" ("id" SERIAL NOT NULL, "billing_id" integer, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "requested_by" text, "original_amount" numeric(12,2) NOT NULL, "requested_percentage" numeric(5,2), "requested_amount" numeric(12,2) NOT NULL, "reason" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "counter_amount" numeric(12,2), "responded_by" text, "approved_by" text, "approved_amount" numeric(12,2), "clinic_notes" text, "resolved_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "bill_reduction_requests_status_check" CHECK ("status" IN ('pending', 'countered', 'accepted', 'rejected', 'withdrawn')), CONSTRAINT "PK_a75ad9977a82ed57c305964aa5c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "bill_reduction_requests_one_open_idx" ON "bill_reduction_requests"  ("case_id") WHERE "status" IN ('pending', 'countered')`,
    );
    await queryRunner.query(
      `CREATE INDEX "bill_reduction_requests_case_idx" ON "bill_reduction_requests"  ("case_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "bill_reductions" ("id" SERIAL NOT NULL, "billing_id" integer, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "reduction_request_id" integer, "requested_by" text, "provider_name" text, "original_amount" numeric(12,2) NOT NULL, "requested_percentage" numeric(5,2), "requested_amount" numeric(12,2), "ai_suggested_percentage" numeric(5,2), "ai_reasoning" text, "negotiation_letter" text, "response_received" boolean NOT NULL DEFAULT false, "response_date" TIMESTAMP WITH TIME ZONE, "response_notes" text, "final_amount" numeric(12,2), "status" text NOT NULL DEFAULT 'pending', "template_used" text, "follow_up_count" integer NOT NULL DEFAULT '0', "last_follow_up_date" date, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_6abaa76beb7a2f781dc4b3a3656" UNIQUE ("reduction_request_id"), CONSTRAINT "bill_reductions_status_check" CHECK ("status" IN ('pending', 'countered', 'accepted', 'rejected', 'withdrawn')), CONSTRAINT "PK_375e27a21fb52ec1708b4196a11" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "bill_reductions_case_idx" ON "bill_reductions"  ("case_id") `);
    await queryRunner.query(
      `CREATE TABLE "case_ledger_entries" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "kind" text NOT NULL, "amount" numeric(12,2) NOT NULL, "billing_id" integer, "reduction_request_id" integer, "payment_method" text, "reference" text, "description" text NOT NULL, "effective_date" date NOT NULL DEFAULT ('now'::text)::date, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "case_ledger_entries_payment_method_check" CHECK ("payment_method" IS NULL OR "payment_method" IN ('check', 'ach', 'credit_card', 'cash', 'insurance', 'settlement', 'other')), CONSTRAINT "case_ledger_entries_amount_check" CHECK ("amount" >= 0), CONSTRAINT "case_ledger_entries_kind_check" CHECK ("kind" IN ('charge', 'payment', 'reduction', 'write_off')), CONSTRAINT "PK_fca335354a038a1496a8cffced8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_486c8442f5693af602ee962703" ON "case_ledger_entries"  ("billing_id") `);
    await queryRunner.query(`CREATE INDEX "case_ledger_entries_case_idx" ON "case_ledger_entries"  ("case_id", "id") `);
    await queryRunner.query(`ALTER TABLE "cases" ADD "settlement_date" date`);
    await queryRunner.query(`ALTER TABLE "cases" ADD "ledger_closed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "cases" ADD "ledger_closed_by" text`);
    await queryRunner.query(`CREATE INDEX "billing_clinic_created_idx" ON "billing"  ("clinic_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "billing" ADD CONSTRAINT "billing_payment_method_check" CHECK ("payment_method" IS NULL OR "payment_method" IN ('check', 'ach', 'credit_card', 'cash', 'insurance', 'settlement', 'other'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reduction_requests" ADD CONSTRAINT "FK_bae490a3a2787d6da358f9cc2dd" FOREIGN KEY ("billing_id") REFERENCES "billing"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reduction_requests" ADD CONSTRAINT "FK_c1629db055353c3f9ca0da8efdf" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reduction_requests" ADD CONSTRAINT "FK_ef38e453ae1ce9aa224a3e48369" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reduction_requests" ADD CONSTRAINT "FK_6e2abd3d62b5b2695ab02af2285" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reduction_requests" ADD CONSTRAINT "FK_7131174315bc9f8cf31d972a235" FOREIGN KEY ("responded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reduction_requests" ADD CONSTRAINT "FK_544b20a4700e3cd8cf84953c81b" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reductions" ADD CONSTRAINT "FK_bdb4ad1e1d03777a428c03ba216" FOREIGN KEY ("billing_id") REFERENCES "billing"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reductions" ADD CONSTRAINT "FK_ee93349475a81f4ab9b869511c6" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reductions" ADD CONSTRAINT "FK_63f1f3ebf57f359d62b21d83152" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reductions" ADD CONSTRAINT "FK_6abaa76beb7a2f781dc4b3a3656" FOREIGN KEY ("reduction_request_id") REFERENCES "bill_reduction_requests"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bill_reductions" ADD CONSTRAINT "FK_5ddea996c5d4769b4d769ea0419" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_ledger_entries" ADD CONSTRAINT "FK_fc927a7abe117d8a404832b6752" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_ledger_entries" ADD CONSTRAINT "FK_9f540c1306852c19ad7a3d1ffb8" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_ledger_entries" ADD CONSTRAINT "FK_486c8442f5693af602ee9627036" FOREIGN KEY ("billing_id") REFERENCES "billing"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_ledger_entries" ADD CONSTRAINT "FK_d905b6ba62efe91022f9f083872" FOREIGN KEY ("reduction_request_id") REFERENCES "bill_reduction_requests"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "case_ledger_entries" ADD CONSTRAINT "FK_237ae3728f1a3e3816addd1df9f" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Invoice numbers INV-{year}-{n}: a sequence is unique and gap-tolerant under concurrency.
    await queryRunner.query(`CREATE SEQUENCE "billing_invoice_number_seq"`);
    // Ledger postings are history: the application may add them, never change or remove them.
    await queryRunner.query(`CREATE FUNCTION "case_ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'case ledger entries are append-only' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "case_ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "case_ledger_entries"
      FOR EACH ROW EXECUTE FUNCTION "case_ledger_entries_append_only"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "case_ledger_entries_append_only" ON "case_ledger_entries"`);
    await queryRunner.query(`DROP FUNCTION "case_ledger_entries_append_only"()`);
    await queryRunner.query(`DROP SEQUENCE "billing_invoice_number_seq"`);
    await queryRunner.query(`ALTER TABLE "case_ledger_entries" DROP CONSTRAINT "FK_237ae3728f1a3e3816addd1df9f"`);
    await queryRunner.query(`ALTER TABLE "case_ledger_entries" DROP CONSTRAINT "FK_d905b6ba62efe91022f9f083872"`);
    await queryRunner.query(`ALTER TABLE "case_ledger_entries" DROP CONSTRAINT "FK_486c8442f5693af602ee9627036"`);
    await queryRunner.query(`ALTER TABLE "case_ledger_entries" DROP CONSTRAINT "FK_9f540c1306852c19ad7a3d1ffb8"`);
    await queryRunner.query(`ALTER TABLE "case_ledger_entries" DROP CONSTRAINT "FK_fc927a7abe117d8a404832b6752"`);
    await queryRunner.query(`ALTER TABLE "bill_reductions" DROP CONSTRAINT "FK_5ddea996c5d4769b4d769ea0419"`);
    await queryRunner.query(`ALTER TABLE "bill_reductions" DROP CONSTRAINT "FK_6abaa76beb7a2f781dc4b3a3656"`);
    await queryRunner.query(`ALTER TABLE "bill_reductions" DROP CONSTRAINT "FK_63f1f3ebf57f359d62b21d83152"`);
    await queryRunner.query(`ALTER TABLE "bill_reductions" DROP CONSTRAINT "FK_ee93349475a81f4ab9b869511c6"`);
    await queryRunner.query(`ALTER TABLE "bill_reductions" DROP CONSTRAINT "FK_bdb4ad1e1d03777a428c03ba216"`);
    await queryRunner.query(`ALTER TABLE "bill_reduction_requests" DROP CONSTRAINT "FK_544b20a4700e3cd8cf84953c81b"`);
    await queryRunner.query(`ALTER TABLE "bill_reduction_requests" DROP CONSTRAINT "FK_7131174315bc9f8cf31d972a235"`);
    await queryRunner.query(`ALTER TABLE "bill_reduction_requests" DROP CONSTRAINT "FK_6e2abd3d62b5b2695ab02af2285"`);
    await queryRunner.query(`ALTER TABLE "bill_reduction_requests" DROP CONSTRAINT "FK_ef38e453ae1ce9aa224a3e48369"`);
    await queryRunner.query(`ALTER TABLE "bill_reduction_requests" DROP CONSTRAINT "FK_c1629db055353c3f9ca0da8efdf"`);
    await queryRunner.query(`ALTER TABLE "bill_reduction_requests" DROP CONSTRAINT "FK_bae490a3a2787d6da358f9cc2dd"`);
    await queryRunner.query(`ALTER TABLE "billing" DROP CONSTRAINT "billing_payment_method_check"`);
    await queryRunner.query(`DROP INDEX "public"."billing_clinic_created_idx"`);
    await queryRunner.query(`ALTER TABLE "cases" DROP COLUMN "ledger_closed_by"`);
    await queryRunner.query(`ALTER TABLE "cases" DROP COLUMN "ledger_closed_at"`);
    await queryRunner.query(`ALTER TABLE "cases" DROP COLUMN "settlement_date"`);
    await queryRunner.query(`DROP INDEX "public"."case_ledger_entries_case_idx"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_486c8442f5693af602ee962703"`);
    await queryRunner.query(`DROP TABLE "case_ledger_entries"`);
    await queryRunner.query(`DROP INDEX "public"."bill_reductions_case_idx"`);
    await queryRunner.query(`DROP TABLE "bill_reductions"`);
    await queryRunner.query(`DROP INDEX "public"."bill_reduction_requests_case_idx"`);
    await queryRunner.query(`DROP INDEX "public"."bill_reduction_requests_one_open_idx"`);
    await queryRunner.query(`DROP TABLE "bill_reduction_requests"`);
  }
}
