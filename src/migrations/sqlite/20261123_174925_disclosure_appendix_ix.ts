import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_section_c_results_x\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	\`registered\` numeric NOT NULL,
  	\`passed\` numeric NOT NULL,
  	\`pass_percentage\` numeric,
  	\`remarks\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_c_results_x_order_idx\` ON \`mandatory_disclosure_section_c_results_x\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_c_results_x_parent_id_idx\` ON \`mandatory_disclosure_section_c_results_x\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_section_c_results_x_i_i\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	\`registered\` numeric NOT NULL,
  	\`passed\` numeric NOT NULL,
  	\`pass_percentage\` numeric,
  	\`remarks\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_c_results_x_i_i_order_idx\` ON \`mandatory_disclosure_section_c_results_x_i_i\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_section_c_results_x_i_i_parent_id_idx\` ON \`mandatory_disclosure_section_c_results_x_i_i\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_annual_reports\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_annual_reports_order_idx\` ON \`mandatory_disclosure_annual_reports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_annual_reports_parent_id_idx\` ON \`mandatory_disclosure_annual_reports\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_annual_reports_file_idx\` ON \`mandatory_disclosure_annual_reports\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_section_c_results_x\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`year\` text NOT NULL,
  	\`registered\` numeric NOT NULL,
  	\`passed\` numeric NOT NULL,
  	\`pass_percentage\` numeric,
  	\`remarks\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_c_results_x_order_idx\` ON \`_mandatory_disclosure_v_version_section_c_results_x\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_c_results_x_parent_id_idx\` ON \`_mandatory_disclosure_v_version_section_c_results_x\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_section_c_results_x_i_i\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`year\` text NOT NULL,
  	\`registered\` numeric NOT NULL,
  	\`passed\` numeric NOT NULL,
  	\`pass_percentage\` numeric,
  	\`remarks\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_c_results_x_i_i_order_idx\` ON \`_mandatory_disclosure_v_version_section_c_results_x_i_i\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_section_c_results_x_i_i_parent_id_idx\` ON \`_mandatory_disclosure_v_version_section_c_results_x_i_i\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_annual_reports\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`year\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_annual_reports_order_idx\` ON \`_mandatory_disclosure_v_version_annual_reports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_annual_reports_parent_id_idx\` ON \`_mandatory_disclosure_v_version_annual_reports\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_annual_reports_file_idx\` ON \`_mandatory_disclosure_v_version_annual_reports\` (\`file_id\`);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_school_name\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_affiliation_number\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_school_code\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_address\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_principal_name\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_principal_qualification\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_email\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_phone\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_affiliation_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_affiliation_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_affiliation_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_affiliation_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_affiliation_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_registration_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_registration_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_registration_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_registration_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_registration_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_noc_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_noc_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_noc_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_noc_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_noc_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_rte_recognition_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_rte_recognition_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_rte_recognition_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_rte_recognition_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_rte_recognition_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_building_safety_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_building_safety_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_building_safety_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_building_safety_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_building_safety_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_fire_safety_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_fire_safety_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_fire_safety_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_fire_safety_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_fire_safety_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_deo_certificate_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_deo_certificate_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_deo_certificate_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_deo_certificate_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_deo_certificate_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_water_health_sanitation_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_water_health_sanitation_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_water_health_sanitation_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_water_health_sanitation_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_b_water_health_sanitation_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_c_fee_structure_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_c_academic_calendar_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_c_smc_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_c_pta_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_principal\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_teachers_p_g_t\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_teachers_t_g_t\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_teachers_p_r_t\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_teacher_section_ratio\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_special_educator\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_counsellor\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_campus_area\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_classroom_count\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_classroom_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_lab_count\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_lab_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_internet\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_girls_toilets\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_boys_toilets\` numeric;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_inspection_video\` text;`)
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
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_school_name\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_affiliation_number\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_school_code\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_address\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_principal_name\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_principal_qualification\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_email\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_phone\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_affiliation_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_affiliation_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_affiliation_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_affiliation_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_affiliation_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_registration_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_registration_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_registration_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_registration_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_registration_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_noc_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_noc_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_noc_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_noc_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_noc_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_rte_recognition_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_rte_recognition_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_rte_recognition_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_rte_recognition_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_rte_recognition_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_building_safety_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_building_safety_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_building_safety_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_building_safety_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_building_safety_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_fire_safety_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_fire_safety_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_fire_safety_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_fire_safety_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_fire_safety_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_deo_certificate_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_deo_certificate_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_deo_certificate_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_deo_certificate_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_deo_certificate_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_water_health_sanitation_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_water_health_sanitation_issued_on\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_water_health_sanitation_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_water_health_sanitation_attested_by_management\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_b_water_health_sanitation_attested_by_principal\` integer;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_c_fee_structure_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_c_academic_calendar_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_c_smc_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_c_pta_file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_principal\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_teachers_p_g_t\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_teachers_t_g_t\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_teachers_p_r_t\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_teacher_section_ratio\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_special_educator\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_counsellor\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_campus_area\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_classroom_count\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_classroom_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_lab_count\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_lab_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_internet\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_girls_toilets\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_boys_toilets\` numeric;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_inspection_video\` text;`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`mandatory_disclosure_section_c_results_x\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_section_c_results_x_i_i\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_annual_reports\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_section_c_results_x\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_section_c_results_x_i_i\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_annual_reports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_mandatory_disclosure\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mandatory_disclosure\`("id", "updated_by", "updated_at", "created_at") SELECT "id", "updated_by", "updated_at", "created_at" FROM \`mandatory_disclosure\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure\`;`)
  await db.run(sql`ALTER TABLE \`__new_mandatory_disclosure\` RENAME TO \`mandatory_disclosure\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE TABLE \`__new__mandatory_disclosure_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__mandatory_disclosure_v\`("id", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_mandatory_disclosure_v\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__mandatory_disclosure_v\` RENAME TO \`_mandatory_disclosure_v\`;`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_created_at_idx\` ON \`_mandatory_disclosure_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_updated_at_idx\` ON \`_mandatory_disclosure_v\` (\`updated_at\`);`)
}
