import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`policy_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`body\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_pages_slug_idx\` ON \`policy_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_import_run_idx\` ON \`policy_pages\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_updated_at_idx\` ON \`policy_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_created_at_idx\` ON \`policy_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_deleted_at_idx\` ON \`policy_pages\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages__status_idx\` ON \`policy_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_policy_pages_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_body\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`policy_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_parent_idx\` ON \`_policy_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_slug_idx\` ON \`_policy_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_import_run_idx\` ON \`_policy_pages_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_updated_at_idx\` ON \`_policy_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_created_at_idx\` ON \`_policy_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_deleted_at_idx\` ON \`_policy_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version__status_idx\` ON \`_policy_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_created_at_idx\` ON \`_policy_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_updated_at_idx\` ON \`_policy_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_latest_idx\` ON \`_policy_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`feedback\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`topic\` text DEFAULT 'general' NOT NULL,
  	\`name\` text,
  	\`contact\` text,
  	\`message\` text NOT NULL,
  	\`summary\` text,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`feedback_updated_at_idx\` ON \`feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_created_at_idx\` ON \`feedback\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tc_lookups\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`client_address\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tc_lookups_outcome_idx\` ON \`tc_lookups\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`tc_lookups_updated_at_idx\` ON \`tc_lookups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tc_lookups_created_at_idx\` ON \`tc_lookups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`consent_records\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`child_name\` text NOT NULL,
  	\`given_by\` text NOT NULL,
  	\`relation\` text,
  	\`date_given\` text NOT NULL,
  	\`scope\` text DEFAULT 'photo-and-name' NOT NULL,
  	\`evidence\` text,
  	\`withdrawn\` integer DEFAULT false,
  	\`withdrawn_on\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_withdrawn_idx\` ON \`consent_records\` (\`withdrawn\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_records_filename_idx\` ON \`consent_records\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`_consent_records_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_child_name\` text NOT NULL,
  	\`version_given_by\` text NOT NULL,
  	\`version_relation\` text,
  	\`version_date_given\` text NOT NULL,
  	\`version_scope\` text DEFAULT 'photo-and-name' NOT NULL,
  	\`version_evidence\` text,
  	\`version_withdrawn\` integer DEFAULT false,
  	\`version_withdrawn_on\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_consent_records_v_parent_idx\` ON \`_consent_records_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_version_version_withdrawn_idx\` ON \`_consent_records_v\` (\`version_withdrawn\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_version_version_updated_at_idx\` ON \`_consent_records_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_version_version_created_at_idx\` ON \`_consent_records_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_version_version_filename_idx\` ON \`_consent_records_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_created_at_idx\` ON \`_consent_records_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_updated_at_idx\` ON \`_consent_records_v\` (\`updated_at\`);`)
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
  await db.run(sql`CREATE TABLE \`tc_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`show_class\` integer DEFAULT false,
  	\`show_dates\` integer DEFAULT false,
  	\`retention_years\` numeric DEFAULT 5 NOT NULL,
  	\`updated_by\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_tc_settings_v\` (
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
  await db.run(sql`CREATE INDEX \`_tc_settings_v_created_at_idx\` ON \`_tc_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tc_settings_v_updated_at_idx\` ON \`_tc_settings_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`toppers\` ADD \`consent_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`CREATE INDEX \`toppers_consent_idx\` ON \`toppers\` (\`consent_id\`);`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` ADD \`version_consent_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_consent_idx\` ON \`_toppers_v\` (\`version_consent_id\`);`)
  await db.run(sql`ALTER TABLE \`transfer_certificates\` ADD \`remove_from_lookup_after\` text;`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_remove_from_lookup_after_idx\` ON \`transfer_certificates\` (\`remove_from_lookup_after\`);`)
  await db.run(sql`ALTER TABLE \`_transfer_certificates_v\` ADD \`version_remove_from_lookup_after\` text;`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_remove_from_loo_idx\` ON \`_transfer_certificates_v\` (\`version_remove_from_lookup_after\`);`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`shows_children\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`consent_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`CREATE INDEX \`images_consent_idx\` ON \`images\` (\`consent_id\`);`)
  await db.run(sql`ALTER TABLE \`_images_v\` ADD \`version_shows_children\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_images_v\` ADD \`version_consent_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_consent_idx\` ON \`_images_v\` (\`version_consent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policy_pages_id\` integer REFERENCES policy_pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feedback_id\` integer REFERENCES feedback(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tc_lookups_id\` integer REFERENCES tc_lookups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_records_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tc_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`tc_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`ALTER TABLE \`school_profile\` ADD \`require_consent\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` ADD \`version_require_consent\` integer DEFAULT false;`)
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
  await db.run(sql`DROP TABLE \`policy_pages\`;`)
  await db.run(sql`DROP TABLE \`_policy_pages_v\`;`)
  await db.run(sql`DROP TABLE \`feedback\`;`)
  await db.run(sql`DROP TABLE \`tc_lookups\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`_consent_records_v\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_section_c_results_x\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_section_c_results_x_i_i\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_annual_reports\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_section_c_results_x\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_section_c_results_x_i_i\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_annual_reports\`;`)
  await db.run(sql`DROP TABLE \`tc_settings\`;`)
  await db.run(sql`DROP TABLE \`_tc_settings_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_toppers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`class\` text,
  	\`session_year\` text,
  	\`percentage\` numeric,
  	\`stream\` text,
  	\`photo_id\` integer,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_toppers\`("id", "name", "class", "session_year", "percentage", "stream", "photo_id", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name", "class", "session_year", "percentage", "stream", "photo_id", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at", "_status" FROM \`toppers\`;`)
  await db.run(sql`DROP TABLE \`toppers\`;`)
  await db.run(sql`ALTER TABLE \`__new_toppers\` RENAME TO \`toppers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`toppers_class_idx\` ON \`toppers\` (\`class\`);`)
  await db.run(sql`CREATE INDEX \`toppers_session_year_idx\` ON \`toppers\` (\`session_year\`);`)
  await db.run(sql`CREATE INDEX \`toppers_photo_idx\` ON \`toppers\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`toppers_legacy_id_idx\` ON \`toppers\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`toppers_import_run_idx\` ON \`toppers\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`toppers_updated_at_idx\` ON \`toppers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`toppers_created_at_idx\` ON \`toppers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`toppers_deleted_at_idx\` ON \`toppers\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`toppers__status_idx\` ON \`toppers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__toppers_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_class\` text,
  	\`version_session_year\` text,
  	\`version_percentage\` numeric,
  	\`version_stream\` text,
  	\`version_photo_id\` integer,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`toppers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__toppers_v\`("id", "parent_id", "version_name", "version_class", "version_session_year", "version_percentage", "version_stream", "version_photo_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_class", "version_session_year", "version_percentage", "version_stream", "version_photo_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "latest" FROM \`_toppers_v\`;`)
  await db.run(sql`DROP TABLE \`_toppers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__toppers_v\` RENAME TO \`_toppers_v\`;`)
  await db.run(sql`CREATE INDEX \`_toppers_v_parent_idx\` ON \`_toppers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_class_idx\` ON \`_toppers_v\` (\`version_class\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_session_year_idx\` ON \`_toppers_v\` (\`version_session_year\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_photo_idx\` ON \`_toppers_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_legacy_id_idx\` ON \`_toppers_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_import_run_idx\` ON \`_toppers_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_updated_at_idx\` ON \`_toppers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_created_at_idx\` ON \`_toppers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_deleted_at_idx\` ON \`_toppers_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version__status_idx\` ON \`_toppers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_created_at_idx\` ON \`_toppers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_updated_at_idx\` ON \`_toppers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_latest_idx\` ON \`_toppers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_images\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`alt\` text NOT NULL,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumb_url\` text,
  	\`sizes_thumb_width\` numeric,
  	\`sizes_thumb_height\` numeric,
  	\`sizes_thumb_mime_type\` text,
  	\`sizes_thumb_filesize\` numeric,
  	\`sizes_thumb_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_images\`("id", "alt", "import_run", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumb_url", "sizes_thumb_width", "sizes_thumb_height", "sizes_thumb_mime_type", "sizes_thumb_filesize", "sizes_thumb_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_hero_url", "sizes_hero_width", "sizes_hero_height", "sizes_hero_mime_type", "sizes_hero_filesize", "sizes_hero_filename") SELECT "id", "alt", "import_run", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumb_url", "sizes_thumb_width", "sizes_thumb_height", "sizes_thumb_mime_type", "sizes_thumb_filesize", "sizes_thumb_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_hero_url", "sizes_hero_width", "sizes_hero_height", "sizes_hero_mime_type", "sizes_hero_filesize", "sizes_hero_filename" FROM \`images\`;`)
  await db.run(sql`DROP TABLE \`images\`;`)
  await db.run(sql`ALTER TABLE \`__new_images\` RENAME TO \`images\`;`)
  await db.run(sql`CREATE INDEX \`images_import_run_idx\` ON \`images\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`images_updated_at_idx\` ON \`images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`images_created_at_idx\` ON \`images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`images_filename_idx\` ON \`images\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_thumb_sizes_thumb_filename_idx\` ON \`images\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_card_sizes_card_filename_idx\` ON \`images\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_large_sizes_large_filename_idx\` ON \`images\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_hero_sizes_hero_filename_idx\` ON \`images\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new__images_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_alt\` text NOT NULL,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`version_sizes_thumb_url\` text,
  	\`version_sizes_thumb_width\` numeric,
  	\`version_sizes_thumb_height\` numeric,
  	\`version_sizes_thumb_mime_type\` text,
  	\`version_sizes_thumb_filesize\` numeric,
  	\`version_sizes_thumb_filename\` text,
  	\`version_sizes_card_url\` text,
  	\`version_sizes_card_width\` numeric,
  	\`version_sizes_card_height\` numeric,
  	\`version_sizes_card_mime_type\` text,
  	\`version_sizes_card_filesize\` numeric,
  	\`version_sizes_card_filename\` text,
  	\`version_sizes_large_url\` text,
  	\`version_sizes_large_width\` numeric,
  	\`version_sizes_large_height\` numeric,
  	\`version_sizes_large_mime_type\` text,
  	\`version_sizes_large_filesize\` numeric,
  	\`version_sizes_large_filename\` text,
  	\`version_sizes_hero_url\` text,
  	\`version_sizes_hero_width\` numeric,
  	\`version_sizes_hero_height\` numeric,
  	\`version_sizes_hero_mime_type\` text,
  	\`version_sizes_hero_filesize\` numeric,
  	\`version_sizes_hero_filename\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__images_v\`("id", "parent_id", "version_alt", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_thumb_url", "version_sizes_thumb_width", "version_sizes_thumb_height", "version_sizes_thumb_mime_type", "version_sizes_thumb_filesize", "version_sizes_thumb_filename", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "version_sizes_hero_url", "version_sizes_hero_width", "version_sizes_hero_height", "version_sizes_hero_mime_type", "version_sizes_hero_filesize", "version_sizes_hero_filename", "created_at", "updated_at") SELECT "id", "parent_id", "version_alt", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_thumb_url", "version_sizes_thumb_width", "version_sizes_thumb_height", "version_sizes_thumb_mime_type", "version_sizes_thumb_filesize", "version_sizes_thumb_filename", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "version_sizes_hero_url", "version_sizes_hero_width", "version_sizes_hero_height", "version_sizes_hero_mime_type", "version_sizes_hero_filesize", "version_sizes_hero_filename", "created_at", "updated_at" FROM \`_images_v\`;`)
  await db.run(sql`DROP TABLE \`_images_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__images_v\` RENAME TO \`_images_v\`;`)
  await db.run(sql`CREATE INDEX \`_images_v_parent_idx\` ON \`_images_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_import_run_idx\` ON \`_images_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_updated_at_idx\` ON \`_images_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_created_at_idx\` ON \`_images_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_filename_idx\` ON \`_images_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_sizes_thumb_version_sizes_thumb_filena_idx\` ON \`_images_v\` (\`version_sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_sizes_card_version_sizes_card_filename_idx\` ON \`_images_v\` (\`version_sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_sizes_large_version_sizes_large_filena_idx\` ON \`_images_v\` (\`version_sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_sizes_hero_version_sizes_hero_filename_idx\` ON \`_images_v\` (\`version_sizes_hero_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_created_at_idx\` ON \`_images_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_updated_at_idx\` ON \`_images_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
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
  	\`transfer_certificates_id\` integer,
  	\`images_id\` integer,
  	\`documents_id\` integer,
  	\`certificates_id\` integer,
  	\`users_id\` integer,
  	\`search_index_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`transfer_certificates_id\`) REFERENCES \`transfer_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "highlights_id", "notifications_id", "emergency_alerts_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "transfer_certificates_id", "images_id", "documents_id", "certificates_id", "users_id", "search_index_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "highlights_id", "notifications_id", "emergency_alerts_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "transfer_certificates_id", "images_id", "documents_id", "certificates_id", "users_id", "search_index_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transfer_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`transfer_certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_images_id_idx\` ON \`payload_locked_documents_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
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
  await db.run(sql`DROP INDEX \`transfer_certificates_remove_from_lookup_after_idx\`;`)
  await db.run(sql`ALTER TABLE \`transfer_certificates\` DROP COLUMN \`remove_from_lookup_after\`;`)
  await db.run(sql`DROP INDEX \`_transfer_certificates_v_version_version_remove_from_loo_idx\`;`)
  await db.run(sql`ALTER TABLE \`_transfer_certificates_v\` DROP COLUMN \`version_remove_from_lookup_after\`;`)
  await db.run(sql`ALTER TABLE \`school_profile\` DROP COLUMN \`require_consent\`;`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` DROP COLUMN \`version_require_consent\`;`)
}
