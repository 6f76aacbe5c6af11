import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';

const settlementKind = 'settlement';
/** Settlement disbursement statements (versions) and their lines; the settlement notification kind. */
export class SettlementStatements1795760300000 implements MigrationInterface {
  name = 'SettlementStatements1795760300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "settlement_statements" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "attorney_id" integer, "version" integer NOT NULL, "status" text NOT NULL DEFAULT 'proposed', "settlement_date" date NOT NULL, "gross_amount" numeric(12,2) NOT NULL, "fee_percentage" numeric(5,2), "attorney_fee" numeric(12,2) NOT NULL, "total_costs" numeric(12,2) NOT NULL, "total_liens" numeric(12,2) NOT NULL, "clinic_payment" numeric(12,2) NOT NULL, "clinic_balance" numeric(12,2) NOT NULL, "net_to_client" numeric(12,2) NOT NULL, "notes" text, "dispute_reason" text, "disputed_by" text, "disputed_at" TIMESTAMP WITH TIME ZONE, "confirmed_by" text, "confirmed_at" TIMESTAMP WITH TIME ZONE, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "settlement_statements_case_version_key" UNIQUE ("case_id", "version"), CONSTRAINT "settlement_statements_confirmed_check" CHECK ("status" <> 'confirmed' OR "confirmed_at" IS NOT NULL), CONSTRAINT "settlement_statements_dispute_check" CHECK ("status" <> 'disputed' OR "dispute_reason" IS NOT NULL), CONSTRAINT "settlement_statements_fee_percentage_check" CHECK ("fee_percentage" IS NULL OR ("fee_percentage" > 0 AND "fee_percentage" < 100)), CONSTRAINT "settlement_statements_clinic_line_check" CHECK ("clinic_payment" <= "total_liens"), CONSTRAINT "settlement_statements_balanced_check" CHECK ("gross_amount" = "attorney_fee" + "total_costs" + "total_liens" + "net_to_client"), CONSTRAINT "settlement_statements_amounts_check" CHECK ("gross_amount" > 0 AND "attorney_fee" >= 0 AND "total_costs" >= 0 AND "total_liens" >= 0 AND "net_to_client" >= 0 AND "clinic_payment" >= 0 AND "clinic_balance" >= 0), CONSTRAINT "settlement_statements_version_check" CHECK ("version" >= 1), CONSTRAINT "settlement_statements_status_check" CHECK ("status" IN ('proposed', 'disputed', 'confirmed', 'superseded')), CONSTRAINT "PK_e4603ed0ad0d945f912d59851ae" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7d4751ce43f7fac5c159ea776a" ON "settlement_statements"  ("attorney_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "settlement_statements_clinic_status_idx" ON "settlement_statements"  ("clinic_id", "status") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "settlement_statements_one_current_idx" ON "settlement_statements"  ("case_id") WHERE "status" <> 'superseded'`,
    );
    await queryRunner.query(
      `CREATE TABLE "settlement_statement_lines" ("id" SERIAL NOT NULL, "statement_id" integer NOT NULL, "clinic_id" integer NOT NULL, "kind" text NOT NULL, "position" integer NOT NULL, "description" text NOT NULL, "amount" numeric(12,2) NOT NULL, CONSTRAINT "settlement_statement_lines_position_key" UNIQUE ("statement_id", "kind", "position"), CONSTRAINT "settlement_statement_lines_position_check" CHECK ("position" >= 1), CONSTRAINT "settlement_statement_lines_amount_check" CHECK ("amount" > 0), CONSTRAINT "settlement_statement_lines_kind_check" CHECK ("kind" IN ('cost', 'lien')), CONSTRAINT "PK_50a4bcef141fd98f98b24f46ca3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_583f648b9fa6ae1317d69d9bab" ON "settlement_statement_lines"  ("clinic_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_4fb99671460809e91e88be39a25" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_752355042a502dde2d7f6d5c022" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_7d4751ce43f7fac5c159ea776a9" FOREIGN KEY ("attorney_id") REFERENCES "attorneys"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_f31701d022920815ce8e42a7d86" FOREIGN KEY ("disputed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_3d030bc4d80b7a0a5de7bee7ba7" FOREIGN KEY ("confirmed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_48d8aa21c4992c66c9fe0c0fd7a" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "settlement_statement_lines" ADD CONSTRAINT "FK_a9acd3950758984ca8404ba8700" FOREIGN KEY ("statement_id") REFERENCES "settlement_statements"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "settlement_statement_lines" ADD CONSTRAINT "FK_583f648b9fa6ae1317d69d9bab7" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await addNotificationKind(queryRunner, settlementKind);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = '${settlementKind}'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE "kind" = '${settlementKind}'`);
    await removeNotificationKind(queryRunner, settlementKind);
    await queryRunner.query(
      `ALTER TABLE "settlement_statement_lines" DROP CONSTRAINT "FK_583f648b9fa6ae1317d69d9bab7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "settlement_statement_lines" DROP CONSTRAINT "FK_a9acd3950758984ca8404ba8700"`,
    );
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_48d8aa21c4992c66c9fe0c0fd7a"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_3d030bc4d80b7a0a5de7bee7ba7"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_f31701d022920815ce8e42a7d86"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_7d4751ce43f7fac5c159ea776a9"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_752355042a502dde2d7f6d5c022"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_4fb99671460809e91e88be39a25"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_583f648b9fa6ae1317d69d9bab"`);
    await queryRunner.query(`DROP TABLE "settlement_statement_lines"`);
    await queryRunner.query(`DROP INDEX "public"."settlement_statements_one_current_idx"`);
    await queryRunner.query(`DROP INDEX "public"."settlement_statements_clinic_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7d4751ce43f7fac5c159ea776a"`);
    await queryRunner.query(`DROP TABLE "settlement_statements"`);
  }
}
