import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserInvitationsAndOutboundEmails1795398023219 implements MigrationInterface {
  name = 'UserInvitationsAndOutboundEmails1795398023219';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_invitations" ("id" SERIAL NOT NULL, "user_id" text NOT NULL, "token_hash" text NOT NULL, "invited_by" text, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE, "send_count" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c8005acb91c3ce9a7ae581eca8f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5b449d2aa47c4f912482e1d8f0" ON "user_invitations"  ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_26608b452c35698c0512c05ffd" ON "user_invitations"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "outbound_emails" ("id" SERIAL NOT NULL, "kind" text NOT NULL, "user_id" text, "to_address" text NOT NULL, "subject" text NOT NULL, "body_text" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "last_error" text, CONSTRAINT "PK_d07cd54ab4e5dd921ff509203ae" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "outbound_emails_user_kind_idx" ON "outbound_emails"  ("user_id", "kind", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "user_invitations" ADD CONSTRAINT "FK_5b449d2aa47c4f912482e1d8f03" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_invitations" ADD CONSTRAINT "FK_18241a1a2cb2d284716636b2340" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbound_emails" ADD CONSTRAINT "FK_7fb6af26ea1d5e3e853d5ad85a4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbound_emails" DROP CONSTRAINT "FK_7fb6af26ea1d5e3e853d5ad85a4"`);
    await queryRunner.query(`ALTER TABLE "user_invitations" DROP CONSTRAINT "FK_18241a1a2cb2d284716636b2340"`);
    await queryRunner.query(`ALTER TABLE "user_invitations" DROP CONSTRAINT "FK_5b449d2aa47c4f912482e1d8f03"`);
    await queryRunner.query(`DROP INDEX "public"."outbound_emails_user_kind_idx"`);
    await queryRunner.query(`DROP TABLE "outbound_emails"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_26608b452c35698c0512c05ffd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5b449d2aa47c4f912482e1d8f0"`);
    await queryRunner.query(`DROP TABLE "user_invitations"`);
  }
}
