import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PublicFormsAndRateLimits1795386604430 implements MigrationInterface {
  name = 'PublicFormsAndRateLimits1795386604430';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_messages" ("id" SERIAL NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "phone" text, "practice_name" text, "message" text NOT NULL, "handled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_11eb2c3d2d9e07f264907f40ef" ON "contact_messages"  ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "rate_limit_buckets" ("bucket" text NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "hits" integer NOT NULL, CONSTRAINT "PK_6849bb87950cf39af22b5e4e179" PRIMARY KEY ("bucket", "window_start"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f88cfe8eeb606df3fb476299bd" ON "rate_limit_buckets"  ("window_start") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_f88cfe8eeb606df3fb476299bd"`);
    await queryRunner.query(`DROP TABLE "rate_limit_buckets"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_11eb2c3d2d9e07f264907f40ef"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
  }
}
