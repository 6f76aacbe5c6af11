import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1795643479080 implements MigrationInterface {
  name = 'Notifications1795643479080';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notifications" ("id" SERIAL NOT NULL, "user_id" text NOT NULL, "kind" text NOT NULL, "title" text NOT NULL, "body" text NOT NULL DEFAULT '', "link" text NOT NULL, "case_id" integer, "clinic_id" integer, "delivery" text NOT NULL DEFAULT 'immediately', "read_at" TIMESTAMP WITH TIME ZONE, "emailed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "notifications_delivery_check" CHECK ("delivery" IN ('immediately', 'daily_digest', 'off')), CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('message', 'reduction', 'bill_status', 'case_transfer', 'invitation')), CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "notifications_digest_due_idx" ON "notifications"  ("user_id", "created_at") WHERE delivery = 'daily_digest' AND emailed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "notifications_user_unread_idx" ON "notifications"  ("user_id", "created_at", "id") WHERE read_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "notifications_user_created_idx" ON "notifications"  ("user_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_preferences" ("user_id" text NOT NULL, "kind" text NOT NULL, "delivery" text NOT NULL DEFAULT 'immediately', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "notification_preferences_delivery_check" CHECK ("delivery" IN ('immediately', 'daily_digest', 'off')), CONSTRAINT "notification_preferences_kind_check" CHECK ("kind" IN ('message', 'reduction', 'bill_status', 'case_transfer', 'invitation')), CONSTRAINT "PK_4beeeb46feaf58d75e124c8ba58" PRIMARY KEY ("user_id", "kind"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_9a8a82462cab47c73d25f49261f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_63e5f2b81ae561b30d23c1ab6e6" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_c88bbc67661d8f18dbaf376ba78" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_preferences" ADD CONSTRAINT "FK_64c90edc7310c6be7c10c96f675" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notification_preferences" DROP CONSTRAINT "FK_64c90edc7310c6be7c10c96f675"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_c88bbc67661d8f18dbaf376ba78"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_63e5f2b81ae561b30d23c1ab6e6"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_9a8a82462cab47c73d25f49261f"`);
    await queryRunner.query(`DROP TABLE "notification_preferences"`);
    await queryRunner.query(`DROP INDEX "public"."notifications_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."notifications_user_unread_idx"`);
    await queryRunner.query(`DROP INDEX "public"."notifications_digest_due_idx"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
  }
}
