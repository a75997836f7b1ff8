import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_scope" AS ENUM('photo-and-name', 'photo', 'name');
  CREATE TYPE "public"."enum__consent_records_v_version_scope" AS ENUM('photo-and-name', 'photo', 'name');
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"child_name" varchar NOT NULL,
  	"given_by" varchar NOT NULL,
  	"relation" varchar,
  	"date_given" timestamp(3) with time zone NOT NULL,
  	"scope" "enum_consent_records_scope" DEFAULT 'photo-and-name' NOT NULL,
  	"evidence" varchar,
  	"withdrawn" boolean DEFAULT false,
  	"withdrawn_on" timestamp(3) with time zone,
  	"updated_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "_consent_records_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_child_name" varchar NOT NULL,
  	"version_given_by" varchar NOT NULL,
  	"version_relation" varchar,
  	"version_date_given" timestamp(3) with time zone NOT NULL,
  	"version_scope" "enum__consent_records_v_version_scope" DEFAULT 'photo-and-name' NOT NULL,
  	"version_evidence" varchar,
  	"version_withdrawn" boolean DEFAULT false,
  	"version_withdrawn_on" timestamp(3) with time zone,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "toppers" ADD COLUMN "consent_id" integer;
  ALTER TABLE "_toppers_v" ADD COLUMN "version_consent_id" integer;
  ALTER TABLE "images" ADD COLUMN "shows_children" boolean DEFAULT false;
  ALTER TABLE "images" ADD COLUMN "consent_id" integer;
  ALTER TABLE "_images_v" ADD COLUMN "version_shows_children" boolean DEFAULT false;
  ALTER TABLE "_images_v" ADD COLUMN "version_consent_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "school_profile" ADD COLUMN "require_consent" boolean DEFAULT false;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_require_consent" boolean DEFAULT false;
  ALTER TABLE "_consent_records_v" ADD CONSTRAINT "_consent_records_v_parent_id_consent_records_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consent_records_withdrawn_idx" ON "consent_records" USING btree ("withdrawn");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "consent_records_filename_idx" ON "consent_records" USING btree ("filename");
  CREATE INDEX "_consent_records_v_parent_idx" ON "_consent_records_v" USING btree ("parent_id");
  CREATE INDEX "_consent_records_v_version_version_withdrawn_idx" ON "_consent_records_v" USING btree ("version_withdrawn");
  CREATE INDEX "_consent_records_v_version_version_updated_at_idx" ON "_consent_records_v" USING btree ("version_updated_at");
  CREATE INDEX "_consent_records_v_version_version_created_at_idx" ON "_consent_records_v" USING btree ("version_created_at");
  CREATE INDEX "_consent_records_v_version_version_filename_idx" ON "_consent_records_v" USING btree ("version_filename");
  CREATE INDEX "_consent_records_v_created_at_idx" ON "_consent_records_v" USING btree ("created_at");
  CREATE INDEX "_consent_records_v_updated_at_idx" ON "_consent_records_v" USING btree ("updated_at");
  ALTER TABLE "toppers" ADD CONSTRAINT "toppers_consent_id_consent_records_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toppers_v" ADD CONSTRAINT "_toppers_v_version_consent_id_consent_records_id_fk" FOREIGN KEY ("version_consent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_consent_id_consent_records_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_images_v" ADD CONSTRAINT "_images_v_version_consent_id_consent_records_id_fk" FOREIGN KEY ("version_consent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "toppers_consent_idx" ON "toppers" USING btree ("consent_id");
  CREATE INDEX "_toppers_v_version_version_consent_idx" ON "_toppers_v" USING btree ("version_consent_id");
  CREATE INDEX "images_consent_idx" ON "images" USING btree ("consent_id");
  CREATE INDEX "_images_v_version_version_consent_idx" ON "_images_v" USING btree ("version_consent_id");
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_consent_records_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "_consent_records_v" CASCADE;
  ALTER TABLE "toppers" DROP CONSTRAINT "toppers_consent_id_consent_records_id_fk";
  
  ALTER TABLE "_toppers_v" DROP CONSTRAINT "_toppers_v_version_consent_id_consent_records_id_fk";
  
  ALTER TABLE "images" DROP CONSTRAINT "images_consent_id_consent_records_id_fk";
  
  ALTER TABLE "_images_v" DROP CONSTRAINT "_images_v_version_consent_id_consent_records_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "toppers_consent_idx";
  DROP INDEX "_toppers_v_version_version_consent_idx";
  DROP INDEX "images_consent_idx";
  DROP INDEX "_images_v_version_version_consent_idx";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "toppers" DROP COLUMN "consent_id";
  ALTER TABLE "_toppers_v" DROP COLUMN "version_consent_id";
  ALTER TABLE "images" DROP COLUMN "shows_children";
  ALTER TABLE "images" DROP COLUMN "consent_id";
  ALTER TABLE "_images_v" DROP COLUMN "version_shows_children";
  ALTER TABLE "_images_v" DROP COLUMN "version_consent_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "school_profile" DROP COLUMN "require_consent";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_require_consent";
  DROP TYPE "public"."enum_consent_records_scope";
  DROP TYPE "public"."enum__consent_records_v_version_scope";`)
}
