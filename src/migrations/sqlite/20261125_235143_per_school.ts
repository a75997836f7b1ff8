import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import type { Db } from '../localize'
import { giveExistingRowsTheirSchool } from '../schoolBackfill'

// Existing rows become the existing school's, and staff accounts list it (src/migrations/schoolBackfill.ts).
export async function up(args: MigrateUpArgs): Promise<void> {
  await generatedUp(args)
  await giveExistingRowsTheirSchool(args.db as Db)
}

async function generatedUp({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_schools\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`school_id\` integer NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_schools_order_idx\` ON \`users_schools\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_schools_parent_id_idx\` ON \`users_schools\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_schools_school_idx\` ON \`users_schools\` (\`school_id\`);`)
  await db.run(sql`DROP INDEX \`news_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`news_school_idx\` ON \`news\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_idx\` ON \`news\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`news_legacy_id_idx\` ON \`news\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`news_categories_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`news_categories\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`news_categories_school_idx\` ON \`news_categories\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_school_idx\` ON \`news_categories\` (\`slug\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_slug_idx\` ON \`news_categories\` (\`slug\`);`)
  await db.run(sql`DROP INDEX \`events_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`events_school_idx\` ON \`events\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_1_idx\` ON \`events\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`events_legacy_id_idx\` ON \`events\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`highlights_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`highlights\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`highlights_school_idx\` ON \`highlights\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_2_idx\` ON \`highlights\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`highlights_legacy_id_idx\` ON \`highlights\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`notifications_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`notifications_school_idx\` ON \`notifications\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_3_idx\` ON \`notifications\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_legacy_id_idx\` ON \`notifications\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`online_registrations_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`online_registrations\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`online_registrations_school_idx\` ON \`online_registrations\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_4_idx\` ON \`online_registrations\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_legacy_id_idx\` ON \`online_registrations\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`hero_slides_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`hero_slides\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`hero_slides_school_idx\` ON \`hero_slides\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_5_idx\` ON \`hero_slides\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_legacy_id_idx\` ON \`hero_slides\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`gallery_albums_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_school_idx\` ON \`gallery_albums\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_6_idx\` ON \`gallery_albums\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_legacy_id_idx\` ON \`gallery_albums\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`media_items_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`media_items\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`media_items_school_idx\` ON \`media_items\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_7_idx\` ON \`media_items\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`media_items_legacy_id_idx\` ON \`media_items\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`toppers_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`toppers\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`toppers_school_idx\` ON \`toppers\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_8_idx\` ON \`toppers\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`toppers_legacy_id_idx\` ON \`toppers\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`testimonials_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`testimonials_school_idx\` ON \`testimonials\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_9_idx\` ON \`testimonials\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_legacy_id_idx\` ON \`testimonials\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`faculty_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`faculty\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`faculty_school_idx\` ON \`faculty\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_10_idx\` ON \`faculty\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`faculty_legacy_id_idx\` ON \`faculty\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`circulars_legacy_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`circulars\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`circulars_school_idx\` ON \`circulars\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`legacyId_school_11_idx\` ON \`circulars\` (\`legacy_id\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`circulars_legacy_id_idx\` ON \`circulars\` (\`legacy_id\`);`)
  await db.run(sql`DROP INDEX \`policy_pages_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`policy_pages\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`policy_pages_school_idx\` ON \`policy_pages\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_school_1_idx\` ON \`policy_pages\` (\`slug\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_slug_idx\` ON \`policy_pages\` (\`slug\`);`)
  await db.run(sql`DROP INDEX \`transfer_certificates_admission_number_idx\`;`)
  await db.run(sql`DROP INDEX \`transfer_certificates_tc_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`transfer_certificates\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_school_idx\` ON \`transfer_certificates\` (\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`admissionNumber_school_idx\` ON \`transfer_certificates\` (\`admission_number\`,\`school_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tcNumber_school_idx\` ON \`transfer_certificates\` (\`tc_number\`,\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_admission_number_idx\` ON \`transfer_certificates\` (\`admission_number\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_tc_number_idx\` ON \`transfer_certificates\` (\`tc_number\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_school_idx\` ON \`_news_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_idx\` ON \`_news_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_school_idx\` ON \`_events_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_1_idx\` ON \`_events_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_school_idx\` ON \`_highlights_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_2_idx\` ON \`_highlights_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_school_idx\` ON \`_notifications_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_3_idx\` ON \`_notifications_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`emergency_alerts\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`emergency_alerts_school_idx\` ON \`emergency_alerts\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_version_version_school_idx\` ON \`_emergency_alerts_v\` (\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_online_registrations_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_school_idx\` ON \`_online_registrations_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_4_idx\` ON \`_online_registrations_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_hero_slides_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_school_idx\` ON \`_hero_slides_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_5_idx\` ON \`_hero_slides_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_school_idx\` ON \`_gallery_albums_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_6_idx\` ON \`_gallery_albums_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_media_items_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_school_idx\` ON \`_media_items_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_7_idx\` ON \`_media_items_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_school_idx\` ON \`_toppers_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_8_idx\` ON \`_toppers_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_school_idx\` ON \`_testimonials_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_9_idx\` ON \`_testimonials_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_faculty_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_school_idx\` ON \`_faculty_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_10_idx\` ON \`_faculty_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_circulars_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_school_idx\` ON \`_circulars_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_legacyId_version_school_11_idx\` ON \`_circulars_v\` (\`version_legacy_id\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_school_idx\` ON \`_policy_pages_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_school_idx\` ON \`_policy_pages_v\` (\`version_slug\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`feedback\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`feedback_school_idx\` ON \`feedback\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`_transfer_certificates_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_school_idx\` ON \`_transfer_certificates_v\` (\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_admissionNumber_version_school_idx\` ON \`_transfer_certificates_v\` (\`version_admission_number\`,\`version_school_id\`);`)
  await db.run(sql`CREATE INDEX \`version_tcNumber_version_school_idx\` ON \`_transfer_certificates_v\` (\`version_tc_number\`,\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`tc_lookups\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`tc_lookups_school_idx\` ON \`tc_lookups\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`images\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`images_school_idx\` ON \`images\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`_images_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_school_idx\` ON \`_images_v\` (\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`documents_school_idx\` ON \`documents\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_school_idx\` ON \`_documents_v\` (\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`certificates_school_idx\` ON \`certificates\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`_certificates_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_school_idx\` ON \`_certificates_v\` (\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`consent_records\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`consent_records_school_idx\` ON \`consent_records\` (\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`_consent_records_v\` ADD \`version_school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_version_version_school_idx\` ON \`_consent_records_v\` (\`version_school_id\`);`)
  await db.run(sql`ALTER TABLE \`search_index\` ADD \`school_id\` integer REFERENCES schools(id);`)
  await db.run(sql`CREATE INDEX \`search_index_school_idx\` ON \`search_index\` (\`school_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_schools\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`from_date\` text,
  	\`date\` text,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`category_id\` integer,
  	\`translation_stamps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "from_date", "date", "legacy_id", "import_run", "updated_by", "category_id", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "from_date", "date", "legacy_id", "import_run", "updated_by", "category_id", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`news_from_date_idx\` ON \`news\` (\`from_date\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_legacy_id_idx\` ON \`news\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`news_import_run_idx\` ON \`news\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_from_date\` text,
  	\`version_date\` text,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_category_id\` integer,
  	\`version_translation_stamps\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_from_date", "version_date", "version_legacy_id", "version_import_run", "version_updated_by", "version_category_id", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_from_date", "version_date", "version_legacy_id", "version_import_run", "version_updated_by", "version_category_id", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_from_date_idx\` ON \`_news_v\` (\`version_from_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_legacy_id_idx\` ON \`_news_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_import_run_idx\` ON \`_news_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_categories\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_categories\`("id", "slug", "updated_at", "created_at") SELECT "id", "slug", "updated_at", "created_at" FROM \`news_categories\`;`)
  await db.run(sql`DROP TABLE \`news_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_categories\` RENAME TO \`news_categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_categories_slug_idx\` ON \`news_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`date\` text,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`translation_stamps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "date", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "date", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE INDEX \`events_date_idx\` ON \`events\` (\`date\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_legacy_id_idx\` ON \`events\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`events_import_run_idx\` ON \`events\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events_deleted_at_idx\` ON \`events\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_translation_stamps\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v\`("id", "parent_id", "version_date", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_date", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v\` RENAME TO \`_events_v\`;`)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_date_idx\` ON \`_events_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_legacy_id_idx\` ON \`_events_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_import_run_idx\` ON \`_events_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_deleted_at_idx\` ON \`_events_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_highlights\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`translation_stamps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_highlights\`("id", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status" FROM \`highlights\`;`)
  await db.run(sql`DROP TABLE \`highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_highlights\` RENAME TO \`highlights\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`highlights_legacy_id_idx\` ON \`highlights\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`highlights_import_run_idx\` ON \`highlights\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`highlights_updated_at_idx\` ON \`highlights\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`highlights_created_at_idx\` ON \`highlights\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`highlights_deleted_at_idx\` ON \`highlights\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`highlights__status_idx\` ON \`highlights\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__highlights_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_translation_stamps\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__highlights_v\`("id", "parent_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_highlights_v\`;`)
  await db.run(sql`DROP TABLE \`_highlights_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__highlights_v\` RENAME TO \`_highlights_v\`;`)
  await db.run(sql`CREATE INDEX \`_highlights_v_parent_idx\` ON \`_highlights_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_legacy_id_idx\` ON \`_highlights_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_import_run_idx\` ON \`_highlights_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_updated_at_idx\` ON \`_highlights_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_created_at_idx\` ON \`_highlights_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_deleted_at_idx\` ON \`_highlights_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version__status_idx\` ON \`_highlights_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_created_at_idx\` ON \`_highlights_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_updated_at_idx\` ON \`_highlights_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_snapshot_idx\` ON \`_highlights_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_published_locale_idx\` ON \`_highlights_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_latest_idx\` ON \`_highlights_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_notifications\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`url\` text,
  	\`show_until\` text,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`translation_stamps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notifications\`("id", "url", "show_until", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "url", "show_until", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status" FROM \`notifications\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_notifications\` RENAME TO \`notifications\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`notifications_legacy_id_idx\` ON \`notifications\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_import_run_idx\` ON \`notifications\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_deleted_at_idx\` ON \`notifications\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications__status_idx\` ON \`notifications\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__notifications_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_url\` text,
  	\`version_show_until\` text,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_translation_stamps\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__notifications_v\`("id", "parent_id", "version_url", "version_show_until", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_url", "version_show_until", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_notifications_v\`;`)
  await db.run(sql`DROP TABLE \`_notifications_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__notifications_v\` RENAME TO \`_notifications_v\`;`)
  await db.run(sql`CREATE INDEX \`_notifications_v_parent_idx\` ON \`_notifications_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_legacy_id_idx\` ON \`_notifications_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_import_run_idx\` ON \`_notifications_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_updated_at_idx\` ON \`_notifications_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_created_at_idx\` ON \`_notifications_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_deleted_at_idx\` ON \`_notifications_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version__status_idx\` ON \`_notifications_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_created_at_idx\` ON \`_notifications_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_updated_at_idx\` ON \`_notifications_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_snapshot_idx\` ON \`_notifications_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_published_locale_idx\` ON \`_notifications_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_latest_idx\` ON \`_notifications_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_emergency_alerts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`severity\` text DEFAULT 'warning',
  	\`link\` text,
  	\`starts_at\` text,
  	\`startsat_tz\` text DEFAULT 'Asia/Kolkata',
  	\`ends_at\` text,
  	\`endsat_tz\` text DEFAULT 'Asia/Kolkata',
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`translation_stamps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_emergency_alerts\`("id", "severity", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "severity", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status" FROM \`emergency_alerts\`;`)
  await db.run(sql`DROP TABLE \`emergency_alerts\`;`)
  await db.run(sql`ALTER TABLE \`__new_emergency_alerts\` RENAME TO \`emergency_alerts\`;`)
  await db.run(sql`CREATE INDEX \`emergency_alerts_starts_at_idx\` ON \`emergency_alerts\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`emergency_alerts_ends_at_idx\` ON \`emergency_alerts\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`emergency_alerts_import_run_idx\` ON \`emergency_alerts\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`emergency_alerts_updated_at_idx\` ON \`emergency_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`emergency_alerts_created_at_idx\` ON \`emergency_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`emergency_alerts_deleted_at_idx\` ON \`emergency_alerts\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`emergency_alerts__status_idx\` ON \`emergency_alerts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__emergency_alerts_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_severity\` text DEFAULT 'warning',
  	\`version_link\` text,
  	\`version_starts_at\` text,
  	\`version_startsat_tz\` text DEFAULT 'Asia/Kolkata',
  	\`version_ends_at\` text,
  	\`version_endsat_tz\` text DEFAULT 'Asia/Kolkata',
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_translation_stamps\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`emergency_alerts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__emergency_alerts_v\`("id", "parent_id", "version_severity", "version_link", "version_starts_at", "version_startsat_tz", "version_ends_at", "version_endsat_tz", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_severity", "version_link", "version_starts_at", "version_startsat_tz", "version_ends_at", "version_endsat_tz", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_emergency_alerts_v\`;`)
  await db.run(sql`DROP TABLE \`_emergency_alerts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__emergency_alerts_v\` RENAME TO \`_emergency_alerts_v\`;`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_parent_idx\` ON \`_emergency_alerts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_version_version_starts_at_idx\` ON \`_emergency_alerts_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_version_version_ends_at_idx\` ON \`_emergency_alerts_v\` (\`version_ends_at\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_version_version_import_run_idx\` ON \`_emergency_alerts_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_version_version_updated_at_idx\` ON \`_emergency_alerts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_version_version_created_at_idx\` ON \`_emergency_alerts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_version_version_deleted_at_idx\` ON \`_emergency_alerts_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_version_version__status_idx\` ON \`_emergency_alerts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_created_at_idx\` ON \`_emergency_alerts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_updated_at_idx\` ON \`_emergency_alerts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_snapshot_idx\` ON \`_emergency_alerts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_published_locale_idx\` ON \`_emergency_alerts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_latest_idx\` ON \`_emergency_alerts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_online_registrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_online_registrations\`("id", "title", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at") SELECT "id", "title", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at" FROM \`online_registrations\`;`)
  await db.run(sql`DROP TABLE \`online_registrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_online_registrations\` RENAME TO \`online_registrations\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`online_registrations_legacy_id_idx\` ON \`online_registrations\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_import_run_idx\` ON \`online_registrations\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_updated_at_idx\` ON \`online_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_created_at_idx\` ON \`online_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_deleted_at_idx\` ON \`online_registrations\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__online_registrations_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`online_registrations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__online_registrations_v\`("id", "parent_id", "version_title", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_title", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_online_registrations_v\`;`)
  await db.run(sql`DROP TABLE \`_online_registrations_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__online_registrations_v\` RENAME TO \`_online_registrations_v\`;`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_parent_idx\` ON \`_online_registrations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_legacy_id_idx\` ON \`_online_registrations_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_import_run_idx\` ON \`_online_registrations_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_updated_at_idx\` ON \`_online_registrations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_created_at_idx\` ON \`_online_registrations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_version_version_deleted_at_idx\` ON \`_online_registrations_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_created_at_idx\` ON \`_online_registrations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_online_registrations_v_updated_at_idx\` ON \`_online_registrations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_hero_slides\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 1 NOT NULL,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`translation_stamps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hero_slides\`("id", "image_id", "order", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at") SELECT "id", "image_id", "order", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at" FROM \`hero_slides\`;`)
  await db.run(sql`DROP TABLE \`hero_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_hero_slides\` RENAME TO \`hero_slides\`;`)
  await db.run(sql`CREATE INDEX \`hero_slides_image_idx\` ON \`hero_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`hero_slides_legacy_id_idx\` ON \`hero_slides\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_import_run_idx\` ON \`hero_slides\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_updated_at_idx\` ON \`hero_slides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_created_at_idx\` ON \`hero_slides\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_deleted_at_idx\` ON \`hero_slides\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__hero_slides_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer NOT NULL,
  	\`version_order\` numeric DEFAULT 1 NOT NULL,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_translation_stamps\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`hero_slides\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hero_slides_v\`("id", "parent_id", "version_image_id", "version_order", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_image_id", "version_order", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_hero_slides_v\`;`)
  await db.run(sql`DROP TABLE \`_hero_slides_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__hero_slides_v\` RENAME TO \`_hero_slides_v\`;`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_parent_idx\` ON \`_hero_slides_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_image_idx\` ON \`_hero_slides_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_legacy_id_idx\` ON \`_hero_slides_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_import_run_idx\` ON \`_hero_slides_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_updated_at_idx\` ON \`_hero_slides_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_created_at_idx\` ON \`_hero_slides_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_version_version_deleted_at_idx\` ON \`_hero_slides_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_created_at_idx\` ON \`_hero_slides_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hero_slides_v_updated_at_idx\` ON \`_hero_slides_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_gallery_albums\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`date\` text,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`translation_stamps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gallery_albums\`("id", "date", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "date", "legacy_id", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status" FROM \`gallery_albums\`;`)
  await db.run(sql`DROP TABLE \`gallery_albums\`;`)
  await db.run(sql`ALTER TABLE \`__new_gallery_albums\` RENAME TO \`gallery_albums\`;`)
  await db.run(sql`CREATE INDEX \`gallery_albums_date_idx\` ON \`gallery_albums\` (\`date\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_albums_legacy_id_idx\` ON \`gallery_albums\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_import_run_idx\` ON \`gallery_albums\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_updated_at_idx\` ON \`gallery_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_created_at_idx\` ON \`gallery_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_deleted_at_idx\` ON \`gallery_albums\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums__status_idx\` ON \`gallery_albums\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__gallery_albums_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_translation_stamps\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__gallery_albums_v\`("id", "parent_id", "version_date", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_date", "version_legacy_id", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_gallery_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_gallery_albums_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__gallery_albums_v\` RENAME TO \`_gallery_albums_v\`;`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_parent_idx\` ON \`_gallery_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_date_idx\` ON \`_gallery_albums_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_legacy_id_idx\` ON \`_gallery_albums_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_import_run_idx\` ON \`_gallery_albums_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_updated_at_idx\` ON \`_gallery_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_created_at_idx\` ON \`_gallery_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_deleted_at_idx\` ON \`_gallery_albums_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version__status_idx\` ON \`_gallery_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_created_at_idx\` ON \`_gallery_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_updated_at_idx\` ON \`_gallery_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_snapshot_idx\` ON \`_gallery_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_published_locale_idx\` ON \`_gallery_albums_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_latest_idx\` ON \`_gallery_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_media_items\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media_items\`("id", "title", "date", "image_id", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at") SELECT "id", "title", "date", "image_id", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at" FROM \`media_items\`;`)
  await db.run(sql`DROP TABLE \`media_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_media_items\` RENAME TO \`media_items\`;`)
  await db.run(sql`CREATE INDEX \`media_items_image_idx\` ON \`media_items\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_items_legacy_id_idx\` ON \`media_items\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`media_items_import_run_idx\` ON \`media_items\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`media_items_updated_at_idx\` ON \`media_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_items_created_at_idx\` ON \`media_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`media_items_deleted_at_idx\` ON \`media_items\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__media_items_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_image_id\` integer NOT NULL,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__media_items_v\`("id", "parent_id", "version_title", "version_date", "version_image_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_title", "version_date", "version_image_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_media_items_v\`;`)
  await db.run(sql`DROP TABLE \`_media_items_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__media_items_v\` RENAME TO \`_media_items_v\`;`)
  await db.run(sql`CREATE INDEX \`_media_items_v_parent_idx\` ON \`_media_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_image_idx\` ON \`_media_items_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_legacy_id_idx\` ON \`_media_items_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_import_run_idx\` ON \`_media_items_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_updated_at_idx\` ON \`_media_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_created_at_idx\` ON \`_media_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_version_version_deleted_at_idx\` ON \`_media_items_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_created_at_idx\` ON \`_media_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_items_v_updated_at_idx\` ON \`_media_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_toppers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`class\` text,
  	\`session_year\` text,
  	\`percentage\` numeric,
  	\`stream\` text,
  	\`photo_id\` integer,
  	\`consent_id\` integer,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`consent_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_toppers\`("id", "name", "class", "session_year", "percentage", "stream", "photo_id", "consent_id", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name", "class", "session_year", "percentage", "stream", "photo_id", "consent_id", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at", "_status" FROM \`toppers\`;`)
  await db.run(sql`DROP TABLE \`toppers\`;`)
  await db.run(sql`ALTER TABLE \`__new_toppers\` RENAME TO \`toppers\`;`)
  await db.run(sql`CREATE INDEX \`toppers_class_idx\` ON \`toppers\` (\`class\`);`)
  await db.run(sql`CREATE INDEX \`toppers_session_year_idx\` ON \`toppers\` (\`session_year\`);`)
  await db.run(sql`CREATE INDEX \`toppers_photo_idx\` ON \`toppers\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`toppers_consent_idx\` ON \`toppers\` (\`consent_id\`);`)
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
  	\`version_consent_id\` integer,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`toppers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_consent_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__toppers_v\`("id", "parent_id", "version_name", "version_class", "version_session_year", "version_percentage", "version_stream", "version_photo_id", "version_consent_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_name", "version_class", "version_session_year", "version_percentage", "version_stream", "version_photo_id", "version_consent_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_toppers_v\`;`)
  await db.run(sql`DROP TABLE \`_toppers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__toppers_v\` RENAME TO \`_toppers_v\`;`)
  await db.run(sql`CREATE INDEX \`_toppers_v_parent_idx\` ON \`_toppers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_class_idx\` ON \`_toppers_v\` (\`version_class\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_session_year_idx\` ON \`_toppers_v\` (\`version_session_year\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_photo_idx\` ON \`_toppers_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_consent_idx\` ON \`_toppers_v\` (\`version_consent_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_legacy_id_idx\` ON \`_toppers_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_import_run_idx\` ON \`_toppers_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_updated_at_idx\` ON \`_toppers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_created_at_idx\` ON \`_toppers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_deleted_at_idx\` ON \`_toppers_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version__status_idx\` ON \`_toppers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_created_at_idx\` ON \`_toppers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_updated_at_idx\` ON \`_toppers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_snapshot_idx\` ON \`_toppers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_published_locale_idx\` ON \`_toppers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_latest_idx\` ON \`_toppers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`photo_id\` integer,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "category", "message", "photo_id", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at") SELECT "id", "name", "category", "message", "photo_id", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_photo_idx\` ON \`testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_legacy_id_idx\` ON \`testimonials\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_import_run_idx\` ON \`testimonials\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_deleted_at_idx\` ON \`testimonials\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__testimonials_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_category\` text NOT NULL,
  	\`version_message\` text NOT NULL,
  	\`version_photo_id\` integer,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__testimonials_v\`("id", "parent_id", "version_name", "version_category", "version_message", "version_photo_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_category", "version_message", "version_photo_id", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__testimonials_v\` RENAME TO \`_testimonials_v\`;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_photo_idx\` ON \`_testimonials_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_legacy_id_idx\` ON \`_testimonials_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_import_run_idx\` ON \`_testimonials_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_deleted_at_idx\` ON \`_testimonials_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faculty\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`order\` numeric NOT NULL,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faculty\`("id", "name", "designation", "category", "order", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at") SELECT "id", "name", "designation", "category", "order", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at" FROM \`faculty\`;`)
  await db.run(sql`DROP TABLE \`faculty\`;`)
  await db.run(sql`ALTER TABLE \`__new_faculty\` RENAME TO \`faculty\`;`)
  await db.run(sql`CREATE INDEX \`faculty_order_idx\` ON \`faculty\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculty_legacy_id_idx\` ON \`faculty\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`faculty_import_run_idx\` ON \`faculty\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`faculty_updated_at_idx\` ON \`faculty\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculty_created_at_idx\` ON \`faculty\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faculty_deleted_at_idx\` ON \`faculty\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__faculty_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_designation\` text NOT NULL,
  	\`version_category\` text NOT NULL,
  	\`version_order\` numeric NOT NULL,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faculty\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faculty_v\`("id", "parent_id", "version_name", "version_designation", "version_category", "version_order", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_designation", "version_category", "version_order", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_faculty_v\`;`)
  await db.run(sql`DROP TABLE \`_faculty_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faculty_v\` RENAME TO \`_faculty_v\`;`)
  await db.run(sql`CREATE INDEX \`_faculty_v_parent_idx\` ON \`_faculty_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_order_idx\` ON \`_faculty_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_legacy_id_idx\` ON \`_faculty_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_import_run_idx\` ON \`_faculty_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_updated_at_idx\` ON \`_faculty_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_created_at_idx\` ON \`_faculty_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_version_version_deleted_at_idx\` ON \`_faculty_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_created_at_idx\` ON \`_faculty_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_v_updated_at_idx\` ON \`_faculty_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_circulars\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`category\` text,
  	\`date\` text,
  	\`legacy_id\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_circulars\`("id", "title", "category", "date", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "category", "date", "legacy_id", "import_run", "updated_by", "updated_at", "created_at", "deleted_at", "_status" FROM \`circulars\`;`)
  await db.run(sql`DROP TABLE \`circulars\`;`)
  await db.run(sql`ALTER TABLE \`__new_circulars\` RENAME TO \`circulars\`;`)
  await db.run(sql`CREATE INDEX \`circulars_category_idx\` ON \`circulars\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`circulars_date_idx\` ON \`circulars\` (\`date\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`circulars_legacy_id_idx\` ON \`circulars\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`circulars_import_run_idx\` ON \`circulars\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`circulars_updated_at_idx\` ON \`circulars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`circulars_created_at_idx\` ON \`circulars\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`circulars_deleted_at_idx\` ON \`circulars\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`circulars__status_idx\` ON \`circulars\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__circulars_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category\` text,
  	\`version_date\` text,
  	\`version_legacy_id\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`circulars\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__circulars_v\`("id", "parent_id", "version_title", "version_category", "version_date", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_title", "version_category", "version_date", "version_legacy_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_circulars_v\`;`)
  await db.run(sql`DROP TABLE \`_circulars_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__circulars_v\` RENAME TO \`_circulars_v\`;`)
  await db.run(sql`CREATE INDEX \`_circulars_v_parent_idx\` ON \`_circulars_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_category_idx\` ON \`_circulars_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_date_idx\` ON \`_circulars_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_legacy_id_idx\` ON \`_circulars_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_import_run_idx\` ON \`_circulars_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_updated_at_idx\` ON \`_circulars_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_created_at_idx\` ON \`_circulars_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_deleted_at_idx\` ON \`_circulars_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version__status_idx\` ON \`_circulars_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_created_at_idx\` ON \`_circulars_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_updated_at_idx\` ON \`_circulars_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_snapshot_idx\` ON \`_circulars_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_published_locale_idx\` ON \`_circulars_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_latest_idx\` ON \`_circulars_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_policy_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`translation_stamps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_policy_pages\`("id", "slug", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "slug", "import_run", "updated_by", "translation_stamps", "updated_at", "created_at", "deleted_at", "_status" FROM \`policy_pages\`;`)
  await db.run(sql`DROP TABLE \`policy_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_policy_pages\` RENAME TO \`policy_pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_pages_slug_idx\` ON \`policy_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_import_run_idx\` ON \`policy_pages\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_updated_at_idx\` ON \`policy_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_created_at_idx\` ON \`policy_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_deleted_at_idx\` ON \`policy_pages\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages__status_idx\` ON \`policy_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__policy_pages_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_translation_stamps\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`policy_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__policy_pages_v\`("id", "parent_id", "version_slug", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_import_run", "version_updated_by", "version_translation_stamps", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_policy_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_policy_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__policy_pages_v\` RENAME TO \`_policy_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_parent_idx\` ON \`_policy_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_slug_idx\` ON \`_policy_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_import_run_idx\` ON \`_policy_pages_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_updated_at_idx\` ON \`_policy_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_created_at_idx\` ON \`_policy_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_deleted_at_idx\` ON \`_policy_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version__status_idx\` ON \`_policy_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_created_at_idx\` ON \`_policy_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_updated_at_idx\` ON \`_policy_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_snapshot_idx\` ON \`_policy_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_published_locale_idx\` ON \`_policy_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_latest_idx\` ON \`_policy_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_feedback\` (
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
  await db.run(sql`INSERT INTO \`__new_feedback\`("id", "topic", "name", "contact", "message", "summary", "handled", "updated_at", "created_at") SELECT "id", "topic", "name", "contact", "message", "summary", "handled", "updated_at", "created_at" FROM \`feedback\`;`)
  await db.run(sql`DROP TABLE \`feedback\`;`)
  await db.run(sql`ALTER TABLE \`__new_feedback\` RENAME TO \`feedback\`;`)
  await db.run(sql`CREATE INDEX \`feedback_updated_at_idx\` ON \`feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_created_at_idx\` ON \`feedback\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_transfer_certificates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`admission_number\` text NOT NULL,
  	\`student_name\` text NOT NULL,
  	\`class_last_studied\` text NOT NULL,
  	\`date_of_issue\` text NOT NULL,
  	\`tc_number\` text NOT NULL,
  	\`certificate_id\` integer NOT NULL,
  	\`remove_from_lookup_after\` text,
  	\`import_run\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`certificate_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_transfer_certificates\`("id", "admission_number", "student_name", "class_last_studied", "date_of_issue", "tc_number", "certificate_id", "remove_from_lookup_after", "import_run", "updated_by", "updated_at", "created_at") SELECT "id", "admission_number", "student_name", "class_last_studied", "date_of_issue", "tc_number", "certificate_id", "remove_from_lookup_after", "import_run", "updated_by", "updated_at", "created_at" FROM \`transfer_certificates\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificates\`;`)
  await db.run(sql`ALTER TABLE \`__new_transfer_certificates\` RENAME TO \`transfer_certificates\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificates_admission_number_idx\` ON \`transfer_certificates\` (\`admission_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificates_tc_number_idx\` ON \`transfer_certificates\` (\`tc_number\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_certificate_idx\` ON \`transfer_certificates\` (\`certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_remove_from_lookup_after_idx\` ON \`transfer_certificates\` (\`remove_from_lookup_after\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_import_run_idx\` ON \`transfer_certificates\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_updated_at_idx\` ON \`transfer_certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_created_at_idx\` ON \`transfer_certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__transfer_certificates_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_admission_number\` text NOT NULL,
  	\`version_student_name\` text NOT NULL,
  	\`version_class_last_studied\` text NOT NULL,
  	\`version_date_of_issue\` text NOT NULL,
  	\`version_tc_number\` text NOT NULL,
  	\`version_certificate_id\` integer NOT NULL,
  	\`version_remove_from_lookup_after\` text,
  	\`version_import_run\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`transfer_certificates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_certificate_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__transfer_certificates_v\`("id", "parent_id", "version_admission_number", "version_student_name", "version_class_last_studied", "version_date_of_issue", "version_tc_number", "version_certificate_id", "version_remove_from_lookup_after", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_admission_number", "version_student_name", "version_class_last_studied", "version_date_of_issue", "version_tc_number", "version_certificate_id", "version_remove_from_lookup_after", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_transfer_certificates_v\`;`)
  await db.run(sql`DROP TABLE \`_transfer_certificates_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__transfer_certificates_v\` RENAME TO \`_transfer_certificates_v\`;`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_parent_idx\` ON \`_transfer_certificates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_admission_numbe_idx\` ON \`_transfer_certificates_v\` (\`version_admission_number\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_tc_number_idx\` ON \`_transfer_certificates_v\` (\`version_tc_number\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_certificate_idx\` ON \`_transfer_certificates_v\` (\`version_certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_remove_from_loo_idx\` ON \`_transfer_certificates_v\` (\`version_remove_from_lookup_after\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_import_run_idx\` ON \`_transfer_certificates_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_updated_at_idx\` ON \`_transfer_certificates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_version_version_created_at_idx\` ON \`_transfer_certificates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_created_at_idx\` ON \`_transfer_certificates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_transfer_certificates_v_updated_at_idx\` ON \`_transfer_certificates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_tc_lookups\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`client_address\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tc_lookups\`("id", "outcome", "channel", "client_address", "updated_at", "created_at") SELECT "id", "outcome", "channel", "client_address", "updated_at", "created_at" FROM \`tc_lookups\`;`)
  await db.run(sql`DROP TABLE \`tc_lookups\`;`)
  await db.run(sql`ALTER TABLE \`__new_tc_lookups\` RENAME TO \`tc_lookups\`;`)
  await db.run(sql`CREATE INDEX \`tc_lookups_outcome_idx\` ON \`tc_lookups\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`tc_lookups_updated_at_idx\` ON \`tc_lookups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tc_lookups_created_at_idx\` ON \`tc_lookups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_images\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`alt\` text NOT NULL,
  	\`shows_children\` integer DEFAULT false,
  	\`consent_id\` integer,
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
  	\`sizes_hero_filename\` text,
  	FOREIGN KEY (\`consent_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_images\`("id", "alt", "shows_children", "consent_id", "import_run", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumb_url", "sizes_thumb_width", "sizes_thumb_height", "sizes_thumb_mime_type", "sizes_thumb_filesize", "sizes_thumb_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_hero_url", "sizes_hero_width", "sizes_hero_height", "sizes_hero_mime_type", "sizes_hero_filesize", "sizes_hero_filename") SELECT "id", "alt", "shows_children", "consent_id", "import_run", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumb_url", "sizes_thumb_width", "sizes_thumb_height", "sizes_thumb_mime_type", "sizes_thumb_filesize", "sizes_thumb_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_large_url", "sizes_large_width", "sizes_large_height", "sizes_large_mime_type", "sizes_large_filesize", "sizes_large_filename", "sizes_hero_url", "sizes_hero_width", "sizes_hero_height", "sizes_hero_mime_type", "sizes_hero_filesize", "sizes_hero_filename" FROM \`images\`;`)
  await db.run(sql`DROP TABLE \`images\`;`)
  await db.run(sql`ALTER TABLE \`__new_images\` RENAME TO \`images\`;`)
  await db.run(sql`CREATE INDEX \`images_consent_idx\` ON \`images\` (\`consent_id\`);`)
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
  	\`version_shows_children\` integer DEFAULT false,
  	\`version_consent_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_consent_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__images_v\`("id", "parent_id", "version_alt", "version_shows_children", "version_consent_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_thumb_url", "version_sizes_thumb_width", "version_sizes_thumb_height", "version_sizes_thumb_mime_type", "version_sizes_thumb_filesize", "version_sizes_thumb_filename", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "version_sizes_hero_url", "version_sizes_hero_width", "version_sizes_hero_height", "version_sizes_hero_mime_type", "version_sizes_hero_filesize", "version_sizes_hero_filename", "created_at", "updated_at") SELECT "id", "parent_id", "version_alt", "version_shows_children", "version_consent_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "version_sizes_thumb_url", "version_sizes_thumb_width", "version_sizes_thumb_height", "version_sizes_thumb_mime_type", "version_sizes_thumb_filesize", "version_sizes_thumb_filename", "version_sizes_card_url", "version_sizes_card_width", "version_sizes_card_height", "version_sizes_card_mime_type", "version_sizes_card_filesize", "version_sizes_card_filename", "version_sizes_large_url", "version_sizes_large_width", "version_sizes_large_height", "version_sizes_large_mime_type", "version_sizes_large_filesize", "version_sizes_large_filename", "version_sizes_hero_url", "version_sizes_hero_width", "version_sizes_hero_height", "version_sizes_hero_mime_type", "version_sizes_hero_filesize", "version_sizes_hero_filename", "created_at", "updated_at" FROM \`_images_v\`;`)
  await db.run(sql`DROP TABLE \`_images_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__images_v\` RENAME TO \`_images_v\`;`)
  await db.run(sql`CREATE INDEX \`_images_v_parent_idx\` ON \`_images_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_version_version_consent_idx\` ON \`_images_v\` (\`version_consent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`accessibility_warning\` text,
  	\`text_content\` text,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "title", "accessibility_warning", "text_content", "import_run", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "title", "accessibility_warning", "text_content", "import_run", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`CREATE INDEX \`documents_import_run_idx\` ON \`documents\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new__documents_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_accessibility_warning\` text,
  	\`version_text_content\` text,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__documents_v\`("id", "parent_id", "version_title", "version_accessibility_warning", "version_text_content", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "created_at", "updated_at") SELECT "id", "parent_id", "version_title", "version_accessibility_warning", "version_text_content", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "created_at", "updated_at" FROM \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__documents_v\` RENAME TO \`_documents_v\`;`)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_import_run_idx\` ON \`_documents_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_filename_idx\` ON \`_documents_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_certificates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_certificates\`("id", "import_run", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "import_run", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`certificates\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`ALTER TABLE \`__new_certificates\` RENAME TO \`certificates\`;`)
  await db.run(sql`CREATE INDEX \`certificates_import_run_idx\` ON \`certificates\` (\`import_run\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_filename_idx\` ON \`certificates\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new__certificates_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__certificates_v\`("id", "parent_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "created_at", "updated_at") SELECT "id", "parent_id", "version_import_run", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "created_at", "updated_at" FROM \`_certificates_v\`;`)
  await db.run(sql`DROP TABLE \`_certificates_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__certificates_v\` RENAME TO \`_certificates_v\`;`)
  await db.run(sql`CREATE INDEX \`_certificates_v_parent_idx\` ON \`_certificates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_import_run_idx\` ON \`_certificates_v\` (\`version_import_run\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_updated_at_idx\` ON \`_certificates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_created_at_idx\` ON \`_certificates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_filename_idx\` ON \`_certificates_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_created_at_idx\` ON \`_certificates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_updated_at_idx\` ON \`_certificates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_consent_records\` (
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
  await db.run(sql`INSERT INTO \`__new_consent_records\`("id", "child_name", "given_by", "relation", "date_given", "scope", "evidence", "withdrawn", "withdrawn_on", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "child_name", "given_by", "relation", "date_given", "scope", "evidence", "withdrawn", "withdrawn_on", "updated_by", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`ALTER TABLE \`__new_consent_records\` RENAME TO \`consent_records\`;`)
  await db.run(sql`CREATE INDEX \`consent_records_withdrawn_idx\` ON \`consent_records\` (\`withdrawn\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_records_filename_idx\` ON \`consent_records\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new__consent_records_v\` (
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
  await db.run(sql`INSERT INTO \`__new__consent_records_v\`("id", "parent_id", "version_child_name", "version_given_by", "version_relation", "version_date_given", "version_scope", "version_evidence", "version_withdrawn", "version_withdrawn_on", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "created_at", "updated_at") SELECT "id", "parent_id", "version_child_name", "version_given_by", "version_relation", "version_date_given", "version_scope", "version_evidence", "version_withdrawn", "version_withdrawn_on", "version_updated_by", "version_updated_at", "version_created_at", "version_url", "version_thumbnail_u_r_l", "version_filename", "version_mime_type", "version_filesize", "version_width", "version_height", "version_focal_x", "version_focal_y", "created_at", "updated_at" FROM \`_consent_records_v\`;`)
  await db.run(sql`DROP TABLE \`_consent_records_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__consent_records_v\` RENAME TO \`_consent_records_v\`;`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_parent_idx\` ON \`_consent_records_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_version_version_withdrawn_idx\` ON \`_consent_records_v\` (\`version_withdrawn\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_version_version_updated_at_idx\` ON \`_consent_records_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_version_version_created_at_idx\` ON \`_consent_records_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_version_version_filename_idx\` ON \`_consent_records_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_created_at_idx\` ON \`_consent_records_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_consent_records_v_updated_at_idx\` ON \`_consent_records_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_index\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`owner\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`headings\` text,
  	\`text\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_index\`("id", "owner", "kind", "path", "title", "headings", "text") SELECT "id", "owner", "kind", "path", "title", "headings", "text" FROM \`search_index\`;`)
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_index\` RENAME TO \`search_index\`;`)
  await db.run(sql`CREATE INDEX \`search_index_owner_idx\` ON \`search_index\` (\`owner\`);`)
}
