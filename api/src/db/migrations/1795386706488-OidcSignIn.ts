import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OidcSignIn1795386706488 implements MigrationInterface {
  name = 'OidcSignIn1795386706488';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "oidc_login_attempts" ("id_hash" text NOT NULL, "provider" text NOT NULL, "state" text NOT NULL, "nonce" text NOT NULL, "code_verifier" text NOT NULL, "login_type" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "oidc_login_attempts_login_type_check" CHECK ("login_type" IS NULL OR "login_type" IN ('attorney', 'provider', 'admin')), CONSTRAINT "oidc_login_attempts_provider_check" CHECK ("provider" IN ('oidc', 'google', 'apple')), CONSTRAINT "PK_8aa09166de0d13e0d1a086d5fad" PRIMARY KEY ("id_hash"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bed1ebcfcea8bc1a31d2dff444" ON "oidc_login_attempts"  ("expires_at") `);
    await queryRunner.query(`ALTER TABLE "users" ADD "oidc_subject" text`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_fbd38aaf8ba9747861b6e63365" ON "users"  ("oidc_subject") WHERE "oidc_subject" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_fbd38aaf8ba9747861b6e63365"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "oidc_subject"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bed1ebcfcea8bc1a31d2dff444"`);
    await queryRunner.query(`DROP TABLE "oidc_login_attempts"`);
  }
}
