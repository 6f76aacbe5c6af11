import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Substitution of counsel (issue 26): the lien notice sent to the new attorney. The scorecard reads existing tables. */
export class CounselAndScorecard1795760400000 implements MigrationInterface {
  name = 'CounselAndScorecard1795760400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lien_notices" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "case_transfer_id" integer NOT NULL, "to_attorney_id" integer NOT NULL, "as_of" date NOT NULL, "total_charges" numeric(14,2) NOT NULL, "total_payments" numeric(14,2) NOT NULL, "total_reductions" numeric(14,2) NOT NULL, "total_write_offs" numeric(14,2) NOT NULL, "balance" numeric(14,2) NOT NULL, "lines" jsonb NOT NULL, "letter" text NOT NULL, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_5794cef0dce079a5d5a25db3662" UNIQUE ("case_transfer_id"), CONSTRAINT "lien_notices_lines_check" CHECK (jsonb_typeof("lines") = 'array'), CONSTRAINT "lien_notices_totals_check" CHECK ("total_charges" >= 0 AND "total_payments" >= 0 AND "total_reductions" >= 0 AND "total_write_offs" >= 0 AND "balance" = "total_charges" - "total_payments" - "total_reductions" - "total_write_offs"), CONSTRAINT "PK_a06c69a92a8f3a0f3dd4b12bb0f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "lien_notices_attorney_idx" ON "lien_notices"  ("to_attorney_id", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "lien_notices_case_idx" ON "lien_notices"  ("case_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "lien_notices" ADD CONSTRAINT "FK_b338f37abea339df8a4ed38df29" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lien_notices" ADD CONSTRAINT "FK_bc88f2cd5a142b5eea0a6f8b86f" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lien_notices" ADD CONSTRAINT "FK_5794cef0dce079a5d5a25db3662" FOREIGN KEY ("case_transfer_id") REFERENCES "case_transfers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lien_notices" ADD CONSTRAINT "FK_3e78ca5e52de427f60421fd9504" FOREIGN KEY ("to_attorney_id") REFERENCES "attorneys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lien_notices" ADD CONSTRAINT "FK_e695c9f60ea5ead39295cb375f4" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lien_notices" DROP CONSTRAINT "FK_e695c9f60ea5ead39295cb375f4"`);
    await queryRunner.query(`ALTER TABLE "lien_notices" DROP CONSTRAINT "FK_3e78ca5e52de427f60421fd9504"`);
    await queryRunner.query(`ALTER TABLE "lien_notices" DROP CONSTRAINT "FK_5794cef0dce079a5d5a25db3662"`);
    await queryRunner.query(`ALTER TABLE "lien_notices" DROP CONSTRAINT "FK_bc88f2cd5a142b5eea0a6f8b86f"`);
    await queryRunner.query(`ALTER TABLE "lien_notices" DROP CONSTRAINT "FK_b338f37abea339df8a4ed38df29"`);
    await queryRunner.query(`DROP INDEX "public"."lien_notices_case_idx"`);
    await queryRunner.query(`DROP INDEX "public"."lien_notices_attorney_idx"`);
    await queryRunner.query(`DROP TABLE "lien_notices"`);
  }
}
