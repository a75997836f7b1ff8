import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import type { Db } from '../localize'
import { givePagesTheirSchool } from '../schoolBackfill'

// Each existing page becomes the existing school's, and its history that page's (src/migrations/schoolBackfill.ts).
export async function up(args: MigrateUpArgs): Promise<void> {
  await generatedUp(args)
  await givePagesTheirSchool(args.db as Db)
}

/**
 * Generated, then changed by hand: the generator rebuilt each page's table (to add the school and
 * to require the timestamps), and a rebuild inside the migration's transaction, where SQLite
 * cannot turn foreign keys off, deletes the page's translations and lists with the old table.
 * The school is added as a column instead; the timestamps stay as they were (Payload sets both).
 */
async function generatedUp({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`school_profile\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`school_profile_school_idx\` ON \`school_profile\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`school_profile_logo_idx\` ON \`school_profile\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`school_profile_updated_at_idx\` ON \`school_profile\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`school_profile_created_at_idx\` ON \`school_profile\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`home_page_school_idx\` ON \`home_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`home_page_updated_at_idx\` ON \`home_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`home_page_created_at_idx\` ON \`home_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`principal_message\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`principal_message_school_idx\` ON \`principal_message\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`principal_message_photo_idx\` ON \`principal_message\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`principal_message_updated_at_idx\` ON \`principal_message\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`principal_message_created_at_idx\` ON \`principal_message\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`about_page_school_idx\` ON \`about_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`about_page_photo_idx\` ON \`about_page\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`about_page_updated_at_idx\` ON \`about_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`about_page_created_at_idx\` ON \`about_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`syllabus_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`syllabus_page_school_idx\` ON \`syllabus_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`syllabus_page_updated_at_idx\` ON \`syllabus_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`syllabus_page_created_at_idx\` ON \`syllabus_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`exam_schedule_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`exam_schedule_page_school_idx\` ON \`exam_schedule_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`exam_schedule_page_updated_at_idx\` ON \`exam_schedule_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`exam_schedule_page_created_at_idx\` ON \`exam_schedule_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`activities_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`activities_page_school_idx\` ON \`activities_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`activities_page_updated_at_idx\` ON \`activities_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`activities_page_created_at_idx\` ON \`activities_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`student_council_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`student_council_page_school_idx\` ON \`student_council_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`student_council_page_updated_at_idx\` ON \`student_council_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`student_council_page_created_at_idx\` ON \`student_council_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`admission_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`admission_page_school_idx\` ON \`admission_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`admission_page_updated_at_idx\` ON \`admission_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`admission_page_created_at_idx\` ON \`admission_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`uniform_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`uniform_page_school_idx\` ON \`uniform_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`uniform_page_updated_at_idx\` ON \`uniform_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`uniform_page_created_at_idx\` ON \`uniform_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`timings_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`timings_page_school_idx\` ON \`timings_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`timings_page_updated_at_idx\` ON \`timings_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`timings_page_created_at_idx\` ON \`timings_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`infrastructure_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`infrastructure_page_school_idx\` ON \`infrastructure_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`infrastructure_page_updated_at_idx\` ON \`infrastructure_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`infrastructure_page_created_at_idx\` ON \`infrastructure_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`mandatory_disclosure_school_idx\` ON \`mandatory_disclosure\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_b_affiliation_section_b_aff_idx\` ON \`mandatory_disclosure\` (\`section_b_affiliation_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_b_registration_section_b_re_idx\` ON \`mandatory_disclosure\` (\`section_b_registration_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_b_noc_section_b_noc_file_idx\` ON \`mandatory_disclosure\` (\`section_b_noc_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_b_rte_recognition_section_b_idx\` ON \`mandatory_disclosure\` (\`section_b_rte_recognition_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_b_building_safety_section_b_idx\` ON \`mandatory_disclosure\` (\`section_b_building_safety_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_b_fire_safety_section_b_fir_idx\` ON \`mandatory_disclosure\` (\`section_b_fire_safety_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_b_deo_certificate_section_b_idx\` ON \`mandatory_disclosure\` (\`section_b_deo_certificate_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_b_water_health_sanitation_s_idx\` ON \`mandatory_disclosure\` (\`section_b_water_health_sanitation_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_c_section_c_fee_structure_f_idx\` ON \`mandatory_disclosure\` (\`section_c_fee_structure_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_c_section_c_academic_calend_idx\` ON \`mandatory_disclosure\` (\`section_c_academic_calendar_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_c_section_c_smc_file_idx\` ON \`mandatory_disclosure\` (\`section_c_smc_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_section_c_section_c_pta_file_idx\` ON \`mandatory_disclosure\` (\`section_c_pta_file_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_updated_at_idx\` ON \`mandatory_disclosure\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`mandatory_disclosure_created_at_idx\` ON \`mandatory_disclosure\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`parent_portal_help\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`parent_portal_help_school_idx\` ON \`parent_portal_help\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`parent_portal_help_updated_at_idx\` ON \`parent_portal_help\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`parent_portal_help_created_at_idx\` ON \`parent_portal_help\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`erp_page\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`erp_page_school_idx\` ON \`erp_page\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`erp_page_updated_at_idx\` ON \`erp_page\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`erp_page_created_at_idx\` ON \`erp_page\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`youth_summit\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`youth_summit_school_idx\` ON \`youth_summit\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`youth_summit_updated_at_idx\` ON \`youth_summit\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`youth_summit_created_at_idx\` ON \`youth_summit\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`downloads_school_idx\` ON \`downloads\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`downloads_holiday_list_idx\` ON \`downloads\` (\`holiday_list_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`downloads_academic_calendar_idx\` ON \`downloads\` (\`academic_calendar_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`downloads_updated_at_idx\` ON \`downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`downloads_created_at_idx\` ON \`downloads\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`tc_settings\` ADD \`school_id\` integer REFERENCES schools(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`tc_settings_school_idx\` ON \`tc_settings\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`tc_settings_updated_at_idx\` ON \`tc_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`tc_settings_created_at_idx\` ON \`tc_settings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`school_profile_id\` integer REFERENCES school_profile(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`home_page_id\` integer REFERENCES home_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`principal_message_id\` integer REFERENCES principal_message(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`about_page_id\` integer REFERENCES about_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`syllabus_page_id\` integer REFERENCES syllabus_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`exam_schedule_page_id\` integer REFERENCES exam_schedule_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`activities_page_id\` integer REFERENCES activities_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`student_council_page_id\` integer REFERENCES student_council_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`admission_page_id\` integer REFERENCES admission_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`uniform_page_id\` integer REFERENCES uniform_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`timings_page_id\` integer REFERENCES timings_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`infrastructure_page_id\` integer REFERENCES infrastructure_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mandatory_disclosure_id\` integer REFERENCES mandatory_disclosure(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`parent_portal_help_id\` integer REFERENCES parent_portal_help(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`erp_page_id\` integer REFERENCES erp_page(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`youth_summit_id\` integer REFERENCES youth_summit(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`downloads_id\` integer REFERENCES downloads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tc_settings_id\` integer REFERENCES tc_settings(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_school_profile_id_idx\` ON \`payload_locked_documents_rels\` (\`school_profile_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_home_page_id_idx\` ON \`payload_locked_documents_rels\` (\`home_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_principal_message_id_idx\` ON \`payload_locked_documents_rels\` (\`principal_message_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_about_page_id_idx\` ON \`payload_locked_documents_rels\` (\`about_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_syllabus_page_id_idx\` ON \`payload_locked_documents_rels\` (\`syllabus_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_exam_schedule_page_id_idx\` ON \`payload_locked_documents_rels\` (\`exam_schedule_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_activities_page_id_idx\` ON \`payload_locked_documents_rels\` (\`activities_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_student_council_page_id_idx\` ON \`payload_locked_documents_rels\` (\`student_council_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_admission_page_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_uniform_page_id_idx\` ON \`payload_locked_documents_rels\` (\`uniform_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_timings_page_id_idx\` ON \`payload_locked_documents_rels\` (\`timings_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_infrastructure_page_id_idx\` ON \`payload_locked_documents_rels\` (\`infrastructure_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_mandatory_disclosure_id_idx\` ON \`payload_locked_documents_rels\` (\`mandatory_disclosure_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_parent_portal_help_id_idx\` ON \`payload_locked_documents_rels\` (\`parent_portal_help_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_erp_page_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_page_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_youth_summit_id_idx\` ON \`payload_locked_documents_rels\` (\`youth_summit_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_tc_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`tc_settings_id\`);`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` ADD \`parent_id\` integer REFERENCES school_profile(id);`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_school_profile_v_parent_idx\` ON \`_school_profile_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_school_profile_v_version_version_school_idx\` ON \`_school_profile_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_school_profile_v_version_version_updated_at_idx\` ON \`_school_profile_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_school_profile_v_version_version_created_at_idx\` ON \`_school_profile_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`parent_id\` integer REFERENCES home_page(id);`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_home_page_v_parent_idx\` ON \`_home_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_home_page_v_version_version_school_idx\` ON \`_home_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_home_page_v_version_version_updated_at_idx\` ON \`_home_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_home_page_v_version_version_created_at_idx\` ON \`_home_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` ADD \`parent_id\` integer REFERENCES principal_message(id);`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_principal_message_v_parent_idx\` ON \`_principal_message_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_principal_message_v_version_version_school_idx\` ON \`_principal_message_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_principal_message_v_version_version_updated_at_idx\` ON \`_principal_message_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_principal_message_v_version_version_created_at_idx\` ON \`_principal_message_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`parent_id\` integer REFERENCES about_page(id);`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_about_page_v_parent_idx\` ON \`_about_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_about_page_v_version_version_school_idx\` ON \`_about_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_about_page_v_version_version_updated_at_idx\` ON \`_about_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_about_page_v_version_version_created_at_idx\` ON \`_about_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_syllabus_page_v\` ADD \`parent_id\` integer REFERENCES syllabus_page(id);`)
  await db.run(sql`ALTER TABLE \`_syllabus_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_syllabus_page_v_parent_idx\` ON \`_syllabus_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_syllabus_page_v_version_version_school_idx\` ON \`_syllabus_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_syllabus_page_v_version_version_updated_at_idx\` ON \`_syllabus_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_syllabus_page_v_version_version_created_at_idx\` ON \`_syllabus_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_exam_schedule_page_v\` ADD \`parent_id\` integer REFERENCES exam_schedule_page(id);`)
  await db.run(sql`ALTER TABLE \`_exam_schedule_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_exam_schedule_page_v_parent_idx\` ON \`_exam_schedule_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_exam_schedule_page_v_version_version_school_idx\` ON \`_exam_schedule_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_exam_schedule_page_v_version_version_updated_at_idx\` ON \`_exam_schedule_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_exam_schedule_page_v_version_version_created_at_idx\` ON \`_exam_schedule_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_activities_page_v\` ADD \`parent_id\` integer REFERENCES activities_page(id);`)
  await db.run(sql`ALTER TABLE \`_activities_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_activities_page_v_parent_idx\` ON \`_activities_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_activities_page_v_version_version_school_idx\` ON \`_activities_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_activities_page_v_version_version_updated_at_idx\` ON \`_activities_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_activities_page_v_version_version_created_at_idx\` ON \`_activities_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_student_council_page_v\` ADD \`parent_id\` integer REFERENCES student_council_page(id);`)
  await db.run(sql`ALTER TABLE \`_student_council_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_student_council_page_v_parent_idx\` ON \`_student_council_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_student_council_page_v_version_version_school_idx\` ON \`_student_council_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_student_council_page_v_version_version_updated_at_idx\` ON \`_student_council_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_student_council_page_v_version_version_created_at_idx\` ON \`_student_council_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_admission_page_v\` ADD \`parent_id\` integer REFERENCES admission_page(id);`)
  await db.run(sql`ALTER TABLE \`_admission_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_admission_page_v_parent_idx\` ON \`_admission_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_admission_page_v_version_version_school_idx\` ON \`_admission_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_admission_page_v_version_version_updated_at_idx\` ON \`_admission_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_admission_page_v_version_version_created_at_idx\` ON \`_admission_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v\` ADD \`parent_id\` integer REFERENCES uniform_page(id);`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_uniform_page_v_parent_idx\` ON \`_uniform_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_uniform_page_v_version_version_school_idx\` ON \`_uniform_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_uniform_page_v_version_version_updated_at_idx\` ON \`_uniform_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_uniform_page_v_version_version_created_at_idx\` ON \`_uniform_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_timings_page_v\` ADD \`parent_id\` integer REFERENCES timings_page(id);`)
  await db.run(sql`ALTER TABLE \`_timings_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_timings_page_v_parent_idx\` ON \`_timings_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_timings_page_v_version_version_school_idx\` ON \`_timings_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_timings_page_v_version_version_updated_at_idx\` ON \`_timings_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_timings_page_v_version_version_created_at_idx\` ON \`_timings_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_infrastructure_page_v\` ADD \`parent_id\` integer REFERENCES infrastructure_page(id);`)
  await db.run(sql`ALTER TABLE \`_infrastructure_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_infrastructure_page_v_parent_idx\` ON \`_infrastructure_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_infrastructure_page_v_version_version_school_idx\` ON \`_infrastructure_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_infrastructure_page_v_version_version_updated_at_idx\` ON \`_infrastructure_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_infrastructure_page_v_version_version_created_at_idx\` ON \`_infrastructure_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`parent_id\` integer REFERENCES mandatory_disclosure(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_mandatory_disclosure_v_parent_idx\` ON \`_mandatory_disclosure_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_mandatory_disclosure_v_version_version_school_idx\` ON \`_mandatory_disclosure_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_mandatory_disclosure_v_version_version_updated_at_idx\` ON \`_mandatory_disclosure_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_mandatory_disclosure_v_version_version_created_at_idx\` ON \`_mandatory_disclosure_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v\` ADD \`parent_id\` integer REFERENCES parent_portal_help(id);`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_parent_portal_help_v_parent_idx\` ON \`_parent_portal_help_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_parent_portal_help_v_version_version_school_idx\` ON \`_parent_portal_help_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_parent_portal_help_v_version_version_updated_at_idx\` ON \`_parent_portal_help_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_parent_portal_help_v_version_version_created_at_idx\` ON \`_parent_portal_help_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_erp_page_v\` ADD \`parent_id\` integer REFERENCES erp_page(id);`)
  await db.run(sql`ALTER TABLE \`_erp_page_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_erp_page_v_parent_idx\` ON \`_erp_page_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_erp_page_v_version_version_school_idx\` ON \`_erp_page_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_erp_page_v_version_version_updated_at_idx\` ON \`_erp_page_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_erp_page_v_version_version_created_at_idx\` ON \`_erp_page_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` ADD \`parent_id\` integer REFERENCES youth_summit(id);`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_youth_summit_v_parent_idx\` ON \`_youth_summit_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_youth_summit_v_version_version_school_idx\` ON \`_youth_summit_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_youth_summit_v_version_version_updated_at_idx\` ON \`_youth_summit_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_youth_summit_v_version_version_created_at_idx\` ON \`_youth_summit_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`parent_id\` integer REFERENCES downloads(id);`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_downloads_v_parent_idx\` ON \`_downloads_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_downloads_v_version_version_school_idx\` ON \`_downloads_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_downloads_v_version_version_updated_at_idx\` ON \`_downloads_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_downloads_v_version_version_created_at_idx\` ON \`_downloads_v\` (\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`_tc_settings_v\` ADD \`parent_id\` integer REFERENCES tc_settings(id);`)
  await db.run(sql`ALTER TABLE \`_tc_settings_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tc_settings_v_parent_idx\` ON \`_tc_settings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tc_settings_v_version_version_school_idx\` ON \`_tc_settings_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tc_settings_v_version_version_updated_at_idx\` ON \`_tc_settings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tc_settings_v_version_version_created_at_idx\` ON \`_tc_settings_v\` (\`version_created_at\`);`)
  // Foreign keys stay off until every table is rebuilt: dropping a table with them on deletes its child rows.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_school_profile\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`short_name\` text,
  	\`affiliation\` text,
  	\`affiliation_number\` text,
  	\`tagline\` text,
  	\`logo_id\` integer,
  	\`founded_on\` text,
  	\`first_roll_strength\` numeric,
  	\`session_start_month\` text DEFAULT 'April',
  	\`session_end_month\` text DEFAULT 'March',
  	\`student_count\` numeric,
  	\`teacher_count\` numeric,
  	\`admin_staff_count\` numeric,
  	\`support_staff_count\` numeric,
  	\`address\` text NOT NULL,
  	\`extended_campus_address\` text,
  	\`map_embed_url\` text,
  	\`erp_portal_url\` text,
  	\`parent_portal_url\` text,
  	\`erp_vendor\` text,
  	\`help_desk_email\` text,
  	\`help_desk_hours\` text,
  	\`copyright\` text,
  	\`require_consent\` integer DEFAULT false,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_school_profile\`("id", "name", "short_name", "affiliation", "affiliation_number", "tagline", "logo_id", "founded_on", "first_roll_strength", "session_start_month", "session_end_month", "student_count", "teacher_count", "admin_staff_count", "support_staff_count", "address", "extended_campus_address", "map_embed_url", "erp_portal_url", "parent_portal_url", "erp_vendor", "help_desk_email", "help_desk_hours", "copyright", "require_consent", "updated_by", "updated_at", "created_at") SELECT "id", "name", "short_name", "affiliation", "affiliation_number", "tagline", "logo_id", "founded_on", "first_roll_strength", "session_start_month", "session_end_month", "student_count", "teacher_count", "admin_staff_count", "support_staff_count", "address", "extended_campus_address", "map_embed_url", "erp_portal_url", "parent_portal_url", "erp_vendor", "help_desk_email", "help_desk_hours", "copyright", "require_consent", "updated_by", "updated_at", "created_at" FROM \`school_profile\`;`)
  await db.run(sql`DROP TABLE \`school_profile\`;`)
  await db.run(sql`ALTER TABLE \`__new_school_profile\` RENAME TO \`school_profile\`;`)
  await db.run(sql`CREATE INDEX \`school_profile_logo_idx\` ON \`school_profile\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__school_profile_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_name\` text NOT NULL,
  	\`version_short_name\` text,
  	\`version_affiliation\` text,
  	\`version_affiliation_number\` text,
  	\`version_tagline\` text,
  	\`version_logo_id\` integer,
  	\`version_founded_on\` text,
  	\`version_first_roll_strength\` numeric,
  	\`version_session_start_month\` text DEFAULT 'April',
  	\`version_session_end_month\` text DEFAULT 'March',
  	\`version_student_count\` numeric,
  	\`version_teacher_count\` numeric,
  	\`version_admin_staff_count\` numeric,
  	\`version_support_staff_count\` numeric,
  	\`version_address\` text NOT NULL,
  	\`version_extended_campus_address\` text,
  	\`version_map_embed_url\` text,
  	\`version_erp_portal_url\` text,
  	\`version_parent_portal_url\` text,
  	\`version_erp_vendor\` text,
  	\`version_help_desk_email\` text,
  	\`version_help_desk_hours\` text,
  	\`version_copyright\` text,
  	\`version_require_consent\` integer DEFAULT false,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__school_profile_v\`("id", "version_name", "version_short_name", "version_affiliation", "version_affiliation_number", "version_tagline", "version_logo_id", "version_founded_on", "version_first_roll_strength", "version_session_start_month", "version_session_end_month", "version_student_count", "version_teacher_count", "version_admin_staff_count", "version_support_staff_count", "version_address", "version_extended_campus_address", "version_map_embed_url", "version_erp_portal_url", "version_parent_portal_url", "version_erp_vendor", "version_help_desk_email", "version_help_desk_hours", "version_copyright", "version_require_consent", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_name", "version_short_name", "version_affiliation", "version_affiliation_number", "version_tagline", "version_logo_id", "version_founded_on", "version_first_roll_strength", "version_session_start_month", "version_session_end_month", "version_student_count", "version_teacher_count", "version_admin_staff_count", "version_support_staff_count", "version_address", "version_extended_campus_address", "version_map_embed_url", "version_erp_portal_url", "version_parent_portal_url", "version_erp_vendor", "version_help_desk_email", "version_help_desk_hours", "version_copyright", "version_require_consent", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_school_profile_v\`;`)
  await db.run(sql`DROP TABLE \`_school_profile_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__school_profile_v\` RENAME TO \`_school_profile_v\`;`)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_version_logo_idx\` ON \`_school_profile_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_school_profile_v_created_at_idx\` ON \`_school_profile_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_profile_v_updated_at_idx\` ON \`_school_profile_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v\` RENAME TO \`_home_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_principal_message\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`principal_name\` text NOT NULL,
  	\`photo_id\` integer,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_principal_message\`("id", "principal_name", "photo_id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "principal_name", "photo_id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`principal_message\`;`)
  await db.run(sql`DROP TABLE \`principal_message\`;`)
  await db.run(sql`ALTER TABLE \`__new_principal_message\` RENAME TO \`principal_message\`;`)
  await db.run(sql`CREATE INDEX \`principal_message_photo_idx\` ON \`principal_message\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__principal_message_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_principal_name\` text NOT NULL,
  	\`version_photo_id\` integer,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__principal_message_v\`("id", "version_principal_name", "version_photo_id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_principal_name", "version_photo_id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_principal_message_v\`;`)
  await db.run(sql`DROP TABLE \`_principal_message_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__principal_message_v\` RENAME TO \`_principal_message_v\`;`)
  await db.run(sql`CREATE INDEX \`_principal_message_v_version_version_photo_idx\` ON \`_principal_message_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_principal_message_v_created_at_idx\` ON \`_principal_message_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_principal_message_v_updated_at_idx\` ON \`_principal_message_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`photo_id\` integer,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page\`("id", "photo_id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "photo_id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page\` RENAME TO \`about_page\`;`)
  await db.run(sql`CREATE INDEX \`about_page_photo_idx\` ON \`about_page\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_photo_id\` integer,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v\`("id", "version_photo_id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_photo_id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v\` RENAME TO \`_about_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_photo_idx\` ON \`_about_page_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_syllabus_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_syllabus_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`syllabus_page\`;`)
  await db.run(sql`DROP TABLE \`syllabus_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_syllabus_page\` RENAME TO \`syllabus_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__syllabus_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__syllabus_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_syllabus_page_v\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__syllabus_page_v\` RENAME TO \`_syllabus_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_syllabus_page_v_created_at_idx\` ON \`_syllabus_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_page_v_updated_at_idx\` ON \`_syllabus_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_exam_schedule_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_exam_schedule_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`exam_schedule_page\`;`)
  await db.run(sql`DROP TABLE \`exam_schedule_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_exam_schedule_page\` RENAME TO \`exam_schedule_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__exam_schedule_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__exam_schedule_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_exam_schedule_page_v\`;`)
  await db.run(sql`DROP TABLE \`_exam_schedule_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__exam_schedule_page_v\` RENAME TO \`_exam_schedule_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_exam_schedule_page_v_created_at_idx\` ON \`_exam_schedule_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exam_schedule_page_v_updated_at_idx\` ON \`_exam_schedule_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_activities_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_activities_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`activities_page\`;`)
  await db.run(sql`DROP TABLE \`activities_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_activities_page\` RENAME TO \`activities_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__activities_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__activities_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_activities_page_v\`;`)
  await db.run(sql`DROP TABLE \`_activities_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__activities_page_v\` RENAME TO \`_activities_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_activities_page_v_created_at_idx\` ON \`_activities_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_activities_page_v_updated_at_idx\` ON \`_activities_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_student_council_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_student_council_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`student_council_page\`;`)
  await db.run(sql`DROP TABLE \`student_council_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_student_council_page\` RENAME TO \`student_council_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__student_council_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__student_council_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_student_council_page_v\`;`)
  await db.run(sql`DROP TABLE \`_student_council_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__student_council_page_v\` RENAME TO \`_student_council_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_created_at_idx\` ON \`_student_council_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_updated_at_idx\` ON \`_student_council_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_admission_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admission_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`admission_page\`;`)
  await db.run(sql`DROP TABLE \`admission_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_admission_page\` RENAME TO \`admission_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__admission_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admission_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_admission_page_v\`;`)
  await db.run(sql`DROP TABLE \`_admission_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__admission_page_v\` RENAME TO \`_admission_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_admission_page_v_created_at_idx\` ON \`_admission_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_admission_page_v_updated_at_idx\` ON \`_admission_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_uniform_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_uniform_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`uniform_page\`;`)
  await db.run(sql`DROP TABLE \`uniform_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_uniform_page\` RENAME TO \`uniform_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__uniform_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__uniform_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_uniform_page_v\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__uniform_page_v\` RENAME TO \`_uniform_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_created_at_idx\` ON \`_uniform_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_updated_at_idx\` ON \`_uniform_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_timings_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_timings_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`timings_page\`;`)
  await db.run(sql`DROP TABLE \`timings_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_timings_page\` RENAME TO \`timings_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__timings_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__timings_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_timings_page_v\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__timings_page_v\` RENAME TO \`_timings_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_timings_page_v_created_at_idx\` ON \`_timings_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_timings_page_v_updated_at_idx\` ON \`_timings_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_infrastructure_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_infrastructure_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`infrastructure_page\`;`)
  await db.run(sql`DROP TABLE \`infrastructure_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_infrastructure_page\` RENAME TO \`infrastructure_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__infrastructure_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__infrastructure_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_infrastructure_page_v\`;`)
  await db.run(sql`DROP TABLE \`_infrastructure_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__infrastructure_page_v\` RENAME TO \`_infrastructure_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_infrastructure_page_v_created_at_idx\` ON \`_infrastructure_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_page_v_updated_at_idx\` ON \`_infrastructure_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_mandatory_disclosure\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`section_a_affiliation_number\` text,
  	\`section_a_school_code\` text,
  	\`section_a_email\` text,
  	\`section_a_phone\` text,
  	\`section_b_affiliation_file_id\` integer,
  	\`section_b_affiliation_issued_on\` text,
  	\`section_b_affiliation_valid_until\` text,
  	\`section_b_affiliation_attested_by_management\` text,
  	\`section_b_affiliation_attested_by_principal\` integer,
  	\`section_b_registration_file_id\` integer,
  	\`section_b_registration_issued_on\` text,
  	\`section_b_registration_valid_until\` text,
  	\`section_b_registration_attested_by_management\` text,
  	\`section_b_registration_attested_by_principal\` integer,
  	\`section_b_noc_file_id\` integer,
  	\`section_b_noc_issued_on\` text,
  	\`section_b_noc_valid_until\` text,
  	\`section_b_noc_attested_by_management\` text,
  	\`section_b_noc_attested_by_principal\` integer,
  	\`section_b_rte_recognition_file_id\` integer,
  	\`section_b_rte_recognition_issued_on\` text,
  	\`section_b_rte_recognition_valid_until\` text,
  	\`section_b_rte_recognition_attested_by_management\` text,
  	\`section_b_rte_recognition_attested_by_principal\` integer,
  	\`section_b_building_safety_file_id\` integer,
  	\`section_b_building_safety_issued_on\` text,
  	\`section_b_building_safety_valid_until\` text,
  	\`section_b_building_safety_attested_by_management\` text,
  	\`section_b_building_safety_attested_by_principal\` integer,
  	\`section_b_fire_safety_file_id\` integer,
  	\`section_b_fire_safety_issued_on\` text,
  	\`section_b_fire_safety_valid_until\` text,
  	\`section_b_fire_safety_attested_by_management\` text,
  	\`section_b_fire_safety_attested_by_principal\` integer,
  	\`section_b_deo_certificate_file_id\` integer,
  	\`section_b_deo_certificate_issued_on\` text,
  	\`section_b_deo_certificate_valid_until\` text,
  	\`section_b_deo_certificate_attested_by_management\` text,
  	\`section_b_deo_certificate_attested_by_principal\` integer,
  	\`section_b_water_health_sanitation_file_id\` integer,
  	\`section_b_water_health_sanitation_issued_on\` text,
  	\`section_b_water_health_sanitation_valid_until\` text,
  	\`section_b_water_health_sanitation_attested_by_management\` text,
  	\`section_b_water_health_sanitation_attested_by_principal\` integer,
  	\`section_c_fee_structure_file_id\` integer,
  	\`section_c_academic_calendar_file_id\` integer,
  	\`section_c_smc_file_id\` integer,
  	\`section_c_pta_file_id\` integer,
  	\`section_d_teachers_p_g_t\` numeric,
  	\`section_d_teachers_t_g_t\` numeric,
  	\`section_d_teachers_p_r_t\` numeric,
  	\`section_e_campus_area\` numeric,
  	\`section_e_classroom_count\` numeric,
  	\`section_e_classroom_size\` numeric,
  	\`section_e_lab_count\` numeric,
  	\`section_e_lab_size\` numeric,
  	\`section_e_internet\` text,
  	\`section_e_girls_toilets\` numeric,
  	\`section_e_boys_toilets\` numeric,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`section_b_affiliation_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_b_registration_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_b_noc_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_b_rte_recognition_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_b_building_safety_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_b_fire_safety_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_b_deo_certificate_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_b_water_health_sanitation_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_c_fee_structure_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_c_academic_calendar_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_c_smc_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_c_pta_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mandatory_disclosure\`("id", "section_a_affiliation_number", "section_a_school_code", "section_a_email", "section_a_phone", "section_b_affiliation_file_id", "section_b_affiliation_issued_on", "section_b_affiliation_valid_until", "section_b_affiliation_attested_by_management", "section_b_affiliation_attested_by_principal", "section_b_registration_file_id", "section_b_registration_issued_on", "section_b_registration_valid_until", "section_b_registration_attested_by_management", "section_b_registration_attested_by_principal", "section_b_noc_file_id", "section_b_noc_issued_on", "section_b_noc_valid_until", "section_b_noc_attested_by_management", "section_b_noc_attested_by_principal", "section_b_rte_recognition_file_id", "section_b_rte_recognition_issued_on", "section_b_rte_recognition_valid_until", "section_b_rte_recognition_attested_by_management", "section_b_rte_recognition_attested_by_principal", "section_b_building_safety_file_id", "section_b_building_safety_issued_on", "section_b_building_safety_valid_until", "section_b_building_safety_attested_by_management", "section_b_building_safety_attested_by_principal", "section_b_fire_safety_file_id", "section_b_fire_safety_issued_on", "section_b_fire_safety_valid_until", "section_b_fire_safety_attested_by_management", "section_b_fire_safety_attested_by_principal", "section_b_deo_certificate_file_id", "section_b_deo_certificate_issued_on", "section_b_deo_certificate_valid_until", "section_b_deo_certificate_attested_by_management", "section_b_deo_certificate_attested_by_principal", "section_b_water_health_sanitation_file_id", "section_b_water_health_sanitation_issued_on", "section_b_water_health_sanitation_valid_until", "section_b_water_health_sanitation_attested_by_management", "section_b_water_health_sanitation_attested_by_principal", "section_c_fee_structure_file_id", "section_c_academic_calendar_file_id", "section_c_smc_file_id", "section_c_pta_file_id", "section_d_teachers_p_g_t", "section_d_teachers_t_g_t", "section_d_teachers_p_r_t", "section_e_campus_area", "section_e_classroom_count", "section_e_classroom_size", "section_e_lab_count", "section_e_lab_size", "section_e_internet", "section_e_girls_toilets", "section_e_boys_toilets", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "section_a_affiliation_number", "section_a_school_code", "section_a_email", "section_a_phone", "section_b_affiliation_file_id", "section_b_affiliation_issued_on", "section_b_affiliation_valid_until", "section_b_affiliation_attested_by_management", "section_b_affiliation_attested_by_principal", "section_b_registration_file_id", "section_b_registration_issued_on", "section_b_registration_valid_until", "section_b_registration_attested_by_management", "section_b_registration_attested_by_principal", "section_b_noc_file_id", "section_b_noc_issued_on", "section_b_noc_valid_until", "section_b_noc_attested_by_management", "section_b_noc_attested_by_principal", "section_b_rte_recognition_file_id", "section_b_rte_recognition_issued_on", "section_b_rte_recognition_valid_until", "section_b_rte_recognition_attested_by_management", "section_b_rte_recognition_attested_by_principal", "section_b_building_safety_file_id", "section_b_building_safety_issued_on", "section_b_building_safety_valid_until", "section_b_building_safety_attested_by_management", "section_b_building_safety_attested_by_principal", "section_b_fire_safety_file_id", "section_b_fire_safety_issued_on", "section_b_fire_safety_valid_until", "section_b_fire_safety_attested_by_management", "section_b_fire_safety_attested_by_principal", "section_b_deo_certificate_file_id", "section_b_deo_certificate_issued_on", "section_b_deo_certificate_valid_until", "section_b_deo_certificate_attested_by_management", "section_b_deo_certificate_attested_by_principal", "section_b_water_health_sanitation_file_id", "section_b_water_health_sanitation_issued_on", "section_b_water_health_sanitation_valid_until", "section_b_water_health_sanitation_attested_by_management", "section_b_water_health_sanitation_attested_by_principal", "section_c_fee_structure_file_id", "section_c_academic_calendar_file_id", "section_c_smc_file_id", "section_c_pta_file_id", "section_d_teachers_p_g_t", "section_d_teachers_t_g_t", "section_d_teachers_p_r_t", "section_e_campus_area", "section_e_classroom_count", "section_e_classroom_size", "section_e_lab_count", "section_e_lab_size", "section_e_internet", "section_e_girls_toilets", "section_e_boys_toilets", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`mandatory_disclosure\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure\`;`)
  await db.run(sql`ALTER TABLE \`__new_mandatory_disclosure\` RENAME TO \`mandatory_disclosure\`;`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_b_affiliation_section_b_aff_idx\` ON \`mandatory_disclosure\` (\`section_b_affiliation_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_b_registration_section_b_re_idx\` ON \`mandatory_disclosure\` (\`section_b_registration_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_b_noc_section_b_noc_file_idx\` ON \`mandatory_disclosure\` (\`section_b_noc_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_b_rte_recognition_section_b_idx\` ON \`mandatory_disclosure\` (\`section_b_rte_recognition_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_b_building_safety_section_b_idx\` ON \`mandatory_disclosure\` (\`section_b_building_safety_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_b_fire_safety_section_b_fir_idx\` ON \`mandatory_disclosure\` (\`section_b_fire_safety_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_b_deo_certificate_section_b_idx\` ON \`mandatory_disclosure\` (\`section_b_deo_certificate_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_b_water_health_sanitation_s_idx\` ON \`mandatory_disclosure\` (\`section_b_water_health_sanitation_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_c_section_c_fee_structure_f_idx\` ON \`mandatory_disclosure\` (\`section_c_fee_structure_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_c_section_c_academic_calend_idx\` ON \`mandatory_disclosure\` (\`section_c_academic_calendar_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_c_section_c_smc_file_idx\` ON \`mandatory_disclosure\` (\`section_c_smc_file_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_c_section_c_pta_file_idx\` ON \`mandatory_disclosure\` (\`section_c_pta_file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__mandatory_disclosure_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_section_a_affiliation_number\` text,
  	\`version_section_a_school_code\` text,
  	\`version_section_a_email\` text,
  	\`version_section_a_phone\` text,
  	\`version_section_b_affiliation_file_id\` integer,
  	\`version_section_b_affiliation_issued_on\` text,
  	\`version_section_b_affiliation_valid_until\` text,
  	\`version_section_b_affiliation_attested_by_management\` text,
  	\`version_section_b_affiliation_attested_by_principal\` integer,
  	\`version_section_b_registration_file_id\` integer,
  	\`version_section_b_registration_issued_on\` text,
  	\`version_section_b_registration_valid_until\` text,
  	\`version_section_b_registration_attested_by_management\` text,
  	\`version_section_b_registration_attested_by_principal\` integer,
  	\`version_section_b_noc_file_id\` integer,
  	\`version_section_b_noc_issued_on\` text,
  	\`version_section_b_noc_valid_until\` text,
  	\`version_section_b_noc_attested_by_management\` text,
  	\`version_section_b_noc_attested_by_principal\` integer,
  	\`version_section_b_rte_recognition_file_id\` integer,
  	\`version_section_b_rte_recognition_issued_on\` text,
  	\`version_section_b_rte_recognition_valid_until\` text,
  	\`version_section_b_rte_recognition_attested_by_management\` text,
  	\`version_section_b_rte_recognition_attested_by_principal\` integer,
  	\`version_section_b_building_safety_file_id\` integer,
  	\`version_section_b_building_safety_issued_on\` text,
  	\`version_section_b_building_safety_valid_until\` text,
  	\`version_section_b_building_safety_attested_by_management\` text,
  	\`version_section_b_building_safety_attested_by_principal\` integer,
  	\`version_section_b_fire_safety_file_id\` integer,
  	\`version_section_b_fire_safety_issued_on\` text,
  	\`version_section_b_fire_safety_valid_until\` text,
  	\`version_section_b_fire_safety_attested_by_management\` text,
  	\`version_section_b_fire_safety_attested_by_principal\` integer,
  	\`version_section_b_deo_certificate_file_id\` integer,
  	\`version_section_b_deo_certificate_issued_on\` text,
  	\`version_section_b_deo_certificate_valid_until\` text,
  	\`version_section_b_deo_certificate_attested_by_management\` text,
  	\`version_section_b_deo_certificate_attested_by_principal\` integer,
  	\`version_section_b_water_health_sanitation_file_id\` integer,
  	\`version_section_b_water_health_sanitation_issued_on\` text,
  	\`version_section_b_water_health_sanitation_valid_until\` text,
  	\`version_section_b_water_health_sanitation_attested_by_management\` text,
  	\`version_section_b_water_health_sanitation_attested_by_principal\` integer,
  	\`version_section_c_fee_structure_file_id\` integer,
  	\`version_section_c_academic_calendar_file_id\` integer,
  	\`version_section_c_smc_file_id\` integer,
  	\`version_section_c_pta_file_id\` integer,
  	\`version_section_d_teachers_p_g_t\` numeric,
  	\`version_section_d_teachers_t_g_t\` numeric,
  	\`version_section_d_teachers_p_r_t\` numeric,
  	\`version_section_e_campus_area\` numeric,
  	\`version_section_e_classroom_count\` numeric,
  	\`version_section_e_classroom_size\` numeric,
  	\`version_section_e_lab_count\` numeric,
  	\`version_section_e_lab_size\` numeric,
  	\`version_section_e_internet\` text,
  	\`version_section_e_girls_toilets\` numeric,
  	\`version_section_e_boys_toilets\` numeric,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_section_b_affiliation_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_b_registration_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_b_noc_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_b_rte_recognition_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_b_building_safety_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_b_fire_safety_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_b_deo_certificate_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_b_water_health_sanitation_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_c_fee_structure_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_c_academic_calendar_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_c_smc_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_c_pta_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__mandatory_disclosure_v\`("id", "version_section_a_affiliation_number", "version_section_a_school_code", "version_section_a_email", "version_section_a_phone", "version_section_b_affiliation_file_id", "version_section_b_affiliation_issued_on", "version_section_b_affiliation_valid_until", "version_section_b_affiliation_attested_by_management", "version_section_b_affiliation_attested_by_principal", "version_section_b_registration_file_id", "version_section_b_registration_issued_on", "version_section_b_registration_valid_until", "version_section_b_registration_attested_by_management", "version_section_b_registration_attested_by_principal", "version_section_b_noc_file_id", "version_section_b_noc_issued_on", "version_section_b_noc_valid_until", "version_section_b_noc_attested_by_management", "version_section_b_noc_attested_by_principal", "version_section_b_rte_recognition_file_id", "version_section_b_rte_recognition_issued_on", "version_section_b_rte_recognition_valid_until", "version_section_b_rte_recognition_attested_by_management", "version_section_b_rte_recognition_attested_by_principal", "version_section_b_building_safety_file_id", "version_section_b_building_safety_issued_on", "version_section_b_building_safety_valid_until", "version_section_b_building_safety_attested_by_management", "version_section_b_building_safety_attested_by_principal", "version_section_b_fire_safety_file_id", "version_section_b_fire_safety_issued_on", "version_section_b_fire_safety_valid_until", "version_section_b_fire_safety_attested_by_management", "version_section_b_fire_safety_attested_by_principal", "version_section_b_deo_certificate_file_id", "version_section_b_deo_certificate_issued_on", "version_section_b_deo_certificate_valid_until", "version_section_b_deo_certificate_attested_by_management", "version_section_b_deo_certificate_attested_by_principal", "version_section_b_water_health_sanitation_file_id", "version_section_b_water_health_sanitation_issued_on", "version_section_b_water_health_sanitation_valid_until", "version_section_b_water_health_sanitation_attested_by_management", "version_section_b_water_health_sanitation_attested_by_principal", "version_section_c_fee_structure_file_id", "version_section_c_academic_calendar_file_id", "version_section_c_smc_file_id", "version_section_c_pta_file_id", "version_section_d_teachers_p_g_t", "version_section_d_teachers_t_g_t", "version_section_d_teachers_p_r_t", "version_section_e_campus_area", "version_section_e_classroom_count", "version_section_e_classroom_size", "version_section_e_lab_count", "version_section_e_lab_size", "version_section_e_internet", "version_section_e_girls_toilets", "version_section_e_boys_toilets", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_section_a_affiliation_number", "version_section_a_school_code", "version_section_a_email", "version_section_a_phone", "version_section_b_affiliation_file_id", "version_section_b_affiliation_issued_on", "version_section_b_affiliation_valid_until", "version_section_b_affiliation_attested_by_management", "version_section_b_affiliation_attested_by_principal", "version_section_b_registration_file_id", "version_section_b_registration_issued_on", "version_section_b_registration_valid_until", "version_section_b_registration_attested_by_management", "version_section_b_registration_attested_by_principal", "version_section_b_noc_file_id", "version_section_b_noc_issued_on", "version_section_b_noc_valid_until", "version_section_b_noc_attested_by_management", "version_section_b_noc_attested_by_principal", "version_section_b_rte_recognition_file_id", "version_section_b_rte_recognition_issued_on", "version_section_b_rte_recognition_valid_until", "version_section_b_rte_recognition_attested_by_management", "version_section_b_rte_recognition_attested_by_principal", "version_section_b_building_safety_file_id", "version_section_b_building_safety_issued_on", "version_section_b_building_safety_valid_until", "version_section_b_building_safety_attested_by_management", "version_section_b_building_safety_attested_by_principal", "version_section_b_fire_safety_file_id", "version_section_b_fire_safety_issued_on", "version_section_b_fire_safety_valid_until", "version_section_b_fire_safety_attested_by_management", "version_section_b_fire_safety_attested_by_principal", "version_section_b_deo_certificate_file_id", "version_section_b_deo_certificate_issued_on", "version_section_b_deo_certificate_valid_until", "version_section_b_deo_certificate_attested_by_management", "version_section_b_deo_certificate_attested_by_principal", "version_section_b_water_health_sanitation_file_id", "version_section_b_water_health_sanitation_issued_on", "version_section_b_water_health_sanitation_valid_until", "version_section_b_water_health_sanitation_attested_by_management", "version_section_b_water_health_sanitation_attested_by_principal", "version_section_c_fee_structure_file_id", "version_section_c_academic_calendar_file_id", "version_section_c_smc_file_id", "version_section_c_pta_file_id", "version_section_d_teachers_p_g_t", "version_section_d_teachers_t_g_t", "version_section_d_teachers_p_r_t", "version_section_e_campus_area", "version_section_e_classroom_count", "version_section_e_classroom_size", "version_section_e_lab_count", "version_section_e_lab_size", "version_section_e_internet", "version_section_e_girls_toilets", "version_section_e_boys_toilets", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_mandatory_disclosure_v\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__mandatory_disclosure_v\` RENAME TO \`_mandatory_disclosure_v\`;`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_b_affiliation_ve_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_b_affiliation_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_b_registration_v_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_b_registration_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_b_noc_version_se_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_b_noc_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_b_rte_recognitio_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_b_rte_recognition_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_b_building_safet_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_b_building_safety_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_b_fire_safety_ve_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_b_fire_safety_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_b_deo_certificat_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_b_deo_certificate_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_b_water_health_s_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_b_water_health_sanitation_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_c_version_sectio_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_c_fee_structure_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_c_version_sect_1_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_c_academic_calendar_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_c_version_sect_2_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_c_smc_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_c_version_sect_3_idx\` ON \`_mandatory_disclosure_v\` (\`version_section_c_pta_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_created_at_idx\` ON \`_mandatory_disclosure_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_updated_at_idx\` ON \`_mandatory_disclosure_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_parent_portal_help\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_parent_portal_help\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`parent_portal_help\`;`)
  await db.run(sql`DROP TABLE \`parent_portal_help\`;`)
  await db.run(sql`ALTER TABLE \`__new_parent_portal_help\` RENAME TO \`parent_portal_help\`;`)
  await db.run(sql`CREATE TABLE \`__new__parent_portal_help_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__parent_portal_help_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_parent_portal_help_v\`;`)
  await db.run(sql`DROP TABLE \`_parent_portal_help_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__parent_portal_help_v\` RENAME TO \`_parent_portal_help_v\`;`)
  await db.run(sql`CREATE INDEX \`_parent_portal_help_v_created_at_idx\` ON \`_parent_portal_help_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_parent_portal_help_v_updated_at_idx\` ON \`_parent_portal_help_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_erp_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_erp_page\`("id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`erp_page\`;`)
  await db.run(sql`DROP TABLE \`erp_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_erp_page\` RENAME TO \`erp_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__erp_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__erp_page_v\`("id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_erp_page_v\`;`)
  await db.run(sql`DROP TABLE \`_erp_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__erp_page_v\` RENAME TO \`_erp_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_erp_page_v_created_at_idx\` ON \`_erp_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_erp_page_v_updated_at_idx\` ON \`_erp_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_youth_summit\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`date\` text NOT NULL,
  	\`start_time\` text NOT NULL,
  	\`end_time\` text NOT NULL,
  	\`fee\` numeric,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_youth_summit\`("id", "date", "start_time", "end_time", "fee", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "date", "start_time", "end_time", "fee", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`youth_summit\`;`)
  await db.run(sql`DROP TABLE \`youth_summit\`;`)
  await db.run(sql`ALTER TABLE \`__new_youth_summit\` RENAME TO \`youth_summit\`;`)
  await db.run(sql`CREATE TABLE \`__new__youth_summit_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_start_time\` text NOT NULL,
  	\`version_end_time\` text NOT NULL,
  	\`version_fee\` numeric,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__youth_summit_v\`("id", "version_date", "version_start_time", "version_end_time", "version_fee", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_date", "version_start_time", "version_end_time", "version_fee", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_youth_summit_v\`;`)
  await db.run(sql`DROP TABLE \`_youth_summit_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__youth_summit_v\` RENAME TO \`_youth_summit_v\`;`)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_created_at_idx\` ON \`_youth_summit_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_updated_at_idx\` ON \`_youth_summit_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_downloads\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`holiday_list_id\` integer,
  	\`academic_calendar_id\` integer,
  	\`translation_stamps\` text,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`holiday_list_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`academic_calendar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_downloads\`("id", "holiday_list_id", "academic_calendar_id", "translation_stamps", "updated_by", "updated_at", "created_at") SELECT "id", "holiday_list_id", "academic_calendar_id", "translation_stamps", "updated_by", "updated_at", "created_at" FROM \`downloads\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`ALTER TABLE \`__new_downloads\` RENAME TO \`downloads\`;`)
  await db.run(sql`CREATE INDEX \`downloads_holiday_list_idx\` ON \`downloads\` (\`holiday_list_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_academic_calendar_idx\` ON \`downloads\` (\`academic_calendar_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__downloads_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_holiday_list_id\` integer,
  	\`version_academic_calendar_id\` integer,
  	\`version_translation_stamps\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_holiday_list_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_academic_calendar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__downloads_v\`("id", "version_holiday_list_id", "version_academic_calendar_id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_holiday_list_id", "version_academic_calendar_id", "version_translation_stamps", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_downloads_v\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__downloads_v\` RENAME TO \`_downloads_v\`;`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_holiday_list_idx\` ON \`_downloads_v\` (\`version_holiday_list_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_academic_calendar_idx\` ON \`_downloads_v\` (\`version_academic_calendar_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_created_at_idx\` ON \`_downloads_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_updated_at_idx\` ON \`_downloads_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_tc_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`show_class\` integer DEFAULT false,
  	\`show_dates\` integer DEFAULT false,
  	\`retention_years\` numeric DEFAULT 5 NOT NULL,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tc_settings\`("id", "show_class", "show_dates", "retention_years", "updated_by", "updated_at", "created_at") SELECT "id", "show_class", "show_dates", "retention_years", "updated_by", "updated_at", "created_at" FROM \`tc_settings\`;`)
  await db.run(sql`DROP TABLE \`tc_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_tc_settings\` RENAME TO \`tc_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new__tc_settings_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_show_class\` integer DEFAULT false,
  	\`version_show_dates\` integer DEFAULT false,
  	\`version_retention_years\` numeric DEFAULT 5 NOT NULL,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__tc_settings_v\`("id", "version_show_class", "version_show_dates", "version_retention_years", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_show_class", "version_show_dates", "version_retention_years", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_tc_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_tc_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__tc_settings_v\` RENAME TO \`_tc_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_tc_settings_v_created_at_idx\` ON \`_tc_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tc_settings_v_updated_at_idx\` ON \`_tc_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`news_categories_id\` integer,
  	\`events_id\` integer,
  	\`highlights_id\` integer,
  	\`notifications_id\` integer,
  	\`emergency_alerts_id\` integer,
  	\`online_registrations_id\` integer,
  	\`hero_slides_id\` integer,
  	\`gallery_albums_id\` integer,
  	\`media_items_id\` integer,
  	\`toppers_id\` integer,
  	\`testimonials_id\` integer,
  	\`faculty_id\` integer,
  	\`circulars_id\` integer,
  	\`policy_pages_id\` integer,
  	\`feedback_id\` integer,
  	\`transfer_certificates_id\` integer,
  	\`tc_lookups_id\` integer,
  	\`images_id\` integer,
  	\`documents_id\` integer,
  	\`certificates_id\` integer,
  	\`consent_records_id\` integer,
  	\`users_id\` integer,
  	\`schools_id\` integer,
  	\`search_index_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`highlights_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`emergency_alerts_id\`) REFERENCES \`emergency_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`online_registrations_id\`) REFERENCES \`online_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hero_slides_id\`) REFERENCES \`hero_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_albums_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_items_id\`) REFERENCES \`media_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`toppers_id\`) REFERENCES \`toppers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculty\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`circulars_id\`) REFERENCES \`circulars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policy_pages_id\`) REFERENCES \`policy_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedback_id\`) REFERENCES \`feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transfer_certificates_id\`) REFERENCES \`transfer_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tc_lookups_id\`) REFERENCES \`tc_lookups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schools_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "news_categories_id", "events_id", "highlights_id", "notifications_id", "emergency_alerts_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "policy_pages_id", "feedback_id", "transfer_certificates_id", "tc_lookups_id", "images_id", "documents_id", "certificates_id", "consent_records_id", "users_id", "schools_id", "search_index_id") SELECT "id", "order", "parent_id", "path", "news_id", "news_categories_id", "events_id", "highlights_id", "notifications_id", "emergency_alerts_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "policy_pages_id", "feedback_id", "transfer_certificates_id", "tc_lookups_id", "images_id", "documents_id", "certificates_id", "consent_records_id", "users_id", "schools_id", "search_index_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_highlights_id_idx\` ON \`payload_locked_documents_rels\` (\`highlights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_emergency_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`emergency_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_online_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`online_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hero_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`hero_slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_items_id_idx\` ON \`payload_locked_documents_rels\` (\`media_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_toppers_id_idx\` ON \`payload_locked_documents_rels\` (\`toppers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculty_id_idx\` ON \`payload_locked_documents_rels\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_circulars_id_idx\` ON \`payload_locked_documents_rels\` (\`circulars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tc_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`tc_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_images_id_idx\` ON \`payload_locked_documents_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  // Foreign keys stay off until every table is rebuilt: dropping a table with them on deletes its child rows.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
