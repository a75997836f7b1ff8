import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_online_registrations_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_legacy_id\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`online_registrations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_parent_idx\` ON \`_online_registrations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_legacy_id_idx\` ON \`_online_registrations_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_updated_at_idx\` ON \`_online_registrations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_created_at_idx\` ON \`_online_registrations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_created_at_idx\` ON \`_online_registrations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_updated_at_idx\` ON \`_online_registrations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_online_registrations_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_online_registrations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_rels_order_idx\` ON \`_online_registrations_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_rels_parent_idx\` ON \`_online_registrations_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_rels_path_idx\` ON \`_online_registrations_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_rels_documents_id_idx\` ON \`_online_registrations_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_rels_images_id_idx\` ON \`_online_registrations_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`_hero_slides_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_image_id\` integer NOT NULL,
  	\`version_order\` numeric DEFAULT 1 NOT NULL,
  	\`version_legacy_id\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`hero_slides\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_parent_idx\` ON \`_hero_slides_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_image_idx\` ON \`_hero_slides_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_legacy_id_idx\` ON \`_hero_slides_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_updated_at_idx\` ON \`_hero_slides_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_created_at_idx\` ON \`_hero_slides_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_created_at_idx\` ON \`_hero_slides_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_updated_at_idx\` ON \`_hero_slides_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_media_items_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_image_id\` integer NOT NULL,
  	\`version_legacy_id\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_media_items_v_parent_idx\` ON \`_media_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_image_idx\` ON \`_media_items_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_legacy_id_idx\` ON \`_media_items_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_updated_at_idx\` ON \`_media_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_created_at_idx\` ON \`_media_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_created_at_idx\` ON \`_media_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_updated_at_idx\` ON \`_media_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_category\` text NOT NULL,
  	\`version_message\` text NOT NULL,
  	\`version_photo_id\` integer,
  	\`version_legacy_id\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_photo_idx\` ON \`_testimonials_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_legacy_id_idx\` ON \`_testimonials_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_faculty_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_designation\` text NOT NULL,
  	\`version_category\` text NOT NULL,
  	\`version_order\` numeric NOT NULL,
  	\`version_legacy_id\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faculty\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faculty_v_parent_idx\` ON \`_faculty_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_order_idx\` ON \`_faculty_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_legacy_id_idx\` ON \`_faculty_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_updated_at_idx\` ON \`_faculty_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_created_at_idx\` ON \`_faculty_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_created_at_idx\` ON \`_faculty_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_updated_at_idx\` ON \`_faculty_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_transfer_certificates_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_admission_number\` numeric NOT NULL,
  	\`version_student_name\` text NOT NULL,
  	\`version_class_last_studied\` text NOT NULL,
  	\`version_date_of_issue\` text NOT NULL,
  	\`version_tc_number\` text NOT NULL,
  	\`version_certificate_id\` integer NOT NULL,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`transfer_certificates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_certificate_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_parent_idx\` ON \`_transfer_certificates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_admission_numbe_idx\` ON \`_transfer_certificates_v\` (\`version_admission_number\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_tc_number_idx\` ON \`_transfer_certificates_v\` (\`version_tc_number\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_certificate_idx\` ON \`_transfer_certificates_v\` (\`version_certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_updated_at_idx\` ON \`_transfer_certificates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_created_at_idx\` ON \`_transfer_certificates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_created_at_idx\` ON \`_transfer_certificates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_updated_at_idx\` ON \`_transfer_certificates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_images_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_alt\` text NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_images_v_parent_idx\` ON \`_images_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_updated_at_idx\` ON \`_images_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_created_at_idx\` ON \`_images_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_filename_idx\` ON \`_images_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_sizes_thumb_version_sizes_thumb_filena_idx\` ON \`_images_v\` (\`version_sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_sizes_card_version_sizes_card_filename_idx\` ON \`_images_v\` (\`version_sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_sizes_large_version_sizes_large_filena_idx\` ON \`_images_v\` (\`version_sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_sizes_hero_version_sizes_hero_filename_idx\` ON \`_images_v\` (\`version_sizes_hero_filename\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_created_at_idx\` ON \`_images_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_updated_at_idx\` ON \`_images_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_accessibility_warning\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_filename_idx\` ON \`_documents_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_certificates_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_certificates_v_parent_idx\` ON \`_certificates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_updated_at_idx\` ON \`_certificates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_created_at_idx\` ON \`_certificates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_filename_idx\` ON \`_certificates_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_created_at_idx\` ON \`_certificates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_updated_at_idx\` ON \`_certificates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_school_profile_v_version_houses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`colour\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_houses_order_idx\` ON \`_school_profile_v_version_houses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_houses_parent_id_idx\` ON \`_school_profile_v_version_houses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_profile_v_version_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_emails_order_idx\` ON \`_school_profile_v_version_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_emails_parent_id_idx\` ON \`_school_profile_v_version_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_profile_v_version_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text NOT NULL,
  	\`number\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_phones_order_idx\` ON \`_school_profile_v_version_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_phones_parent_id_idx\` ON \`_school_profile_v_version_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_profile_v_version_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_school_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_social_links_order_idx\` ON \`_school_profile_v_version_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_social_links_parent_id_idx\` ON \`_school_profile_v_version_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_school_profile_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_name\` text NOT NULL,
  	\`version_short_name\` text,
  	\`version_school_code\` text NOT NULL,
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
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_school_profile_v_version_version_logo_idx\` ON \`_school_profile_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_school_profile_v_created_at_idx\` ON \`_school_profile_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_school_profile_v_updated_at_idx\` ON \`_school_profile_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_feature_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_feature_cards_order_idx\` ON \`_home_page_v_version_feature_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_feature_cards_parent_id_idx\` ON \`_home_page_v_version_feature_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_about_teaser_heading\` text NOT NULL,
  	\`version_about_teaser_text\` text NOT NULL,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_principal_message_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_quotation\` text NOT NULL,
  	\`version_principal_name\` text NOT NULL,
  	\`version_designation\` text DEFAULT 'Principal',
  	\`version_photo_id\` integer,
  	\`version_letter\` text NOT NULL,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_principal_message_v_version_version_photo_idx\` ON \`_principal_message_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_principal_message_v_created_at_idx\` ON \`_principal_message_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_principal_message_v_updated_at_idx\` ON \`_principal_message_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_history\` text NOT NULL,
  	\`version_extended_campus\` text,
  	\`version_educational_aims\` text,
  	\`version_motto\` text,
  	\`version_motto_meaning\` text,
  	\`version_photo_id\` integer,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_photo_idx\` ON \`_about_page_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_page_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_syllabus_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_syllabus_page_v_version_sections_order_idx\` ON \`_syllabus_page_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_page_v_version_sections_parent_id_idx\` ON \`_syllabus_page_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_syllabus_page_v_created_at_idx\` ON \`_syllabus_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_page_v_updated_at_idx\` ON \`_syllabus_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_exam_schedule_page_v_version_date_sheets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exam_schedule_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exam_schedule_page_v_version_date_sheets_order_idx\` ON \`_exam_schedule_page_v_version_date_sheets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exam_schedule_page_v_version_date_sheets_parent_id_idx\` ON \`_exam_schedule_page_v_version_date_sheets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exam_schedule_page_v_version_date_sheets_file_idx\` ON \`_exam_schedule_page_v_version_date_sheets\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_exam_schedule_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_intro\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_exam_schedule_page_v_created_at_idx\` ON \`_exam_schedule_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exam_schedule_page_v_updated_at_idx\` ON \`_exam_schedule_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_activities_page_v_version_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`embedded_pdf_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`embedded_pdf_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_activities_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_activities_page_v_version_tabs_order_idx\` ON \`_activities_page_v_version_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_activities_page_v_version_tabs_parent_id_idx\` ON \`_activities_page_v_version_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_activities_page_v_version_tabs_embedded_pdf_idx\` ON \`_activities_page_v_version_tabs\` (\`embedded_pdf_id\`);`)
  await db.run(sql`CREATE TABLE \`_activities_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_activities_page_v_created_at_idx\` ON \`_activities_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_activities_page_v_updated_at_idx\` ON \`_activities_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_student_council_page_v_version_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_student_council_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_version_tabs_order_idx\` ON \`_student_council_page_v_version_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_version_tabs_parent_id_idx\` ON \`_student_council_page_v_version_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_student_council_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_intro\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_created_at_idx\` ON \`_student_council_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_updated_at_idx\` ON \`_student_council_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_student_council_page_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_student_council_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_rels_order_idx\` ON \`_student_council_page_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_rels_parent_idx\` ON \`_student_council_page_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_rels_path_idx\` ON \`_student_council_page_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_student_council_page_v_rels_images_id_idx\` ON \`_student_council_page_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_page_v_version_admission_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_admission_page_v_version_admission_rules_order_idx\` ON \`_admission_page_v_version_admission_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_page_v_version_admission_rules_parent_id_idx\` ON \`_admission_page_v_version_admission_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_page_v_version_age_criteria\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`class_name\` text NOT NULL,
  	\`age\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_admission_page_v_version_age_criteria_order_idx\` ON \`_admission_page_v_version_age_criteria\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_page_v_version_age_criteria_parent_id_idx\` ON \`_admission_page_v_version_age_criteria\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_page_v_version_fee_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_admission_page_v_version_fee_rules_order_idx\` ON \`_admission_page_v_version_fee_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_page_v_version_fee_rules_parent_id_idx\` ON \`_admission_page_v_version_fee_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_intro\` text,
  	\`version_age_note\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_admission_page_v_created_at_idx\` ON \`_admission_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_admission_page_v_updated_at_idx\` ON \`_admission_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_boys_regular\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_boys_regular_order_idx\` ON \`_uniform_page_v_version_boys_regular\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_boys_regular_parent_id_idx\` ON \`_uniform_page_v_version_boys_regular\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_boys_pt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_boys_pt_order_idx\` ON \`_uniform_page_v_version_boys_pt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_boys_pt_parent_id_idx\` ON \`_uniform_page_v_version_boys_pt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_boys_winter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_boys_winter_order_idx\` ON \`_uniform_page_v_version_boys_winter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_boys_winter_parent_id_idx\` ON \`_uniform_page_v_version_boys_winter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_boys_pt_winter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_boys_pt_winter_order_idx\` ON \`_uniform_page_v_version_boys_pt_winter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_boys_pt_winter_parent_id_idx\` ON \`_uniform_page_v_version_boys_pt_winter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_girls_regular\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_girls_regular_order_idx\` ON \`_uniform_page_v_version_girls_regular\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_girls_regular_parent_id_idx\` ON \`_uniform_page_v_version_girls_regular\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_girls_pt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_girls_pt_order_idx\` ON \`_uniform_page_v_version_girls_pt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_girls_pt_parent_id_idx\` ON \`_uniform_page_v_version_girls_pt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_girls_winter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_girls_winter_order_idx\` ON \`_uniform_page_v_version_girls_winter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_girls_winter_parent_id_idx\` ON \`_uniform_page_v_version_girls_winter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_girls_pt_winter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_girls_pt_winter_order_idx\` ON \`_uniform_page_v_version_girls_pt_winter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_girls_pt_winter_parent_id_idx\` ON \`_uniform_page_v_version_girls_pt_winter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_notes_order_idx\` ON \`_uniform_page_v_version_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_version_notes_parent_id_idx\` ON \`_uniform_page_v_version_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_intro\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_created_at_idx\` ON \`_uniform_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_uniform_page_v_updated_at_idx\` ON \`_uniform_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_timings_page_v_version_class_timings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`classes\` text NOT NULL,
  	\`summer\` text NOT NULL,
  	\`winter\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timings_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_timings_page_v_version_class_timings_order_idx\` ON \`_timings_page_v_version_class_timings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_timings_page_v_version_class_timings_parent_id_idx\` ON \`_timings_page_v_version_class_timings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_timings_page_v_version_bus_departures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`days\` text NOT NULL,
  	\`summer\` text NOT NULL,
  	\`winter\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timings_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_timings_page_v_version_bus_departures_order_idx\` ON \`_timings_page_v_version_bus_departures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_timings_page_v_version_bus_departures_parent_id_idx\` ON \`_timings_page_v_version_bus_departures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_timings_page_v_version_office_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`office\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timings_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_timings_page_v_version_office_hours_order_idx\` ON \`_timings_page_v_version_office_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_timings_page_v_version_office_hours_parent_id_idx\` ON \`_timings_page_v_version_office_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_timings_page_v_version_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timings_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_timings_page_v_version_notes_order_idx\` ON \`_timings_page_v_version_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_timings_page_v_version_notes_parent_id_idx\` ON \`_timings_page_v_version_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_timings_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_timings_page_v_created_at_idx\` ON \`_timings_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_timings_page_v_updated_at_idx\` ON \`_timings_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_infrastructure_page_v_version_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_infrastructure_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_infrastructure_page_v_version_photos_order_idx\` ON \`_infrastructure_page_v_version_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_page_v_version_photos_parent_id_idx\` ON \`_infrastructure_page_v_version_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_page_v_version_photos_image_idx\` ON \`_infrastructure_page_v_version_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_infrastructure_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_intro\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_infrastructure_page_v_created_at_idx\` ON \`_infrastructure_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_page_v_updated_at_idx\` ON \`_infrastructure_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_general_information\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_general_information_order_idx\` ON \`_mandatory_disclosure_v_version_general_information\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_general_information_parent_id_idx\` ON \`_mandatory_disclosure_v_version_general_information\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_documents_order_idx\` ON \`_mandatory_disclosure_v_version_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_documents_parent_id_idx\` ON \`_mandatory_disclosure_v_version_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_documents_file_idx\` ON \`_mandatory_disclosure_v_version_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_academic_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_academic_documents_order_idx\` ON \`_mandatory_disclosure_v_version_academic_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_academic_documents_parent_id_idx\` ON \`_mandatory_disclosure_v_version_academic_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_academic_documents_file_idx\` ON \`_mandatory_disclosure_v_version_academic_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_fee_structure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`class_name\` text NOT NULL,
  	\`tuition_fee\` text NOT NULL,
  	\`annual_charges\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_fee_structure_order_idx\` ON \`_mandatory_disclosure_v_version_fee_structure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_fee_structure_parent_id_idx\` ON \`_mandatory_disclosure_v_version_fee_structure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`period\` text NOT NULL,
  	\`activity\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_calendar_order_idx\` ON \`_mandatory_disclosure_v_version_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_calendar_parent_id_idx\` ON \`_mandatory_disclosure_v_version_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_management_committee\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_management_committee_order_idx\` ON \`_mandatory_disclosure_v_version_management_committee\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_management_committee_parent_id_idx\` ON \`_mandatory_disclosure_v_version_management_committee\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_parent_teacher_association\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_parent_teacher_association_order_idx\` ON \`_mandatory_disclosure_v_version_parent_teacher_association\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_parent_teacher_association_parent_id_idx\` ON \`_mandatory_disclosure_v_version_parent_teacher_association\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_results_x\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`year\` text NOT NULL,
  	\`registered\` text NOT NULL,
  	\`passed\` text NOT NULL,
  	\`pass_percentage\` text NOT NULL,
  	\`remarks\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_results_x_order_idx\` ON \`_mandatory_disclosure_v_version_results_x\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_results_x_parent_id_idx\` ON \`_mandatory_disclosure_v_version_results_x\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_results_x_i_i\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`year\` text NOT NULL,
  	\`registered\` text NOT NULL,
  	\`passed\` text NOT NULL,
  	\`pass_percentage\` text NOT NULL,
  	\`remarks\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_results_x_i_i_order_idx\` ON \`_mandatory_disclosure_v_version_results_x_i_i\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_results_x_i_i_parent_id_idx\` ON \`_mandatory_disclosure_v_version_results_x_i_i\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_staff\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_staff_order_idx\` ON \`_mandatory_disclosure_v_version_staff\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_staff_parent_id_idx\` ON \`_mandatory_disclosure_v_version_staff\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_infrastructure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_infrastructure_order_idx\` ON \`_mandatory_disclosure_v_version_infrastructure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_version_infrastructure_parent_id_idx\` ON \`_mandatory_disclosure_v_version_infrastructure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_created_at_idx\` ON \`_mandatory_disclosure_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_mandatory_disclosure_v_updated_at_idx\` ON \`_mandatory_disclosure_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_parent_portal_help_v_version_guides_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_parent_portal_help_v_version_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_parent_portal_help_v_version_guides_steps_order_idx\` ON \`_parent_portal_help_v_version_guides_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_parent_portal_help_v_version_guides_steps_parent_id_idx\` ON \`_parent_portal_help_v_version_guides_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_parent_portal_help_v_version_guides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_parent_portal_help_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_parent_portal_help_v_version_guides_order_idx\` ON \`_parent_portal_help_v_version_guides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_parent_portal_help_v_version_guides_parent_id_idx\` ON \`_parent_portal_help_v_version_guides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_parent_portal_help_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_intro\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_parent_portal_help_v_created_at_idx\` ON \`_parent_portal_help_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_parent_portal_help_v_updated_at_idx\` ON \`_parent_portal_help_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_erp_page_v_version_portals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_erp_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_erp_page_v_version_portals_order_idx\` ON \`_erp_page_v_version_portals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_erp_page_v_version_portals_parent_id_idx\` ON \`_erp_page_v_version_portals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_erp_page_v_version_portals_image_idx\` ON \`_erp_page_v_version_portals\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_erp_page_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_intro\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_erp_page_v_created_at_idx\` ON \`_erp_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_erp_page_v_updated_at_idx\` ON \`_erp_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_youth_summit_v_version_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`author\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_youth_summit_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_version_messages_order_idx\` ON \`_youth_summit_v_version_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_version_messages_parent_id_idx\` ON \`_youth_summit_v_version_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_version_messages_photo_idx\` ON \`_youth_summit_v_version_messages\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_youth_summit_v_version_committees_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_youth_summit_v_version_committees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_version_committees_agenda_order_idx\` ON \`_youth_summit_v_version_committees_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_version_committees_agenda_parent_id_idx\` ON \`_youth_summit_v_version_committees_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_youth_summit_v_version_committees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_youth_summit_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_version_committees_order_idx\` ON \`_youth_summit_v_version_committees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_version_committees_parent_id_idx\` ON \`_youth_summit_v_version_committees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_youth_summit_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_title\` text NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_start_time\` text NOT NULL,
  	\`version_end_time\` text NOT NULL,
  	\`version_grades\` text NOT NULL,
  	\`version_fee\` numeric,
  	\`version_venue\` text,
  	\`version_about\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_created_at_idx\` ON \`_youth_summit_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_youth_summit_v_updated_at_idx\` ON \`_youth_summit_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_holiday_list_id\` integer,
  	\`version_academic_calendar_id\` integer,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_holiday_list_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_academic_calendar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_holiday_list_idx\` ON \`_downloads_v\` (\`version_holiday_list_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_academic_calendar_idx\` ON \`_downloads_v\` (\`version_academic_calendar_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_created_at_idx\` ON \`_downloads_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_updated_at_idx\` ON \`_downloads_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`highlights\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`version_updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` ADD \`version_updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`online_registrations\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`hero_slides\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`version_updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`media_items\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`toppers\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` ADD \`version_updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`faculty\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`circulars\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`_circulars_v\` ADD \`version_updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`transfer_certificates\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`school_profile\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`principal_message\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`syllabus_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`exam_schedule_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`activities_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`student_council_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`admission_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`uniform_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`timings_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`infrastructure_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`erp_page\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`updated_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_online_registrations_v\`;`)
  await db.run(sql`DROP TABLE \`_online_registrations_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_hero_slides_v\`;`)
  await db.run(sql`DROP TABLE \`_media_items_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_faculty_v\`;`)
  await db.run(sql`DROP TABLE \`_transfer_certificates_v\`;`)
  await db.run(sql`DROP TABLE \`_images_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_certificates_v\`;`)
  await db.run(sql`DROP TABLE \`_school_profile_v_version_houses\`;`)
  await db.run(sql`DROP TABLE \`_school_profile_v_version_emails\`;`)
  await db.run(sql`DROP TABLE \`_school_profile_v_version_phones\`;`)
  await db.run(sql`DROP TABLE \`_school_profile_v_version_social_links\`;`)
  await db.run(sql`DROP TABLE \`_school_profile_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_feature_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_principal_message_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_page_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_page_v\`;`)
  await db.run(sql`DROP TABLE \`_exam_schedule_page_v_version_date_sheets\`;`)
  await db.run(sql`DROP TABLE \`_exam_schedule_page_v\`;`)
  await db.run(sql`DROP TABLE \`_activities_page_v_version_tabs\`;`)
  await db.run(sql`DROP TABLE \`_activities_page_v\`;`)
  await db.run(sql`DROP TABLE \`_student_council_page_v_version_tabs\`;`)
  await db.run(sql`DROP TABLE \`_student_council_page_v\`;`)
  await db.run(sql`DROP TABLE \`_student_council_page_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_admission_page_v_version_admission_rules\`;`)
  await db.run(sql`DROP TABLE \`_admission_page_v_version_age_criteria\`;`)
  await db.run(sql`DROP TABLE \`_admission_page_v_version_fee_rules\`;`)
  await db.run(sql`DROP TABLE \`_admission_page_v\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_boys_regular\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_boys_pt\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_boys_winter\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_boys_pt_winter\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_girls_regular\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_girls_pt\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_girls_winter\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_girls_pt_winter\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_notes\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v_version_class_timings\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v_version_bus_departures\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v_version_office_hours\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v_version_notes\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v\`;`)
  await db.run(sql`DROP TABLE \`_infrastructure_page_v_version_photos\`;`)
  await db.run(sql`DROP TABLE \`_infrastructure_page_v\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_general_information\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_academic_documents\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_fee_structure\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_calendar\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_management_committee\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_parent_teacher_association\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_results_x\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_results_x_i_i\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_staff\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_infrastructure\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v\`;`)
  await db.run(sql`DROP TABLE \`_parent_portal_help_v_version_guides_steps\`;`)
  await db.run(sql`DROP TABLE \`_parent_portal_help_v_version_guides\`;`)
  await db.run(sql`DROP TABLE \`_parent_portal_help_v\`;`)
  await db.run(sql`DROP TABLE \`_erp_page_v_version_portals\`;`)
  await db.run(sql`DROP TABLE \`_erp_page_v\`;`)
  await db.run(sql`DROP TABLE \`_youth_summit_v_version_messages\`;`)
  await db.run(sql`DROP TABLE \`_youth_summit_v_version_committees_agenda\`;`)
  await db.run(sql`DROP TABLE \`_youth_summit_v_version_committees\`;`)
  await db.run(sql`DROP TABLE \`_youth_summit_v\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_updated_by\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_updated_by\`;`)
  await db.run(sql`ALTER TABLE \`highlights\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` DROP COLUMN \`version_updated_by\`;`)
  await db.run(sql`ALTER TABLE \`notifications\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` DROP COLUMN \`version_updated_by\`;`)
  await db.run(sql`ALTER TABLE \`online_registrations\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`hero_slides\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` DROP COLUMN \`version_updated_by\`;`)
  await db.run(sql`ALTER TABLE \`media_items\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`toppers\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` DROP COLUMN \`version_updated_by\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`faculty\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`circulars\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`_circulars_v\` DROP COLUMN \`version_updated_by\`;`)
  await db.run(sql`ALTER TABLE \`transfer_certificates\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`images\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`school_profile\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`principal_message\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`syllabus_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`exam_schedule_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`activities_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`student_council_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`admission_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`timings_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`infrastructure_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`erp_page\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`updated_by\`;`)
}
