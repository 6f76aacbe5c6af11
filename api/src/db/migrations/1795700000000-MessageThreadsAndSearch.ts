import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Replies stay within their case: the foreign key already makes `parent_message_id` a message, and a
 * trigger refuses one of another case (the service refuses it first with a clear message). Trigram
 * indexes serve Secure Messaging's search of subjects and texts, and case search by insurer.
 */
export class MessageThreadsAndSearch1795700000000 implements MigrationInterface {
  name = 'MessageThreadsAndSearch1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION "messages_reply_same_case"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.parent_message_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM messages p WHERE p.id = NEW.parent_message_id AND p.case_id = NEW.case_id) THEN
          RAISE EXCEPTION 'a reply must answer a message of the same case' USING ERRCODE = 'foreign_key_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "messages_reply_same_case" BEFORE INSERT OR UPDATE OF "parent_message_id", "case_id"
      ON "messages" FOR EACH ROW EXECUTE FUNCTION "messages_reply_same_case"()`);
    await queryRunner.query(
      `CREATE INDEX "messages_subject_trgm_idx" ON "messages" USING gin ("subject" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "messages_content_trgm_idx" ON "messages" USING gin ("content" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "patients_insurance_provider_trgm_idx" ON "patients" USING gin ("insurance_provider" gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "patients_insurance_provider_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "messages_content_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "messages_subject_trgm_idx"`);
    await queryRunner.query(`DROP TRIGGER "messages_reply_same_case" ON "messages"`);
    await queryRunner.query(`DROP FUNCTION "messages_reply_same_case"()`);
  }
}
