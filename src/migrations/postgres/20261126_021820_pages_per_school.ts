import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import type { Db } from '../localize'
import { givePagesTheirSchool } from '../schoolBackfill'

// Each existing page becomes the existing school's, and its history that page's (src/migrations/schoolBackfill.ts).
export async function up(args: MigrateUpArgs): Promise<void> {
  await generatedUp(args)
  await givePagesTheirSchool(args.db as Db)
}

async function generatedUp({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  -- A page saved before Payload stamped its creation gets one, so the columns can be required.
  UPDATE "school_profile" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "home_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "principal_message" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "about_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "syllabus_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "exam_schedule_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "activities_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "student_council_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "admission_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "uniform_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "timings_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "infrastructure_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "mandatory_disclosure" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "parent_portal_help" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "erp_page" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "youth_summit" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "downloads" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
  UPDATE "tc_settings" SET "updated_at" = coalesce("updated_at", now()), "created_at" = coalesce("created_at", "updated_at", now());
   ALTER TABLE "school_profile" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "school_profile" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "school_profile" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "school_profile" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "home_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "home_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "principal_message" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "principal_message" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "principal_message" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "principal_message" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "about_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "about_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "syllabus_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "syllabus_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "syllabus_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "syllabus_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "exam_schedule_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "exam_schedule_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "exam_schedule_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "exam_schedule_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "activities_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "activities_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "activities_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "activities_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "student_council_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "student_council_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "student_council_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "student_council_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "admission_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "admission_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "admission_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "admission_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "uniform_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "uniform_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "uniform_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "uniform_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "timings_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "timings_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "timings_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "timings_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "infrastructure_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "infrastructure_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "infrastructure_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "infrastructure_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "mandatory_disclosure" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "mandatory_disclosure" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "mandatory_disclosure" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "mandatory_disclosure" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "parent_portal_help" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "parent_portal_help" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "parent_portal_help" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "parent_portal_help" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "erp_page" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "erp_page" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "erp_page" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "erp_page" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "youth_summit" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "youth_summit" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "youth_summit" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "youth_summit" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "downloads" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "downloads" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "downloads" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "downloads" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "tc_settings" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "tc_settings" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "tc_settings" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "tc_settings" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "school_profile_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "home_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "principal_message_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "about_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "syllabus_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exam_schedule_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activities_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "student_council_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "uniform_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "timings_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "infrastructure_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mandatory_disclosure_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "parent_portal_help_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erp_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "youth_summit_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tc_settings_id" integer;
  ALTER TABLE "school_profile" ADD COLUMN "school_id" integer;
  ALTER TABLE "_school_profile_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_home_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "principal_message" ADD COLUMN "school_id" integer;
  ALTER TABLE "_principal_message_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_principal_message_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_about_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "syllabus_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_syllabus_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_syllabus_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "exam_schedule_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_exam_schedule_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_exam_schedule_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "activities_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_activities_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_activities_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "student_council_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_student_council_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_student_council_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "admission_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_admission_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_admission_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "uniform_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_uniform_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_uniform_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "timings_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_timings_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_timings_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "infrastructure_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_infrastructure_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_infrastructure_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "school_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "parent_portal_help" ADD COLUMN "school_id" integer;
  ALTER TABLE "_parent_portal_help_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_parent_portal_help_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "erp_page" ADD COLUMN "school_id" integer;
  ALTER TABLE "_erp_page_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_erp_page_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "youth_summit" ADD COLUMN "school_id" integer;
  ALTER TABLE "_youth_summit_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_youth_summit_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "downloads" ADD COLUMN "school_id" integer;
  ALTER TABLE "_downloads_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "tc_settings" ADD COLUMN "school_id" integer;
  ALTER TABLE "_tc_settings_v" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_tc_settings_v" ADD COLUMN "version_school_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_school_profile_fk" FOREIGN KEY ("school_profile_id") REFERENCES "public"."school_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_home_page_fk" FOREIGN KEY ("home_page_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_principal_message_fk" FOREIGN KEY ("principal_message_id") REFERENCES "public"."principal_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_about_page_fk" FOREIGN KEY ("about_page_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_syllabus_page_fk" FOREIGN KEY ("syllabus_page_id") REFERENCES "public"."syllabus_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exam_schedule_page_fk" FOREIGN KEY ("exam_schedule_page_id") REFERENCES "public"."exam_schedule_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activities_page_fk" FOREIGN KEY ("activities_page_id") REFERENCES "public"."activities_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_student_council_page_fk" FOREIGN KEY ("student_council_page_id") REFERENCES "public"."student_council_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_page_fk" FOREIGN KEY ("admission_page_id") REFERENCES "public"."admission_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_uniform_page_fk" FOREIGN KEY ("uniform_page_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_timings_page_fk" FOREIGN KEY ("timings_page_id") REFERENCES "public"."timings_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_infrastructure_page_fk" FOREIGN KEY ("infrastructure_page_id") REFERENCES "public"."infrastructure_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mandatory_disclosure_fk" FOREIGN KEY ("mandatory_disclosure_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_portal_help_fk" FOREIGN KEY ("parent_portal_help_id") REFERENCES "public"."parent_portal_help"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erp_page_fk" FOREIGN KEY ("erp_page_id") REFERENCES "public"."erp_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_youth_summit_fk" FOREIGN KEY ("youth_summit_id") REFERENCES "public"."youth_summit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tc_settings_fk" FOREIGN KEY ("tc_settings_id") REFERENCES "public"."tc_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_profile" ADD CONSTRAINT "school_profile_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_school_profile_v" ADD CONSTRAINT "_school_profile_v_parent_id_school_profile_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."school_profile"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_school_profile_v" ADD CONSTRAINT "_school_profile_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_parent_id_home_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "principal_message" ADD CONSTRAINT "principal_message_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_principal_message_v" ADD CONSTRAINT "_principal_message_v_parent_id_principal_message_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."principal_message"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_principal_message_v" ADD CONSTRAINT "_principal_message_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_parent_id_about_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."about_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "syllabus_page" ADD CONSTRAINT "syllabus_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_syllabus_page_v" ADD CONSTRAINT "_syllabus_page_v_parent_id_syllabus_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."syllabus_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_syllabus_page_v" ADD CONSTRAINT "_syllabus_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exam_schedule_page" ADD CONSTRAINT "exam_schedule_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exam_schedule_page_v" ADD CONSTRAINT "_exam_schedule_page_v_parent_id_exam_schedule_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exam_schedule_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exam_schedule_page_v" ADD CONSTRAINT "_exam_schedule_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activities_page" ADD CONSTRAINT "activities_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_activities_page_v" ADD CONSTRAINT "_activities_page_v_parent_id_activities_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activities_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_activities_page_v" ADD CONSTRAINT "_activities_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "student_council_page" ADD CONSTRAINT "student_council_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_student_council_page_v" ADD CONSTRAINT "_student_council_page_v_parent_id_student_council_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."student_council_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_student_council_page_v" ADD CONSTRAINT "_student_council_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_page" ADD CONSTRAINT "admission_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_admission_page_v" ADD CONSTRAINT "_admission_page_v_parent_id_admission_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."admission_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_admission_page_v" ADD CONSTRAINT "_admission_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "uniform_page" ADD CONSTRAINT "uniform_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_uniform_page_v" ADD CONSTRAINT "_uniform_page_v_parent_id_uniform_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_uniform_page_v" ADD CONSTRAINT "_uniform_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "timings_page" ADD CONSTRAINT "timings_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timings_page_v" ADD CONSTRAINT "_timings_page_v_parent_id_timings_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."timings_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timings_page_v" ADD CONSTRAINT "_timings_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "infrastructure_page" ADD CONSTRAINT "infrastructure_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_infrastructure_page_v" ADD CONSTRAINT "_infrastructure_page_v_parent_id_infrastructure_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."infrastructure_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_infrastructure_page_v" ADD CONSTRAINT "_infrastructure_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_parent_id_mandatory_disclosure_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "parent_portal_help" ADD CONSTRAINT "parent_portal_help_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_parent_portal_help_v" ADD CONSTRAINT "_parent_portal_help_v_parent_id_parent_portal_help_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parent_portal_help"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_parent_portal_help_v" ADD CONSTRAINT "_parent_portal_help_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erp_page" ADD CONSTRAINT "erp_page_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erp_page_v" ADD CONSTRAINT "_erp_page_v_parent_id_erp_page_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."erp_page"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erp_page_v" ADD CONSTRAINT "_erp_page_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "youth_summit" ADD CONSTRAINT "youth_summit_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_youth_summit_v" ADD CONSTRAINT "_youth_summit_v_parent_id_youth_summit_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."youth_summit"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_youth_summit_v" ADD CONSTRAINT "_youth_summit_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_parent_id_downloads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tc_settings" ADD CONSTRAINT "tc_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tc_settings_v" ADD CONSTRAINT "_tc_settings_v_parent_id_tc_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tc_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tc_settings_v" ADD CONSTRAINT "_tc_settings_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_school_profile_id_idx" ON "payload_locked_documents_rels" USING btree ("school_profile_id");
  CREATE INDEX "payload_locked_documents_rels_home_page_id_idx" ON "payload_locked_documents_rels" USING btree ("home_page_id");
  CREATE INDEX "payload_locked_documents_rels_principal_message_id_idx" ON "payload_locked_documents_rels" USING btree ("principal_message_id");
  CREATE INDEX "payload_locked_documents_rels_about_page_id_idx" ON "payload_locked_documents_rels" USING btree ("about_page_id");
  CREATE INDEX "payload_locked_documents_rels_syllabus_page_id_idx" ON "payload_locked_documents_rels" USING btree ("syllabus_page_id");
  CREATE INDEX "payload_locked_documents_rels_exam_schedule_page_id_idx" ON "payload_locked_documents_rels" USING btree ("exam_schedule_page_id");
  CREATE INDEX "payload_locked_documents_rels_activities_page_id_idx" ON "payload_locked_documents_rels" USING btree ("activities_page_id");
  CREATE INDEX "payload_locked_documents_rels_student_council_page_id_idx" ON "payload_locked_documents_rels" USING btree ("student_council_page_id");
  CREATE INDEX "payload_locked_documents_rels_admission_page_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_page_id");
  CREATE INDEX "payload_locked_documents_rels_uniform_page_id_idx" ON "payload_locked_documents_rels" USING btree ("uniform_page_id");
  CREATE INDEX "payload_locked_documents_rels_timings_page_id_idx" ON "payload_locked_documents_rels" USING btree ("timings_page_id");
  CREATE INDEX "payload_locked_documents_rels_infrastructure_page_id_idx" ON "payload_locked_documents_rels" USING btree ("infrastructure_page_id");
  CREATE INDEX "payload_locked_documents_rels_mandatory_disclosure_id_idx" ON "payload_locked_documents_rels" USING btree ("mandatory_disclosure_id");
  CREATE INDEX "payload_locked_documents_rels_parent_portal_help_id_idx" ON "payload_locked_documents_rels" USING btree ("parent_portal_help_id");
  CREATE INDEX "payload_locked_documents_rels_erp_page_id_idx" ON "payload_locked_documents_rels" USING btree ("erp_page_id");
  CREATE INDEX "payload_locked_documents_rels_youth_summit_id_idx" ON "payload_locked_documents_rels" USING btree ("youth_summit_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_tc_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("tc_settings_id");
  CREATE UNIQUE INDEX "school_profile_school_idx" ON "school_profile" USING btree ("school_id");
  CREATE INDEX "school_profile_updated_at_idx" ON "school_profile" USING btree ("updated_at");
  CREATE INDEX "school_profile_created_at_idx" ON "school_profile" USING btree ("created_at");
  CREATE INDEX "_school_profile_v_parent_idx" ON "_school_profile_v" USING btree ("parent_id");
  CREATE INDEX "_school_profile_v_version_version_school_idx" ON "_school_profile_v" USING btree ("version_school_id");
  CREATE INDEX "_school_profile_v_version_version_updated_at_idx" ON "_school_profile_v" USING btree ("version_updated_at");
  CREATE INDEX "_school_profile_v_version_version_created_at_idx" ON "_school_profile_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "home_page_school_idx" ON "home_page" USING btree ("school_id");
  CREATE INDEX "home_page_updated_at_idx" ON "home_page" USING btree ("updated_at");
  CREATE INDEX "home_page_created_at_idx" ON "home_page" USING btree ("created_at");
  CREATE INDEX "_home_page_v_parent_idx" ON "_home_page_v" USING btree ("parent_id");
  CREATE INDEX "_home_page_v_version_version_school_idx" ON "_home_page_v" USING btree ("version_school_id");
  CREATE INDEX "_home_page_v_version_version_updated_at_idx" ON "_home_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_home_page_v_version_version_created_at_idx" ON "_home_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "principal_message_school_idx" ON "principal_message" USING btree ("school_id");
  CREATE INDEX "principal_message_updated_at_idx" ON "principal_message" USING btree ("updated_at");
  CREATE INDEX "principal_message_created_at_idx" ON "principal_message" USING btree ("created_at");
  CREATE INDEX "_principal_message_v_parent_idx" ON "_principal_message_v" USING btree ("parent_id");
  CREATE INDEX "_principal_message_v_version_version_school_idx" ON "_principal_message_v" USING btree ("version_school_id");
  CREATE INDEX "_principal_message_v_version_version_updated_at_idx" ON "_principal_message_v" USING btree ("version_updated_at");
  CREATE INDEX "_principal_message_v_version_version_created_at_idx" ON "_principal_message_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "about_page_school_idx" ON "about_page" USING btree ("school_id");
  CREATE INDEX "about_page_updated_at_idx" ON "about_page" USING btree ("updated_at");
  CREATE INDEX "about_page_created_at_idx" ON "about_page" USING btree ("created_at");
  CREATE INDEX "_about_page_v_parent_idx" ON "_about_page_v" USING btree ("parent_id");
  CREATE INDEX "_about_page_v_version_version_school_idx" ON "_about_page_v" USING btree ("version_school_id");
  CREATE INDEX "_about_page_v_version_version_updated_at_idx" ON "_about_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_about_page_v_version_version_created_at_idx" ON "_about_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "syllabus_page_school_idx" ON "syllabus_page" USING btree ("school_id");
  CREATE INDEX "syllabus_page_updated_at_idx" ON "syllabus_page" USING btree ("updated_at");
  CREATE INDEX "syllabus_page_created_at_idx" ON "syllabus_page" USING btree ("created_at");
  CREATE INDEX "_syllabus_page_v_parent_idx" ON "_syllabus_page_v" USING btree ("parent_id");
  CREATE INDEX "_syllabus_page_v_version_version_school_idx" ON "_syllabus_page_v" USING btree ("version_school_id");
  CREATE INDEX "_syllabus_page_v_version_version_updated_at_idx" ON "_syllabus_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_syllabus_page_v_version_version_created_at_idx" ON "_syllabus_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "exam_schedule_page_school_idx" ON "exam_schedule_page" USING btree ("school_id");
  CREATE INDEX "exam_schedule_page_updated_at_idx" ON "exam_schedule_page" USING btree ("updated_at");
  CREATE INDEX "exam_schedule_page_created_at_idx" ON "exam_schedule_page" USING btree ("created_at");
  CREATE INDEX "_exam_schedule_page_v_parent_idx" ON "_exam_schedule_page_v" USING btree ("parent_id");
  CREATE INDEX "_exam_schedule_page_v_version_version_school_idx" ON "_exam_schedule_page_v" USING btree ("version_school_id");
  CREATE INDEX "_exam_schedule_page_v_version_version_updated_at_idx" ON "_exam_schedule_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_exam_schedule_page_v_version_version_created_at_idx" ON "_exam_schedule_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "activities_page_school_idx" ON "activities_page" USING btree ("school_id");
  CREATE INDEX "activities_page_updated_at_idx" ON "activities_page" USING btree ("updated_at");
  CREATE INDEX "activities_page_created_at_idx" ON "activities_page" USING btree ("created_at");
  CREATE INDEX "_activities_page_v_parent_idx" ON "_activities_page_v" USING btree ("parent_id");
  CREATE INDEX "_activities_page_v_version_version_school_idx" ON "_activities_page_v" USING btree ("version_school_id");
  CREATE INDEX "_activities_page_v_version_version_updated_at_idx" ON "_activities_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_activities_page_v_version_version_created_at_idx" ON "_activities_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "student_council_page_school_idx" ON "student_council_page" USING btree ("school_id");
  CREATE INDEX "student_council_page_updated_at_idx" ON "student_council_page" USING btree ("updated_at");
  CREATE INDEX "student_council_page_created_at_idx" ON "student_council_page" USING btree ("created_at");
  CREATE INDEX "_student_council_page_v_parent_idx" ON "_student_council_page_v" USING btree ("parent_id");
  CREATE INDEX "_student_council_page_v_version_version_school_idx" ON "_student_council_page_v" USING btree ("version_school_id");
  CREATE INDEX "_student_council_page_v_version_version_updated_at_idx" ON "_student_council_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_student_council_page_v_version_version_created_at_idx" ON "_student_council_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "admission_page_school_idx" ON "admission_page" USING btree ("school_id");
  CREATE INDEX "admission_page_updated_at_idx" ON "admission_page" USING btree ("updated_at");
  CREATE INDEX "admission_page_created_at_idx" ON "admission_page" USING btree ("created_at");
  CREATE INDEX "_admission_page_v_parent_idx" ON "_admission_page_v" USING btree ("parent_id");
  CREATE INDEX "_admission_page_v_version_version_school_idx" ON "_admission_page_v" USING btree ("version_school_id");
  CREATE INDEX "_admission_page_v_version_version_updated_at_idx" ON "_admission_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_admission_page_v_version_version_created_at_idx" ON "_admission_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "uniform_page_school_idx" ON "uniform_page" USING btree ("school_id");
  CREATE INDEX "uniform_page_updated_at_idx" ON "uniform_page" USING btree ("updated_at");
  CREATE INDEX "uniform_page_created_at_idx" ON "uniform_page" USING btree ("created_at");
  CREATE INDEX "_uniform_page_v_parent_idx" ON "_uniform_page_v" USING btree ("parent_id");
  CREATE INDEX "_uniform_page_v_version_version_school_idx" ON "_uniform_page_v" USING btree ("version_school_id");
  CREATE INDEX "_uniform_page_v_version_version_updated_at_idx" ON "_uniform_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_uniform_page_v_version_version_created_at_idx" ON "_uniform_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "timings_page_school_idx" ON "timings_page" USING btree ("school_id");
  CREATE INDEX "timings_page_updated_at_idx" ON "timings_page" USING btree ("updated_at");
  CREATE INDEX "timings_page_created_at_idx" ON "timings_page" USING btree ("created_at");
  CREATE INDEX "_timings_page_v_parent_idx" ON "_timings_page_v" USING btree ("parent_id");
  CREATE INDEX "_timings_page_v_version_version_school_idx" ON "_timings_page_v" USING btree ("version_school_id");
  CREATE INDEX "_timings_page_v_version_version_updated_at_idx" ON "_timings_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_timings_page_v_version_version_created_at_idx" ON "_timings_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "infrastructure_page_school_idx" ON "infrastructure_page" USING btree ("school_id");
  CREATE INDEX "infrastructure_page_updated_at_idx" ON "infrastructure_page" USING btree ("updated_at");
  CREATE INDEX "infrastructure_page_created_at_idx" ON "infrastructure_page" USING btree ("created_at");
  CREATE INDEX "_infrastructure_page_v_parent_idx" ON "_infrastructure_page_v" USING btree ("parent_id");
  CREATE INDEX "_infrastructure_page_v_version_version_school_idx" ON "_infrastructure_page_v" USING btree ("version_school_id");
  CREATE INDEX "_infrastructure_page_v_version_version_updated_at_idx" ON "_infrastructure_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_infrastructure_page_v_version_version_created_at_idx" ON "_infrastructure_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "mandatory_disclosure_school_idx" ON "mandatory_disclosure" USING btree ("school_id");
  CREATE INDEX "mandatory_disclosure_updated_at_idx" ON "mandatory_disclosure" USING btree ("updated_at");
  CREATE INDEX "mandatory_disclosure_created_at_idx" ON "mandatory_disclosure" USING btree ("created_at");
  CREATE INDEX "_mandatory_disclosure_v_parent_idx" ON "_mandatory_disclosure_v" USING btree ("parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_version_school_idx" ON "_mandatory_disclosure_v" USING btree ("version_school_id");
  CREATE INDEX "_mandatory_disclosure_v_version_version_updated_at_idx" ON "_mandatory_disclosure_v" USING btree ("version_updated_at");
  CREATE INDEX "_mandatory_disclosure_v_version_version_created_at_idx" ON "_mandatory_disclosure_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "parent_portal_help_school_idx" ON "parent_portal_help" USING btree ("school_id");
  CREATE INDEX "parent_portal_help_updated_at_idx" ON "parent_portal_help" USING btree ("updated_at");
  CREATE INDEX "parent_portal_help_created_at_idx" ON "parent_portal_help" USING btree ("created_at");
  CREATE INDEX "_parent_portal_help_v_parent_idx" ON "_parent_portal_help_v" USING btree ("parent_id");
  CREATE INDEX "_parent_portal_help_v_version_version_school_idx" ON "_parent_portal_help_v" USING btree ("version_school_id");
  CREATE INDEX "_parent_portal_help_v_version_version_updated_at_idx" ON "_parent_portal_help_v" USING btree ("version_updated_at");
  CREATE INDEX "_parent_portal_help_v_version_version_created_at_idx" ON "_parent_portal_help_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "erp_page_school_idx" ON "erp_page" USING btree ("school_id");
  CREATE INDEX "erp_page_updated_at_idx" ON "erp_page" USING btree ("updated_at");
  CREATE INDEX "erp_page_created_at_idx" ON "erp_page" USING btree ("created_at");
  CREATE INDEX "_erp_page_v_parent_idx" ON "_erp_page_v" USING btree ("parent_id");
  CREATE INDEX "_erp_page_v_version_version_school_idx" ON "_erp_page_v" USING btree ("version_school_id");
  CREATE INDEX "_erp_page_v_version_version_updated_at_idx" ON "_erp_page_v" USING btree ("version_updated_at");
  CREATE INDEX "_erp_page_v_version_version_created_at_idx" ON "_erp_page_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "youth_summit_school_idx" ON "youth_summit" USING btree ("school_id");
  CREATE INDEX "youth_summit_updated_at_idx" ON "youth_summit" USING btree ("updated_at");
  CREATE INDEX "youth_summit_created_at_idx" ON "youth_summit" USING btree ("created_at");
  CREATE INDEX "_youth_summit_v_parent_idx" ON "_youth_summit_v" USING btree ("parent_id");
  CREATE INDEX "_youth_summit_v_version_version_school_idx" ON "_youth_summit_v" USING btree ("version_school_id");
  CREATE INDEX "_youth_summit_v_version_version_updated_at_idx" ON "_youth_summit_v" USING btree ("version_updated_at");
  CREATE INDEX "_youth_summit_v_version_version_created_at_idx" ON "_youth_summit_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "downloads_school_idx" ON "downloads" USING btree ("school_id");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE INDEX "_downloads_v_parent_idx" ON "_downloads_v" USING btree ("parent_id");
  CREATE INDEX "_downloads_v_version_version_school_idx" ON "_downloads_v" USING btree ("version_school_id");
  CREATE INDEX "_downloads_v_version_version_updated_at_idx" ON "_downloads_v" USING btree ("version_updated_at");
  CREATE INDEX "_downloads_v_version_version_created_at_idx" ON "_downloads_v" USING btree ("version_created_at");
  CREATE UNIQUE INDEX "tc_settings_school_idx" ON "tc_settings" USING btree ("school_id");
  CREATE INDEX "tc_settings_updated_at_idx" ON "tc_settings" USING btree ("updated_at");
  CREATE INDEX "tc_settings_created_at_idx" ON "tc_settings" USING btree ("created_at");
  CREATE INDEX "_tc_settings_v_parent_idx" ON "_tc_settings_v" USING btree ("parent_id");
  CREATE INDEX "_tc_settings_v_version_version_school_idx" ON "_tc_settings_v" USING btree ("version_school_id");
  CREATE INDEX "_tc_settings_v_version_version_updated_at_idx" ON "_tc_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_tc_settings_v_version_version_created_at_idx" ON "_tc_settings_v" USING btree ("version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "school_profile" DROP CONSTRAINT "school_profile_school_id_schools_id_fk";
  
  ALTER TABLE "_school_profile_v" DROP CONSTRAINT "_school_profile_v_parent_id_school_profile_id_fk";
  
  ALTER TABLE "_school_profile_v" DROP CONSTRAINT "_school_profile_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_school_id_schools_id_fk";
  
  ALTER TABLE "_home_page_v" DROP CONSTRAINT "_home_page_v_parent_id_home_page_id_fk";
  
  ALTER TABLE "_home_page_v" DROP CONSTRAINT "_home_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "principal_message" DROP CONSTRAINT "principal_message_school_id_schools_id_fk";
  
  ALTER TABLE "_principal_message_v" DROP CONSTRAINT "_principal_message_v_parent_id_principal_message_id_fk";
  
  ALTER TABLE "_principal_message_v" DROP CONSTRAINT "_principal_message_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_school_id_schools_id_fk";
  
  ALTER TABLE "_about_page_v" DROP CONSTRAINT "_about_page_v_parent_id_about_page_id_fk";
  
  ALTER TABLE "_about_page_v" DROP CONSTRAINT "_about_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "syllabus_page" DROP CONSTRAINT "syllabus_page_school_id_schools_id_fk";
  
  ALTER TABLE "_syllabus_page_v" DROP CONSTRAINT "_syllabus_page_v_parent_id_syllabus_page_id_fk";
  
  ALTER TABLE "_syllabus_page_v" DROP CONSTRAINT "_syllabus_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "exam_schedule_page" DROP CONSTRAINT "exam_schedule_page_school_id_schools_id_fk";
  
  ALTER TABLE "_exam_schedule_page_v" DROP CONSTRAINT "_exam_schedule_page_v_parent_id_exam_schedule_page_id_fk";
  
  ALTER TABLE "_exam_schedule_page_v" DROP CONSTRAINT "_exam_schedule_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "activities_page" DROP CONSTRAINT "activities_page_school_id_schools_id_fk";
  
  ALTER TABLE "_activities_page_v" DROP CONSTRAINT "_activities_page_v_parent_id_activities_page_id_fk";
  
  ALTER TABLE "_activities_page_v" DROP CONSTRAINT "_activities_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "student_council_page" DROP CONSTRAINT "student_council_page_school_id_schools_id_fk";
  
  ALTER TABLE "_student_council_page_v" DROP CONSTRAINT "_student_council_page_v_parent_id_student_council_page_id_fk";
  
  ALTER TABLE "_student_council_page_v" DROP CONSTRAINT "_student_council_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "admission_page" DROP CONSTRAINT "admission_page_school_id_schools_id_fk";
  
  ALTER TABLE "_admission_page_v" DROP CONSTRAINT "_admission_page_v_parent_id_admission_page_id_fk";
  
  ALTER TABLE "_admission_page_v" DROP CONSTRAINT "_admission_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "uniform_page" DROP CONSTRAINT "uniform_page_school_id_schools_id_fk";
  
  ALTER TABLE "_uniform_page_v" DROP CONSTRAINT "_uniform_page_v_parent_id_uniform_page_id_fk";
  
  ALTER TABLE "_uniform_page_v" DROP CONSTRAINT "_uniform_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "timings_page" DROP CONSTRAINT "timings_page_school_id_schools_id_fk";
  
  ALTER TABLE "_timings_page_v" DROP CONSTRAINT "_timings_page_v_parent_id_timings_page_id_fk";
  
  ALTER TABLE "_timings_page_v" DROP CONSTRAINT "_timings_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "infrastructure_page" DROP CONSTRAINT "infrastructure_page_school_id_schools_id_fk";
  
  ALTER TABLE "_infrastructure_page_v" DROP CONSTRAINT "_infrastructure_page_v_parent_id_infrastructure_page_id_fk";
  
  ALTER TABLE "_infrastructure_page_v" DROP CONSTRAINT "_infrastructure_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_school_id_schools_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_parent_id_mandatory_disclosure_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "parent_portal_help" DROP CONSTRAINT "parent_portal_help_school_id_schools_id_fk";
  
  ALTER TABLE "_parent_portal_help_v" DROP CONSTRAINT "_parent_portal_help_v_parent_id_parent_portal_help_id_fk";
  
  ALTER TABLE "_parent_portal_help_v" DROP CONSTRAINT "_parent_portal_help_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "erp_page" DROP CONSTRAINT "erp_page_school_id_schools_id_fk";
  
  ALTER TABLE "_erp_page_v" DROP CONSTRAINT "_erp_page_v_parent_id_erp_page_id_fk";
  
  ALTER TABLE "_erp_page_v" DROP CONSTRAINT "_erp_page_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "youth_summit" DROP CONSTRAINT "youth_summit_school_id_schools_id_fk";
  
  ALTER TABLE "_youth_summit_v" DROP CONSTRAINT "_youth_summit_v_parent_id_youth_summit_id_fk";
  
  ALTER TABLE "_youth_summit_v" DROP CONSTRAINT "_youth_summit_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "downloads" DROP CONSTRAINT "downloads_school_id_schools_id_fk";
  
  ALTER TABLE "_downloads_v" DROP CONSTRAINT "_downloads_v_parent_id_downloads_id_fk";
  
  ALTER TABLE "_downloads_v" DROP CONSTRAINT "_downloads_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "tc_settings" DROP CONSTRAINT "tc_settings_school_id_schools_id_fk";
  
  ALTER TABLE "_tc_settings_v" DROP CONSTRAINT "_tc_settings_v_parent_id_tc_settings_id_fk";
  
  ALTER TABLE "_tc_settings_v" DROP CONSTRAINT "_tc_settings_v_version_school_id_schools_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_school_profile_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_home_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_principal_message_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_about_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_syllabus_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_exam_schedule_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activities_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_student_council_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_uniform_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_timings_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_infrastructure_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mandatory_disclosure_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_parent_portal_help_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erp_page_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_youth_summit_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_downloads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tc_settings_fk";
  
  DROP INDEX "school_profile_school_idx";
  DROP INDEX "school_profile_updated_at_idx";
  DROP INDEX "school_profile_created_at_idx";
  DROP INDEX "_school_profile_v_parent_idx";
  DROP INDEX "_school_profile_v_version_version_school_idx";
  DROP INDEX "_school_profile_v_version_version_updated_at_idx";
  DROP INDEX "_school_profile_v_version_version_created_at_idx";
  DROP INDEX "home_page_school_idx";
  DROP INDEX "home_page_updated_at_idx";
  DROP INDEX "home_page_created_at_idx";
  DROP INDEX "_home_page_v_parent_idx";
  DROP INDEX "_home_page_v_version_version_school_idx";
  DROP INDEX "_home_page_v_version_version_updated_at_idx";
  DROP INDEX "_home_page_v_version_version_created_at_idx";
  DROP INDEX "principal_message_school_idx";
  DROP INDEX "principal_message_updated_at_idx";
  DROP INDEX "principal_message_created_at_idx";
  DROP INDEX "_principal_message_v_parent_idx";
  DROP INDEX "_principal_message_v_version_version_school_idx";
  DROP INDEX "_principal_message_v_version_version_updated_at_idx";
  DROP INDEX "_principal_message_v_version_version_created_at_idx";
  DROP INDEX "about_page_school_idx";
  DROP INDEX "about_page_updated_at_idx";
  DROP INDEX "about_page_created_at_idx";
  DROP INDEX "_about_page_v_parent_idx";
  DROP INDEX "_about_page_v_version_version_school_idx";
  DROP INDEX "_about_page_v_version_version_updated_at_idx";
  DROP INDEX "_about_page_v_version_version_created_at_idx";
  DROP INDEX "syllabus_page_school_idx";
  DROP INDEX "syllabus_page_updated_at_idx";
  DROP INDEX "syllabus_page_created_at_idx";
  DROP INDEX "_syllabus_page_v_parent_idx";
  DROP INDEX "_syllabus_page_v_version_version_school_idx";
  DROP INDEX "_syllabus_page_v_version_version_updated_at_idx";
  DROP INDEX "_syllabus_page_v_version_version_created_at_idx";
  DROP INDEX "exam_schedule_page_school_idx";
  DROP INDEX "exam_schedule_page_updated_at_idx";
  DROP INDEX "exam_schedule_page_created_at_idx";
  DROP INDEX "_exam_schedule_page_v_parent_idx";
  DROP INDEX "_exam_schedule_page_v_version_version_school_idx";
  DROP INDEX "_exam_schedule_page_v_version_version_updated_at_idx";
  DROP INDEX "_exam_schedule_page_v_version_version_created_at_idx";
  DROP INDEX "activities_page_school_idx";
  DROP INDEX "activities_page_updated_at_idx";
  DROP INDEX "activities_page_created_at_idx";
  DROP INDEX "_activities_page_v_parent_idx";
  DROP INDEX "_activities_page_v_version_version_school_idx";
  DROP INDEX "_activities_page_v_version_version_updated_at_idx";
  DROP INDEX "_activities_page_v_version_version_created_at_idx";
  DROP INDEX "student_council_page_school_idx";
  DROP INDEX "student_council_page_updated_at_idx";
  DROP INDEX "student_council_page_created_at_idx";
  DROP INDEX "_student_council_page_v_parent_idx";
  DROP INDEX "_student_council_page_v_version_version_school_idx";
  DROP INDEX "_student_council_page_v_version_version_updated_at_idx";
  DROP INDEX "_student_council_page_v_version_version_created_at_idx";
  DROP INDEX "admission_page_school_idx";
  DROP INDEX "admission_page_updated_at_idx";
  DROP INDEX "admission_page_created_at_idx";
  DROP INDEX "_admission_page_v_parent_idx";
  DROP INDEX "_admission_page_v_version_version_school_idx";
  DROP INDEX "_admission_page_v_version_version_updated_at_idx";
  DROP INDEX "_admission_page_v_version_version_created_at_idx";
  DROP INDEX "uniform_page_school_idx";
  DROP INDEX "uniform_page_updated_at_idx";
  DROP INDEX "uniform_page_created_at_idx";
  DROP INDEX "_uniform_page_v_parent_idx";
  DROP INDEX "_uniform_page_v_version_version_school_idx";
  DROP INDEX "_uniform_page_v_version_version_updated_at_idx";
  DROP INDEX "_uniform_page_v_version_version_created_at_idx";
  DROP INDEX "timings_page_school_idx";
  DROP INDEX "timings_page_updated_at_idx";
  DROP INDEX "timings_page_created_at_idx";
  DROP INDEX "_timings_page_v_parent_idx";
  DROP INDEX "_timings_page_v_version_version_school_idx";
  DROP INDEX "_timings_page_v_version_version_updated_at_idx";
  DROP INDEX "_timings_page_v_version_version_created_at_idx";
  DROP INDEX "infrastructure_page_school_idx";
  DROP INDEX "infrastructure_page_updated_at_idx";
  DROP INDEX "infrastructure_page_created_at_idx";
  DROP INDEX "_infrastructure_page_v_parent_idx";
  DROP INDEX "_infrastructure_page_v_version_version_school_idx";
  DROP INDEX "_infrastructure_page_v_version_version_updated_at_idx";
  DROP INDEX "_infrastructure_page_v_version_version_created_at_idx";
  DROP INDEX "mandatory_disclosure_school_idx";
  DROP INDEX "mandatory_disclosure_updated_at_idx";
  DROP INDEX "mandatory_disclosure_created_at_idx";
  DROP INDEX "_mandatory_disclosure_v_parent_idx";
  DROP INDEX "_mandatory_disclosure_v_version_version_school_idx";
  DROP INDEX "_mandatory_disclosure_v_version_version_updated_at_idx";
  DROP INDEX "_mandatory_disclosure_v_version_version_created_at_idx";
  DROP INDEX "parent_portal_help_school_idx";
  DROP INDEX "parent_portal_help_updated_at_idx";
  DROP INDEX "parent_portal_help_created_at_idx";
  DROP INDEX "_parent_portal_help_v_parent_idx";
  DROP INDEX "_parent_portal_help_v_version_version_school_idx";
  DROP INDEX "_parent_portal_help_v_version_version_updated_at_idx";
  DROP INDEX "_parent_portal_help_v_version_version_created_at_idx";
  DROP INDEX "erp_page_school_idx";
  DROP INDEX "erp_page_updated_at_idx";
  DROP INDEX "erp_page_created_at_idx";
  DROP INDEX "_erp_page_v_parent_idx";
  DROP INDEX "_erp_page_v_version_version_school_idx";
  DROP INDEX "_erp_page_v_version_version_updated_at_idx";
  DROP INDEX "_erp_page_v_version_version_created_at_idx";
  DROP INDEX "youth_summit_school_idx";
  DROP INDEX "youth_summit_updated_at_idx";
  DROP INDEX "youth_summit_created_at_idx";
  DROP INDEX "_youth_summit_v_parent_idx";
  DROP INDEX "_youth_summit_v_version_version_school_idx";
  DROP INDEX "_youth_summit_v_version_version_updated_at_idx";
  DROP INDEX "_youth_summit_v_version_version_created_at_idx";
  DROP INDEX "downloads_school_idx";
  DROP INDEX "downloads_updated_at_idx";
  DROP INDEX "downloads_created_at_idx";
  DROP INDEX "_downloads_v_parent_idx";
  DROP INDEX "_downloads_v_version_version_school_idx";
  DROP INDEX "_downloads_v_version_version_updated_at_idx";
  DROP INDEX "_downloads_v_version_version_created_at_idx";
  DROP INDEX "tc_settings_school_idx";
  DROP INDEX "tc_settings_updated_at_idx";
  DROP INDEX "tc_settings_created_at_idx";
  DROP INDEX "_tc_settings_v_parent_idx";
  DROP INDEX "_tc_settings_v_version_version_school_idx";
  DROP INDEX "_tc_settings_v_version_version_updated_at_idx";
  DROP INDEX "_tc_settings_v_version_version_created_at_idx";
  DROP INDEX "payload_locked_documents_rels_school_profile_id_idx";
  DROP INDEX "payload_locked_documents_rels_home_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_principal_message_id_idx";
  DROP INDEX "payload_locked_documents_rels_about_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_syllabus_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_exam_schedule_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_activities_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_student_council_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_admission_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_uniform_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_timings_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_infrastructure_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_mandatory_disclosure_id_idx";
  DROP INDEX "payload_locked_documents_rels_parent_portal_help_id_idx";
  DROP INDEX "payload_locked_documents_rels_erp_page_id_idx";
  DROP INDEX "payload_locked_documents_rels_youth_summit_id_idx";
  DROP INDEX "payload_locked_documents_rels_downloads_id_idx";
  DROP INDEX "payload_locked_documents_rels_tc_settings_id_idx";
  ALTER TABLE "school_profile" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "school_profile" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "school_profile" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "school_profile" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "home_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "home_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "principal_message" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "principal_message" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "principal_message" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "principal_message" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "about_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "about_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "syllabus_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "syllabus_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "syllabus_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "syllabus_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "exam_schedule_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "exam_schedule_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "exam_schedule_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "exam_schedule_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "activities_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "activities_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "activities_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "activities_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "student_council_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "student_council_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "student_council_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "student_council_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "admission_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "admission_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "admission_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "admission_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "uniform_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "uniform_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "uniform_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "uniform_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "timings_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "timings_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "timings_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "timings_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "infrastructure_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "infrastructure_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "infrastructure_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "infrastructure_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "mandatory_disclosure" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "mandatory_disclosure" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "mandatory_disclosure" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "mandatory_disclosure" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "parent_portal_help" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "parent_portal_help" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "parent_portal_help" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "parent_portal_help" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "erp_page" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "erp_page" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "erp_page" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "erp_page" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "youth_summit" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "youth_summit" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "youth_summit" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "youth_summit" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "downloads" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "downloads" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "downloads" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "downloads" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "tc_settings" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "tc_settings" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "tc_settings" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "tc_settings" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "school_profile" DROP COLUMN "school_id";
  ALTER TABLE "_school_profile_v" DROP COLUMN "parent_id";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_school_id";
  ALTER TABLE "home_page" DROP COLUMN "school_id";
  ALTER TABLE "_home_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "principal_message" DROP COLUMN "school_id";
  ALTER TABLE "_principal_message_v" DROP COLUMN "parent_id";
  ALTER TABLE "_principal_message_v" DROP COLUMN "version_school_id";
  ALTER TABLE "about_page" DROP COLUMN "school_id";
  ALTER TABLE "_about_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "syllabus_page" DROP COLUMN "school_id";
  ALTER TABLE "_syllabus_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_syllabus_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "exam_schedule_page" DROP COLUMN "school_id";
  ALTER TABLE "_exam_schedule_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_exam_schedule_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "activities_page" DROP COLUMN "school_id";
  ALTER TABLE "_activities_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_activities_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "student_council_page" DROP COLUMN "school_id";
  ALTER TABLE "_student_council_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_student_council_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "admission_page" DROP COLUMN "school_id";
  ALTER TABLE "_admission_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_admission_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "uniform_page" DROP COLUMN "school_id";
  ALTER TABLE "_uniform_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_uniform_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "timings_page" DROP COLUMN "school_id";
  ALTER TABLE "_timings_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_timings_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "infrastructure_page" DROP COLUMN "school_id";
  ALTER TABLE "_infrastructure_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_infrastructure_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "school_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "parent_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_school_id";
  ALTER TABLE "parent_portal_help" DROP COLUMN "school_id";
  ALTER TABLE "_parent_portal_help_v" DROP COLUMN "parent_id";
  ALTER TABLE "_parent_portal_help_v" DROP COLUMN "version_school_id";
  ALTER TABLE "erp_page" DROP COLUMN "school_id";
  ALTER TABLE "_erp_page_v" DROP COLUMN "parent_id";
  ALTER TABLE "_erp_page_v" DROP COLUMN "version_school_id";
  ALTER TABLE "youth_summit" DROP COLUMN "school_id";
  ALTER TABLE "_youth_summit_v" DROP COLUMN "parent_id";
  ALTER TABLE "_youth_summit_v" DROP COLUMN "version_school_id";
  ALTER TABLE "downloads" DROP COLUMN "school_id";
  ALTER TABLE "_downloads_v" DROP COLUMN "parent_id";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_school_id";
  ALTER TABLE "tc_settings" DROP COLUMN "school_id";
  ALTER TABLE "_tc_settings_v" DROP COLUMN "parent_id";
  ALTER TABLE "_tc_settings_v" DROP COLUMN "version_school_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "school_profile_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "home_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "principal_message_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "about_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "syllabus_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exam_schedule_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activities_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "student_council_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "uniform_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "timings_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "infrastructure_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mandatory_disclosure_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "parent_portal_help_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erp_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "youth_summit_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tc_settings_id";`)
}
