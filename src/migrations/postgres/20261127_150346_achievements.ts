import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_achievements_level" AS ENUM('district', 'state', 'national');
  CREATE TYPE "public"."enum_achievements_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__achievements_v_version_level" AS ENUM('district', 'state', 'national');
  CREATE TYPE "public"."enum__achievements_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__achievements_v_published_locale" AS ENUM('en', 'hi');
  CREATE TABLE "achievements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"date" timestamp(3) with time zone,
  	"level" "enum_achievements_level",
  	"photo_id" integer,
  	"legacy_id" varchar,
  	"import_run" varchar,
  	"updated_by" varchar,
  	"notify_subscribers" boolean DEFAULT false,
  	"translation_stamps" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_achievements_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "achievements_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_achievements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_school_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_level" "enum__achievements_v_version_level",
  	"version_photo_id" integer,
  	"version_legacy_id" varchar,
  	"version_import_run" varchar,
  	"version_updated_by" varchar,
  	"version_notify_subscribers" boolean DEFAULT false,
  	"version_translation_stamps" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__achievements_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__achievements_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_achievements_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "achievements_id" integer;
  ALTER TABLE "achievements" ADD CONSTRAINT "achievements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements" ADD CONSTRAINT "achievements_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements_locales" ADD CONSTRAINT "achievements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_parent_id_achievements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."achievements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_photo_id_images_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v_locales" ADD CONSTRAINT "_achievements_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_achievements_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "achievements_school_idx" ON "achievements" USING btree ("school_id");
  CREATE INDEX "achievements_date_idx" ON "achievements" USING btree ("date");
  CREATE INDEX "achievements_photo_idx" ON "achievements" USING btree ("photo_id");
  CREATE INDEX "achievements_legacy_id_idx" ON "achievements" USING btree ("legacy_id");
  CREATE INDEX "achievements_import_run_idx" ON "achievements" USING btree ("import_run");
  CREATE INDEX "achievements_updated_at_idx" ON "achievements" USING btree ("updated_at");
  CREATE INDEX "achievements_created_at_idx" ON "achievements" USING btree ("created_at");
  CREATE INDEX "achievements_deleted_at_idx" ON "achievements" USING btree ("deleted_at");
  CREATE INDEX "achievements__status_idx" ON "achievements" USING btree ("_status");
  CREATE UNIQUE INDEX "legacyId_school_12_idx" ON "achievements" USING btree ("legacy_id","school_id");
  CREATE UNIQUE INDEX "achievements_locales_locale_parent_id_unique" ON "achievements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_achievements_v_parent_idx" ON "_achievements_v" USING btree ("parent_id");
  CREATE INDEX "_achievements_v_version_version_school_idx" ON "_achievements_v" USING btree ("version_school_id");
  CREATE INDEX "_achievements_v_version_version_date_idx" ON "_achievements_v" USING btree ("version_date");
  CREATE INDEX "_achievements_v_version_version_photo_idx" ON "_achievements_v" USING btree ("version_photo_id");
  CREATE INDEX "_achievements_v_version_version_legacy_id_idx" ON "_achievements_v" USING btree ("version_legacy_id");
  CREATE INDEX "_achievements_v_version_version_import_run_idx" ON "_achievements_v" USING btree ("version_import_run");
  CREATE INDEX "_achievements_v_version_version_updated_at_idx" ON "_achievements_v" USING btree ("version_updated_at");
  CREATE INDEX "_achievements_v_version_version_created_at_idx" ON "_achievements_v" USING btree ("version_created_at");
  CREATE INDEX "_achievements_v_version_version_deleted_at_idx" ON "_achievements_v" USING btree ("version_deleted_at");
  CREATE INDEX "_achievements_v_version_version__status_idx" ON "_achievements_v" USING btree ("version__status");
  CREATE INDEX "_achievements_v_created_at_idx" ON "_achievements_v" USING btree ("created_at");
  CREATE INDEX "_achievements_v_updated_at_idx" ON "_achievements_v" USING btree ("updated_at");
  CREATE INDEX "_achievements_v_snapshot_idx" ON "_achievements_v" USING btree ("snapshot");
  CREATE INDEX "_achievements_v_published_locale_idx" ON "_achievements_v" USING btree ("published_locale");
  CREATE INDEX "_achievements_v_latest_idx" ON "_achievements_v" USING btree ("latest");
  CREATE INDEX "version_legacyId_version_school_12_idx" ON "_achievements_v" USING btree ("version_legacy_id","version_school_id");
  CREATE UNIQUE INDEX "_achievements_v_locales_locale_parent_id_unique" ON "_achievements_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_achievements_fk" FOREIGN KEY ("achievements_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_achievements_id_idx" ON "payload_locked_documents_rels" USING btree ("achievements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "achievements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "achievements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_achievements_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_achievements_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "achievements" CASCADE;
  DROP TABLE "achievements_locales" CASCADE;
  DROP TABLE "_achievements_v" CASCADE;
  DROP TABLE "_achievements_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_achievements_fk";
  
  DROP INDEX "payload_locked_documents_rels_achievements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "achievements_id";
  DROP TYPE "public"."enum_achievements_level";
  DROP TYPE "public"."enum_achievements_status";
  DROP TYPE "public"."enum__achievements_v_version_level";
  DROP TYPE "public"."enum__achievements_v_version_status";
  DROP TYPE "public"."enum__achievements_v_published_locale";`)
}
