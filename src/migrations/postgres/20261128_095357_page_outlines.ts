import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "principal_message" ADD COLUMN "outline" boolean;
  ALTER TABLE "_principal_message_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "about_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "syllabus_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_syllabus_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "exam_schedule_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_exam_schedule_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "activities_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_activities_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "student_council_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_student_council_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "admission_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_admission_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "uniform_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_uniform_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "timings_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_timings_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "infrastructure_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_infrastructure_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "outline" boolean;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "parent_portal_help" ADD COLUMN "outline" boolean;
  ALTER TABLE "_parent_portal_help_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "erp_page" ADD COLUMN "outline" boolean;
  ALTER TABLE "_erp_page_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "youth_summit" ADD COLUMN "outline" boolean;
  ALTER TABLE "_youth_summit_v" ADD COLUMN "version_outline" boolean;
  ALTER TABLE "downloads" ADD COLUMN "outline" boolean;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_outline" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_page" DROP COLUMN "outline";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "principal_message" DROP COLUMN "outline";
  ALTER TABLE "_principal_message_v" DROP COLUMN "version_outline";
  ALTER TABLE "about_page" DROP COLUMN "outline";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "syllabus_page" DROP COLUMN "outline";
  ALTER TABLE "_syllabus_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "exam_schedule_page" DROP COLUMN "outline";
  ALTER TABLE "_exam_schedule_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "activities_page" DROP COLUMN "outline";
  ALTER TABLE "_activities_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "student_council_page" DROP COLUMN "outline";
  ALTER TABLE "_student_council_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "admission_page" DROP COLUMN "outline";
  ALTER TABLE "_admission_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "uniform_page" DROP COLUMN "outline";
  ALTER TABLE "_uniform_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "timings_page" DROP COLUMN "outline";
  ALTER TABLE "_timings_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "infrastructure_page" DROP COLUMN "outline";
  ALTER TABLE "_infrastructure_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "outline";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_outline";
  ALTER TABLE "parent_portal_help" DROP COLUMN "outline";
  ALTER TABLE "_parent_portal_help_v" DROP COLUMN "version_outline";
  ALTER TABLE "erp_page" DROP COLUMN "outline";
  ALTER TABLE "_erp_page_v" DROP COLUMN "version_outline";
  ALTER TABLE "youth_summit" DROP COLUMN "outline";
  ALTER TABLE "_youth_summit_v" DROP COLUMN "version_outline";
  ALTER TABLE "downloads" DROP COLUMN "outline";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_outline";`)
}
