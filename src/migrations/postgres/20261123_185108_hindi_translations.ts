import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { keepingContentInEnglish } from '../localize'

// Existing content becomes the English version: `keepingContentInEnglish` (src/migrations/localize.ts)
// copies each column into its `*_locales` table's English row just before the generated statements drop it.
// It wraps `up` here, not in index.ts, because `payload migrate:create` rewrites index.ts.
export const up = keepingContentInEnglish(generatedUp)

async function generatedUp({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__highlights_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__notifications_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__emergency_alerts_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__gallery_albums_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__toppers_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__circulars_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum__policy_pages_v_published_locale" AS ENUM('en', 'hi');
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"time" varchar,
  	"venue" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_time" varchar,
  	"version_venue" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "highlights_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_highlights_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "notifications_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_notifications_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "hero_slides_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hero_slides_v_locales" (
  	"version_title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "gallery_albums_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_gallery_albums_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "policy_pages_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_policy_pages_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_page_feature_cards_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_locales" (
  	"about_teaser_heading" varchar NOT NULL,
  	"about_teaser_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_feature_cards_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_about_teaser_heading" varchar NOT NULL,
  	"version_about_teaser_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "principal_message_locales" (
  	"quotation" varchar NOT NULL,
  	"designation" varchar DEFAULT 'Principal',
  	"letter" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_principal_message_v_locales" (
  	"version_quotation" varchar NOT NULL,
  	"version_designation" varchar DEFAULT 'Principal',
  	"version_letter" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_page_locales" (
  	"history" jsonb NOT NULL,
  	"extended_campus" jsonb,
  	"educational_aims" jsonb,
  	"motto" varchar,
  	"motto_meaning" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_history" jsonb NOT NULL,
  	"version_extended_campus" jsonb,
  	"version_educational_aims" jsonb,
  	"version_motto" varchar,
  	"version_motto_meaning" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "syllabus_page_sections_locales" (
  	"heading" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_syllabus_page_v_version_sections_locales" (
  	"heading" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "exam_schedule_page_date_sheets_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "exam_schedule_page_locales" (
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_exam_schedule_page_v_version_date_sheets_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_exam_schedule_page_v_locales" (
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "activities_page_tabs_locales" (
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_activities_page_v_version_tabs_locales" (
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "student_council_page_tabs_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "student_council_page_locales" (
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_student_council_page_v_version_tabs_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_student_council_page_v_locales" (
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "admission_page_admission_rules_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "admission_page_age_criteria_locales" (
  	"age" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "admission_page_fee_rules_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "admission_page_locales" (
  	"intro" varchar,
  	"age_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_admission_page_v_version_admission_rules_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_admission_page_v_version_age_criteria_locales" (
  	"age" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_admission_page_v_version_fee_rules_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_admission_page_v_locales" (
  	"version_intro" varchar,
  	"version_age_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "uniform_page_boys_regular_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_boys_pt_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_boys_winter_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_boys_pt_winter_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_girls_regular_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_girls_pt_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_girls_winter_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_girls_pt_winter_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_notes_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_locales" (
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_boys_regular_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_boys_pt_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_boys_winter_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_boys_pt_winter_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_girls_regular_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_girls_pt_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_girls_winter_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_girls_pt_winter_locales" (
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_notes_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_locales" (
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "timings_page_class_timings_locales" (
  	"classes" varchar NOT NULL,
  	"summer" varchar NOT NULL,
  	"winter" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "timings_page_bus_departures_locales" (
  	"days" varchar NOT NULL,
  	"summer" varchar NOT NULL,
  	"winter" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "timings_page_office_hours_locales" (
  	"office" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "timings_page_notes_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_timings_page_v_version_class_timings_locales" (
  	"classes" varchar NOT NULL,
  	"summer" varchar NOT NULL,
  	"winter" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_timings_page_v_version_bus_departures_locales" (
  	"days" varchar NOT NULL,
  	"summer" varchar NOT NULL,
  	"winter" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_timings_page_v_version_office_hours_locales" (
  	"office" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_timings_page_v_version_notes_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "infrastructure_page_photos_locales" (
  	"caption" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "infrastructure_page_locales" (
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_infrastructure_page_v_version_photos_locales" (
  	"caption" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_infrastructure_page_v_locales" (
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_section_c_results_x_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_section_c_results_x_i_i_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_calendar_locales" (
  	"period" varchar NOT NULL,
  	"activity" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_management_committee_locales" (
  	"designation" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_parent_teacher_association_locales" (
  	"designation" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_general_information_locales" (
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_academic_documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_results_x_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_results_x_i_i_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_staff_locales" (
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_infrastructure_locales" (
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_locales" (
  	"section_a_school_name" varchar,
  	"section_a_address" varchar,
  	"section_a_principal_name" varchar,
  	"section_a_principal_qualification" varchar,
  	"section_d_principal" varchar,
  	"section_d_teacher_section_ratio" varchar,
  	"section_d_special_educator" varchar,
  	"section_d_counsellor" varchar,
  	"section_e_inspection_video" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_section_c_results_x_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_calendar_locales" (
  	"period" varchar NOT NULL,
  	"activity" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_management_committee_locales" (
  	"designation" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_parent_teacher_association_locales" (
  	"designation" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_general_information_locales" (
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_academic_documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_results_x_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_results_x_i_i_locales" (
  	"remarks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_staff_locales" (
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_infrastructure_locales" (
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_locales" (
  	"version_section_a_school_name" varchar,
  	"version_section_a_address" varchar,
  	"version_section_a_principal_name" varchar,
  	"version_section_a_principal_qualification" varchar,
  	"version_section_d_principal" varchar,
  	"version_section_d_teacher_section_ratio" varchar,
  	"version_section_d_special_educator" varchar,
  	"version_section_d_counsellor" varchar,
  	"version_section_e_inspection_video" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "parent_portal_help_guides_steps_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "parent_portal_help_guides_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "parent_portal_help_locales" (
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_parent_portal_help_v_version_guides_steps_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_parent_portal_help_v_version_guides_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_parent_portal_help_v_locales" (
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "erp_page_portals_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "erp_page_locales" (
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_erp_page_v_version_portals_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_erp_page_v_locales" (
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "youth_summit_messages_locales" (
  	"role" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "youth_summit_committees_agenda_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "youth_summit_locales" (
  	"title" varchar NOT NULL,
  	"grades" varchar NOT NULL,
  	"venue" varchar,
  	"about" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_youth_summit_v_version_messages_locales" (
  	"role" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_youth_summit_v_version_committees_agenda_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_youth_summit_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_grades" varchar NOT NULL,
  	"version_venue" varchar,
  	"version_about" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "news" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "published_locale" "enum__news_v_published_locale";
  ALTER TABLE "events" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_events_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "_events_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "published_locale" "enum__events_v_published_locale";
  ALTER TABLE "highlights" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_highlights_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "_highlights_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_highlights_v" ADD COLUMN "published_locale" "enum__highlights_v_published_locale";
  ALTER TABLE "notifications" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_notifications_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "_notifications_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_notifications_v" ADD COLUMN "published_locale" "enum__notifications_v_published_locale";
  ALTER TABLE "_emergency_alerts_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_emergency_alerts_v" ADD COLUMN "published_locale" "enum__emergency_alerts_v_published_locale";
  ALTER TABLE "hero_slides" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_hero_slides_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "gallery_albums" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "published_locale" "enum__gallery_albums_v_published_locale";
  ALTER TABLE "_toppers_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_toppers_v" ADD COLUMN "published_locale" "enum__toppers_v_published_locale";
  ALTER TABLE "_circulars_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_circulars_v" ADD COLUMN "published_locale" "enum__circulars_v_published_locale";
  ALTER TABLE "_policy_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_policy_pages_v" ADD COLUMN "published_locale" "enum__policy_pages_v_published_locale";
  ALTER TABLE "home_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "principal_message" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_principal_message_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "about_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "syllabus_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_syllabus_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "exam_schedule_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_exam_schedule_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "activities_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_activities_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "student_council_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_student_council_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "admission_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_admission_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "uniform_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_uniform_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "timings_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_timings_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "infrastructure_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_infrastructure_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "parent_portal_help" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_parent_portal_help_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "erp_page" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_erp_page_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "youth_summit" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_youth_summit_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "downloads" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "highlights_locales" ADD CONSTRAINT "highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_highlights_v_locales" ADD CONSTRAINT "_highlights_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_highlights_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notifications_locales" ADD CONSTRAINT "notifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notifications_v_locales" ADD CONSTRAINT "_notifications_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_notifications_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_slides_locales" ADD CONSTRAINT "hero_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_slides_v_locales" ADD CONSTRAINT "_hero_slides_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_slides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_albums_locales" ADD CONSTRAINT "gallery_albums_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gallery_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_albums_v_locales" ADD CONSTRAINT "_gallery_albums_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gallery_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_pages_locales" ADD CONSTRAINT "policy_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_pages_v_locales" ADD CONSTRAINT "_policy_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policy_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_feature_cards_locales" ADD CONSTRAINT "home_page_feature_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_feature_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_feature_cards_locales" ADD CONSTRAINT "_home_page_v_version_feature_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_feature_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "principal_message_locales" ADD CONSTRAINT "principal_message_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."principal_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_principal_message_v_locales" ADD CONSTRAINT "_principal_message_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_principal_message_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_page_sections_locales" ADD CONSTRAINT "syllabus_page_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."syllabus_page_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_page_v_version_sections_locales" ADD CONSTRAINT "_syllabus_page_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_syllabus_page_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_schedule_page_date_sheets_locales" ADD CONSTRAINT "exam_schedule_page_date_sheets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_schedule_page_date_sheets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_schedule_page_locales" ADD CONSTRAINT "exam_schedule_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_schedule_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exam_schedule_page_v_version_date_sheets_locales" ADD CONSTRAINT "_exam_schedule_page_v_version_date_sheets_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exam_schedule_page_v_version_date_sheets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exam_schedule_page_v_locales" ADD CONSTRAINT "_exam_schedule_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exam_schedule_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_page_tabs_locales" ADD CONSTRAINT "activities_page_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."activities_page_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_activities_page_v_version_tabs_locales" ADD CONSTRAINT "_activities_page_v_version_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_activities_page_v_version_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "student_council_page_tabs_locales" ADD CONSTRAINT "student_council_page_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."student_council_page_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "student_council_page_locales" ADD CONSTRAINT "student_council_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."student_council_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_student_council_page_v_version_tabs_locales" ADD CONSTRAINT "_student_council_page_v_version_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_student_council_page_v_version_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_student_council_page_v_locales" ADD CONSTRAINT "_student_council_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_student_council_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_page_admission_rules_locales" ADD CONSTRAINT "admission_page_admission_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_page_admission_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_page_age_criteria_locales" ADD CONSTRAINT "admission_page_age_criteria_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_page_age_criteria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_page_fee_rules_locales" ADD CONSTRAINT "admission_page_fee_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_page_fee_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_page_locales" ADD CONSTRAINT "admission_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_page_v_version_admission_rules_locales" ADD CONSTRAINT "_admission_page_v_version_admission_rules_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_page_v_version_admission_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_page_v_version_age_criteria_locales" ADD CONSTRAINT "_admission_page_v_version_age_criteria_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_page_v_version_age_criteria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_page_v_version_fee_rules_locales" ADD CONSTRAINT "_admission_page_v_version_fee_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_page_v_version_fee_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_page_v_locales" ADD CONSTRAINT "_admission_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_boys_regular_locales" ADD CONSTRAINT "uniform_page_boys_regular_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page_boys_regular"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_boys_pt_locales" ADD CONSTRAINT "uniform_page_boys_pt_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page_boys_pt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_boys_winter_locales" ADD CONSTRAINT "uniform_page_boys_winter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page_boys_winter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_boys_pt_winter_locales" ADD CONSTRAINT "uniform_page_boys_pt_winter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page_boys_pt_winter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_girls_regular_locales" ADD CONSTRAINT "uniform_page_girls_regular_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page_girls_regular"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_girls_pt_locales" ADD CONSTRAINT "uniform_page_girls_pt_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page_girls_pt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_girls_winter_locales" ADD CONSTRAINT "uniform_page_girls_winter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page_girls_winter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_girls_pt_winter_locales" ADD CONSTRAINT "uniform_page_girls_pt_winter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page_girls_pt_winter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_notes_locales" ADD CONSTRAINT "uniform_page_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_locales" ADD CONSTRAINT "uniform_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_boys_regular_locales" ADD CONSTRAINT "_uniform_page_v_version_boys_regular_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v_version_boys_regular"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_boys_pt_locales" ADD CONSTRAINT "_uniform_page_v_version_boys_pt_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v_version_boys_pt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_boys_winter_locales" ADD CONSTRAINT "_uniform_page_v_version_boys_winter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v_version_boys_winter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_boys_pt_winter_locales" ADD CONSTRAINT "_uniform_page_v_version_boys_pt_winter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v_version_boys_pt_winter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_girls_regular_locales" ADD CONSTRAINT "_uniform_page_v_version_girls_regular_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v_version_girls_regular"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_girls_pt_locales" ADD CONSTRAINT "_uniform_page_v_version_girls_pt_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v_version_girls_pt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_girls_winter_locales" ADD CONSTRAINT "_uniform_page_v_version_girls_winter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v_version_girls_winter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_girls_pt_winter_locales" ADD CONSTRAINT "_uniform_page_v_version_girls_pt_winter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v_version_girls_pt_winter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_notes_locales" ADD CONSTRAINT "_uniform_page_v_version_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v_version_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_locales" ADD CONSTRAINT "_uniform_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timings_page_class_timings_locales" ADD CONSTRAINT "timings_page_class_timings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timings_page_class_timings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timings_page_bus_departures_locales" ADD CONSTRAINT "timings_page_bus_departures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timings_page_bus_departures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timings_page_office_hours_locales" ADD CONSTRAINT "timings_page_office_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timings_page_office_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timings_page_notes_locales" ADD CONSTRAINT "timings_page_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timings_page_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timings_page_v_version_class_timings_locales" ADD CONSTRAINT "_timings_page_v_version_class_timings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timings_page_v_version_class_timings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timings_page_v_version_bus_departures_locales" ADD CONSTRAINT "_timings_page_v_version_bus_departures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timings_page_v_version_bus_departures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timings_page_v_version_office_hours_locales" ADD CONSTRAINT "_timings_page_v_version_office_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timings_page_v_version_office_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timings_page_v_version_notes_locales" ADD CONSTRAINT "_timings_page_v_version_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timings_page_v_version_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "infrastructure_page_photos_locales" ADD CONSTRAINT "infrastructure_page_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."infrastructure_page_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "infrastructure_page_locales" ADD CONSTRAINT "infrastructure_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."infrastructure_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_infrastructure_page_v_version_photos_locales" ADD CONSTRAINT "_infrastructure_page_v_version_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_infrastructure_page_v_version_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_infrastructure_page_v_locales" ADD CONSTRAINT "_infrastructure_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_infrastructure_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_section_c_results_x_locales" ADD CONSTRAINT "mandatory_disclosure_section_c_results_x_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_section_c_results_x"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_section_c_results_x_i_i_locales" ADD CONSTRAINT "mandatory_disclosure_section_c_results_x_i_i_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_section_c_results_x_i_i"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_calendar_locales" ADD CONSTRAINT "mandatory_disclosure_calendar_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_management_committee_locales" ADD CONSTRAINT "mandatory_disclosure_management_committee_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_management_committee"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_parent_teacher_association_locales" ADD CONSTRAINT "mandatory_disclosure_parent_teacher_association_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_parent_teacher_association"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_general_information_locales" ADD CONSTRAINT "mandatory_disclosure_general_information_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_general_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_documents_locales" ADD CONSTRAINT "mandatory_disclosure_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_academic_documents_locales" ADD CONSTRAINT "mandatory_disclosure_academic_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_academic_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_results_x_locales" ADD CONSTRAINT "mandatory_disclosure_results_x_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_results_x"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_results_x_i_i_locales" ADD CONSTRAINT "mandatory_disclosure_results_x_i_i_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_results_x_i_i"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_staff_locales" ADD CONSTRAINT "mandatory_disclosure_staff_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_infrastructure_locales" ADD CONSTRAINT "mandatory_disclosure_infrastructure_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure_infrastructure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_locales" ADD CONSTRAINT "mandatory_disclosure_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_results_x_local_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_section_c_results_x"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_results_x_i_i_l_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_section_c_results_x_i_i"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_calendar_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_calendar_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_management_committee_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_management_committee_loca_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_management_committee"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_parent_teacher_association_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_parent_teacher_associatio_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_parent_teacher_association"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_general_information_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_general_information_local_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_general_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_documents_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_documents_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_academic_documents_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_academic_documents_locale_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_academic_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_results_x_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_results_x_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_results_x"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_results_x_i_i_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_results_x_i_i_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_results_x_i_i"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_staff_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_staff_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_infrastructure_locales" ADD CONSTRAINT "_mandatory_disclosure_v_version_infrastructure_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v_version_infrastructure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_locales" ADD CONSTRAINT "_mandatory_disclosure_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "parent_portal_help_guides_steps_locales" ADD CONSTRAINT "parent_portal_help_guides_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."parent_portal_help_guides_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "parent_portal_help_guides_locales" ADD CONSTRAINT "parent_portal_help_guides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."parent_portal_help_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "parent_portal_help_locales" ADD CONSTRAINT "parent_portal_help_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."parent_portal_help"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_parent_portal_help_v_version_guides_steps_locales" ADD CONSTRAINT "_parent_portal_help_v_version_guides_steps_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_parent_portal_help_v_version_guides_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_parent_portal_help_v_version_guides_locales" ADD CONSTRAINT "_parent_portal_help_v_version_guides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_parent_portal_help_v_version_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_parent_portal_help_v_locales" ADD CONSTRAINT "_parent_portal_help_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_parent_portal_help_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "erp_page_portals_locales" ADD CONSTRAINT "erp_page_portals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."erp_page_portals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "erp_page_locales" ADD CONSTRAINT "erp_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."erp_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_erp_page_v_version_portals_locales" ADD CONSTRAINT "_erp_page_v_version_portals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_erp_page_v_version_portals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_erp_page_v_locales" ADD CONSTRAINT "_erp_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_erp_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "youth_summit_messages_locales" ADD CONSTRAINT "youth_summit_messages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."youth_summit_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "youth_summit_committees_agenda_locales" ADD CONSTRAINT "youth_summit_committees_agenda_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."youth_summit_committees_agenda"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "youth_summit_locales" ADD CONSTRAINT "youth_summit_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."youth_summit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_youth_summit_v_version_messages_locales" ADD CONSTRAINT "_youth_summit_v_version_messages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_youth_summit_v_version_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_youth_summit_v_version_committees_agenda_locales" ADD CONSTRAINT "_youth_summit_v_version_committees_agenda_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_youth_summit_v_version_committees_agenda"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_youth_summit_v_locales" ADD CONSTRAINT "_youth_summit_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_youth_summit_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "highlights_locales_locale_parent_id_unique" ON "highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_highlights_v_locales_locale_parent_id_unique" ON "_highlights_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "notifications_locales_locale_parent_id_unique" ON "notifications_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_notifications_v_locales_locale_parent_id_unique" ON "_notifications_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "hero_slides_locales_locale_parent_id_unique" ON "hero_slides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_hero_slides_v_locales_locale_parent_id_unique" ON "_hero_slides_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "gallery_albums_locales_locale_parent_id_unique" ON "gallery_albums_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_gallery_albums_v_locales_locale_parent_id_unique" ON "_gallery_albums_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "policy_pages_locales_locale_parent_id_unique" ON "policy_pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_policy_pages_v_locales_locale_parent_id_unique" ON "_policy_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_page_feature_cards_locales_locale_parent_id_unique" ON "home_page_feature_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_feature_cards_locales_locale_parent_id_" ON "_home_page_v_version_feature_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "principal_message_locales_locale_parent_id_unique" ON "principal_message_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_principal_message_v_locales_locale_parent_id_unique" ON "_principal_message_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "syllabus_page_sections_locales_locale_parent_id_unique" ON "syllabus_page_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_syllabus_page_v_version_sections_locales_locale_parent_id_u" ON "_syllabus_page_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "exam_schedule_page_date_sheets_locales_locale_parent_id_uniq" ON "exam_schedule_page_date_sheets_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "exam_schedule_page_locales_locale_parent_id_unique" ON "exam_schedule_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_exam_schedule_page_v_version_date_sheets_locales_locale_par" ON "_exam_schedule_page_v_version_date_sheets_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_exam_schedule_page_v_locales_locale_parent_id_unique" ON "_exam_schedule_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "activities_page_tabs_locales_locale_parent_id_unique" ON "activities_page_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_activities_page_v_version_tabs_locales_locale_parent_id_uni" ON "_activities_page_v_version_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "student_council_page_tabs_locales_locale_parent_id_unique" ON "student_council_page_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "student_council_page_locales_locale_parent_id_unique" ON "student_council_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_student_council_page_v_version_tabs_locales_locale_parent_i" ON "_student_council_page_v_version_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_student_council_page_v_locales_locale_parent_id_unique" ON "_student_council_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "admission_page_admission_rules_locales_locale_parent_id_uniq" ON "admission_page_admission_rules_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "admission_page_age_criteria_locales_locale_parent_id_unique" ON "admission_page_age_criteria_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "admission_page_fee_rules_locales_locale_parent_id_unique" ON "admission_page_fee_rules_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "admission_page_locales_locale_parent_id_unique" ON "admission_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_admission_page_v_version_admission_rules_locales_locale_par" ON "_admission_page_v_version_admission_rules_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_admission_page_v_version_age_criteria_locales_locale_parent" ON "_admission_page_v_version_age_criteria_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_admission_page_v_version_fee_rules_locales_locale_parent_id" ON "_admission_page_v_version_fee_rules_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_admission_page_v_locales_locale_parent_id_unique" ON "_admission_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_boys_regular_locales_locale_parent_id_unique" ON "uniform_page_boys_regular_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_boys_pt_locales_locale_parent_id_unique" ON "uniform_page_boys_pt_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_boys_winter_locales_locale_parent_id_unique" ON "uniform_page_boys_winter_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_boys_pt_winter_locales_locale_parent_id_unique" ON "uniform_page_boys_pt_winter_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_girls_regular_locales_locale_parent_id_unique" ON "uniform_page_girls_regular_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_girls_pt_locales_locale_parent_id_unique" ON "uniform_page_girls_pt_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_girls_winter_locales_locale_parent_id_unique" ON "uniform_page_girls_winter_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_girls_pt_winter_locales_locale_parent_id_unique" ON "uniform_page_girls_pt_winter_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_notes_locales_locale_parent_id_unique" ON "uniform_page_notes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "uniform_page_locales_locale_parent_id_unique" ON "uniform_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_version_boys_regular_locales_locale_parent_i" ON "_uniform_page_v_version_boys_regular_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_version_boys_pt_locales_locale_parent_id_uni" ON "_uniform_page_v_version_boys_pt_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_version_boys_winter_locales_locale_parent_id" ON "_uniform_page_v_version_boys_winter_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_version_boys_pt_winter_locales_locale_parent" ON "_uniform_page_v_version_boys_pt_winter_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_version_girls_regular_locales_locale_parent_" ON "_uniform_page_v_version_girls_regular_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_version_girls_pt_locales_locale_parent_id_un" ON "_uniform_page_v_version_girls_pt_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_version_girls_winter_locales_locale_parent_i" ON "_uniform_page_v_version_girls_winter_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_version_girls_pt_winter_locales_locale_paren" ON "_uniform_page_v_version_girls_pt_winter_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_version_notes_locales_locale_parent_id_uniqu" ON "_uniform_page_v_version_notes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_uniform_page_v_locales_locale_parent_id_unique" ON "_uniform_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "timings_page_class_timings_locales_locale_parent_id_unique" ON "timings_page_class_timings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "timings_page_bus_departures_locales_locale_parent_id_unique" ON "timings_page_bus_departures_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "timings_page_office_hours_locales_locale_parent_id_unique" ON "timings_page_office_hours_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "timings_page_notes_locales_locale_parent_id_unique" ON "timings_page_notes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_timings_page_v_version_class_timings_locales_locale_parent_" ON "_timings_page_v_version_class_timings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_timings_page_v_version_bus_departures_locales_locale_parent" ON "_timings_page_v_version_bus_departures_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_timings_page_v_version_office_hours_locales_locale_parent_i" ON "_timings_page_v_version_office_hours_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_timings_page_v_version_notes_locales_locale_parent_id_uniqu" ON "_timings_page_v_version_notes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "infrastructure_page_photos_locales_locale_parent_id_unique" ON "infrastructure_page_photos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "infrastructure_page_locales_locale_parent_id_unique" ON "infrastructure_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_infrastructure_page_v_version_photos_locales_locale_parent_" ON "_infrastructure_page_v_version_photos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_infrastructure_page_v_locales_locale_parent_id_unique" ON "_infrastructure_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_section_c_results_x_locales_locale_pare" ON "mandatory_disclosure_section_c_results_x_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_section_c_results_x_i_i_locales_locale_" ON "mandatory_disclosure_section_c_results_x_i_i_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_calendar_locales_locale_parent_id_uniqu" ON "mandatory_disclosure_calendar_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_management_committee_locales_locale_par" ON "mandatory_disclosure_management_committee_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_parent_teacher_association_locales_loca" ON "mandatory_disclosure_parent_teacher_association_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_general_information_locales_locale_pare" ON "mandatory_disclosure_general_information_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_documents_locales_locale_parent_id_uniq" ON "mandatory_disclosure_documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_academic_documents_locales_locale_paren" ON "mandatory_disclosure_academic_documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_results_x_locales_locale_parent_id_uniq" ON "mandatory_disclosure_results_x_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_results_x_i_i_locales_locale_parent_id_" ON "mandatory_disclosure_results_x_i_i_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_staff_locales_locale_parent_id_unique" ON "mandatory_disclosure_staff_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_infrastructure_locales_locale_parent_id" ON "mandatory_disclosure_infrastructure_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mandatory_disclosure_locales_locale_parent_id_unique" ON "mandatory_disclosure_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_section_c_results_x_locales_" ON "_mandatory_disclosure_v_version_section_c_results_x_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_section_c_results_x_i_i_loca" ON "_mandatory_disclosure_v_version_section_c_results_x_i_i_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_calendar_locales_locale_pare" ON "_mandatory_disclosure_v_version_calendar_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_management_committee_local_1" ON "_mandatory_disclosure_v_version_management_committee_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_parent_teacher_association_l" ON "_mandatory_disclosure_v_version_parent_teacher_association_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_general_information_locales_" ON "_mandatory_disclosure_v_version_general_information_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_documents_locales_locale_par" ON "_mandatory_disclosure_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_academic_documents_locales_l" ON "_mandatory_disclosure_v_version_academic_documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_results_x_locales_locale_par" ON "_mandatory_disclosure_v_version_results_x_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_results_x_i_i_locales_locale" ON "_mandatory_disclosure_v_version_results_x_i_i_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_staff_locales_locale_parent_" ON "_mandatory_disclosure_v_version_staff_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_version_infrastructure_locales_local" ON "_mandatory_disclosure_v_version_infrastructure_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_mandatory_disclosure_v_locales_locale_parent_id_unique" ON "_mandatory_disclosure_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "parent_portal_help_guides_steps_locales_locale_parent_id_uni" ON "parent_portal_help_guides_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "parent_portal_help_guides_locales_locale_parent_id_unique" ON "parent_portal_help_guides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "parent_portal_help_locales_locale_parent_id_unique" ON "parent_portal_help_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_parent_portal_help_v_version_guides_steps_locales_locale_pa" ON "_parent_portal_help_v_version_guides_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_parent_portal_help_v_version_guides_locales_locale_parent_i" ON "_parent_portal_help_v_version_guides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_parent_portal_help_v_locales_locale_parent_id_unique" ON "_parent_portal_help_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "erp_page_portals_locales_locale_parent_id_unique" ON "erp_page_portals_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "erp_page_locales_locale_parent_id_unique" ON "erp_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_erp_page_v_version_portals_locales_locale_parent_id_unique" ON "_erp_page_v_version_portals_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_erp_page_v_locales_locale_parent_id_unique" ON "_erp_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "youth_summit_messages_locales_locale_parent_id_unique" ON "youth_summit_messages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "youth_summit_committees_agenda_locales_locale_parent_id_uniq" ON "youth_summit_committees_agenda_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "youth_summit_locales_locale_parent_id_unique" ON "youth_summit_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_youth_summit_v_version_messages_locales_locale_parent_id_un" ON "_youth_summit_v_version_messages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_youth_summit_v_version_committees_agenda_locales_locale_par" ON "_youth_summit_v_version_committees_agenda_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_youth_summit_v_locales_locale_parent_id_unique" ON "_youth_summit_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_highlights_v_snapshot_idx" ON "_highlights_v" USING btree ("snapshot");
  CREATE INDEX "_highlights_v_published_locale_idx" ON "_highlights_v" USING btree ("published_locale");
  CREATE INDEX "_notifications_v_snapshot_idx" ON "_notifications_v" USING btree ("snapshot");
  CREATE INDEX "_notifications_v_published_locale_idx" ON "_notifications_v" USING btree ("published_locale");
  CREATE INDEX "_emergency_alerts_v_snapshot_idx" ON "_emergency_alerts_v" USING btree ("snapshot");
  CREATE INDEX "_emergency_alerts_v_published_locale_idx" ON "_emergency_alerts_v" USING btree ("published_locale");
  CREATE INDEX "_gallery_albums_v_snapshot_idx" ON "_gallery_albums_v" USING btree ("snapshot");
  CREATE INDEX "_gallery_albums_v_published_locale_idx" ON "_gallery_albums_v" USING btree ("published_locale");
  CREATE INDEX "_toppers_v_snapshot_idx" ON "_toppers_v" USING btree ("snapshot");
  CREATE INDEX "_toppers_v_published_locale_idx" ON "_toppers_v" USING btree ("published_locale");
  CREATE INDEX "_circulars_v_snapshot_idx" ON "_circulars_v" USING btree ("snapshot");
  CREATE INDEX "_circulars_v_published_locale_idx" ON "_circulars_v" USING btree ("published_locale");
  CREATE INDEX "_policy_pages_v_snapshot_idx" ON "_policy_pages_v" USING btree ("snapshot");
  CREATE INDEX "_policy_pages_v_published_locale_idx" ON "_policy_pages_v" USING btree ("published_locale");
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "description";
  ALTER TABLE "_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_description";
  ALTER TABLE "events" DROP COLUMN "title";
  ALTER TABLE "events" DROP COLUMN "time";
  ALTER TABLE "events" DROP COLUMN "venue";
  ALTER TABLE "events" DROP COLUMN "description";
  ALTER TABLE "_events_v" DROP COLUMN "version_title";
  ALTER TABLE "_events_v" DROP COLUMN "version_time";
  ALTER TABLE "_events_v" DROP COLUMN "version_venue";
  ALTER TABLE "_events_v" DROP COLUMN "version_description";
  ALTER TABLE "highlights" DROP COLUMN "description";
  ALTER TABLE "_highlights_v" DROP COLUMN "version_description";
  ALTER TABLE "notifications" DROP COLUMN "title";
  ALTER TABLE "notifications" DROP COLUMN "description";
  ALTER TABLE "_notifications_v" DROP COLUMN "version_title";
  ALTER TABLE "_notifications_v" DROP COLUMN "version_description";
  ALTER TABLE "hero_slides" DROP COLUMN "title";
  ALTER TABLE "_hero_slides_v" DROP COLUMN "version_title";
  ALTER TABLE "gallery_albums" DROP COLUMN "title";
  ALTER TABLE "gallery_albums" DROP COLUMN "description";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "version_title";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "version_description";
  ALTER TABLE "policy_pages" DROP COLUMN "title";
  ALTER TABLE "policy_pages" DROP COLUMN "body";
  ALTER TABLE "_policy_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_policy_pages_v" DROP COLUMN "version_body";
  ALTER TABLE "home_page_feature_cards" DROP COLUMN "title";
  ALTER TABLE "home_page_feature_cards" DROP COLUMN "text";
  ALTER TABLE "home_page" DROP COLUMN "about_teaser_heading";
  ALTER TABLE "home_page" DROP COLUMN "about_teaser_text";
  ALTER TABLE "_home_page_v_version_feature_cards" DROP COLUMN "title";
  ALTER TABLE "_home_page_v_version_feature_cards" DROP COLUMN "text";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_about_teaser_heading";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_about_teaser_text";
  ALTER TABLE "principal_message" DROP COLUMN "quotation";
  ALTER TABLE "principal_message" DROP COLUMN "designation";
  ALTER TABLE "principal_message" DROP COLUMN "letter";
  ALTER TABLE "_principal_message_v" DROP COLUMN "version_quotation";
  ALTER TABLE "_principal_message_v" DROP COLUMN "version_designation";
  ALTER TABLE "_principal_message_v" DROP COLUMN "version_letter";
  ALTER TABLE "about_page" DROP COLUMN "history";
  ALTER TABLE "about_page" DROP COLUMN "extended_campus";
  ALTER TABLE "about_page" DROP COLUMN "educational_aims";
  ALTER TABLE "about_page" DROP COLUMN "motto";
  ALTER TABLE "about_page" DROP COLUMN "motto_meaning";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_history";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_extended_campus";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_educational_aims";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_motto";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_motto_meaning";
  ALTER TABLE "syllabus_page_sections" DROP COLUMN "heading";
  ALTER TABLE "syllabus_page_sections" DROP COLUMN "body";
  ALTER TABLE "_syllabus_page_v_version_sections" DROP COLUMN "heading";
  ALTER TABLE "_syllabus_page_v_version_sections" DROP COLUMN "body";
  ALTER TABLE "exam_schedule_page_date_sheets" DROP COLUMN "title";
  ALTER TABLE "exam_schedule_page" DROP COLUMN "intro";
  ALTER TABLE "_exam_schedule_page_v_version_date_sheets" DROP COLUMN "title";
  ALTER TABLE "_exam_schedule_page_v" DROP COLUMN "version_intro";
  ALTER TABLE "activities_page_tabs" DROP COLUMN "title";
  ALTER TABLE "activities_page_tabs" DROP COLUMN "body";
  ALTER TABLE "_activities_page_v_version_tabs" DROP COLUMN "title";
  ALTER TABLE "_activities_page_v_version_tabs" DROP COLUMN "body";
  ALTER TABLE "student_council_page_tabs" DROP COLUMN "title";
  ALTER TABLE "student_council_page" DROP COLUMN "intro";
  ALTER TABLE "_student_council_page_v_version_tabs" DROP COLUMN "title";
  ALTER TABLE "_student_council_page_v" DROP COLUMN "version_intro";
  ALTER TABLE "admission_page_admission_rules" DROP COLUMN "text";
  ALTER TABLE "admission_page_age_criteria" DROP COLUMN "age";
  ALTER TABLE "admission_page_fee_rules" DROP COLUMN "text";
  ALTER TABLE "admission_page" DROP COLUMN "intro";
  ALTER TABLE "admission_page" DROP COLUMN "age_note";
  ALTER TABLE "_admission_page_v_version_admission_rules" DROP COLUMN "text";
  ALTER TABLE "_admission_page_v_version_age_criteria" DROP COLUMN "age";
  ALTER TABLE "_admission_page_v_version_fee_rules" DROP COLUMN "text";
  ALTER TABLE "_admission_page_v" DROP COLUMN "version_intro";
  ALTER TABLE "_admission_page_v" DROP COLUMN "version_age_note";
  ALTER TABLE "uniform_page_boys_regular" DROP COLUMN "item";
  ALTER TABLE "uniform_page_boys_regular" DROP COLUMN "description";
  ALTER TABLE "uniform_page_boys_pt" DROP COLUMN "item";
  ALTER TABLE "uniform_page_boys_pt" DROP COLUMN "description";
  ALTER TABLE "uniform_page_boys_winter" DROP COLUMN "item";
  ALTER TABLE "uniform_page_boys_winter" DROP COLUMN "description";
  ALTER TABLE "uniform_page_boys_pt_winter" DROP COLUMN "item";
  ALTER TABLE "uniform_page_boys_pt_winter" DROP COLUMN "description";
  ALTER TABLE "uniform_page_girls_regular" DROP COLUMN "item";
  ALTER TABLE "uniform_page_girls_regular" DROP COLUMN "description";
  ALTER TABLE "uniform_page_girls_pt" DROP COLUMN "item";
  ALTER TABLE "uniform_page_girls_pt" DROP COLUMN "description";
  ALTER TABLE "uniform_page_girls_winter" DROP COLUMN "item";
  ALTER TABLE "uniform_page_girls_winter" DROP COLUMN "description";
  ALTER TABLE "uniform_page_girls_pt_winter" DROP COLUMN "item";
  ALTER TABLE "uniform_page_girls_pt_winter" DROP COLUMN "description";
  ALTER TABLE "uniform_page_notes" DROP COLUMN "text";
  ALTER TABLE "uniform_page" DROP COLUMN "intro";
  ALTER TABLE "_uniform_page_v_version_boys_regular" DROP COLUMN "item";
  ALTER TABLE "_uniform_page_v_version_boys_regular" DROP COLUMN "description";
  ALTER TABLE "_uniform_page_v_version_boys_pt" DROP COLUMN "item";
  ALTER TABLE "_uniform_page_v_version_boys_pt" DROP COLUMN "description";
  ALTER TABLE "_uniform_page_v_version_boys_winter" DROP COLUMN "item";
  ALTER TABLE "_uniform_page_v_version_boys_winter" DROP COLUMN "description";
  ALTER TABLE "_uniform_page_v_version_boys_pt_winter" DROP COLUMN "item";
  ALTER TABLE "_uniform_page_v_version_boys_pt_winter" DROP COLUMN "description";
  ALTER TABLE "_uniform_page_v_version_girls_regular" DROP COLUMN "item";
  ALTER TABLE "_uniform_page_v_version_girls_regular" DROP COLUMN "description";
  ALTER TABLE "_uniform_page_v_version_girls_pt" DROP COLUMN "item";
  ALTER TABLE "_uniform_page_v_version_girls_pt" DROP COLUMN "description";
  ALTER TABLE "_uniform_page_v_version_girls_winter" DROP COLUMN "item";
  ALTER TABLE "_uniform_page_v_version_girls_winter" DROP COLUMN "description";
  ALTER TABLE "_uniform_page_v_version_girls_pt_winter" DROP COLUMN "item";
  ALTER TABLE "_uniform_page_v_version_girls_pt_winter" DROP COLUMN "description";
  ALTER TABLE "_uniform_page_v_version_notes" DROP COLUMN "text";
  ALTER TABLE "_uniform_page_v" DROP COLUMN "version_intro";
  ALTER TABLE "timings_page_class_timings" DROP COLUMN "classes";
  ALTER TABLE "timings_page_class_timings" DROP COLUMN "summer";
  ALTER TABLE "timings_page_class_timings" DROP COLUMN "winter";
  ALTER TABLE "timings_page_bus_departures" DROP COLUMN "days";
  ALTER TABLE "timings_page_bus_departures" DROP COLUMN "summer";
  ALTER TABLE "timings_page_bus_departures" DROP COLUMN "winter";
  ALTER TABLE "timings_page_office_hours" DROP COLUMN "office";
  ALTER TABLE "timings_page_office_hours" DROP COLUMN "hours";
  ALTER TABLE "timings_page_notes" DROP COLUMN "text";
  ALTER TABLE "_timings_page_v_version_class_timings" DROP COLUMN "classes";
  ALTER TABLE "_timings_page_v_version_class_timings" DROP COLUMN "summer";
  ALTER TABLE "_timings_page_v_version_class_timings" DROP COLUMN "winter";
  ALTER TABLE "_timings_page_v_version_bus_departures" DROP COLUMN "days";
  ALTER TABLE "_timings_page_v_version_bus_departures" DROP COLUMN "summer";
  ALTER TABLE "_timings_page_v_version_bus_departures" DROP COLUMN "winter";
  ALTER TABLE "_timings_page_v_version_office_hours" DROP COLUMN "office";
  ALTER TABLE "_timings_page_v_version_office_hours" DROP COLUMN "hours";
  ALTER TABLE "_timings_page_v_version_notes" DROP COLUMN "text";
  ALTER TABLE "infrastructure_page_photos" DROP COLUMN "caption";
  ALTER TABLE "infrastructure_page" DROP COLUMN "intro";
  ALTER TABLE "_infrastructure_page_v_version_photos" DROP COLUMN "caption";
  ALTER TABLE "_infrastructure_page_v" DROP COLUMN "version_intro";
  ALTER TABLE "mandatory_disclosure_section_c_results_x" DROP COLUMN "remarks";
  ALTER TABLE "mandatory_disclosure_section_c_results_x_i_i" DROP COLUMN "remarks";
  ALTER TABLE "mandatory_disclosure_calendar" DROP COLUMN "period";
  ALTER TABLE "mandatory_disclosure_calendar" DROP COLUMN "activity";
  ALTER TABLE "mandatory_disclosure_management_committee" DROP COLUMN "designation";
  ALTER TABLE "mandatory_disclosure_parent_teacher_association" DROP COLUMN "designation";
  ALTER TABLE "mandatory_disclosure_general_information" DROP COLUMN "information";
  ALTER TABLE "mandatory_disclosure_general_information" DROP COLUMN "details";
  ALTER TABLE "mandatory_disclosure_documents" DROP COLUMN "title";
  ALTER TABLE "mandatory_disclosure_academic_documents" DROP COLUMN "title";
  ALTER TABLE "mandatory_disclosure_results_x" DROP COLUMN "remarks";
  ALTER TABLE "mandatory_disclosure_results_x_i_i" DROP COLUMN "remarks";
  ALTER TABLE "mandatory_disclosure_staff" DROP COLUMN "information";
  ALTER TABLE "mandatory_disclosure_staff" DROP COLUMN "details";
  ALTER TABLE "mandatory_disclosure_infrastructure" DROP COLUMN "information";
  ALTER TABLE "mandatory_disclosure_infrastructure" DROP COLUMN "details";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_school_name";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_address";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_principal_name";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_principal_qualification";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_teacher_section_ratio";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_special_educator";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_counsellor";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_inspection_video";
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x" DROP COLUMN "remarks";
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i" DROP COLUMN "remarks";
  ALTER TABLE "_mandatory_disclosure_v_version_calendar" DROP COLUMN "period";
  ALTER TABLE "_mandatory_disclosure_v_version_calendar" DROP COLUMN "activity";
  ALTER TABLE "_mandatory_disclosure_v_version_management_committee" DROP COLUMN "designation";
  ALTER TABLE "_mandatory_disclosure_v_version_parent_teacher_association" DROP COLUMN "designation";
  ALTER TABLE "_mandatory_disclosure_v_version_general_information" DROP COLUMN "information";
  ALTER TABLE "_mandatory_disclosure_v_version_general_information" DROP COLUMN "details";
  ALTER TABLE "_mandatory_disclosure_v_version_documents" DROP COLUMN "title";
  ALTER TABLE "_mandatory_disclosure_v_version_academic_documents" DROP COLUMN "title";
  ALTER TABLE "_mandatory_disclosure_v_version_results_x" DROP COLUMN "remarks";
  ALTER TABLE "_mandatory_disclosure_v_version_results_x_i_i" DROP COLUMN "remarks";
  ALTER TABLE "_mandatory_disclosure_v_version_staff" DROP COLUMN "information";
  ALTER TABLE "_mandatory_disclosure_v_version_staff" DROP COLUMN "details";
  ALTER TABLE "_mandatory_disclosure_v_version_infrastructure" DROP COLUMN "information";
  ALTER TABLE "_mandatory_disclosure_v_version_infrastructure" DROP COLUMN "details";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_school_name";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_address";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_principal_name";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_principal_qualification";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_teacher_section_ratio";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_special_educator";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_counsellor";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_inspection_video";
  ALTER TABLE "parent_portal_help_guides_steps" DROP COLUMN "text";
  ALTER TABLE "parent_portal_help_guides" DROP COLUMN "heading";
  ALTER TABLE "parent_portal_help" DROP COLUMN "intro";
  ALTER TABLE "_parent_portal_help_v_version_guides_steps" DROP COLUMN "text";
  ALTER TABLE "_parent_portal_help_v_version_guides" DROP COLUMN "heading";
  ALTER TABLE "_parent_portal_help_v" DROP COLUMN "version_intro";
  ALTER TABLE "erp_page_portals" DROP COLUMN "title";
  ALTER TABLE "erp_page_portals" DROP COLUMN "description";
  ALTER TABLE "erp_page" DROP COLUMN "intro";
  ALTER TABLE "_erp_page_v_version_portals" DROP COLUMN "title";
  ALTER TABLE "_erp_page_v_version_portals" DROP COLUMN "description";
  ALTER TABLE "_erp_page_v" DROP COLUMN "version_intro";
  ALTER TABLE "youth_summit_messages" DROP COLUMN "role";
  ALTER TABLE "youth_summit_messages" DROP COLUMN "message";
  ALTER TABLE "youth_summit_committees_agenda" DROP COLUMN "text";
  ALTER TABLE "youth_summit" DROP COLUMN "title";
  ALTER TABLE "youth_summit" DROP COLUMN "grades";
  ALTER TABLE "youth_summit" DROP COLUMN "venue";
  ALTER TABLE "youth_summit" DROP COLUMN "about";
  ALTER TABLE "_youth_summit_v_version_messages" DROP COLUMN "role";
  ALTER TABLE "_youth_summit_v_version_messages" DROP COLUMN "message";
  ALTER TABLE "_youth_summit_v_version_committees_agenda" DROP COLUMN "text";
  ALTER TABLE "_youth_summit_v" DROP COLUMN "version_title";
  ALTER TABLE "_youth_summit_v" DROP COLUMN "version_grades";
  ALTER TABLE "_youth_summit_v" DROP COLUMN "version_venue";
  ALTER TABLE "_youth_summit_v" DROP COLUMN "version_about";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_highlights_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notifications_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hero_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_slides_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gallery_albums_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_albums_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_feature_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_feature_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "principal_message_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_principal_message_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus_page_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_page_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_schedule_page_date_sheets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_schedule_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exam_schedule_page_v_version_date_sheets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exam_schedule_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities_page_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_activities_page_v_version_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "student_council_page_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "student_council_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_student_council_page_v_version_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_student_council_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_page_admission_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_page_age_criteria_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_page_fee_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_admission_page_v_version_admission_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_admission_page_v_version_age_criteria_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_admission_page_v_version_fee_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_admission_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_boys_regular_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_boys_pt_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_boys_winter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_boys_pt_winter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_girls_regular_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_girls_pt_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_girls_winter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_girls_pt_winter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniform_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_version_boys_regular_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_version_boys_pt_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_version_boys_winter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_version_boys_pt_winter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_version_girls_regular_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_version_girls_pt_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_version_girls_winter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_version_girls_pt_winter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_version_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniform_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timings_page_class_timings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timings_page_bus_departures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timings_page_office_hours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "timings_page_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timings_page_v_version_class_timings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timings_page_v_version_bus_departures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timings_page_v_version_office_hours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timings_page_v_version_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "infrastructure_page_photos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "infrastructure_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_infrastructure_page_v_version_photos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_infrastructure_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_section_c_results_x_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_section_c_results_x_i_i_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_calendar_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_management_committee_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_parent_teacher_association_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_general_information_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_academic_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_results_x_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_results_x_i_i_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_staff_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_infrastructure_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_calendar_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_management_committee_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_parent_teacher_association_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_general_information_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_academic_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_results_x_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_results_x_i_i_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_staff_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_infrastructure_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "parent_portal_help_guides_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "parent_portal_help_guides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "parent_portal_help_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_parent_portal_help_v_version_guides_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_parent_portal_help_v_version_guides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_parent_portal_help_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erp_page_portals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erp_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_erp_page_v_version_portals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_erp_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "youth_summit_messages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "youth_summit_committees_agenda_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "youth_summit_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_youth_summit_v_version_messages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_youth_summit_v_version_committees_agenda_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_youth_summit_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "highlights_locales" CASCADE;
  DROP TABLE "_highlights_v_locales" CASCADE;
  DROP TABLE "notifications_locales" CASCADE;
  DROP TABLE "_notifications_v_locales" CASCADE;
  DROP TABLE "hero_slides_locales" CASCADE;
  DROP TABLE "_hero_slides_v_locales" CASCADE;
  DROP TABLE "gallery_albums_locales" CASCADE;
  DROP TABLE "_gallery_albums_v_locales" CASCADE;
  DROP TABLE "policy_pages_locales" CASCADE;
  DROP TABLE "_policy_pages_v_locales" CASCADE;
  DROP TABLE "home_page_feature_cards_locales" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "_home_page_v_version_feature_cards_locales" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "principal_message_locales" CASCADE;
  DROP TABLE "_principal_message_v_locales" CASCADE;
  DROP TABLE "about_page_locales" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  DROP TABLE "syllabus_page_sections_locales" CASCADE;
  DROP TABLE "_syllabus_page_v_version_sections_locales" CASCADE;
  DROP TABLE "exam_schedule_page_date_sheets_locales" CASCADE;
  DROP TABLE "exam_schedule_page_locales" CASCADE;
  DROP TABLE "_exam_schedule_page_v_version_date_sheets_locales" CASCADE;
  DROP TABLE "_exam_schedule_page_v_locales" CASCADE;
  DROP TABLE "activities_page_tabs_locales" CASCADE;
  DROP TABLE "_activities_page_v_version_tabs_locales" CASCADE;
  DROP TABLE "student_council_page_tabs_locales" CASCADE;
  DROP TABLE "student_council_page_locales" CASCADE;
  DROP TABLE "_student_council_page_v_version_tabs_locales" CASCADE;
  DROP TABLE "_student_council_page_v_locales" CASCADE;
  DROP TABLE "admission_page_admission_rules_locales" CASCADE;
  DROP TABLE "admission_page_age_criteria_locales" CASCADE;
  DROP TABLE "admission_page_fee_rules_locales" CASCADE;
  DROP TABLE "admission_page_locales" CASCADE;
  DROP TABLE "_admission_page_v_version_admission_rules_locales" CASCADE;
  DROP TABLE "_admission_page_v_version_age_criteria_locales" CASCADE;
  DROP TABLE "_admission_page_v_version_fee_rules_locales" CASCADE;
  DROP TABLE "_admission_page_v_locales" CASCADE;
  DROP TABLE "uniform_page_boys_regular_locales" CASCADE;
  DROP TABLE "uniform_page_boys_pt_locales" CASCADE;
  DROP TABLE "uniform_page_boys_winter_locales" CASCADE;
  DROP TABLE "uniform_page_boys_pt_winter_locales" CASCADE;
  DROP TABLE "uniform_page_girls_regular_locales" CASCADE;
  DROP TABLE "uniform_page_girls_pt_locales" CASCADE;
  DROP TABLE "uniform_page_girls_winter_locales" CASCADE;
  DROP TABLE "uniform_page_girls_pt_winter_locales" CASCADE;
  DROP TABLE "uniform_page_notes_locales" CASCADE;
  DROP TABLE "uniform_page_locales" CASCADE;
  DROP TABLE "_uniform_page_v_version_boys_regular_locales" CASCADE;
  DROP TABLE "_uniform_page_v_version_boys_pt_locales" CASCADE;
  DROP TABLE "_uniform_page_v_version_boys_winter_locales" CASCADE;
  DROP TABLE "_uniform_page_v_version_boys_pt_winter_locales" CASCADE;
  DROP TABLE "_uniform_page_v_version_girls_regular_locales" CASCADE;
  DROP TABLE "_uniform_page_v_version_girls_pt_locales" CASCADE;
  DROP TABLE "_uniform_page_v_version_girls_winter_locales" CASCADE;
  DROP TABLE "_uniform_page_v_version_girls_pt_winter_locales" CASCADE;
  DROP TABLE "_uniform_page_v_version_notes_locales" CASCADE;
  DROP TABLE "_uniform_page_v_locales" CASCADE;
  DROP TABLE "timings_page_class_timings_locales" CASCADE;
  DROP TABLE "timings_page_bus_departures_locales" CASCADE;
  DROP TABLE "timings_page_office_hours_locales" CASCADE;
  DROP TABLE "timings_page_notes_locales" CASCADE;
  DROP TABLE "_timings_page_v_version_class_timings_locales" CASCADE;
  DROP TABLE "_timings_page_v_version_bus_departures_locales" CASCADE;
  DROP TABLE "_timings_page_v_version_office_hours_locales" CASCADE;
  DROP TABLE "_timings_page_v_version_notes_locales" CASCADE;
  DROP TABLE "infrastructure_page_photos_locales" CASCADE;
  DROP TABLE "infrastructure_page_locales" CASCADE;
  DROP TABLE "_infrastructure_page_v_version_photos_locales" CASCADE;
  DROP TABLE "_infrastructure_page_v_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_section_c_results_x_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_section_c_results_x_i_i_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_calendar_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_management_committee_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_parent_teacher_association_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_general_information_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_documents_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_academic_documents_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_results_x_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_results_x_i_i_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_staff_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_infrastructure_locales" CASCADE;
  DROP TABLE "mandatory_disclosure_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_section_c_results_x_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_calendar_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_management_committee_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_parent_teacher_association_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_general_information_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_documents_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_academic_documents_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_results_x_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_results_x_i_i_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_staff_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_infrastructure_locales" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_locales" CASCADE;
  DROP TABLE "parent_portal_help_guides_steps_locales" CASCADE;
  DROP TABLE "parent_portal_help_guides_locales" CASCADE;
  DROP TABLE "parent_portal_help_locales" CASCADE;
  DROP TABLE "_parent_portal_help_v_version_guides_steps_locales" CASCADE;
  DROP TABLE "_parent_portal_help_v_version_guides_locales" CASCADE;
  DROP TABLE "_parent_portal_help_v_locales" CASCADE;
  DROP TABLE "erp_page_portals_locales" CASCADE;
  DROP TABLE "erp_page_locales" CASCADE;
  DROP TABLE "_erp_page_v_version_portals_locales" CASCADE;
  DROP TABLE "_erp_page_v_locales" CASCADE;
  DROP TABLE "youth_summit_messages_locales" CASCADE;
  DROP TABLE "youth_summit_committees_agenda_locales" CASCADE;
  DROP TABLE "youth_summit_locales" CASCADE;
  DROP TABLE "_youth_summit_v_version_messages_locales" CASCADE;
  DROP TABLE "_youth_summit_v_version_committees_agenda_locales" CASCADE;
  DROP TABLE "_youth_summit_v_locales" CASCADE;
  DROP INDEX "_news_v_snapshot_idx";
  DROP INDEX "_news_v_published_locale_idx";
  DROP INDEX "_events_v_snapshot_idx";
  DROP INDEX "_events_v_published_locale_idx";
  DROP INDEX "_highlights_v_snapshot_idx";
  DROP INDEX "_highlights_v_published_locale_idx";
  DROP INDEX "_notifications_v_snapshot_idx";
  DROP INDEX "_notifications_v_published_locale_idx";
  DROP INDEX "_emergency_alerts_v_snapshot_idx";
  DROP INDEX "_emergency_alerts_v_published_locale_idx";
  DROP INDEX "_gallery_albums_v_snapshot_idx";
  DROP INDEX "_gallery_albums_v_published_locale_idx";
  DROP INDEX "_toppers_v_snapshot_idx";
  DROP INDEX "_toppers_v_published_locale_idx";
  DROP INDEX "_circulars_v_snapshot_idx";
  DROP INDEX "_circulars_v_published_locale_idx";
  DROP INDEX "_policy_pages_v_snapshot_idx";
  DROP INDEX "_policy_pages_v_published_locale_idx";
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "events" ADD COLUMN "title" varchar;
  ALTER TABLE "events" ADD COLUMN "time" varchar;
  ALTER TABLE "events" ADD COLUMN "venue" varchar;
  ALTER TABLE "events" ADD COLUMN "description" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_time" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_venue" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "highlights" ADD COLUMN "description" varchar;
  ALTER TABLE "_highlights_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "notifications" ADD COLUMN "title" varchar;
  ALTER TABLE "notifications" ADD COLUMN "description" varchar;
  ALTER TABLE "_notifications_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_notifications_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "hero_slides" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "_hero_slides_v" ADD COLUMN "version_title" varchar NOT NULL;
  ALTER TABLE "gallery_albums" ADD COLUMN "title" varchar;
  ALTER TABLE "gallery_albums" ADD COLUMN "description" varchar;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "policy_pages" ADD COLUMN "title" varchar;
  ALTER TABLE "policy_pages" ADD COLUMN "body" jsonb;
  ALTER TABLE "_policy_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_policy_pages_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "home_page_feature_cards" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "home_page_feature_cards" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "home_page" ADD COLUMN "about_teaser_heading" varchar NOT NULL;
  ALTER TABLE "home_page" ADD COLUMN "about_teaser_text" varchar NOT NULL;
  ALTER TABLE "_home_page_v_version_feature_cards" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "_home_page_v_version_feature_cards" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_about_teaser_heading" varchar NOT NULL;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_about_teaser_text" varchar NOT NULL;
  ALTER TABLE "principal_message" ADD COLUMN "quotation" varchar NOT NULL;
  ALTER TABLE "principal_message" ADD COLUMN "designation" varchar DEFAULT 'Principal';
  ALTER TABLE "principal_message" ADD COLUMN "letter" jsonb NOT NULL;
  ALTER TABLE "_principal_message_v" ADD COLUMN "version_quotation" varchar NOT NULL;
  ALTER TABLE "_principal_message_v" ADD COLUMN "version_designation" varchar DEFAULT 'Principal';
  ALTER TABLE "_principal_message_v" ADD COLUMN "version_letter" jsonb NOT NULL;
  ALTER TABLE "about_page" ADD COLUMN "history" jsonb NOT NULL;
  ALTER TABLE "about_page" ADD COLUMN "extended_campus" jsonb;
  ALTER TABLE "about_page" ADD COLUMN "educational_aims" jsonb;
  ALTER TABLE "about_page" ADD COLUMN "motto" varchar;
  ALTER TABLE "about_page" ADD COLUMN "motto_meaning" varchar;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_history" jsonb NOT NULL;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_extended_campus" jsonb;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_educational_aims" jsonb;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_motto" varchar;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_motto_meaning" varchar;
  ALTER TABLE "syllabus_page_sections" ADD COLUMN "heading" varchar NOT NULL;
  ALTER TABLE "syllabus_page_sections" ADD COLUMN "body" jsonb NOT NULL;
  ALTER TABLE "_syllabus_page_v_version_sections" ADD COLUMN "heading" varchar NOT NULL;
  ALTER TABLE "_syllabus_page_v_version_sections" ADD COLUMN "body" jsonb NOT NULL;
  ALTER TABLE "exam_schedule_page_date_sheets" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "exam_schedule_page" ADD COLUMN "intro" varchar;
  ALTER TABLE "_exam_schedule_page_v_version_date_sheets" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "_exam_schedule_page_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "activities_page_tabs" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "activities_page_tabs" ADD COLUMN "body" jsonb;
  ALTER TABLE "_activities_page_v_version_tabs" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "_activities_page_v_version_tabs" ADD COLUMN "body" jsonb;
  ALTER TABLE "student_council_page_tabs" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "student_council_page" ADD COLUMN "intro" varchar;
  ALTER TABLE "_student_council_page_v_version_tabs" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "_student_council_page_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "admission_page_admission_rules" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "admission_page_age_criteria" ADD COLUMN "age" varchar NOT NULL;
  ALTER TABLE "admission_page_fee_rules" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "admission_page" ADD COLUMN "intro" varchar;
  ALTER TABLE "admission_page" ADD COLUMN "age_note" varchar;
  ALTER TABLE "_admission_page_v_version_admission_rules" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "_admission_page_v_version_age_criteria" ADD COLUMN "age" varchar NOT NULL;
  ALTER TABLE "_admission_page_v_version_fee_rules" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "_admission_page_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_admission_page_v" ADD COLUMN "version_age_note" varchar;
  ALTER TABLE "uniform_page_boys_regular" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "uniform_page_boys_regular" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "uniform_page_boys_pt" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "uniform_page_boys_pt" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "uniform_page_boys_winter" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "uniform_page_boys_winter" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "uniform_page_boys_pt_winter" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "uniform_page_boys_pt_winter" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "uniform_page_girls_regular" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "uniform_page_girls_regular" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "uniform_page_girls_pt" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "uniform_page_girls_pt" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "uniform_page_girls_winter" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "uniform_page_girls_winter" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "uniform_page_girls_pt_winter" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "uniform_page_girls_pt_winter" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "uniform_page_notes" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "uniform_page" ADD COLUMN "intro" varchar;
  ALTER TABLE "_uniform_page_v_version_boys_regular" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_boys_regular" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_boys_pt" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_boys_pt" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_boys_winter" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_boys_winter" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_boys_pt_winter" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_boys_pt_winter" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_girls_regular" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_girls_regular" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_girls_pt" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_girls_pt" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_girls_winter" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_girls_winter" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_girls_pt_winter" ADD COLUMN "item" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_girls_pt_winter" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v_version_notes" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "_uniform_page_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "timings_page_class_timings" ADD COLUMN "classes" varchar NOT NULL;
  ALTER TABLE "timings_page_class_timings" ADD COLUMN "summer" varchar NOT NULL;
  ALTER TABLE "timings_page_class_timings" ADD COLUMN "winter" varchar NOT NULL;
  ALTER TABLE "timings_page_bus_departures" ADD COLUMN "days" varchar NOT NULL;
  ALTER TABLE "timings_page_bus_departures" ADD COLUMN "summer" varchar NOT NULL;
  ALTER TABLE "timings_page_bus_departures" ADD COLUMN "winter" varchar NOT NULL;
  ALTER TABLE "timings_page_office_hours" ADD COLUMN "office" varchar NOT NULL;
  ALTER TABLE "timings_page_office_hours" ADD COLUMN "hours" varchar NOT NULL;
  ALTER TABLE "timings_page_notes" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "_timings_page_v_version_class_timings" ADD COLUMN "classes" varchar NOT NULL;
  ALTER TABLE "_timings_page_v_version_class_timings" ADD COLUMN "summer" varchar NOT NULL;
  ALTER TABLE "_timings_page_v_version_class_timings" ADD COLUMN "winter" varchar NOT NULL;
  ALTER TABLE "_timings_page_v_version_bus_departures" ADD COLUMN "days" varchar NOT NULL;
  ALTER TABLE "_timings_page_v_version_bus_departures" ADD COLUMN "summer" varchar NOT NULL;
  ALTER TABLE "_timings_page_v_version_bus_departures" ADD COLUMN "winter" varchar NOT NULL;
  ALTER TABLE "_timings_page_v_version_office_hours" ADD COLUMN "office" varchar NOT NULL;
  ALTER TABLE "_timings_page_v_version_office_hours" ADD COLUMN "hours" varchar NOT NULL;
  ALTER TABLE "_timings_page_v_version_notes" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "infrastructure_page_photos" ADD COLUMN "caption" varchar NOT NULL;
  ALTER TABLE "infrastructure_page" ADD COLUMN "intro" varchar;
  ALTER TABLE "_infrastructure_page_v_version_photos" ADD COLUMN "caption" varchar NOT NULL;
  ALTER TABLE "_infrastructure_page_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "mandatory_disclosure_section_c_results_x" ADD COLUMN "remarks" varchar;
  ALTER TABLE "mandatory_disclosure_section_c_results_x_i_i" ADD COLUMN "remarks" varchar;
  ALTER TABLE "mandatory_disclosure_calendar" ADD COLUMN "period" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_calendar" ADD COLUMN "activity" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_management_committee" ADD COLUMN "designation" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_parent_teacher_association" ADD COLUMN "designation" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_general_information" ADD COLUMN "information" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_general_information" ADD COLUMN "details" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_documents" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_academic_documents" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_results_x" ADD COLUMN "remarks" varchar;
  ALTER TABLE "mandatory_disclosure_results_x_i_i" ADD COLUMN "remarks" varchar;
  ALTER TABLE "mandatory_disclosure_staff" ADD COLUMN "information" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_staff" ADD COLUMN "details" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_infrastructure" ADD COLUMN "information" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure_infrastructure" ADD COLUMN "details" varchar NOT NULL;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_school_name" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_address" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_principal_name" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_principal_qualification" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_principal" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_teacher_section_ratio" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_special_educator" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_counsellor" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_inspection_video" varchar;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x" ADD COLUMN "remarks" varchar;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i" ADD COLUMN "remarks" varchar;
  ALTER TABLE "_mandatory_disclosure_v_version_calendar" ADD COLUMN "period" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_calendar" ADD COLUMN "activity" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_management_committee" ADD COLUMN "designation" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_parent_teacher_association" ADD COLUMN "designation" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_general_information" ADD COLUMN "information" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_general_information" ADD COLUMN "details" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_documents" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_academic_documents" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_results_x" ADD COLUMN "remarks" varchar;
  ALTER TABLE "_mandatory_disclosure_v_version_results_x_i_i" ADD COLUMN "remarks" varchar;
  ALTER TABLE "_mandatory_disclosure_v_version_staff" ADD COLUMN "information" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_staff" ADD COLUMN "details" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_infrastructure" ADD COLUMN "information" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v_version_infrastructure" ADD COLUMN "details" varchar NOT NULL;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_school_name" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_address" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_principal_name" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_principal_qualification" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_principal" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_teacher_section_ratio" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_special_educator" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_counsellor" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_inspection_video" varchar;
  ALTER TABLE "parent_portal_help_guides_steps" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "parent_portal_help_guides" ADD COLUMN "heading" varchar NOT NULL;
  ALTER TABLE "parent_portal_help" ADD COLUMN "intro" varchar;
  ALTER TABLE "_parent_portal_help_v_version_guides_steps" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "_parent_portal_help_v_version_guides" ADD COLUMN "heading" varchar NOT NULL;
  ALTER TABLE "_parent_portal_help_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "erp_page_portals" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "erp_page_portals" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "erp_page" ADD COLUMN "intro" jsonb;
  ALTER TABLE "_erp_page_v_version_portals" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "_erp_page_v_version_portals" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_erp_page_v" ADD COLUMN "version_intro" jsonb;
  ALTER TABLE "youth_summit_messages" ADD COLUMN "role" varchar NOT NULL;
  ALTER TABLE "youth_summit_messages" ADD COLUMN "message" varchar NOT NULL;
  ALTER TABLE "youth_summit_committees_agenda" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "youth_summit" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "youth_summit" ADD COLUMN "grades" varchar NOT NULL;
  ALTER TABLE "youth_summit" ADD COLUMN "venue" varchar;
  ALTER TABLE "youth_summit" ADD COLUMN "about" jsonb;
  ALTER TABLE "_youth_summit_v_version_messages" ADD COLUMN "role" varchar NOT NULL;
  ALTER TABLE "_youth_summit_v_version_messages" ADD COLUMN "message" varchar NOT NULL;
  ALTER TABLE "_youth_summit_v_version_committees_agenda" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "_youth_summit_v" ADD COLUMN "version_title" varchar NOT NULL;
  ALTER TABLE "_youth_summit_v" ADD COLUMN "version_grades" varchar NOT NULL;
  ALTER TABLE "_youth_summit_v" ADD COLUMN "version_venue" varchar;
  ALTER TABLE "_youth_summit_v" ADD COLUMN "version_about" jsonb;
  ALTER TABLE "news" DROP COLUMN "translation_stamps";
  ALTER TABLE "_news_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "_news_v" DROP COLUMN "snapshot";
  ALTER TABLE "_news_v" DROP COLUMN "published_locale";
  ALTER TABLE "events" DROP COLUMN "translation_stamps";
  ALTER TABLE "_events_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "_events_v" DROP COLUMN "snapshot";
  ALTER TABLE "_events_v" DROP COLUMN "published_locale";
  ALTER TABLE "highlights" DROP COLUMN "translation_stamps";
  ALTER TABLE "_highlights_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "_highlights_v" DROP COLUMN "snapshot";
  ALTER TABLE "_highlights_v" DROP COLUMN "published_locale";
  ALTER TABLE "notifications" DROP COLUMN "translation_stamps";
  ALTER TABLE "_notifications_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "_notifications_v" DROP COLUMN "snapshot";
  ALTER TABLE "_notifications_v" DROP COLUMN "published_locale";
  ALTER TABLE "_emergency_alerts_v" DROP COLUMN "snapshot";
  ALTER TABLE "_emergency_alerts_v" DROP COLUMN "published_locale";
  ALTER TABLE "hero_slides" DROP COLUMN "translation_stamps";
  ALTER TABLE "_hero_slides_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "gallery_albums" DROP COLUMN "translation_stamps";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "snapshot";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "published_locale";
  ALTER TABLE "_toppers_v" DROP COLUMN "snapshot";
  ALTER TABLE "_toppers_v" DROP COLUMN "published_locale";
  ALTER TABLE "_circulars_v" DROP COLUMN "snapshot";
  ALTER TABLE "_circulars_v" DROP COLUMN "published_locale";
  ALTER TABLE "_policy_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_policy_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "home_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "principal_message" DROP COLUMN "translation_stamps";
  ALTER TABLE "_principal_message_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "about_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "syllabus_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_syllabus_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "exam_schedule_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_exam_schedule_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "activities_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_activities_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "student_council_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_student_council_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "admission_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_admission_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "uniform_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_uniform_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "timings_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_timings_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "infrastructure_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_infrastructure_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "translation_stamps";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "parent_portal_help" DROP COLUMN "translation_stamps";
  ALTER TABLE "_parent_portal_help_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "erp_page" DROP COLUMN "translation_stamps";
  ALTER TABLE "_erp_page_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "youth_summit" DROP COLUMN "translation_stamps";
  ALTER TABLE "_youth_summit_v" DROP COLUMN "version_translation_stamps";
  ALTER TABLE "downloads" DROP COLUMN "translation_stamps";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_translation_stamps";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum__highlights_v_published_locale";
  DROP TYPE "public"."enum__notifications_v_published_locale";
  DROP TYPE "public"."enum__emergency_alerts_v_published_locale";
  DROP TYPE "public"."enum__gallery_albums_v_published_locale";
  DROP TYPE "public"."enum__toppers_v_published_locale";
  DROP TYPE "public"."enum__circulars_v_published_locale";
  DROP TYPE "public"."enum__policy_pages_v_published_locale";`)
}
