import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The AI dashboard's tables (the spec's ai_predictions, ai_analytics, ai_chat_sessions, ai_chat_messages,
 * ai_document_analysis, plus the fitted models predictions answer from) and the case's closing time.
 */
export class AiFoundation1795740000000 implements MigrationInterface {
  name = 'AiFoundation1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ai_models" ("id" SERIAL NOT NULL, "scope_kind" text NOT NULL, "scope_id" integer NOT NULL, "prediction_type" text NOT NULL, "version" integer NOT NULL, "algorithm" text NOT NULL, "parameters" jsonb NOT NULL DEFAULT '{}', "training_size" integer NOT NULL, "backtest" jsonb, "data_fingerprint" text NOT NULL, "fitted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ai_models_prediction_type_check" CHECK ("prediction_type" IN ('settlement_amount', 'case_duration', 'success_probability', 'clinic_reduction', 'clinic_payment_days')), CONSTRAINT "ai_models_scope_kind_check" CHECK ("scope_kind" IN ('clinic', 'attorney')), CONSTRAINT "PK_3d254744f0bcf6f35be5826e25e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "ai_models_scope_version_key" ON "ai_models"  ("scope_kind", "scope_id", "prediction_type", "version") `,
    );
    await queryRunner.query(
      `CREATE TABLE "ai_predictions" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "scope_kind" text NOT NULL, "scope_id" integer NOT NULL, "prediction_type" text NOT NULL, "current_value" numeric(14,4), "predicted_value" numeric(14,4), "range_low" numeric(14,4), "range_high" numeric(14,4), "confidence" numeric(5,4), "factors" jsonb NOT NULL DEFAULT '[]', "model_id" integer, "model_version" text, "insufficient_reason" text, "requested_by" text, "validated_at" TIMESTAMP WITH TIME ZONE, "actual_value" numeric(14,4), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ai_predictions_confidence_check" CHECK ("confidence" IS NULL OR ("confidence" >= 0 AND "confidence" <= 1)), CONSTRAINT "ai_predictions_prediction_type_check" CHECK ("prediction_type" IN ('settlement_amount', 'case_duration', 'success_probability', 'clinic_reduction', 'clinic_payment_days')), CONSTRAINT "ai_predictions_scope_kind_check" CHECK ("scope_kind" IN ('clinic', 'attorney')), CONSTRAINT "PK_cc772e88aa941337cb6793bec7d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ai_predictions_scope_idx" ON "ai_predictions"  ("scope_kind", "scope_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ai_predictions_case_type_idx" ON "ai_predictions"  ("case_id", "prediction_type", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "ai_analytics" ("id" SERIAL NOT NULL, "case_id" integer NOT NULL, "clinic_id" integer NOT NULL, "analysis_type" text NOT NULL, "status" text NOT NULL, "confidence" numeric(5,4), "prediction" jsonb, "insights" jsonb NOT NULL DEFAULT '[]', "recommendations" jsonb NOT NULL DEFAULT '[]', "data_points" jsonb NOT NULL DEFAULT '{}', "error" text, "requested_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ai_analytics_confidence_check" CHECK ("confidence" IS NULL OR ("confidence" >= 0 AND "confidence" <= 1)), CONSTRAINT "ai_analytics_status_check" CHECK ("status" IN ('complete', 'failed')), CONSTRAINT "ai_analytics_analysis_type_check" CHECK ("analysis_type" IN ('treatment_progress', 'documentation_review', 'billing_review', 'settlement_readiness')), CONSTRAINT "PK_dc1486dd9a582b8eb8246326524" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ai_analytics_case_idx" ON "ai_analytics"  ("case_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "ai_chat_sessions" ("id" SERIAL NOT NULL, "user_id" text NOT NULL, "case_id" integer, "session_type" text NOT NULL DEFAULT 'general', "title" text NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ai_chat_sessions_session_type_check" CHECK ("session_type" IN ('general', 'case_analysis', 'documentation_help')), CONSTRAINT "PK_b4f4844c31ab277de498502d1cd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ai_chat_sessions_user_idx" ON "ai_chat_sessions"  ("user_id", "updated_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "ai_chat_messages" ("id" SERIAL NOT NULL, "session_id" integer NOT NULL, "role" text NOT NULL, "content" text NOT NULL, "metadata" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ai_chat_messages_role_check" CHECK ("role" IN ('user', 'assistant')), CONSTRAINT "PK_68e330d1b2a3c5368bf6d2f67cb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ai_chat_messages_session_idx" ON "ai_chat_messages"  ("session_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "ai_document_analysis" ("id" SERIAL NOT NULL, "document_id" integer NOT NULL, "clinic_id" integer NOT NULL, "analysis_type" text NOT NULL DEFAULT 'extraction', "status" text NOT NULL DEFAULT 'pending', "results" jsonb, "confidence" numeric(5,4), "processing_time_ms" integer, "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "ai_document_analysis_status_check" CHECK ("status" IN ('pending', 'processing', 'completed', 'failed')), CONSTRAINT "PK_a0250f6808ef3520682b55fd468" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ai_document_analysis_clinic_idx" ON "ai_document_analysis"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "ai_document_analysis_document_type_key" ON "ai_document_analysis"  ("document_id", "analysis_type") `,
    );
    await queryRunner.query(`ALTER TABLE "cases" ADD "closed_at" TIMESTAMP WITH TIME ZONE`);
    // Cases closed before this migration: the latest audited change to closed (as the bulk archive reads
    // it), else the settlement date, else the last change.
    await queryRunner.query(
      `UPDATE "cases" c SET "closed_at" = coalesce(
         (SELECT max(a."changed_at") FROM "audit_logs" a
           WHERE a."entity_type" = 'case' AND a."entity_id" = c."id"::text AND a."new_values"->>'status' = 'closed'),
         c."settlement_date"::timestamptz, c."updated_at")
       WHERE c."status" = 'closed'`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_predictions" ADD CONSTRAINT "FK_6d58ab00deccb84f1ba80b2f734" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_predictions" ADD CONSTRAINT "FK_316a109625cae74eb9b5705a656" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_predictions" ADD CONSTRAINT "FK_148fed891ecc4f7f1617d51d684" FOREIGN KEY ("model_id") REFERENCES "ai_models"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_predictions" ADD CONSTRAINT "FK_e5690182f6b1a75b9562ab31e40" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_analytics" ADD CONSTRAINT "FK_000f001a5b55ad1bc711a9fe095" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_analytics" ADD CONSTRAINT "FK_1046238a901f8ef9f01916f7805" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_analytics" ADD CONSTRAINT "FK_61426e98aa50d4e4e3e22161526" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_chat_sessions" ADD CONSTRAINT "FK_2caed33de83f506b39f70d71775" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_chat_sessions" ADD CONSTRAINT "FK_dc358c0acabc0b15e2306828af1" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "FK_b7ae07cefc0a6e7f8e29302141a" FOREIGN KEY ("session_id") REFERENCES "ai_chat_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_document_analysis" ADD CONSTRAINT "FK_dfeb8cec389d68fbea8b6e546e7" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ai_document_analysis" ADD CONSTRAINT "FK_898a390fd7e2037640e399c1421" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ai_document_analysis" DROP CONSTRAINT "FK_898a390fd7e2037640e399c1421"`);
    await queryRunner.query(`ALTER TABLE "ai_document_analysis" DROP CONSTRAINT "FK_dfeb8cec389d68fbea8b6e546e7"`);
    await queryRunner.query(`ALTER TABLE "ai_chat_messages" DROP CONSTRAINT "FK_b7ae07cefc0a6e7f8e29302141a"`);
    await queryRunner.query(`ALTER TABLE "ai_chat_sessions" DROP CONSTRAINT "FK_dc358c0acabc0b15e2306828af1"`);
    await queryRunner.query(`ALTER TABLE "ai_chat_sessions" DROP CONSTRAINT "FK_2caed33de83f506b39f70d71775"`);
    await queryRunner.query(`ALTER TABLE "ai_analytics" DROP CONSTRAINT "FK_61426e98aa50d4e4e3e22161526"`);
    await queryRunner.query(`ALTER TABLE "ai_analytics" DROP CONSTRAINT "FK_1046238a901f8ef9f01916f7805"`);
    await queryRunner.query(`ALTER TABLE "ai_analytics" DROP CONSTRAINT "FK_000f001a5b55ad1bc711a9fe095"`);
    await queryRunner.query(`ALTER TABLE "ai_predictions" DROP CONSTRAINT "FK_e5690182f6b1a75b9562ab31e40"`);
    await queryRunner.query(`ALTER TABLE "ai_predictions" DROP CONSTRAINT "FK_148fed891ecc4f7f1617d51d684"`);
    await queryRunner.query(`ALTER TABLE "ai_predictions" DROP CONSTRAINT "FK_316a109625cae74eb9b5705a656"`);
    await queryRunner.query(`ALTER TABLE "ai_predictions" DROP CONSTRAINT "FK_6d58ab00deccb84f1ba80b2f734"`);
    await queryRunner.query(`ALTER TABLE "cases" DROP COLUMN "closed_at"`);
    await queryRunner.query(`DROP INDEX "public"."ai_document_analysis_document_type_key"`);
    await queryRunner.query(`DROP INDEX "public"."ai_document_analysis_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "ai_document_analysis"`);
    await queryRunner.query(`DROP INDEX "public"."ai_chat_messages_session_idx"`);
    await queryRunner.query(`DROP TABLE "ai_chat_messages"`);
    await queryRunner.query(`DROP INDEX "public"."ai_chat_sessions_user_idx"`);
    await queryRunner.query(`DROP TABLE "ai_chat_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."ai_analytics_case_idx"`);
    await queryRunner.query(`DROP TABLE "ai_analytics"`);
    await queryRunner.query(`DROP INDEX "public"."ai_predictions_case_type_idx"`);
    await queryRunner.query(`DROP INDEX "public"."ai_predictions_scope_idx"`);
    await queryRunner.query(`DROP TABLE "ai_predictions"`);
    await queryRunner.query(`DROP INDEX "public"."ai_models_scope_version_key"`);
    await queryRunner.query(`DROP TABLE "ai_models"`);
  }
}
