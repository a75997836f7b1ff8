import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whatsapp_settings_languages" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_whatsapp_settings_code_template_kind" AS ENUM('authentication', 'utility');
  ALTER TYPE "public"."enum_notice_subscriptions_channel" ADD VALUE 'whatsapp';
  ALTER TYPE "public"."enum_audit_events_kind" ADD VALUE 'roster-import';
  CREATE TABLE "whatsapp_settings_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_whatsapp_settings_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "whatsapp_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"enabled" boolean DEFAULT false,
  	"phone_number_id" varchar,
  	"business_account_id" varchar,
  	"access_token" varchar,
  	"access_token_saved_at" timestamp(3) with time zone,
  	"notice_template" varchar,
  	"code_template" varchar,
  	"code_template_kind" "enum_whatsapp_settings_code_template_kind" DEFAULT 'authentication',
  	"verify_token" varchar,
  	"verify_token_saved_at" timestamp(3) with time zone,
  	"app_secret" varchar,
  	"app_secret_saved_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "send_subscription_idx";
  ALTER TABLE "news" ADD COLUMN "notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "events" ADD COLUMN "notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "_events_v" ADD COLUMN "version_notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "emergency_alerts" ADD COLUMN "notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "_emergency_alerts_v" ADD COLUMN "version_notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "circulars" ADD COLUMN "notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "_circulars_v" ADD COLUMN "version_notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "notice_subscriptions" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "notice_deliveries" ADD COLUMN "delivered_at" numeric;
  ALTER TABLE "notice_deliveries" ADD COLUMN "opened_at" numeric;
  ALTER TABLE "notice_deliveries" ADD COLUMN "resend" boolean DEFAULT false;
  ALTER TABLE "notice_deliveries" ADD COLUMN "provider_ref" varchar;
  ALTER TABLE "achievements" ADD COLUMN "notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "_achievements_v" ADD COLUMN "version_notify_confirmed" boolean DEFAULT false;
  ALTER TABLE "school_profile" ADD COLUMN "alert_resend_enabled" boolean DEFAULT false;
  ALTER TABLE "school_profile" ADD COLUMN "alert_resend_minutes" numeric DEFAULT 30;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_alert_resend_enabled" boolean DEFAULT false;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_alert_resend_minutes" numeric DEFAULT 30;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whatsapp_settings_id" integer;
  ALTER TABLE "whatsapp_settings_languages" ADD CONSTRAINT "whatsapp_settings_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."whatsapp_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "whatsapp_settings_languages_order_idx" ON "whatsapp_settings_languages" USING btree ("order");
  CREATE INDEX "whatsapp_settings_languages_parent_idx" ON "whatsapp_settings_languages" USING btree ("parent_id");
  CREATE UNIQUE INDEX "whatsapp_settings_school_idx" ON "whatsapp_settings" USING btree ("school_id");
  CREATE INDEX "whatsapp_settings_updated_at_idx" ON "whatsapp_settings" USING btree ("updated_at");
  CREATE INDEX "whatsapp_settings_created_at_idx" ON "whatsapp_settings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whatsapp_settings_fk" FOREIGN KEY ("whatsapp_settings_id") REFERENCES "public"."whatsapp_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "notice_subscriptions_whatsapp_idx" ON "notice_subscriptions" USING btree ("whatsapp");
  CREATE UNIQUE INDEX "whatsapp_school_idx" ON "notice_subscriptions" USING btree ("whatsapp","school_id");
  CREATE INDEX "notice_deliveries_provider_ref_idx" ON "notice_deliveries" USING btree ("provider_ref");
  CREATE UNIQUE INDEX "send_subscription_resend_idx" ON "notice_deliveries" USING btree ("send","subscription","resend");
  CREATE INDEX "urgent_sentAt_idx" ON "notice_deliveries" USING btree ("urgent","sent_at");
  CREATE INDEX "payload_locked_documents_rels_whatsapp_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("whatsapp_settings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whatsapp_settings_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whatsapp_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "whatsapp_settings_languages" CASCADE;
  DROP TABLE "whatsapp_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whatsapp_settings_fk";
  
  ALTER TABLE "notice_subscriptions" ALTER COLUMN "channel" SET DATA TYPE text;
  ALTER TABLE "notice_subscriptions" ALTER COLUMN "channel" SET DEFAULT 'email'::text;
  DROP TYPE "public"."enum_notice_subscriptions_channel";
  CREATE TYPE "public"."enum_notice_subscriptions_channel" AS ENUM('email', 'push', 'sms');
  ALTER TABLE "notice_subscriptions" ALTER COLUMN "channel" SET DEFAULT 'email'::"public"."enum_notice_subscriptions_channel";
  ALTER TABLE "notice_subscriptions" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_notice_subscriptions_channel" USING "channel"::"public"."enum_notice_subscriptions_channel";
  ALTER TABLE "audit_events" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_kind";
  CREATE TYPE "public"."enum_audit_events_kind" AS ENUM('sign-in', 'sign-in-failed', 'sign-out', 'sessions-revoked', 'password-change', 'two-factor-change', 'email-change', 'role-change', 'school-change', 'publish', 'unpublish', 'schedule', 'delete', 'restore', 'consent-change', 'export', 'subscriber-download');
  ALTER TABLE "audit_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_audit_events_kind" USING "kind"::"public"."enum_audit_events_kind";
  DROP INDEX "notice_subscriptions_whatsapp_idx";
  DROP INDEX "whatsapp_school_idx";
  DROP INDEX "notice_deliveries_provider_ref_idx";
  DROP INDEX "send_subscription_resend_idx";
  DROP INDEX "urgent_sentAt_idx";
  DROP INDEX "payload_locked_documents_rels_whatsapp_settings_id_idx";
  CREATE UNIQUE INDEX "send_subscription_idx" ON "notice_deliveries" USING btree ("send","subscription");
  ALTER TABLE "news" DROP COLUMN "notify_confirmed";
  ALTER TABLE "_news_v" DROP COLUMN "version_notify_confirmed";
  ALTER TABLE "events" DROP COLUMN "notify_confirmed";
  ALTER TABLE "_events_v" DROP COLUMN "version_notify_confirmed";
  ALTER TABLE "emergency_alerts" DROP COLUMN "notify_confirmed";
  ALTER TABLE "_emergency_alerts_v" DROP COLUMN "version_notify_confirmed";
  ALTER TABLE "circulars" DROP COLUMN "notify_confirmed";
  ALTER TABLE "_circulars_v" DROP COLUMN "version_notify_confirmed";
  ALTER TABLE "notice_subscriptions" DROP COLUMN "whatsapp";
  ALTER TABLE "notice_deliveries" DROP COLUMN "delivered_at";
  ALTER TABLE "notice_deliveries" DROP COLUMN "opened_at";
  ALTER TABLE "notice_deliveries" DROP COLUMN "resend";
  ALTER TABLE "notice_deliveries" DROP COLUMN "provider_ref";
  ALTER TABLE "achievements" DROP COLUMN "notify_confirmed";
  ALTER TABLE "_achievements_v" DROP COLUMN "version_notify_confirmed";
  ALTER TABLE "school_profile" DROP COLUMN "alert_resend_enabled";
  ALTER TABLE "school_profile" DROP COLUMN "alert_resend_minutes";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_alert_resend_enabled";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_alert_resend_minutes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whatsapp_settings_id";
  DROP TYPE "public"."enum_whatsapp_settings_languages";
  DROP TYPE "public"."enum_whatsapp_settings_code_template_kind";`)
}
