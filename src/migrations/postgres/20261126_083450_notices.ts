import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notice_subscriptions_channel" AS ENUM('email', 'push');
  CREATE TYPE "public"."enum_notice_subscriptions_frequency" AS ENUM('immediate', 'daily');
  CREATE TYPE "public"."enum_notice_subscriptions_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_notice_subscriptions_consent_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_notice_sends_topic" AS ENUM('alerts', 'circulars', 'news', 'events');
  CREATE TYPE "public"."enum_notice_sends_source" AS ENUM('emergency-alerts', 'circulars', 'news', 'events');
  CREATE TABLE "notice_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"channel" "enum_notice_subscriptions_channel" DEFAULT 'email' NOT NULL,
  	"email" varchar,
  	"endpoint" varchar,
  	"p256dh" varchar,
  	"auth" varchar,
  	"topics_alerts" boolean DEFAULT false,
  	"topics_circulars" boolean DEFAULT false,
  	"topics_news" boolean DEFAULT false,
  	"topics_events" boolean DEFAULT false,
  	"frequency" "enum_notice_subscriptions_frequency" DEFAULT 'immediate' NOT NULL,
  	"locale" "enum_notice_subscriptions_locale" DEFAULT 'en' NOT NULL,
  	"confirmed" boolean DEFAULT false,
  	"confirmed_at" timestamp(3) with time zone,
  	"consent_wording" varchar NOT NULL,
  	"consent_given_at" timestamp(3) with time zone NOT NULL,
  	"consent_locale" "enum_notice_subscriptions_consent_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notice_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"title" varchar NOT NULL,
  	"topic" "enum_notice_sends_topic" NOT NULL,
  	"source" "enum_notice_sends_source" NOT NULL,
  	"source_id" numeric NOT NULL,
  	"source_key" varchar NOT NULL,
  	"items" jsonb NOT NULL,
  	"subscribers" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notice_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"send" numeric NOT NULL,
  	"subscription" numeric NOT NULL,
  	"channel" varchar NOT NULL,
  	"digest" boolean DEFAULT false,
  	"state" varchar DEFAULT 'pending' NOT NULL,
  	"not_before" numeric DEFAULT 0 NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"claimed_by" varchar,
  	"claimed_until" numeric,
  	"sent_at" numeric,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "news" ADD COLUMN "notify_subscribers" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_notify_subscribers" boolean DEFAULT false;
  ALTER TABLE "events" ADD COLUMN "notify_subscribers" boolean DEFAULT false;
  ALTER TABLE "_events_v" ADD COLUMN "version_notify_subscribers" boolean DEFAULT false;
  ALTER TABLE "emergency_alerts" ADD COLUMN "notify_subscribers" boolean DEFAULT true;
  ALTER TABLE "_emergency_alerts_v" ADD COLUMN "version_notify_subscribers" boolean DEFAULT true;
  -- Alerts published before notices existed send nothing when they are next saved.
  UPDATE "emergency_alerts" SET "notify_subscribers" = false;
  UPDATE "_emergency_alerts_v" SET "version_notify_subscribers" = false;
  ALTER TABLE "circulars" ADD COLUMN "notify_subscribers" boolean DEFAULT false;
  ALTER TABLE "_circulars_v" ADD COLUMN "version_notify_subscribers" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notice_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notice_sends_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notice_deliveries_id" integer;
  ALTER TABLE "notice_subscriptions" ADD CONSTRAINT "notice_subscriptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notice_sends" ADD CONSTRAINT "notice_sends_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "notice_subscriptions_school_idx" ON "notice_subscriptions" USING btree ("school_id");
  CREATE INDEX "notice_subscriptions_email_idx" ON "notice_subscriptions" USING btree ("email");
  CREATE INDEX "notice_subscriptions_endpoint_idx" ON "notice_subscriptions" USING btree ("endpoint");
  CREATE INDEX "notice_subscriptions_confirmed_idx" ON "notice_subscriptions" USING btree ("confirmed");
  CREATE INDEX "notice_subscriptions_updated_at_idx" ON "notice_subscriptions" USING btree ("updated_at");
  CREATE INDEX "notice_subscriptions_created_at_idx" ON "notice_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_school_idx" ON "notice_subscriptions" USING btree ("email","school_id");
  CREATE UNIQUE INDEX "endpoint_school_idx" ON "notice_subscriptions" USING btree ("endpoint","school_id");
  CREATE INDEX "notice_sends_school_idx" ON "notice_sends" USING btree ("school_id");
  CREATE INDEX "notice_sends_source_key_idx" ON "notice_sends" USING btree ("source_key");
  CREATE INDEX "notice_sends_updated_at_idx" ON "notice_sends" USING btree ("updated_at");
  CREATE INDEX "notice_sends_created_at_idx" ON "notice_sends" USING btree ("created_at");
  CREATE UNIQUE INDEX "sourceKey_school_idx" ON "notice_sends" USING btree ("source_key","school_id");
  CREATE INDEX "notice_deliveries_school_idx" ON "notice_deliveries" USING btree ("school_id");
  CREATE INDEX "notice_deliveries_send_idx" ON "notice_deliveries" USING btree ("send");
  CREATE INDEX "notice_deliveries_subscription_idx" ON "notice_deliveries" USING btree ("subscription");
  CREATE INDEX "notice_deliveries_updated_at_idx" ON "notice_deliveries" USING btree ("updated_at");
  CREATE INDEX "notice_deliveries_created_at_idx" ON "notice_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "send_subscription_idx" ON "notice_deliveries" USING btree ("send","subscription");
  CREATE INDEX "state_notBefore_idx" ON "notice_deliveries" USING btree ("state","not_before");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_subscriptions_fk" FOREIGN KEY ("notice_subscriptions_id") REFERENCES "public"."notice_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_sends_fk" FOREIGN KEY ("notice_sends_id") REFERENCES "public"."notice_sends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_deliveries_fk" FOREIGN KEY ("notice_deliveries_id") REFERENCES "public"."notice_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_notice_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_notice_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_sends_id");
  CREATE INDEX "payload_locked_documents_rels_notice_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notice_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice_sends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notice_subscriptions" CASCADE;
  DROP TABLE "notice_sends" CASCADE;
  DROP TABLE "notice_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notice_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notice_sends_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notice_deliveries_fk";
  
  DROP INDEX "payload_locked_documents_rels_notice_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_notice_sends_id_idx";
  DROP INDEX "payload_locked_documents_rels_notice_deliveries_id_idx";
  ALTER TABLE "news" DROP COLUMN "notify_subscribers";
  ALTER TABLE "_news_v" DROP COLUMN "version_notify_subscribers";
  ALTER TABLE "events" DROP COLUMN "notify_subscribers";
  ALTER TABLE "_events_v" DROP COLUMN "version_notify_subscribers";
  ALTER TABLE "emergency_alerts" DROP COLUMN "notify_subscribers";
  ALTER TABLE "_emergency_alerts_v" DROP COLUMN "version_notify_subscribers";
  ALTER TABLE "circulars" DROP COLUMN "notify_subscribers";
  ALTER TABLE "_circulars_v" DROP COLUMN "version_notify_subscribers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notice_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notice_sends_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notice_deliveries_id";
  DROP TYPE "public"."enum_notice_subscriptions_channel";
  DROP TYPE "public"."enum_notice_subscriptions_frequency";
  DROP TYPE "public"."enum_notice_subscriptions_locale";
  DROP TYPE "public"."enum_notice_subscriptions_consent_locale";
  DROP TYPE "public"."enum_notice_sends_topic";
  DROP TYPE "public"."enum_notice_sends_source";`)
}
