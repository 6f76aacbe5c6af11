import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MessagingAndDocuments1795369120651 implements MigrationInterface {
  name = 'MessagingAndDocuments1795369120651';

  async up(queryRunner: QueryRunner): Promise<void> {
    // TypeORM does not diff CHECK constraints: the recipient types gain `clinic` (decision 27).
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "messages_recipient_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_type_check" CHECK ("recipient_type" IN ('patient', 'attorney', 'insurance', 'internal', 'clinic'))`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_a415239138695edf2df57a3773"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_88d5dea863f5d6026f16ea8ea5"`);
    await queryRunner.query(
      `CREATE TABLE "message_reads" ("message_id" integer NOT NULL, "user_id" text NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_504f22ef54941c99b9ec9e31c32" PRIMARY KEY ("message_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "message_reads_user_idx" ON "message_reads"  ("user_id", "message_id") `);
    await queryRunner.query(
      `CREATE INDEX "documents_clinic_uploaded_idx" ON "documents"  ("clinic_id", "upload_date") `,
    );
    await queryRunner.query(`CREATE INDEX "documents_case_uploaded_idx" ON "documents"  ("case_id", "upload_date") `);
    await queryRunner.query(
      `ALTER TABLE "message_reads" ADD CONSTRAINT "FK_977d4dcdd4dcb8441bac1b2d967" FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "message_reads" ADD CONSTRAINT "FK_f2fde665440a5f6a7c2ea22f2bd" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "messages_recipient_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_type_check" CHECK ("recipient_type" IN ('patient', 'attorney', 'insurance', 'internal'))`,
    );
    await queryRunner.query(`ALTER TABLE "message_reads" DROP CONSTRAINT "FK_f2fde665440a5f6a7c2ea22f2bd"`);
    await queryRunner.query(`ALTER TABLE "message_reads" DROP CONSTRAINT "FK_977d4dcdd4dcb8441bac1b2d967"`);
    await queryRunner.query(`DROP INDEX "public"."documents_case_uploaded_idx"`);
    await queryRunner.query(`DROP INDEX "public"."documents_clinic_uploaded_idx"`);
    await queryRunner.query(`DROP INDEX "public"."message_reads_user_idx"`);
    await queryRunner.query(`DROP TABLE "message_reads"`);
    await queryRunner.query(`CREATE INDEX "IDX_88d5dea863f5d6026f16ea8ea5" ON "documents" USING btree ("clinic_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_a415239138695edf2df57a3773" ON "documents" USING btree ("case_id") `);
  }
}
