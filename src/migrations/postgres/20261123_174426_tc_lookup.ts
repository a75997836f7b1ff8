import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tc_lookups_outcome" AS ENUM('found', 'not-found', 'rate-limited', 'invalid');
  CREATE TYPE "public"."enum_tc_lookups_channel" AS ENUM('page', 'api');
  CREATE TABLE "tc_lookups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"outcome" "enum_tc_lookups_outcome" NOT NULL,
  	"channel" "enum_tc_lookups_channel" NOT NULL,
  	"client_address" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tc_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_class" boolean DEFAULT false,
  	"show_dates" boolean DEFAULT false,
  	"retention_years" numeric DEFAULT 5 NOT NULL,
  	"updated_by" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_tc_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_show_class" boolean DEFAULT false,
  	"version_show_dates" boolean DEFAULT false,
  	"version_retention_years" numeric DEFAULT 5 NOT NULL,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "transfer_certificates" ADD COLUMN "remove_from_lookup_after" timestamp(3) with time zone;
  ALTER TABLE "_transfer_certificates_v" ADD COLUMN "version_remove_from_lookup_after" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tc_lookups_id" integer;
  CREATE INDEX "tc_lookups_outcome_idx" ON "tc_lookups" USING btree ("outcome");
  CREATE INDEX "tc_lookups_updated_at_idx" ON "tc_lookups" USING btree ("updated_at");
  CREATE INDEX "tc_lookups_created_at_idx" ON "tc_lookups" USING btree ("created_at");
  CREATE INDEX "_tc_settings_v_created_at_idx" ON "_tc_settings_v" USING btree ("created_at");
  CREATE INDEX "_tc_settings_v_updated_at_idx" ON "_tc_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tc_lookups_fk" FOREIGN KEY ("tc_lookups_id") REFERENCES "public"."tc_lookups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "transfer_certificates_remove_from_lookup_after_idx" ON "transfer_certificates" USING btree ("remove_from_lookup_after");
  CREATE INDEX "_transfer_certificates_v_version_version_remove_from_loo_idx" ON "_transfer_certificates_v" USING btree ("version_remove_from_lookup_after");
  CREATE INDEX "payload_locked_documents_rels_tc_lookups_id_idx" ON "payload_locked_documents_rels" USING btree ("tc_lookups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tc_lookups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tc_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tc_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tc_lookups" CASCADE;
  DROP TABLE "tc_settings" CASCADE;
  DROP TABLE "_tc_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tc_lookups_fk";
  
  DROP INDEX "transfer_certificates_remove_from_lookup_after_idx";
  DROP INDEX "_transfer_certificates_v_version_version_remove_from_loo_idx";
  DROP INDEX "payload_locked_documents_rels_tc_lookups_id_idx";
  ALTER TABLE "transfer_certificates" DROP COLUMN "remove_from_lookup_after";
  ALTER TABLE "_transfer_certificates_v" DROP COLUMN "version_remove_from_lookup_after";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tc_lookups_id";
  DROP TYPE "public"."enum_tc_lookups_outcome";
  DROP TYPE "public"."enum_tc_lookups_channel";`)
}
