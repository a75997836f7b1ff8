import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_events_kind" AS ENUM('sign-in', 'sign-in-failed', 'sign-out', 'sessions-revoked', 'password-change', 'two-factor-change', 'email-change', 'role-change', 'school-change', 'publish', 'unpublish', 'schedule', 'delete', 'restore', 'consent-change', 'export', 'subscriber-download');
  CREATE TYPE "public"."enum_audit_events_method" AS ENUM('password', 'totp', 'recovery-code', 'passkey', 'oidc');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'auditRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'auditRetention' BEFORE 'schedulePublish';
  CREATE TABLE "audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_audit_events_kind" NOT NULL,
  	"actor_email" varchar,
  	"actor_id" varchar,
  	"summary" varchar NOT NULL,
  	"target_collection" varchar,
  	"target_id" varchar,
  	"target_title" varchar,
  	"address" varchar,
  	"browser" varchar,
  	"method" "enum_audit_events_method",
  	"session" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" integer;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_events_school_idx" ON "audit_events" USING btree ("school_id");
  CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");
  CREATE INDEX "audit_events_kind_idx" ON "audit_events" USING btree ("kind");
  CREATE INDEX "audit_events_actor_email_idx" ON "audit_events" USING btree ("actor_email");
  CREATE INDEX "audit_events_session_idx" ON "audit_events" USING btree ("session");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'complianceCheck', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'complianceCheck', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  DROP TYPE "public"."enum_audit_events_kind";
  DROP TYPE "public"."enum_audit_events_method";`)
}
