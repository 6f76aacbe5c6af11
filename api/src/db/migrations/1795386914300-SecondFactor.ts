import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SecondFactor1795386914300 implements MigrationInterface {
  name = 'SecondFactor1795386914300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "recovery_codes" ("id" SERIAL NOT NULL, "user_id" text NOT NULL, "code_hash" text NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0723b9e53961e799027d7f7ba32" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d07c335ded337e58c4f36f234d" ON "recovery_codes"  ("user_id", "code_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "second_factors" ("user_id" text NOT NULL, "totp_secret" text NOT NULL, "last_used_step" bigint, "enabled_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_16f2eb964b73e67d1f570c34825" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "recovery_codes" ADD CONSTRAINT "FK_fb82b2ac740ca095b617afad031" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "second_factors" ADD CONSTRAINT "FK_16f2eb964b73e67d1f570c34825" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "second_factors" DROP CONSTRAINT "FK_16f2eb964b73e67d1f570c34825"`);
    await queryRunner.query(`ALTER TABLE "recovery_codes" DROP CONSTRAINT "FK_fb82b2ac740ca095b617afad031"`);
    await queryRunner.query(`DROP TABLE "second_factors"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d07c335ded337e58c4f36f234d"`);
    await queryRunner.query(`DROP TABLE "recovery_codes"`);
  }
}
