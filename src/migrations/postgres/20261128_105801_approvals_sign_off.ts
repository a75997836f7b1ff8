import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_review_requests_status" AS ENUM('pending', 'approved', 'returned');
  CREATE TABLE "review_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"title" varchar,
  	"collection_slug" varchar NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"status" "enum_review_requests_status" DEFAULT 'pending' NOT NULL,
  	"note" varchar,
  	"requested_by" varchar,
  	"requested_by_id" numeric,
  	"requested_at" timestamp(3) with time zone,
  	"version_id" varchar,
  	"published_version_id" varchar,
  	"reviewed_by" varchar,
  	"reviewed_at" timestamp(3) with time zone,
  	"comment" varchar,
  	"publish_at" timestamp(3) with time zone,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "disclosure_sign_offs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"name" varchar NOT NULL,
  	"designation" varchar DEFAULT 'Principal' NOT NULL,
  	"signed_at" timestamp(3) with time zone,
  	"signed_by" varchar,
  	"fingerprint" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "approval_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"required" boolean DEFAULT false,
  	"alerts_exempt" boolean DEFAULT true,
  	"updated_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_approval_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_school_id" integer,
  	"version_required" boolean DEFAULT false,
  	"version_alerts_exempt" boolean DEFAULT true,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "disclosure_sign_offs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "approval_settings_id" integer;
  ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosure_sign_offs" ADD CONSTRAINT "disclosure_sign_offs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approval_settings" ADD CONSTRAINT "approval_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_approval_settings_v" ADD CONSTRAINT "_approval_settings_v_parent_id_approval_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."approval_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_approval_settings_v" ADD CONSTRAINT "_approval_settings_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "review_requests_school_idx" ON "review_requests" USING btree ("school_id");
  CREATE INDEX "review_requests_collection_slug_idx" ON "review_requests" USING btree ("collection_slug");
  CREATE INDEX "review_requests_doc_id_idx" ON "review_requests" USING btree ("doc_id");
  CREATE INDEX "review_requests_status_idx" ON "review_requests" USING btree ("status");
  CREATE INDEX "review_requests_requested_by_id_idx" ON "review_requests" USING btree ("requested_by_id");
  CREATE INDEX "review_requests_requested_at_idx" ON "review_requests" USING btree ("requested_at");
  CREATE INDEX "review_requests_updated_at_idx" ON "review_requests" USING btree ("updated_at");
  CREATE INDEX "review_requests_created_at_idx" ON "review_requests" USING btree ("created_at");
  CREATE INDEX "disclosure_sign_offs_school_idx" ON "disclosure_sign_offs" USING btree ("school_id");
  CREATE INDEX "disclosure_sign_offs_signed_at_idx" ON "disclosure_sign_offs" USING btree ("signed_at");
  CREATE INDEX "disclosure_sign_offs_updated_at_idx" ON "disclosure_sign_offs" USING btree ("updated_at");
  CREATE INDEX "disclosure_sign_offs_created_at_idx" ON "disclosure_sign_offs" USING btree ("created_at");
  CREATE UNIQUE INDEX "approval_settings_school_idx" ON "approval_settings" USING btree ("school_id");
  CREATE INDEX "approval_settings_updated_at_idx" ON "approval_settings" USING btree ("updated_at");
  CREATE INDEX "approval_settings_created_at_idx" ON "approval_settings" USING btree ("created_at");
  CREATE INDEX "_approval_settings_v_parent_idx" ON "_approval_settings_v" USING btree ("parent_id");
  CREATE INDEX "_approval_settings_v_version_version_school_idx" ON "_approval_settings_v" USING btree ("version_school_id");
  CREATE INDEX "_approval_settings_v_version_version_updated_at_idx" ON "_approval_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_approval_settings_v_version_version_created_at_idx" ON "_approval_settings_v" USING btree ("version_created_at");
  CREATE INDEX "_approval_settings_v_created_at_idx" ON "_approval_settings_v" USING btree ("created_at");
  CREATE INDEX "_approval_settings_v_updated_at_idx" ON "_approval_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_requests_fk" FOREIGN KEY ("review_requests_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_disclosure_sign_offs_fk" FOREIGN KEY ("disclosure_sign_offs_id") REFERENCES "public"."disclosure_sign_offs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_approval_settings_fk" FOREIGN KEY ("approval_settings_id") REFERENCES "public"."approval_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_review_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("review_requests_id");
  CREATE INDEX "payload_locked_documents_rels_disclosure_sign_offs_id_idx" ON "payload_locked_documents_rels" USING btree ("disclosure_sign_offs_id");
  CREATE INDEX "payload_locked_documents_rels_approval_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("approval_settings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "review_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosure_sign_offs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approval_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_approval_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "review_requests" CASCADE;
  DROP TABLE "disclosure_sign_offs" CASCADE;
  DROP TABLE "approval_settings" CASCADE;
  DROP TABLE "_approval_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_disclosure_sign_offs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_approval_settings_fk";
  
  DROP INDEX "payload_locked_documents_rels_review_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_disclosure_sign_offs_id_idx";
  DROP INDEX "payload_locked_documents_rels_approval_settings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "disclosure_sign_offs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "approval_settings_id";
  DROP TYPE "public"."enum_review_requests_status";`)
}
