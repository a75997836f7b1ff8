import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_emergency_alerts_severity" AS ENUM('danger', 'warning', 'info');
  CREATE TYPE "public"."enum_emergency_alerts_startsat_tz" AS ENUM('Asia/Kolkata');
  CREATE TYPE "public"."enum_emergency_alerts_endsat_tz" AS ENUM('Asia/Kolkata');
  CREATE TYPE "public"."enum_emergency_alerts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__emergency_alerts_v_version_severity" AS ENUM('danger', 'warning', 'info');
  CREATE TYPE "public"."enum__emergency_alerts_v_version_startsat_tz" AS ENUM('Asia/Kolkata');
  CREATE TYPE "public"."enum__emergency_alerts_v_version_endsat_tz" AS ENUM('Asia/Kolkata');
  CREATE TYPE "public"."enum__emergency_alerts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "emergency_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"message" varchar,
  	"severity" "enum_emergency_alerts_severity" DEFAULT 'warning',
  	"link" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"startsat_tz" "enum_emergency_alerts_startsat_tz" DEFAULT 'Asia/Kolkata',
  	"ends_at" timestamp(3) with time zone,
  	"endsat_tz" "enum_emergency_alerts_endsat_tz" DEFAULT 'Asia/Kolkata',
  	"import_run" varchar,
  	"updated_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_emergency_alerts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_emergency_alerts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_message" varchar,
  	"version_severity" "enum__emergency_alerts_v_version_severity" DEFAULT 'warning',
  	"version_link" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_startsat_tz" "enum__emergency_alerts_v_version_startsat_tz" DEFAULT 'Asia/Kolkata',
  	"version_ends_at" timestamp(3) with time zone,
  	"version_endsat_tz" "enum__emergency_alerts_v_version_endsat_tz" DEFAULT 'Asia/Kolkata',
  	"version_import_run" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__emergency_alerts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "emergency_alerts_id" integer;
  ALTER TABLE "_emergency_alerts_v" ADD CONSTRAINT "_emergency_alerts_v_parent_id_emergency_alerts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."emergency_alerts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "emergency_alerts_starts_at_idx" ON "emergency_alerts" USING btree ("starts_at");
  CREATE INDEX "emergency_alerts_ends_at_idx" ON "emergency_alerts" USING btree ("ends_at");
  CREATE INDEX "emergency_alerts_import_run_idx" ON "emergency_alerts" USING btree ("import_run");
  CREATE INDEX "emergency_alerts_updated_at_idx" ON "emergency_alerts" USING btree ("updated_at");
  CREATE INDEX "emergency_alerts_created_at_idx" ON "emergency_alerts" USING btree ("created_at");
  CREATE INDEX "emergency_alerts_deleted_at_idx" ON "emergency_alerts" USING btree ("deleted_at");
  CREATE INDEX "emergency_alerts__status_idx" ON "emergency_alerts" USING btree ("_status");
  CREATE INDEX "_emergency_alerts_v_parent_idx" ON "_emergency_alerts_v" USING btree ("parent_id");
  CREATE INDEX "_emergency_alerts_v_version_version_starts_at_idx" ON "_emergency_alerts_v" USING btree ("version_starts_at");
  CREATE INDEX "_emergency_alerts_v_version_version_ends_at_idx" ON "_emergency_alerts_v" USING btree ("version_ends_at");
  CREATE INDEX "_emergency_alerts_v_version_version_import_run_idx" ON "_emergency_alerts_v" USING btree ("version_import_run");
  CREATE INDEX "_emergency_alerts_v_version_version_updated_at_idx" ON "_emergency_alerts_v" USING btree ("version_updated_at");
  CREATE INDEX "_emergency_alerts_v_version_version_created_at_idx" ON "_emergency_alerts_v" USING btree ("version_created_at");
  CREATE INDEX "_emergency_alerts_v_version_version_deleted_at_idx" ON "_emergency_alerts_v" USING btree ("version_deleted_at");
  CREATE INDEX "_emergency_alerts_v_version_version__status_idx" ON "_emergency_alerts_v" USING btree ("version__status");
  CREATE INDEX "_emergency_alerts_v_created_at_idx" ON "_emergency_alerts_v" USING btree ("created_at");
  CREATE INDEX "_emergency_alerts_v_updated_at_idx" ON "_emergency_alerts_v" USING btree ("updated_at");
  CREATE INDEX "_emergency_alerts_v_latest_idx" ON "_emergency_alerts_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_emergency_alerts_fk" FOREIGN KEY ("emergency_alerts_id") REFERENCES "public"."emergency_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_emergency_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("emergency_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emergency_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_emergency_alerts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "emergency_alerts" CASCADE;
  DROP TABLE "_emergency_alerts_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_emergency_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_emergency_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "emergency_alerts_id";
  DROP TYPE "public"."enum_emergency_alerts_severity";
  DROP TYPE "public"."enum_emergency_alerts_startsat_tz";
  DROP TYPE "public"."enum_emergency_alerts_endsat_tz";
  DROP TYPE "public"."enum_emergency_alerts_status";
  DROP TYPE "public"."enum__emergency_alerts_v_version_severity";
  DROP TYPE "public"."enum__emergency_alerts_v_version_startsat_tz";
  DROP TYPE "public"."enum__emergency_alerts_v_version_endsat_tz";
  DROP TYPE "public"."enum__emergency_alerts_v_version_status";`)
}
