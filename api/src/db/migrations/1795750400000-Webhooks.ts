import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';

const parkedKind = 'webhook_endpoint_parked';
/** Outbound webhooks: endpoints (secrets sealed) and deliveries; the notification that one was parked. */
export class Webhooks1795750400000 implements MigrationInterface {
  name = 'Webhooks1795750400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "url" text NOT NULL, "description" text NOT NULL DEFAULT '', "event_kinds" text array NOT NULL, "secret_sealed" text NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "parked_at" TIMESTAMP WITH TIME ZONE, "parked_reason" text, "consecutive_failures" integer NOT NULL DEFAULT '0', "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_endpoints_failures_check" CHECK ("consecutive_failures" >= 0), CONSTRAINT "webhook_endpoints_parked_check" CHECK (("parked_at" IS NULL) = ("parked_reason" IS NULL)), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "webhook_endpoints_clinic_idx" ON "webhook_endpoints"  ("clinic_id") `);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" SERIAL NOT NULL, "endpoint_id" integer NOT NULL, "clinic_id" integer NOT NULL, "event_id" text NOT NULL, "event_kind" text NOT NULL, "payload" jsonb NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "last_status_code" integer, "last_error" text, "next_attempt_at" TIMESTAMP WITH TIME ZONE, "delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_deliveries_endpoint_event_key" UNIQUE ("endpoint_id", "event_id"), CONSTRAINT "webhook_deliveries_attempts_check" CHECK ("attempts" >= 0), CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN ('pending', 'delivered', 'failed', 'parked')), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_clinic_idx" ON "webhook_deliveries"  ("clinic_id") `);
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries"  ("endpoint_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_a1d33ad3ff5492aa70e0a253802" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_32d6f53e9bba5f1ae847c082edc" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_5015401f87fda37ccd6a745df9c" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await addNotificationKind(queryRunner, parkedKind);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = '${parkedKind}'`);
    await queryRunner.query(`DELETE FROM "notification_preferences" WHERE "kind" = '${parkedKind}'`);
    await removeNotificationKind(queryRunner, parkedKind);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_5015401f87fda37ccd6a745df9c"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_32d6f53e9bba5f1ae847c082edc"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_a1d33ad3ff5492aa70e0a253802"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_endpoint_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_endpoints_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
