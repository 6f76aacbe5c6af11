import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal API tokens (issue 25): only the secret's SHA-256 is stored. */
export class ApiTokens1795750300000 implements MigrationInterface {
  name = 'ApiTokens1795750300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_tokens" ("id" SERIAL NOT NULL, "user_id" text NOT NULL, "name" text NOT NULL, "prefix" text NOT NULL, "token_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_used_at" TIMESTAMP WITH TIME ZONE, "last_used_ip" text, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_bbd687a104e1921e6702c6e3aad" UNIQUE ("token_hash"), CONSTRAINT "api_tokens_lifetime_check" CHECK ("expires_at" > "created_at" AND "expires_at" <= "created_at" + interval '366 days'), CONSTRAINT "api_tokens_name_check" CHECK (length(btrim("name")) BETWEEN 1 AND 100), CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "api_tokens_user_idx" ON "api_tokens"  ("user_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_b74883f5884a42fd8496d389b25" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_b74883f5884a42fd8496d389b25"`);
    await queryRunner.query(`DROP INDEX "public"."api_tokens_user_idx"`);
    await queryRunner.query(`DROP TABLE "api_tokens"`);
  }
}
