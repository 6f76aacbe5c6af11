import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';

/**
 * The provider network (decisions 390-399): public profiles of clinics and attorneys, their reviews
 * and one-time review links, provider matches with their SLA; trigram and GIN indexes for the public
 * directory's search; the provider_match notice.
 */
export class ProviderNetwork1795761200000 implements MigrationInterface {
  name = 'ProviderNetwork1795761200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "provider_profiles" ("id" SERIAL NOT NULL, "user_id" text, "clinic_id" integer, "attorney_id" integer, "is_public" boolean NOT NULL DEFAULT false, "profile_slug" text NOT NULL, "display_name" text NOT NULL, "profile_type" text NOT NULL, "specializations" text array NOT NULL DEFAULT '{}', "coverage_areas" text array NOT NULL DEFAULT '{}', "images" jsonb NOT NULL DEFAULT '[]', "bio" text, "years_experience" integer, "languages_spoken" text array NOT NULL DEFAULT '{}', "accepted_insurance" text array NOT NULL DEFAULT '{}', "accepting_new_patients" boolean NOT NULL DEFAULT true, "average_rating" numeric(3,2), "review_count" integer NOT NULL DEFAULT '0', "success_rate" numeric(5,2), "average_settlement_time" integer, "closed_case_count" integer NOT NULL DEFAULT '0', "stats_computed_at" TIMESTAMP WITH TIME ZONE, "verified_badge" boolean NOT NULL DEFAULT false, "featured_provider" boolean NOT NULL DEFAULT false, "seo_title" text, "seo_description" text, "seo_keywords" text array NOT NULL DEFAULT '{}', "public_phone" text, "public_email" text, "website" text, "city" text, "state" text, "social_links" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a4c2b0b4a5e314c6132141e0f40" UNIQUE ("profile_slug"), CONSTRAINT "provider_profiles_years_check" CHECK ("years_experience" IS NULL OR "years_experience" BETWEEN 0 AND 80), CONSTRAINT "provider_profiles_success_rate_check" CHECK ("success_rate" IS NULL OR "success_rate" BETWEEN 0 AND 100), CONSTRAINT "provider_profiles_review_count_check" CHECK ("review_count" >= 0), CONSTRAINT "provider_profiles_rating_check" CHECK ("average_rating" IS NULL OR "average_rating" BETWEEN 1 AND 5), CONSTRAINT "provider_profiles_slug_check" CHECK ("profile_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("profile_slug") <= 80), CONSTRAINT "provider_profiles_owner_check" CHECK (("profile_type" = 'clinic' AND "clinic_id" IS NOT NULL AND "attorney_id" IS NULL) OR ("profile_type" = 'attorney' AND "attorney_id" IS NOT NULL AND "clinic_id" IS NULL)), CONSTRAINT "provider_profiles_type_check" CHECK ("profile_type" IN ('clinic', 'attorney')), CONSTRAINT "PK_0197ced76e32133df96a97168df" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_profiles_public_idx" ON "provider_profiles"  ("profile_type", "average_rating", "id") WHERE "is_public"`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "provider_profiles_attorney_idx" ON "provider_profiles"  ("attorney_id") WHERE "attorney_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "provider_profiles_clinic_idx" ON "provider_profiles"  ("clinic_id") WHERE "clinic_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "provider_review_invites" ("id" SERIAL NOT NULL, "profile_id" integer NOT NULL, "patient_id" integer NOT NULL, "token_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a4f0e14155dd71961754c5c3dad" UNIQUE ("token_hash"), CONSTRAINT "provider_review_invites_expiry_check" CHECK ("expires_at" > "created_at"), CONSTRAINT "PK_b72bdacfc722fb5a3d69cb202e4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_review_invites_profile_idx" ON "provider_review_invites"  ("profile_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "provider_reviews" ("id" SERIAL NOT NULL, "profile_id" integer NOT NULL, "invite_id" integer, "reviewer_name" text NOT NULL, "reviewer_email" text, "rating" integer NOT NULL, "review_title" text, "review_content" text, "is_verified" boolean NOT NULL DEFAULT false, "case_outcome" text, "would_recommend" boolean, "response_from_provider" text, "response_date" TIMESTAMP WITH TIME ZONE, "helpful_votes" integer NOT NULL DEFAULT '0', "report_count" integer NOT NULL DEFAULT '0', "is_published" boolean NOT NULL DEFAULT true, "moderation_status" text NOT NULL DEFAULT 'published', "moderated_at" TIMESTAMP WITH TIME ZONE, "moderated_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_1d16188cdc9fe616d68d00a1ca3" UNIQUE ("invite_id"), CONSTRAINT "provider_reviews_response_check" CHECK (("response_from_provider" IS NULL) = ("response_date" IS NULL)), CONSTRAINT "provider_reviews_counts_check" CHECK ("helpful_votes" >= 0 AND "report_count" >= 0), CONSTRAINT "provider_reviews_published_check" CHECK ("is_published" = ("moderation_status" <> 'hidden')), CONSTRAINT "provider_reviews_status_check" CHECK ("moderation_status" IN ('published', 'reported', 'hidden')), CONSTRAINT "provider_reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "PK_d61b668c24910d63eb0ccffc90d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_reviews_moderation_idx" ON "provider_reviews"  ("moderation_status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_reviews_profile_idx" ON "provider_reviews"  ("profile_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "provider_matches" ("id" SERIAL NOT NULL, "clinic_id" integer, "source" text NOT NULL DEFAULT 'clinic', "patient_id" integer, "case_id" integer, "requested_specialty" text NOT NULL, "location" text, "insurance_type" text, "matched_provider_id" integer NOT NULL, "match_score" integer NOT NULL, "match_criteria" jsonb NOT NULL DEFAULT '[]', "appointment_scheduled" boolean NOT NULL DEFAULT false, "scheduled_date" TIMESTAMP WITH TIME ZONE, "contact_attempts" integer NOT NULL DEFAULT '0', "last_contact_date" TIMESTAMP WITH TIME ZONE, "response_time" integer, "status" text NOT NULL DEFAULT 'pending', "sla_deadline" TIMESTAMP WITH TIME ZONE NOT NULL, "sla_missed_at" TIMESTAMP WITH TIME ZONE, "notes" text, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "provider_matches_clinic_check" CHECK ("source" = 'intake' OR "clinic_id" IS NOT NULL), CONSTRAINT "provider_matches_scheduled_check" CHECK ("appointment_scheduled" = ("status" = 'scheduled')), CONSTRAINT "provider_matches_attempts_check" CHECK ("contact_attempts" >= 0), CONSTRAINT "provider_matches_score_check" CHECK ("match_score" BETWEEN 0 AND 100), CONSTRAINT "provider_matches_source_check" CHECK ("source" IN ('clinic', 'intake')), CONSTRAINT "provider_matches_status_check" CHECK ("status" IN ('pending', 'contacted', 'scheduled', 'declined', 'expired')), CONSTRAINT "PK_4d42d1322fb08fff8f57b0ed7ee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_matches_sla_idx" ON "provider_matches"  ("sla_deadline") WHERE "status" = 'pending' AND "sla_missed_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_matches_provider_idx" ON "provider_matches"  ("matched_provider_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_matches_clinic_idx" ON "provider_matches"  ("clinic_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_profiles" ADD CONSTRAINT "FK_5d1880ed16ff13ea6fd9bca019d" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_profiles" ADD CONSTRAINT "FK_d6cd5b566f9712d80d772e0d913" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_profiles" ADD CONSTRAINT "FK_2969c6e0a500ff0d17e05ee8208" FOREIGN KEY ("attorney_id") REFERENCES "attorneys"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_review_invites" ADD CONSTRAINT "FK_0d5c930433e7ca64434e3797747" FOREIGN KEY ("profile_id") REFERENCES "provider_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_review_invites" ADD CONSTRAINT "FK_647f8c0a9d5b2f888759a749dab" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_reviews" ADD CONSTRAINT "FK_52da5e76807e1105f892397ab12" FOREIGN KEY ("profile_id") REFERENCES "provider_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_reviews" ADD CONSTRAINT "FK_1d16188cdc9fe616d68d00a1ca3" FOREIGN KEY ("invite_id") REFERENCES "provider_review_invites"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_matches" ADD CONSTRAINT "FK_edff0c2f4eda4001c73bdaf9fbe" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_matches" ADD CONSTRAINT "FK_92226d7b13334425dbd3a10a719" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_matches" ADD CONSTRAINT "FK_34ac10e2d74229927d9142302d8" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_matches" ADD CONSTRAINT "FK_d395e1285eb79938b484666f10c" FOREIGN KEY ("matched_provider_id") REFERENCES "provider_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_profiles_name_trgm_idx" ON "provider_profiles" USING gin ("display_name" gin_trgm_ops) WHERE "is_public"`,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_profiles_specializations_idx" ON "provider_profiles" USING gin ("specializations") WHERE "is_public"`,
    );
    await addNotificationKind(queryRunner, 'provider_match');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['notifications', 'notification_preferences'])
      await queryRunner.query(`DELETE FROM "${table}" WHERE "kind" = 'provider_match'`);
    await removeNotificationKind(queryRunner, 'provider_match');
    await queryRunner.query(`DROP INDEX "public"."provider_profiles_specializations_idx"`);
    await queryRunner.query(`DROP INDEX "public"."provider_profiles_name_trgm_idx"`);
    await queryRunner.query(`ALTER TABLE "provider_matches" DROP CONSTRAINT "FK_d395e1285eb79938b484666f10c"`);
    await queryRunner.query(`ALTER TABLE "provider_matches" DROP CONSTRAINT "FK_34ac10e2d74229927d9142302d8"`);
    await queryRunner.query(`ALTER TABLE "provider_matches" DROP CONSTRAINT "FK_92226d7b13334425dbd3a10a719"`);
    await queryRunner.query(`ALTER TABLE "provider_matches" DROP CONSTRAINT "FK_edff0c2f4eda4001c73bdaf9fbe"`);
    await queryRunner.query(`ALTER TABLE "provider_reviews" DROP CONSTRAINT "FK_1d16188cdc9fe616d68d00a1ca3"`);
    await queryRunner.query(`ALTER TABLE "provider_reviews" DROP CONSTRAINT "FK_52da5e76807e1105f892397ab12"`);
    await queryRunner.query(`ALTER TABLE "provider_review_invites" DROP CONSTRAINT "FK_647f8c0a9d5b2f888759a749dab"`);
    await queryRunner.query(`ALTER TABLE "provider_review_invites" DROP CONSTRAINT "FK_0d5c930433e7ca64434e3797747"`);
    await queryRunner.query(`ALTER TABLE "provider_profiles" DROP CONSTRAINT "FK_2969c6e0a500ff0d17e05ee8208"`);
    await queryRunner.query(`ALTER TABLE "provider_profiles" DROP CONSTRAINT "FK_d6cd5b566f9712d80d772e0d913"`);
    await queryRunner.query(`ALTER TABLE "provider_profiles" DROP CONSTRAINT "FK_5d1880ed16ff13ea6fd9bca019d"`);
    await queryRunner.query(`DROP INDEX "public"."provider_matches_clinic_idx"`);
    await queryRunner.query(`DROP INDEX "public"."provider_matches_provider_idx"`);
    await queryRunner.query(`DROP INDEX "public"."provider_matches_sla_idx"`);
    await queryRunner.query(`DROP TABLE "provider_matches"`);
    await queryRunner.query(`DROP INDEX "public"."provider_reviews_profile_idx"`);
    await queryRunner.query(`DROP INDEX "public"."provider_reviews_moderation_idx"`);
    await queryRunner.query(`DROP TABLE "provider_reviews"`);
    await queryRunner.query(`DROP INDEX "public"."provider_review_invites_profile_idx"`);
    await queryRunner.query(`DROP TABLE "provider_review_invites"`);
    await queryRunner.query(`DROP INDEX "public"."provider_profiles_clinic_idx"`);
    await queryRunner.query(`DROP INDEX "public"."provider_profiles_attorney_idx"`);
    await queryRunner.query(`DROP INDEX "public"."provider_profiles_public_idx"`);
    await queryRunner.query(`DROP TABLE "provider_profiles"`);
  }
}
