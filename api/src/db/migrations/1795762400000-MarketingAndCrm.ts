import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNotificationKind, removeNotificationKind } from '../notification-kind-check';

/**
 * Marketing and CRM (decisions 460-469): leads, CRM activities, saved audiences, campaigns with their
 * recipients and unsubscribes, marketing automation rules, the daily analytics roll-up, CRM
 * integration settings and their deliveries; patients.marketing_consent_at; the marketing_follow_up
 * notification kind.
 */
export class MarketingAndCrm1795762400000 implements MigrationInterface {
  name = 'MarketingAndCrm1795762400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNotificationKind(queryRunner, 'marketing_follow_up');
    await queryRunner.query(
      `CREATE TABLE "marketing_leads" ("id" SERIAL NOT NULL, "clinic_id" integer, "first_name" text NOT NULL, "last_name" text NOT NULL DEFAULT '', "company" text, "email" text NOT NULL, "phone" text, "source" text NOT NULL, "status" text NOT NULL DEFAULT 'new', "injury_type" text, "severity" text, "notes" text, "assigned_to" text, "converted_to_patient_id" integer, "sales_lead_id" integer, "converted_at" TIMESTAMP WITH TIME ZONE, "lead_score" integer NOT NULL DEFAULT '0', "score_reasons" jsonb NOT NULL DEFAULT '[]', "last_contacted_at" TIMESTAMP WITH TIME ZONE, "next_follow_up_at" TIMESTAMP WITH TIME ZONE, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_2d404c4703c1b61eeaac553495c" UNIQUE ("converted_to_patient_id"), CONSTRAINT "UQ_7261531d0e3e878158123535374" UNIQUE ("sales_lead_id"), CONSTRAINT "marketing_leads_email_check" CHECK ("email" = lower("email") AND "email" LIKE '%_@_%'), CONSTRAINT "marketing_leads_link_check" CHECK (("converted_to_patient_id" IS NULL OR "clinic_id" IS NOT NULL) AND ("sales_lead_id" IS NULL OR "clinic_id" IS NULL)), CONSTRAINT "marketing_leads_converted_check" CHECK (("status" = 'converted') = ("converted_at" IS NOT NULL)), CONSTRAINT "marketing_leads_score_check" CHECK ("lead_score" BETWEEN 0 AND 100), CONSTRAINT "marketing_leads_injury_type_check" CHECK ("injury_type" IS NULL OR "injury_type" IN ('auto_accident', 'slip_fall', 'work_injury', 'medical_malpractice', 'other')), CONSTRAINT "marketing_leads_severity_check" CHECK ("severity" IS NULL OR "severity" IN ('low', 'medium', 'high')), CONSTRAINT "marketing_leads_status_check" CHECK ("status" IN ('new', 'contacted', 'qualified', 'proposal', 'converted', 'lost')), CONSTRAINT "PK_3140218ac439fc60f438e38fe3b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "marketing_leads_clinic_email_idx" ON "marketing_leads"  ("clinic_id", "email") `,
    );
    await queryRunner.query(
      `CREATE INDEX "marketing_leads_clinic_status_idx" ON "marketing_leads"  ("clinic_id", "status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "marketing_leads_clinic_created_idx" ON "marketing_leads"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "crm_activities" ("id" SERIAL NOT NULL, "clinic_id" integer, "type" text NOT NULL, "subject" text NOT NULL, "description" text, "related_to" text NOT NULL, "related_id" integer NOT NULL, "status" text NOT NULL DEFAULT 'pending', "priority" text NOT NULL DEFAULT 'medium', "outcome" text, "due_date" TIMESTAMP WITH TIME ZONE, "completed_at" TIMESTAMP WITH TIME ZONE, "assigned_to" text, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "crm_activities_owner_check" CHECK (("related_to" <> 'clinic' OR "clinic_id" IS NULL) AND ("related_to" <> 'patient' OR "clinic_id" IS NOT NULL)), CONSTRAINT "crm_activities_completed_check" CHECK (("status" = 'completed') = ("completed_at" IS NOT NULL)), CONSTRAINT "crm_activities_related_to_check" CHECK ("related_to" IN ('lead', 'clinic', 'patient')), CONSTRAINT "crm_activities_priority_check" CHECK ("priority" IN ('low', 'medium', 'high')), CONSTRAINT "crm_activities_status_check" CHECK ("status" IN ('pending', 'completed', 'cancelled')), CONSTRAINT "crm_activities_type_check" CHECK ("type" IN ('call', 'meeting', 'email', 'task', 'note')), CONSTRAINT "PK_d56ffe80fd59fb40765d9f6ff35" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "crm_activities_related_idx" ON "crm_activities"  ("related_to", "related_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "crm_activities_clinic_due_idx" ON "crm_activities"  ("clinic_id", "status", "due_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "marketing_audiences" ("id" SERIAL NOT NULL, "clinic_id" integer, "name" text NOT NULL, "filter" jsonb NOT NULL DEFAULT '{}', "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "marketing_audiences_filter_check" CHECK (jsonb_typeof("filter") = 'object'), CONSTRAINT "PK_f42b3d923e0d027059cf6d1a681" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "marketing_audiences_clinic_idx" ON "marketing_audiences"  ("clinic_id", "name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "marketing_campaigns" ("id" SERIAL NOT NULL, "clinic_id" integer, "name" text NOT NULL, "type" text NOT NULL DEFAULT 'email', "status" text NOT NULL DEFAULT 'draft', "audience_id" integer, "target_audience" jsonb NOT NULL DEFAULT '{}', "content" text NOT NULL, "subject" text NOT NULL, "links" jsonb NOT NULL DEFAULT '[]', "budget" numeric(10,2) NOT NULL DEFAULT '0', "send_at" TIMESTAMP WITH TIME ZONE, "sent_at" TIMESTAMP WITH TIME ZONE, "total_recipients" integer NOT NULL DEFAULT '0', "delivered" integer NOT NULL DEFAULT '0', "opened" integer NOT NULL DEFAULT '0', "clicked" integer NOT NULL DEFAULT '0', "converted" integer NOT NULL DEFAULT '0', "unsubscribed" integer NOT NULL DEFAULT '0', "skipped" integer NOT NULL DEFAULT '0', "cost" numeric(10,2) NOT NULL DEFAULT '0', "revenue" numeric(10,2) NOT NULL DEFAULT '0', "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "marketing_campaigns_links_check" CHECK (jsonb_typeof("links") = 'array'), CONSTRAINT "marketing_campaigns_scheduled_check" CHECK ("status" <> 'scheduled' OR "send_at" IS NOT NULL), CONSTRAINT "marketing_campaigns_sent_check" CHECK (("status" = 'sent') = ("sent_at" IS NOT NULL)), CONSTRAINT "marketing_campaigns_money_check" CHECK ("budget" >= 0 AND "cost" >= 0 AND "revenue" >= 0), CONSTRAINT "marketing_campaigns_status_check" CHECK ("status" IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')), CONSTRAINT "marketing_campaigns_type_check" CHECK ("type" IN ('email')), CONSTRAINT "PK_2601ceb29654c2a8adfddf2abbf" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "marketing_campaigns_clinic_created_idx" ON "marketing_campaigns"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "marketing_campaign_recipients" ("id" SERIAL NOT NULL, "campaign_id" integer NOT NULL, "clinic_id" integer, "lead_id" integer, "patient_id" integer, "email" text NOT NULL, "outbound_email_id" integer, "queued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "delivered_at" TIMESTAMP WITH TIME ZONE, "opened_at" TIMESTAMP WITH TIME ZONE, "clicked_at" TIMESTAMP WITH TIME ZONE, "click_count" integer NOT NULL DEFAULT '0', "unsubscribed_at" TIMESTAMP WITH TIME ZONE, "converted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "marketing_campaign_recipients_email_key" UNIQUE ("campaign_id", "email"), CONSTRAINT "marketing_campaign_recipients_who_check" CHECK ("lead_id" IS NOT NULL OR "patient_id" IS NOT NULL), CONSTRAINT "PK_06d9c2f3efb215973f499ed251c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "marketing_campaign_recipients_clinic_idx" ON "marketing_campaign_recipients"  ("clinic_id", "queued_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "marketing_campaign_recipients_lead_idx" ON "marketing_campaign_recipients"  ("lead_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "marketing_unsubscribes" ("id" SERIAL NOT NULL, "sender" text NOT NULL, "clinic_id" integer, "email" text NOT NULL, "campaign_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "marketing_unsubscribes_sender_email_key" UNIQUE ("sender", "email"), CONSTRAINT "PK_2ccfc10a3e6fbc28d367e1f6e39" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "marketing_unsubscribes_clinic_idx" ON "marketing_unsubscribes"  ("clinic_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "marketing_automation_rules" ("id" SERIAL NOT NULL, "clinic_id" integer, "name" text NOT NULL, "description" text, "trigger_type" text NOT NULL, "trigger_conditions" jsonb NOT NULL DEFAULT '[]', "actions" jsonb NOT NULL DEFAULT '[]', "is_active" boolean NOT NULL DEFAULT true, "last_triggered" TIMESTAMP WITH TIME ZONE, "total_triggers" integer NOT NULL DEFAULT '0', "successful_triggers" integer NOT NULL DEFAULT '0', "last_error" text, "created_by" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "marketing_automation_rules_counts_check" CHECK ("successful_triggers" >= 0 AND "successful_triggers" <= "total_triggers"), CONSTRAINT "marketing_automation_rules_json_check" CHECK (jsonb_typeof("trigger_conditions") = 'array' AND jsonb_typeof("actions") = 'array'), CONSTRAINT "marketing_automation_rules_trigger_check" CHECK ("trigger_type" IN ('lead_created', 'lead_status_changed', 'campaign_link_clicked', 'lead_unsubscribed')), CONSTRAINT "PK_5ef7d355570c648cecc00c9717b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "marketing_automation_rules_clinic_trigger_idx" ON "marketing_automation_rules"  ("clinic_id", "trigger_type") `,
    );
    await queryRunner.query(
      `CREATE TABLE "marketing_analytics" ("id" SERIAL NOT NULL, "sender" text NOT NULL, "clinic_id" integer, "metric_type" text NOT NULL, "period" text NOT NULL DEFAULT 'day', "date" date NOT NULL, "metrics" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "marketing_analytics_day_key" UNIQUE ("sender", "metric_type", "period", "date"), CONSTRAINT "marketing_analytics_metrics_check" CHECK (jsonb_typeof("metrics") = 'object'), CONSTRAINT "marketing_analytics_period_check" CHECK ("period" IN ('day')), CONSTRAINT "marketing_analytics_metric_check" CHECK ("metric_type" IN ('campaigns', 'leads')), CONSTRAINT "PK_b148301b17424b15f3edb4f415c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "crm_integration_settings" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "platform" text NOT NULL, "api_key" text, "api_secret" text NOT NULL, "webhook_url" text NOT NULL, "events" text array NOT NULL DEFAULT '{}', "sync_enabled" boolean NOT NULL DEFAULT true, "sync_frequency" text NOT NULL DEFAULT 'hourly', "last_sync_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "mapping_config" jsonb NOT NULL DEFAULT '{}', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_266ad4026c7b4c88301e0c81dc2" UNIQUE ("clinic_id"), CONSTRAINT "REL_266ad4026c7b4c88301e0c81dc" UNIQUE ("clinic_id"), CONSTRAINT "crm_integration_settings_mapping_check" CHECK (jsonb_typeof("mapping_config") = 'object'), CONSTRAINT "crm_integration_settings_frequency_check" CHECK ("sync_frequency" IN ('realtime', 'hourly', 'daily')), CONSTRAINT "crm_integration_settings_platform_check" CHECK ("platform" IN ('hubspot', 'salesforce', 'pipedrive', 'zoho', 'twenty', 'other')), CONSTRAINT "PK_a761c7205ae635000f357ad58f9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "crm_sync_deliveries" ("id" SERIAL NOT NULL, "clinic_id" integer NOT NULL, "event" text NOT NULL, "payload" jsonb NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "response_status" integer, "last_error" text, "delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "crm_sync_deliveries_payload_check" CHECK (jsonb_typeof("payload") = 'object'), CONSTRAINT "crm_sync_deliveries_status_check" CHECK ("status" IN ('pending', 'delivered', 'failed')), CONSTRAINT "crm_sync_deliveries_event_check" CHECK ("event" IN ('lead.created', 'lead.updated', 'lead.converted', 'activity.created', 'activity.completed')), CONSTRAINT "PK_7901a2a6a5e698d4a033d8b50f4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "crm_sync_deliveries_clinic_idx" ON "crm_sync_deliveries"  ("clinic_id", "created_at") `,
    );
    await queryRunner.query(`ALTER TABLE "patients" ADD "marketing_consent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "marketing_leads" ADD CONSTRAINT "FK_e171666e4ed25fb31abc7bc55f5" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_leads" ADD CONSTRAINT "marketing_leads_assigned_to_fk" FOREIGN KEY ("assigned_to") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_leads" ADD CONSTRAINT "FK_2d404c4703c1b61eeaac553495c" FOREIGN KEY ("converted_to_patient_id") REFERENCES "patients"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_leads" ADD CONSTRAINT "FK_7261531d0e3e878158123535374" FOREIGN KEY ("sales_lead_id") REFERENCES "sales_leads"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_leads" ADD CONSTRAINT "marketing_leads_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "crm_activities" ADD CONSTRAINT "FK_29bfca814272dca4ce1499ac0a8" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_assigned_to_fk" FOREIGN KEY ("assigned_to") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_audiences" ADD CONSTRAINT "FK_aa4b7af39d7c2107d50f0d4813d" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_audiences" ADD CONSTRAINT "marketing_audiences_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "FK_3afcf18edee522e29d210f9e7bb" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "FK_7708a39100eb7715209f4151976" FOREIGN KEY ("audience_id") REFERENCES "marketing_audiences"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" ADD CONSTRAINT "FK_d52aabe6e6ed8c778dd955897e1" FOREIGN KEY ("campaign_id") REFERENCES "marketing_campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" ADD CONSTRAINT "FK_1403cd6c09b126c0e299222abea" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" ADD CONSTRAINT "FK_9d7b8f77ace2cc79e44d3061c57" FOREIGN KEY ("lead_id") REFERENCES "marketing_leads"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" ADD CONSTRAINT "FK_a59c6e8f8a2a0456dd4c8ee6962" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" ADD CONSTRAINT "FK_6d9ee46eaaa4ed9059d46e93998" FOREIGN KEY ("outbound_email_id") REFERENCES "outbound_emails"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_unsubscribes" ADD CONSTRAINT "FK_2192f0ab3092a60a8fcc3252a10" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_unsubscribes" ADD CONSTRAINT "FK_5bccffcbaac481bedf6c370c5c9" FOREIGN KEY ("campaign_id") REFERENCES "marketing_campaigns"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_automation_rules" ADD CONSTRAINT "FK_87211cdcc2a1ee8da1c2e8292e6" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_automation_rules" ADD CONSTRAINT "marketing_automation_rules_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_analytics" ADD CONSTRAINT "FK_e152b6f08661b2d0d0ad2087eac" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "crm_integration_settings" ADD CONSTRAINT "FK_266ad4026c7b4c88301e0c81dc2" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "crm_sync_deliveries" ADD CONSTRAINT "FK_ad8aa1b566c1bd8100b86f63dd0" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['notifications', 'notification_preferences'])
      await queryRunner.query(`DELETE FROM "${table}" WHERE "kind" = 'marketing_follow_up'`);
    await removeNotificationKind(queryRunner, 'marketing_follow_up');
    await queryRunner.query(`ALTER TABLE "crm_sync_deliveries" DROP CONSTRAINT "FK_ad8aa1b566c1bd8100b86f63dd0"`);
    await queryRunner.query(`ALTER TABLE "crm_integration_settings" DROP CONSTRAINT "FK_266ad4026c7b4c88301e0c81dc2"`);
    await queryRunner.query(`ALTER TABLE "marketing_analytics" DROP CONSTRAINT "FK_e152b6f08661b2d0d0ad2087eac"`);
    await queryRunner.query(
      `ALTER TABLE "marketing_automation_rules" DROP CONSTRAINT "marketing_automation_rules_created_by_fk"`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_automation_rules" DROP CONSTRAINT "FK_87211cdcc2a1ee8da1c2e8292e6"`,
    );
    await queryRunner.query(`ALTER TABLE "marketing_unsubscribes" DROP CONSTRAINT "FK_5bccffcbaac481bedf6c370c5c9"`);
    await queryRunner.query(`ALTER TABLE "marketing_unsubscribes" DROP CONSTRAINT "FK_2192f0ab3092a60a8fcc3252a10"`);
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" DROP CONSTRAINT "FK_6d9ee46eaaa4ed9059d46e93998"`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" DROP CONSTRAINT "FK_a59c6e8f8a2a0456dd4c8ee6962"`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" DROP CONSTRAINT "FK_9d7b8f77ace2cc79e44d3061c57"`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" DROP CONSTRAINT "FK_1403cd6c09b126c0e299222abea"`,
    );
    await queryRunner.query(
      `ALTER TABLE "marketing_campaign_recipients" DROP CONSTRAINT "FK_d52aabe6e6ed8c778dd955897e1"`,
    );
    await queryRunner.query(`ALTER TABLE "marketing_campaigns" DROP CONSTRAINT "marketing_campaigns_created_by_fk"`);
    await queryRunner.query(`ALTER TABLE "marketing_campaigns" DROP CONSTRAINT "FK_7708a39100eb7715209f4151976"`);
    await queryRunner.query(`ALTER TABLE "marketing_campaigns" DROP CONSTRAINT "FK_3afcf18edee522e29d210f9e7bb"`);
    await queryRunner.query(`ALTER TABLE "marketing_audiences" DROP CONSTRAINT "marketing_audiences_created_by_fk"`);
    await queryRunner.query(`ALTER TABLE "marketing_audiences" DROP CONSTRAINT "FK_aa4b7af39d7c2107d50f0d4813d"`);
    await queryRunner.query(`ALTER TABLE "crm_activities" DROP CONSTRAINT "crm_activities_created_by_fk"`);
    await queryRunner.query(`ALTER TABLE "crm_activities" DROP CONSTRAINT "crm_activities_assigned_to_fk"`);
    await queryRunner.query(`ALTER TABLE "crm_activities" DROP CONSTRAINT "FK_29bfca814272dca4ce1499ac0a8"`);
    await queryRunner.query(`ALTER TABLE "marketing_leads" DROP CONSTRAINT "marketing_leads_created_by_fk"`);
    await queryRunner.query(`ALTER TABLE "marketing_leads" DROP CONSTRAINT "FK_7261531d0e3e878158123535374"`);
    await queryRunner.query(`ALTER TABLE "marketing_leads" DROP CONSTRAINT "FK_2d404c4703c1b61eeaac553495c"`);
    await queryRunner.query(`ALTER TABLE "marketing_leads" DROP CONSTRAINT "marketing_leads_assigned_to_fk"`);
    await queryRunner.query(`ALTER TABLE "marketing_leads" DROP CONSTRAINT "FK_e171666e4ed25fb31abc7bc55f5"`);
    await queryRunner.query(`ALTER TABLE "patients" DROP COLUMN "marketing_consent_at"`);
    await queryRunner.query(`DROP INDEX "public"."crm_sync_deliveries_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "crm_sync_deliveries"`);
    await queryRunner.query(`DROP TABLE "crm_integration_settings"`);
    await queryRunner.query(`DROP TABLE "marketing_analytics"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_automation_rules_clinic_trigger_idx"`);
    await queryRunner.query(`DROP TABLE "marketing_automation_rules"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_unsubscribes_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "marketing_unsubscribes"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_campaign_recipients_lead_idx"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_campaign_recipients_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "marketing_campaign_recipients"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_campaigns_clinic_created_idx"`);
    await queryRunner.query(`DROP TABLE "marketing_campaigns"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_audiences_clinic_idx"`);
    await queryRunner.query(`DROP TABLE "marketing_audiences"`);
    await queryRunner.query(`DROP INDEX "public"."crm_activities_clinic_due_idx"`);
    await queryRunner.query(`DROP INDEX "public"."crm_activities_related_idx"`);
    await queryRunner.query(`DROP TABLE "crm_activities"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_leads_clinic_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_leads_clinic_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."marketing_leads_clinic_email_idx"`);
    await queryRunner.query(`DROP TABLE "marketing_leads"`);
  }
}
