import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import type { Db } from '../localize'
import { giveExistingRowsTheirSchool } from '../schoolBackfill'

// Existing rows become the existing school's, and staff accounts list it (src/migrations/schoolBackfill.ts).
export async function up(args: MigrateUpArgs): Promise<void> {
  await generatedUp(args)
  await giveExistingRowsTheirSchool(args.db as Db)
}

async function generatedUp({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "users_schools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"school_id" integer NOT NULL
  );
  
  DROP INDEX "news_legacy_id_idx";
  DROP INDEX "news_categories_slug_idx";
  DROP INDEX "events_legacy_id_idx";
  DROP INDEX "highlights_legacy_id_idx";
  DROP INDEX "notifications_legacy_id_idx";
  DROP INDEX "online_registrations_legacy_id_idx";
  DROP INDEX "hero_slides_legacy_id_idx";
  DROP INDEX "gallery_albums_legacy_id_idx";
  DROP INDEX "media_items_legacy_id_idx";
  DROP INDEX "toppers_legacy_id_idx";
  DROP INDEX "testimonials_legacy_id_idx";
  DROP INDEX "faculty_legacy_id_idx";
  DROP INDEX "circulars_legacy_id_idx";
  DROP INDEX "policy_pages_slug_idx";
  DROP INDEX "transfer_certificates_admission_number_idx";
  DROP INDEX "transfer_certificates_tc_number_idx";
  ALTER TABLE "news" ADD COLUMN "school_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "news_categories" ADD COLUMN "school_id" integer;
  ALTER TABLE "events" ADD COLUMN "school_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "highlights" ADD COLUMN "school_id" integer;
  ALTER TABLE "_highlights_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "notifications" ADD COLUMN "school_id" integer;
  ALTER TABLE "_notifications_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "emergency_alerts" ADD COLUMN "school_id" integer;
  ALTER TABLE "_emergency_alerts_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "online_registrations" ADD COLUMN "school_id" integer;
  ALTER TABLE "_online_registrations_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "hero_slides" ADD COLUMN "school_id" integer;
  ALTER TABLE "_hero_slides_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "gallery_albums" ADD COLUMN "school_id" integer;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "media_items" ADD COLUMN "school_id" integer;
  ALTER TABLE "_media_items_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "toppers" ADD COLUMN "school_id" integer;
  ALTER TABLE "_toppers_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "school_id" integer;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "faculty" ADD COLUMN "school_id" integer;
  ALTER TABLE "_faculty_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "circulars" ADD COLUMN "school_id" integer;
  ALTER TABLE "_circulars_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "policy_pages" ADD COLUMN "school_id" integer;
  ALTER TABLE "_policy_pages_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "feedback" ADD COLUMN "school_id" integer;
  ALTER TABLE "transfer_certificates" ADD COLUMN "school_id" integer;
  ALTER TABLE "_transfer_certificates_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "tc_lookups" ADD COLUMN "school_id" integer;
  ALTER TABLE "images" ADD COLUMN "school_id" integer;
  ALTER TABLE "_images_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "documents" ADD COLUMN "school_id" integer;
  ALTER TABLE "_documents_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "certificates" ADD COLUMN "school_id" integer;
  ALTER TABLE "_certificates_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "consent_records" ADD COLUMN "school_id" integer;
  ALTER TABLE "_consent_records_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "search_index" ADD COLUMN "school_id" integer;
  ALTER TABLE "users_schools" ADD CONSTRAINT "users_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_schools" ADD CONSTRAINT "users_schools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_schools_order_idx" ON "users_schools" USING btree ("_order");
  CREATE INDEX "users_schools_parent_id_idx" ON "users_schools" USING btree ("_parent_id");
  CREATE INDEX "users_schools_school_idx" ON "users_schools" USING btree ("school_id");
  ALTER TABLE "news" ADD CONSTRAINT "news_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "highlights" ADD CONSTRAINT "highlights_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_highlights_v" ADD CONSTRAINT "_highlights_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notifications_v" ADD CONSTRAINT "_notifications_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_emergency_alerts_v" ADD CONSTRAINT "_emergency_alerts_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "online_registrations" ADD CONSTRAINT "online_registrations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_online_registrations_v" ADD CONSTRAINT "_online_registrations_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_slides_v" ADD CONSTRAINT "_hero_slides_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_albums" ADD CONSTRAINT "gallery_albums_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_albums_v" ADD CONSTRAINT "_gallery_albums_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_items" ADD CONSTRAINT "media_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_items_v" ADD CONSTRAINT "_media_items_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "toppers" ADD CONSTRAINT "toppers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toppers_v" ADD CONSTRAINT "_toppers_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faculty" ADD CONSTRAINT "faculty_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculty_v" ADD CONSTRAINT "_faculty_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "circulars" ADD CONSTRAINT "circulars_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_circulars_v" ADD CONSTRAINT "_circulars_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policy_pages" ADD CONSTRAINT "policy_pages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_policy_pages_v" ADD CONSTRAINT "_policy_pages_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback" ADD CONSTRAINT "feedback_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_transfer_certificates_v" ADD CONSTRAINT "_transfer_certificates_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tc_lookups" ADD CONSTRAINT "tc_lookups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_images_v" ADD CONSTRAINT "_images_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_certificates_v" ADD CONSTRAINT "_certificates_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_consent_records_v" ADD CONSTRAINT "_consent_records_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_index" ADD CONSTRAINT "search_index_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_school_idx" ON "news" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_idx" ON "news" USING btree ("legacy_id","school_id");
  CREATE INDEX "_news_v_version_version_school_idx" ON "_news_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_idx" ON "_news_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "news_categories_school_idx" ON "news_categories" USING btree ("school_id");
  CREATE UNIQUE INDEX "slug_school_idx" ON "news_categories" USING btree ("slug","school_id");
  CREATE INDEX "events_school_idx" ON "events" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_1_idx" ON "events" USING btree ("legacy_id","school_id");
  CREATE INDEX "_events_v_version_version_school_idx" ON "_events_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_1_idx" ON "_events_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "highlights_school_idx" ON "highlights" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_2_idx" ON "highlights" USING btree ("legacy_id","school_id");
  CREATE INDEX "_highlights_v_version_version_school_idx" ON "_highlights_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_2_idx" ON "_highlights_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "notifications_school_idx" ON "notifications" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_3_idx" ON "notifications" USING btree ("legacy_id","school_id");
  CREATE INDEX "_notifications_v_version_version_school_idx" ON "_notifications_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_3_idx" ON "_notifications_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "emergency_alerts_school_idx" ON "emergency_alerts" USING btree ("school_id");
  CREATE INDEX "_emergency_alerts_v_version_version_school_idx" ON "_emergency_alerts_v" USING btree ("version_school_id");
  CREATE INDEX "online_registrations_school_idx" ON "online_registrations" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_4_idx" ON "online_registrations" USING btree ("legacy_id","school_id");
  CREATE INDEX "_online_registrations_v_version_version_school_idx" ON "_online_registrations_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_4_idx" ON "_online_registrations_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "hero_slides_school_idx" ON "hero_slides" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_5_idx" ON "hero_slides" USING btree ("legacy_id","school_id");
  CREATE INDEX "_hero_slides_v_version_version_school_idx" ON "_hero_slides_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_5_idx" ON "_hero_slides_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "gallery_albums_school_idx" ON "gallery_albums" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_6_idx" ON "gallery_albums" USING btree ("legacy_id","school_id");
  CREATE INDEX "_gallery_albums_v_version_version_school_idx" ON "_gallery_albums_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_6_idx" ON "_gallery_albums_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "media_items_school_idx" ON "media_items" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_7_idx" ON "media_items" USING btree ("legacy_id","school_id");
  CREATE INDEX "_media_items_v_version_version_school_idx" ON "_media_items_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_7_idx" ON "_media_items_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "toppers_school_idx" ON "toppers" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_8_idx" ON "toppers" USING btree ("legacy_id","school_id");
  CREATE INDEX "_toppers_v_version_version_school_idx" ON "_toppers_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_8_idx" ON "_toppers_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "testimonials_school_idx" ON "testimonials" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_9_idx" ON "testimonials" USING btree ("legacy_id","school_id");
  CREATE INDEX "_testimonials_v_version_version_school_idx" ON "_testimonials_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_9_idx" ON "_testimonials_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "faculty_school_idx" ON "faculty" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_10_idx" ON "faculty" USING btree ("legacy_id","school_id");
  CREATE INDEX "_faculty_v_version_version_school_idx" ON "_faculty_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_10_idx" ON "_faculty_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "circulars_school_idx" ON "circulars" USING btree ("school_id");
  CREATE UNIQUE INDEX "legacyId_school_11_idx" ON "circulars" USING btree ("legacy_id","school_id");
  CREATE INDEX "_circulars_v_version_version_school_idx" ON "_circulars_v" USING btree ("version_school_id");
  CREATE INDEX "version_legacyId_version_school_11_idx" ON "_circulars_v" USING btree ("version_legacy_id","version_school_id");
  CREATE INDEX "policy_pages_school_idx" ON "policy_pages" USING btree ("school_id");
  CREATE UNIQUE INDEX "slug_school_1_idx" ON "policy_pages" USING btree ("slug","school_id");
  CREATE INDEX "_policy_pages_v_version_version_school_idx" ON "_policy_pages_v" USING btree ("version_school_id");
  CREATE INDEX "version_slug_version_school_idx" ON "_policy_pages_v" USING btree ("version_slug","version_school_id");
  CREATE INDEX "feedback_school_idx" ON "feedback" USING btree ("school_id");
  CREATE INDEX "transfer_certificates_school_idx" ON "transfer_certificates" USING btree ("school_id");
  CREATE UNIQUE INDEX "admissionNumber_school_idx" ON "transfer_certificates" USING btree ("admission_number","school_id");
  CREATE UNIQUE INDEX "tcNumber_school_idx" ON "transfer_certificates" USING btree ("tc_number","school_id");
  CREATE INDEX "_transfer_certificates_v_version_version_school_idx" ON "_transfer_certificates_v" USING btree ("version_school_id");
  CREATE INDEX "version_admissionNumber_version_school_idx" ON "_transfer_certificates_v" USING btree ("version_admission_number","version_school_id");
  CREATE INDEX "version_tcNumber_version_school_idx" ON "_transfer_certificates_v" USING btree ("version_tc_number","version_school_id");
  CREATE INDEX "tc_lookups_school_idx" ON "tc_lookups" USING btree ("school_id");
  CREATE INDEX "images_school_idx" ON "images" USING btree ("school_id");
  CREATE INDEX "_images_v_version_version_school_idx" ON "_images_v" USING btree ("version_school_id");
  CREATE INDEX "documents_school_idx" ON "documents" USING btree ("school_id");
  CREATE INDEX "_documents_v_version_version_school_idx" ON "_documents_v" USING btree ("version_school_id");
  CREATE INDEX "certificates_school_idx" ON "certificates" USING btree ("school_id");
  CREATE INDEX "_certificates_v_version_version_school_idx" ON "_certificates_v" USING btree ("version_school_id");
  CREATE INDEX "consent_records_school_idx" ON "consent_records" USING btree ("school_id");
  CREATE INDEX "_consent_records_v_version_version_school_idx" ON "_consent_records_v" USING btree ("version_school_id");
  CREATE INDEX "search_index_school_idx" ON "search_index" USING btree ("school_id");
  CREATE INDEX "news_legacy_id_idx" ON "news" USING btree ("legacy_id");
  CREATE INDEX "news_categories_slug_idx" ON "news_categories" USING btree ("slug");
  CREATE INDEX "events_legacy_id_idx" ON "events" USING btree ("legacy_id");
  CREATE INDEX "highlights_legacy_id_idx" ON "highlights" USING btree ("legacy_id");
  CREATE INDEX "notifications_legacy_id_idx" ON "notifications" USING btree ("legacy_id");
  CREATE INDEX "online_registrations_legacy_id_idx" ON "online_registrations" USING btree ("legacy_id");
  CREATE INDEX "hero_slides_legacy_id_idx" ON "hero_slides" USING btree ("legacy_id");
  CREATE INDEX "gallery_albums_legacy_id_idx" ON "gallery_albums" USING btree ("legacy_id");
  CREATE INDEX "media_items_legacy_id_idx" ON "media_items" USING btree ("legacy_id");
  CREATE INDEX "toppers_legacy_id_idx" ON "toppers" USING btree ("legacy_id");
  CREATE INDEX "testimonials_legacy_id_idx" ON "testimonials" USING btree ("legacy_id");
  CREATE INDEX "faculty_legacy_id_idx" ON "faculty" USING btree ("legacy_id");
  CREATE INDEX "circulars_legacy_id_idx" ON "circulars" USING btree ("legacy_id");
  CREATE INDEX "policy_pages_slug_idx" ON "policy_pages" USING btree ("slug");
  CREATE INDEX "transfer_certificates_admission_number_idx" ON "transfer_certificates" USING btree ("admission_number");
  CREATE INDEX "transfer_certificates_tc_number_idx" ON "transfer_certificates" USING btree ("tc_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_schools" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_schools" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT IF EXISTS "news_school_id_schools_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT IF EXISTS "_news_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "news_categories" DROP CONSTRAINT IF EXISTS "news_categories_school_id_schools_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT IF EXISTS "events_school_id_schools_id_fk";
  
  ALTER TABLE "_events_v" DROP CONSTRAINT IF EXISTS "_events_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "highlights" DROP CONSTRAINT IF EXISTS "highlights_school_id_schools_id_fk";
  
  ALTER TABLE "_highlights_v" DROP CONSTRAINT IF EXISTS "_highlights_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_school_id_schools_id_fk";
  
  ALTER TABLE "_notifications_v" DROP CONSTRAINT IF EXISTS "_notifications_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "emergency_alerts" DROP CONSTRAINT IF EXISTS "emergency_alerts_school_id_schools_id_fk";
  
  ALTER TABLE "_emergency_alerts_v" DROP CONSTRAINT IF EXISTS "_emergency_alerts_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "online_registrations" DROP CONSTRAINT IF EXISTS "online_registrations_school_id_schools_id_fk";
  
  ALTER TABLE "_online_registrations_v" DROP CONSTRAINT IF EXISTS "_online_registrations_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "hero_slides" DROP CONSTRAINT IF EXISTS "hero_slides_school_id_schools_id_fk";
  
  ALTER TABLE "_hero_slides_v" DROP CONSTRAINT IF EXISTS "_hero_slides_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "gallery_albums" DROP CONSTRAINT IF EXISTS "gallery_albums_school_id_schools_id_fk";
  
  ALTER TABLE "_gallery_albums_v" DROP CONSTRAINT IF EXISTS "_gallery_albums_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "media_items" DROP CONSTRAINT IF EXISTS "media_items_school_id_schools_id_fk";
  
  ALTER TABLE "_media_items_v" DROP CONSTRAINT IF EXISTS "_media_items_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "toppers" DROP CONSTRAINT IF EXISTS "toppers_school_id_schools_id_fk";
  
  ALTER TABLE "_toppers_v" DROP CONSTRAINT IF EXISTS "_toppers_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "testimonials" DROP CONSTRAINT IF EXISTS "testimonials_school_id_schools_id_fk";
  
  ALTER TABLE "_testimonials_v" DROP CONSTRAINT IF EXISTS "_testimonials_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "faculty" DROP CONSTRAINT IF EXISTS "faculty_school_id_schools_id_fk";
  
  ALTER TABLE "_faculty_v" DROP CONSTRAINT IF EXISTS "_faculty_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "circulars" DROP CONSTRAINT IF EXISTS "circulars_school_id_schools_id_fk";
  
  ALTER TABLE "_circulars_v" DROP CONSTRAINT IF EXISTS "_circulars_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "policy_pages" DROP CONSTRAINT IF EXISTS "policy_pages_school_id_schools_id_fk";
  
  ALTER TABLE "_policy_pages_v" DROP CONSTRAINT IF EXISTS "_policy_pages_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "feedback" DROP CONSTRAINT IF EXISTS "feedback_school_id_schools_id_fk";
  
  ALTER TABLE "transfer_certificates" DROP CONSTRAINT IF EXISTS "transfer_certificates_school_id_schools_id_fk";
  
  ALTER TABLE "_transfer_certificates_v" DROP CONSTRAINT IF EXISTS "_transfer_certificates_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "tc_lookups" DROP CONSTRAINT IF EXISTS "tc_lookups_school_id_schools_id_fk";
  
  ALTER TABLE "images" DROP CONSTRAINT IF EXISTS "images_school_id_schools_id_fk";
  
  ALTER TABLE "_images_v" DROP CONSTRAINT IF EXISTS "_images_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "documents" DROP CONSTRAINT IF EXISTS "documents_school_id_schools_id_fk";
  
  ALTER TABLE "_documents_v" DROP CONSTRAINT IF EXISTS "_documents_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "certificates" DROP CONSTRAINT IF EXISTS "certificates_school_id_schools_id_fk";
  
  ALTER TABLE "_certificates_v" DROP CONSTRAINT IF EXISTS "_certificates_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "consent_records" DROP CONSTRAINT IF EXISTS "consent_records_school_id_schools_id_fk";
  
  ALTER TABLE "_consent_records_v" DROP CONSTRAINT IF EXISTS "_consent_records_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "search_index" DROP CONSTRAINT IF EXISTS "search_index_school_id_schools_id_fk";
  
  DROP INDEX "news_school_idx";
  DROP INDEX "legacyId_school_idx";
  DROP INDEX "_news_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_idx";
  DROP INDEX "news_categories_school_idx";
  DROP INDEX "slug_school_idx";
  DROP INDEX "events_school_idx";
  DROP INDEX "legacyId_school_1_idx";
  DROP INDEX "_events_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_1_idx";
  DROP INDEX "highlights_school_idx";
  DROP INDEX "legacyId_school_2_idx";
  DROP INDEX "_highlights_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_2_idx";
  DROP INDEX "notifications_school_idx";
  DROP INDEX "legacyId_school_3_idx";
  DROP INDEX "_notifications_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_3_idx";
  DROP INDEX "emergency_alerts_school_idx";
  DROP INDEX "_emergency_alerts_v_version_version_school_idx";
  DROP INDEX "online_registrations_school_idx";
  DROP INDEX "legacyId_school_4_idx";
  DROP INDEX "_online_registrations_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_4_idx";
  DROP INDEX "hero_slides_school_idx";
  DROP INDEX "legacyId_school_5_idx";
  DROP INDEX "_hero_slides_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_5_idx";
  DROP INDEX "gallery_albums_school_idx";
  DROP INDEX "legacyId_school_6_idx";
  DROP INDEX "_gallery_albums_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_6_idx";
  DROP INDEX "media_items_school_idx";
  DROP INDEX "legacyId_school_7_idx";
  DROP INDEX "_media_items_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_7_idx";
  DROP INDEX "toppers_school_idx";
  DROP INDEX "legacyId_school_8_idx";
  DROP INDEX "_toppers_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_8_idx";
  DROP INDEX "testimonials_school_idx";
  DROP INDEX "legacyId_school_9_idx";
  DROP INDEX "_testimonials_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_9_idx";
  DROP INDEX "faculty_school_idx";
  DROP INDEX "legacyId_school_10_idx";
  DROP INDEX "_faculty_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_10_idx";
  DROP INDEX "circulars_school_idx";
  DROP INDEX "legacyId_school_11_idx";
  DROP INDEX "_circulars_v_version_version_school_idx";
  DROP INDEX "version_legacyId_version_school_11_idx";
  DROP INDEX "policy_pages_school_idx";
  DROP INDEX "slug_school_1_idx";
  DROP INDEX "_policy_pages_v_version_version_school_idx";
  DROP INDEX "version_slug_version_school_idx";
  DROP INDEX "feedback_school_idx";
  DROP INDEX "transfer_certificates_school_idx";
  DROP INDEX "admissionNumber_school_idx";
  DROP INDEX "tcNumber_school_idx";
  DROP INDEX "_transfer_certificates_v_version_version_school_idx";
  DROP INDEX "version_admissionNumber_version_school_idx";
  DROP INDEX "version_tcNumber_version_school_idx";
  DROP INDEX "tc_lookups_school_idx";
  DROP INDEX "images_school_idx";
  DROP INDEX "_images_v_version_version_school_idx";
  DROP INDEX "documents_school_idx";
  DROP INDEX "_documents_v_version_version_school_idx";
  DROP INDEX "certificates_school_idx";
  DROP INDEX "_certificates_v_version_version_school_idx";
  DROP INDEX "consent_records_school_idx";
  DROP INDEX "_consent_records_v_version_version_school_idx";
  DROP INDEX "search_index_school_idx";
  DROP INDEX "news_legacy_id_idx";
  DROP INDEX "news_categories_slug_idx";
  DROP INDEX "events_legacy_id_idx";
  DROP INDEX "highlights_legacy_id_idx";
  DROP INDEX "notifications_legacy_id_idx";
  DROP INDEX "online_registrations_legacy_id_idx";
  DROP INDEX "hero_slides_legacy_id_idx";
  DROP INDEX "gallery_albums_legacy_id_idx";
  DROP INDEX "media_items_legacy_id_idx";
  DROP INDEX "toppers_legacy_id_idx";
  DROP INDEX "testimonials_legacy_id_idx";
  DROP INDEX "faculty_legacy_id_idx";
  DROP INDEX "circulars_legacy_id_idx";
  DROP INDEX "policy_pages_slug_idx";
  DROP INDEX "transfer_certificates_admission_number_idx";
  DROP INDEX "transfer_certificates_tc_number_idx";
  CREATE UNIQUE INDEX "news_legacy_id_idx" ON "news" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "news_categories_slug_idx" ON "news_categories" USING btree ("slug");
  CREATE UNIQUE INDEX "events_legacy_id_idx" ON "events" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "highlights_legacy_id_idx" ON "highlights" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "notifications_legacy_id_idx" ON "notifications" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "online_registrations_legacy_id_idx" ON "online_registrations" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "hero_slides_legacy_id_idx" ON "hero_slides" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "gallery_albums_legacy_id_idx" ON "gallery_albums" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "media_items_legacy_id_idx" ON "media_items" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "toppers_legacy_id_idx" ON "toppers" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "testimonials_legacy_id_idx" ON "testimonials" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "faculty_legacy_id_idx" ON "faculty" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "circulars_legacy_id_idx" ON "circulars" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "policy_pages_slug_idx" ON "policy_pages" USING btree ("slug");
  CREATE UNIQUE INDEX "transfer_certificates_admission_number_idx" ON "transfer_certificates" USING btree ("admission_number");
  CREATE UNIQUE INDEX "transfer_certificates_tc_number_idx" ON "transfer_certificates" USING btree ("tc_number");
  ALTER TABLE "news" DROP COLUMN "school_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_school_id";
  ALTER TABLE "news_categories" DROP COLUMN "school_id";
  ALTER TABLE "events" DROP COLUMN "school_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_school_id";
  ALTER TABLE "highlights" DROP COLUMN "school_id";
  ALTER TABLE "_highlights_v" DROP COLUMN "version_school_id";
  ALTER TABLE "notifications" DROP COLUMN "school_id";
  ALTER TABLE "_notifications_v" DROP COLUMN "version_school_id";
  ALTER TABLE "emergency_alerts" DROP COLUMN "school_id";
  ALTER TABLE "_emergency_alerts_v" DROP COLUMN "version_school_id";
  ALTER TABLE "online_registrations" DROP COLUMN "school_id";
  ALTER TABLE "_online_registrations_v" DROP COLUMN "version_school_id";
  ALTER TABLE "hero_slides" DROP COLUMN "school_id";
  ALTER TABLE "_hero_slides_v" DROP COLUMN "version_school_id";
  ALTER TABLE "gallery_albums" DROP COLUMN "school_id";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "version_school_id";
  ALTER TABLE "media_items" DROP COLUMN "school_id";
  ALTER TABLE "_media_items_v" DROP COLUMN "version_school_id";
  ALTER TABLE "toppers" DROP COLUMN "school_id";
  ALTER TABLE "_toppers_v" DROP COLUMN "version_school_id";
  ALTER TABLE "testimonials" DROP COLUMN "school_id";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_school_id";
  ALTER TABLE "faculty" DROP COLUMN "school_id";
  ALTER TABLE "_faculty_v" DROP COLUMN "version_school_id";
  ALTER TABLE "circulars" DROP COLUMN "school_id";
  ALTER TABLE "_circulars_v" DROP COLUMN "version_school_id";
  ALTER TABLE "policy_pages" DROP COLUMN "school_id";
  ALTER TABLE "_policy_pages_v" DROP COLUMN "version_school_id";
  ALTER TABLE "feedback" DROP COLUMN "school_id";
  ALTER TABLE "transfer_certificates" DROP COLUMN "school_id";
  ALTER TABLE "_transfer_certificates_v" DROP COLUMN "version_school_id";
  ALTER TABLE "tc_lookups" DROP COLUMN "school_id";
  ALTER TABLE "images" DROP COLUMN "school_id";
  ALTER TABLE "_images_v" DROP COLUMN "version_school_id";
  ALTER TABLE "documents" DROP COLUMN "school_id";
  ALTER TABLE "_documents_v" DROP COLUMN "version_school_id";
  ALTER TABLE "certificates" DROP COLUMN "school_id";
  ALTER TABLE "_certificates_v" DROP COLUMN "version_school_id";
  ALTER TABLE "consent_records" DROP COLUMN "school_id";
  ALTER TABLE "_consent_records_v" DROP COLUMN "version_school_id";
  ALTER TABLE "search_index" DROP COLUMN "school_id";`)
}
