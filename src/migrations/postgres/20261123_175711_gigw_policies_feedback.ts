import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policy_pages_slug" AS ENUM('privacy-policy', 'terms-of-use', 'copyright-policy', 'hyperlinking-policy', 'accessibility-statement');
  CREATE TYPE "public"."enum_policy_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policy_pages_v_version_slug" AS ENUM('privacy-policy', 'terms-of-use', 'copyright-policy', 'hyperlinking-policy', 'accessibility-statement');
  CREATE TYPE "public"."enum__policy_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_feedback_topic" AS ENUM('general', 'website', 'accessibility');
  CREATE TABLE "policy_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" "enum_policy_pages_slug",
  	"body" jsonb,
  	"import_run" varchar,
  	"updated_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_policy_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_policy_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" "enum__policy_pages_v_version_slug",
  	"version_body" jsonb,
  	"version_import_run" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__policy_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" "enum_feedback_topic" DEFAULT 'general' NOT NULL,
  	"name" varchar,
  	"contact" varchar,
  	"message" varchar NOT NULL,
  	"summary" varchar,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_id" integer;
  ALTER TABLE "_policy_pages_v" ADD CONSTRAINT "_policy_pages_v_parent_id_policy_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policy_pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "policy_pages_slug_idx" ON "policy_pages" USING btree ("slug");
  CREATE INDEX "policy_pages_import_run_idx" ON "policy_pages" USING btree ("import_run");
  CREATE INDEX "policy_pages_updated_at_idx" ON "policy_pages" USING btree ("updated_at");
  CREATE INDEX "policy_pages_created_at_idx" ON "policy_pages" USING btree ("created_at");
  CREATE INDEX "policy_pages_deleted_at_idx" ON "policy_pages" USING btree ("deleted_at");
  CREATE INDEX "policy_pages__status_idx" ON "policy_pages" USING btree ("_status");
  CREATE INDEX "_policy_pages_v_parent_idx" ON "_policy_pages_v" USING btree ("parent_id");
  CREATE INDEX "_policy_pages_v_version_version_slug_idx" ON "_policy_pages_v" USING btree ("version_slug");
  CREATE INDEX "_policy_pages_v_version_version_import_run_idx" ON "_policy_pages_v" USING btree ("version_import_run");
  CREATE INDEX "_policy_pages_v_version_version_updated_at_idx" ON "_policy_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_policy_pages_v_version_version_created_at_idx" ON "_policy_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_policy_pages_v_version_version_deleted_at_idx" ON "_policy_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_policy_pages_v_version_version__status_idx" ON "_policy_pages_v" USING btree ("version__status");
  CREATE INDEX "_policy_pages_v_created_at_idx" ON "_policy_pages_v" USING btree ("created_at");
  CREATE INDEX "_policy_pages_v_updated_at_idx" ON "_policy_pages_v" USING btree ("updated_at");
  CREATE INDEX "_policy_pages_v_latest_idx" ON "_policy_pages_v" USING btree ("latest");
  CREATE INDEX "feedback_updated_at_idx" ON "feedback" USING btree ("updated_at");
  CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_pages_fk" FOREIGN KEY ("policy_pages_id") REFERENCES "public"."policy_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_policy_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("policy_pages_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policy_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policy_pages" CASCADE;
  DROP TABLE "_policy_pages_v" CASCADE;
  DROP TABLE "feedback" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policy_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedback_fk";
  
  DROP INDEX "payload_locked_documents_rels_policy_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_feedback_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_id";
  DROP TYPE "public"."enum_policy_pages_slug";
  DROP TYPE "public"."enum_policy_pages_status";
  DROP TYPE "public"."enum__policy_pages_v_version_slug";
  DROP TYPE "public"."enum__policy_pages_v_version_status";
  DROP TYPE "public"."enum_feedback_topic";`)
}
