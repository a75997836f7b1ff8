import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`admission_sessions_classes_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`required\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_sessions_classes_documents_order_idx\` ON \`admission_sessions_classes_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_sessions_classes_documents_parent_id_idx\` ON \`admission_sessions_classes_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_sessions_classes_documents_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions_classes_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_sessions_classes_documents_locales_locale_parent_i\` ON \`admission_sessions_classes_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_sessions_classes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`seats\` numeric NOT NULL,
  	\`rte_seats\` numeric,
  	\`min_years\` numeric NOT NULL,
  	\`max_years\` numeric NOT NULL,
  	\`cutoff\` text NOT NULL,
  	\`relaxation_days\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_sessions_classes_order_idx\` ON \`admission_sessions_classes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_sessions_classes_parent_id_idx\` ON \`admission_sessions_classes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_sessions_classes_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_sessions_classes_locales_locale_parent_id_unique\` ON \`admission_sessions_classes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_sessions_criteria_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`upto_km\` numeric,
  	\`points\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions_criteria\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_sessions_criteria_bands_order_idx\` ON \`admission_sessions_criteria_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_sessions_criteria_bands_parent_id_idx\` ON \`admission_sessions_criteria_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_sessions_criteria\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text DEFAULT 'yes-no' NOT NULL,
  	\`points\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_sessions_criteria_order_idx\` ON \`admission_sessions_criteria\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_sessions_criteria_parent_id_idx\` ON \`admission_sessions_criteria\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_sessions_criteria_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions_criteria\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_sessions_criteria_locales_locale_parent_id_unique\` ON \`admission_sessions_criteria_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_sessions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`school_id\` integer,
  	\`start_year\` numeric NOT NULL,
  	\`state\` text DEFAULT 'DL' NOT NULL,
  	\`opens_on\` text NOT NULL,
  	\`closes_on\` text NOT NULL,
  	\`points_on\` text,
  	\`lists_on\` text,
  	\`registration_fee\` numeric DEFAULT 25 NOT NULL,
  	\`rte_portal\` text,
  	\`retention_days\` numeric DEFAULT 90 NOT NULL,
  	\`lists_published\` integer DEFAULT false,
  	\`draw_secret\` text,
  	\`draw_commitment\` text,
  	\`draw_revealed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_sessions_school_idx\` ON \`admission_sessions\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_sessions_updated_at_idx\` ON \`admission_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_sessions_created_at_idx\` ON \`admission_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`admission_sessions_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_sessions_locales_locale_parent_id_unique\` ON \`admission_sessions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`applications_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`file_id\` integer,
  	\`checked\` integer DEFAULT false,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_documents_order_idx\` ON \`applications_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_documents_parent_id_idx\` ON \`applications_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_documents_file_idx\` ON \`applications_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`applications\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`school_id\` integer,
  	\`number\` text NOT NULL,
  	\`session_id\` integer NOT NULL,
  	\`class_code\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`child_name\` text NOT NULL,
  	\`child_dob\` text,
  	\`parent_name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`address\` text,
  	\`answers\` text,
  	\`age_outcome\` text,
  	\`points\` numeric,
  	\`points_lines\` text,
  	\`fee_status\` text DEFAULT 'unpaid' NOT NULL,
  	\`consent_purpose\` text,
  	\`consent_at\` text,
  	\`submitted_at\` text,
  	\`documents_deleted_at\` text,
  	\`staff_notes\` text,
  	\`access_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`session_id\`) REFERENCES \`admission_sessions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_school_idx\` ON \`applications\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_number_idx\` ON \`applications\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`applications_session_idx\` ON \`applications\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_class_code_idx\` ON \`applications\` (\`class_code\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_submitted_at_idx\` ON \`applications\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_access_hash_idx\` ON \`applications\` (\`access_hash\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`number_school_idx\` ON \`applications\` (\`number\`,\`school_id\`);`)
  await db.run(sql`CREATE TABLE \`application_files\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`school_id\` integer,
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
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`application_files_school_idx\` ON \`application_files\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`application_files_updated_at_idx\` ON \`application_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_files_created_at_idx\` ON \`application_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`application_files_filename_idx\` ON \`application_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`admission_payments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`school_id\` integer,
  	\`application_id\` integer NOT NULL,
  	\`reference\` text,
  	\`method\` text DEFAULT 'cash' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`checkout_id\` text,
  	\`checkout_url\` text,
  	\`payment_id\` text,
  	\`paid_at\` text,
  	\`receipt_number\` text,
  	\`receipt_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_payments_school_idx\` ON \`admission_payments\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_payments_application_idx\` ON \`admission_payments\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_payments_reference_idx\` ON \`admission_payments\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`admission_payments_status_idx\` ON \`admission_payments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`admission_payments_checkout_id_idx\` ON \`admission_payments\` (\`checkout_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_payments_payment_id_idx\` ON \`admission_payments\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_payments_updated_at_idx\` ON \`admission_payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_payments_created_at_idx\` ON \`admission_payments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reference_school_idx\` ON \`admission_payments\` (\`reference\`,\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`paymentId_school_idx\` ON \`admission_payments\` (\`payment_id\`,\`school_id\`);`)
  await db.run(sql`CREATE TABLE \`fee_schedule_classes_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`head\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`frequency\` text DEFAULT 'yearly' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fee_schedule_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fee_schedule_classes_lines_order_idx\` ON \`fee_schedule_classes_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fee_schedule_classes_lines_parent_id_idx\` ON \`fee_schedule_classes_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`fee_schedule_classes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fee_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fee_schedule_classes_order_idx\` ON \`fee_schedule_classes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fee_schedule_classes_parent_id_idx\` ON \`fee_schedule_classes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`fee_schedule_classes_locales\` (
  	\`class_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fee_schedule_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fee_schedule_classes_locales_locale_parent_id_unique\` ON \`fee_schedule_classes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`fee_schedule\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`school_id\` integer,
  	\`state\` text DEFAULT 'DL' NOT NULL,
  	\`approved_on\` text,
  	\`valid_until\` text,
  	\`approved_by\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fee_schedule_school_idx\` ON \`fee_schedule\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`fee_schedule_updated_at_idx\` ON \`fee_schedule\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fee_schedule_created_at_idx\` ON \`fee_schedule\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_fee_schedule_v_version_classes_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`head\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`frequency\` text DEFAULT 'yearly' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_fee_schedule_v_version_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_version_classes_lines_order_idx\` ON \`_fee_schedule_v_version_classes_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_version_classes_lines_parent_id_idx\` ON \`_fee_schedule_v_version_classes_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_fee_schedule_v_version_classes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_fee_schedule_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_version_classes_order_idx\` ON \`_fee_schedule_v_version_classes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_version_classes_parent_id_idx\` ON \`_fee_schedule_v_version_classes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_fee_schedule_v_version_classes_locales\` (
  	\`class_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_fee_schedule_v_version_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_fee_schedule_v_version_classes_locales_locale_parent_id_uni\` ON \`_fee_schedule_v_version_classes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_fee_schedule_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_school_id\` integer,
  	\`version_state\` text DEFAULT 'DL' NOT NULL,
  	\`version_approved_on\` text,
  	\`version_valid_until\` text,
  	\`version_approved_by\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`fee_schedule\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_parent_idx\` ON \`_fee_schedule_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_version_version_school_idx\` ON \`_fee_schedule_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_version_version_updated_at_idx\` ON \`_fee_schedule_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_version_version_created_at_idx\` ON \`_fee_schedule_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_created_at_idx\` ON \`_fee_schedule_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_fee_schedule_v_updated_at_idx\` ON \`_fee_schedule_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_gateway\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`school_id\` integer,
  	\`enabled\` integer DEFAULT false,
  	\`key_id\` text,
  	\`key_secret\` text,
  	\`webhook_secret\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_gateway_school_idx\` ON \`payment_gateway\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_gateway_updated_at_idx\` ON \`payment_gateway\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_gateway_created_at_idx\` ON \`payment_gateway\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`admission_sessions_id\` integer REFERENCES admission_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`applications_id\` integer REFERENCES applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`application_files_id\` integer REFERENCES application_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`admission_payments_id\` integer REFERENCES admission_payments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fee_schedule_id\` integer REFERENCES fee_schedule(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_gateway_id\` integer REFERENCES payment_gateway(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fee_schedule_id_idx\` ON \`payload_locked_documents_rels\` (\`fee_schedule_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_gateway_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_gateway_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`admission_sessions_classes_documents\`;`)
  await db.run(sql`DROP TABLE \`admission_sessions_classes_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`admission_sessions_classes\`;`)
  await db.run(sql`DROP TABLE \`admission_sessions_classes_locales\`;`)
  await db.run(sql`DROP TABLE \`admission_sessions_criteria_bands\`;`)
  await db.run(sql`DROP TABLE \`admission_sessions_criteria\`;`)
  await db.run(sql`DROP TABLE \`admission_sessions_criteria_locales\`;`)
  await db.run(sql`DROP TABLE \`admission_sessions\`;`)
  await db.run(sql`DROP TABLE \`admission_sessions_locales\`;`)
  await db.run(sql`DROP TABLE \`applications_documents\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`application_files\`;`)
  await db.run(sql`DROP TABLE \`admission_payments\`;`)
  await db.run(sql`DROP TABLE \`fee_schedule_classes_lines\`;`)
  await db.run(sql`DROP TABLE \`fee_schedule_classes\`;`)
  await db.run(sql`DROP TABLE \`fee_schedule_classes_locales\`;`)
  await db.run(sql`DROP TABLE \`fee_schedule\`;`)
  await db.run(sql`DROP TABLE \`_fee_schedule_v_version_classes_lines\`;`)
  await db.run(sql`DROP TABLE \`_fee_schedule_v_version_classes\`;`)
  await db.run(sql`DROP TABLE \`_fee_schedule_v_version_classes_locales\`;`)
  await db.run(sql`DROP TABLE \`_fee_schedule_v\`;`)
  await db.run(sql`DROP TABLE \`payment_gateway\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`notice_subscriptions_id\` integer,
  	\`notice_sends_id\` integer,
  	\`notice_deliveries_id\` integer,
  	\`achievements_id\` integer,
  	\`users_id\` integer,
  	\`schools_id\` integer,
  	\`review_requests_id\` integer,
  	\`disclosure_sign_offs_id\` integer,
  	\`audit_events_id\` integer,
  	\`classes_id\` integer,
  	\`search_index_id\` integer,
  	\`school_profile_id\` integer,
  	\`home_page_id\` integer,
  	\`principal_message_id\` integer,
  	\`about_page_id\` integer,
  	\`syllabus_page_id\` integer,
  	\`exam_schedule_page_id\` integer,
  	\`activities_page_id\` integer,
  	\`student_council_page_id\` integer,
  	\`admission_page_id\` integer,
  	\`uniform_page_id\` integer,
  	\`timings_page_id\` integer,
  	\`infrastructure_page_id\` integer,
  	\`mandatory_disclosure_id\` integer,
  	\`parent_portal_help_id\` integer,
  	\`erp_page_id\` integer,
  	\`youth_summit_id\` integer,
  	\`downloads_id\` integer,
  	\`tc_settings_id\` integer,
  	\`approval_settings_id\` integer,
  	\`sign_in_settings_id\` integer,
  	\`compliance_status_id\` integer,
  	\`single_sign_on_id\` integer,
  	\`whatsapp_settings_id\` integer,
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
  	FOREIGN KEY (\`notice_subscriptions_id\`) REFERENCES \`notice_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notice_sends_id\`) REFERENCES \`notice_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notice_deliveries_id\`) REFERENCES \`notice_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievements_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`schools_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`review_requests_id\`) REFERENCES \`review_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`disclosure_sign_offs_id\`) REFERENCES \`disclosure_sign_offs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`classes_id\`) REFERENCES \`classes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`school_profile_id\`) REFERENCES \`school_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`home_page_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`principal_message_id\`) REFERENCES \`principal_message\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`about_page_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`syllabus_page_id\`) REFERENCES \`syllabus_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exam_schedule_page_id\`) REFERENCES \`exam_schedule_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activities_page_id\`) REFERENCES \`activities_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_council_page_id\`) REFERENCES \`student_council_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_page_id\`) REFERENCES \`admission_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`uniform_page_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`timings_page_id\`) REFERENCES \`timings_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`infrastructure_page_id\`) REFERENCES \`infrastructure_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mandatory_disclosure_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`parent_portal_help_id\`) REFERENCES \`parent_portal_help\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erp_page_id\`) REFERENCES \`erp_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`youth_summit_id\`) REFERENCES \`youth_summit\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tc_settings_id\`) REFERENCES \`tc_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`approval_settings_id\`) REFERENCES \`approval_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sign_in_settings_id\`) REFERENCES \`sign_in_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`compliance_status_id\`) REFERENCES \`compliance_status\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`single_sign_on_id\`) REFERENCES \`single_sign_on\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`whatsapp_settings_id\`) REFERENCES \`whatsapp_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "news_categories_id", "events_id", "highlights_id", "notifications_id", "emergency_alerts_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "policy_pages_id", "feedback_id", "transfer_certificates_id", "tc_lookups_id", "images_id", "documents_id", "certificates_id", "consent_records_id", "notice_subscriptions_id", "notice_sends_id", "notice_deliveries_id", "achievements_id", "users_id", "schools_id", "review_requests_id", "disclosure_sign_offs_id", "audit_events_id", "classes_id", "search_index_id", "school_profile_id", "home_page_id", "principal_message_id", "about_page_id", "syllabus_page_id", "exam_schedule_page_id", "activities_page_id", "student_council_page_id", "admission_page_id", "uniform_page_id", "timings_page_id", "infrastructure_page_id", "mandatory_disclosure_id", "parent_portal_help_id", "erp_page_id", "youth_summit_id", "downloads_id", "tc_settings_id", "approval_settings_id", "sign_in_settings_id", "compliance_status_id", "single_sign_on_id", "whatsapp_settings_id") SELECT "id", "order", "parent_id", "path", "news_id", "news_categories_id", "events_id", "highlights_id", "notifications_id", "emergency_alerts_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "policy_pages_id", "feedback_id", "transfer_certificates_id", "tc_lookups_id", "images_id", "documents_id", "certificates_id", "consent_records_id", "notice_subscriptions_id", "notice_sends_id", "notice_deliveries_id", "achievements_id", "users_id", "schools_id", "review_requests_id", "disclosure_sign_offs_id", "audit_events_id", "classes_id", "search_index_id", "school_profile_id", "home_page_id", "principal_message_id", "about_page_id", "syllabus_page_id", "exam_schedule_page_id", "activities_page_id", "student_council_page_id", "admission_page_id", "uniform_page_id", "timings_page_id", "infrastructure_page_id", "mandatory_disclosure_id", "parent_portal_help_id", "erp_page_id", "youth_summit_id", "downloads_id", "tc_settings_id", "approval_settings_id", "sign_in_settings_id", "compliance_status_id", "single_sign_on_id", "whatsapp_settings_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievements_id_idx\` ON \`payload_locked_documents_rels\` (\`achievements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_schools_id_idx\` ON \`payload_locked_documents_rels\` (\`schools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`review_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_disclosure_sign_offs_id_idx\` ON \`payload_locked_documents_rels\` (\`disclosure_sign_offs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_classes_id_idx\` ON \`payload_locked_documents_rels\` (\`classes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_school_profile_id_idx\` ON \`payload_locked_documents_rels\` (\`school_profile_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_home_page_id_idx\` ON \`payload_locked_documents_rels\` (\`home_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_principal_message_id_idx\` ON \`payload_locked_documents_rels\` (\`principal_message_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_about_page_id_idx\` ON \`payload_locked_documents_rels\` (\`about_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_syllabus_page_id_idx\` ON \`payload_locked_documents_rels\` (\`syllabus_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exam_schedule_page_id_idx\` ON \`payload_locked_documents_rels\` (\`exam_schedule_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activities_page_id_idx\` ON \`payload_locked_documents_rels\` (\`activities_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_council_page_id_idx\` ON \`payload_locked_documents_rels\` (\`student_council_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_page_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_uniform_page_id_idx\` ON \`payload_locked_documents_rels\` (\`uniform_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_timings_page_id_idx\` ON \`payload_locked_documents_rels\` (\`timings_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_infrastructure_page_id_idx\` ON \`payload_locked_documents_rels\` (\`infrastructure_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mandatory_disclosure_id_idx\` ON \`payload_locked_documents_rels\` (\`mandatory_disclosure_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_portal_help_id_idx\` ON \`payload_locked_documents_rels\` (\`parent_portal_help_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_page_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_page_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_youth_summit_id_idx\` ON \`payload_locked_documents_rels\` (\`youth_summit_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tc_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`tc_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_approval_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`approval_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sign_in_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`sign_in_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_compliance_status_id_idx\` ON \`payload_locked_documents_rels\` (\`compliance_status_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_single_sign_on_id_idx\` ON \`payload_locked_documents_rels\` (\`single_sign_on_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whatsapp_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`whatsapp_settings_id\`);`)
}
