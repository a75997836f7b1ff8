import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`whatsapp_settings_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`whatsapp_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`whatsapp_settings_languages_order_idx\` ON \`whatsapp_settings_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`whatsapp_settings_languages_parent_idx\` ON \`whatsapp_settings_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whatsapp_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`school_id\` integer,
  	\`enabled\` integer DEFAULT false,
  	\`phone_number_id\` text,
  	\`business_account_id\` text,
  	\`access_token\` text,
  	\`access_token_saved_at\` text,
  	\`notice_template\` text,
  	\`code_template\` text,
  	\`code_template_kind\` text DEFAULT 'authentication',
  	\`verify_token\` text,
  	\`verify_token_saved_at\` text,
  	\`app_secret\` text,
  	\`app_secret_saved_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`whatsapp_settings_school_idx\` ON \`whatsapp_settings\` (\`school_id\`);`)
  await db.run(sql`CREATE INDEX \`whatsapp_settings_updated_at_idx\` ON \`whatsapp_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whatsapp_settings_created_at_idx\` ON \`whatsapp_settings\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`send_subscription_idx\`;`)
  await db.run(sql`ALTER TABLE \`notice_deliveries\` ADD \`delivered_at\` numeric;`)
  await db.run(sql`ALTER TABLE \`notice_deliveries\` ADD \`opened_at\` numeric;`)
  await db.run(sql`ALTER TABLE \`notice_deliveries\` ADD \`resend\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`notice_deliveries\` ADD \`provider_ref\` text;`)
  await db.run(sql`CREATE INDEX \`notice_deliveries_provider_ref_idx\` ON \`notice_deliveries\` (\`provider_ref\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`send_subscription_resend_idx\` ON \`notice_deliveries\` (\`send\`,\`subscription\`,\`resend\`);`)
  await db.run(sql`CREATE INDEX \`urgent_sentAt_idx\` ON \`notice_deliveries\` (\`urgent\`,\`sent_at\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`emergency_alerts\` ADD \`notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` ADD \`version_notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`circulars\` ADD \`notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_circulars_v\` ADD \`version_notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`notice_subscriptions\` ADD \`whatsapp\` text;`)
  await db.run(sql`CREATE INDEX \`notice_subscriptions_whatsapp_idx\` ON \`notice_subscriptions\` (\`whatsapp\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`whatsapp_school_idx\` ON \`notice_subscriptions\` (\`whatsapp\`,\`school_id\`);`)
  await db.run(sql`ALTER TABLE \`achievements\` ADD \`notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_achievements_v\` ADD \`version_notify_confirmed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`school_profile\` ADD \`alert_resend_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`school_profile\` ADD \`alert_resend_minutes\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` ADD \`version_alert_resend_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` ADD \`version_alert_resend_minutes\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`whatsapp_settings_id\` integer REFERENCES whatsapp_settings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whatsapp_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`whatsapp_settings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`whatsapp_settings_languages\`;`)
  await db.run(sql`DROP TABLE \`whatsapp_settings\`;`)
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
  	FOREIGN KEY (\`single_sign_on_id\`) REFERENCES \`single_sign_on\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "news_categories_id", "events_id", "highlights_id", "notifications_id", "emergency_alerts_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "policy_pages_id", "feedback_id", "transfer_certificates_id", "tc_lookups_id", "images_id", "documents_id", "certificates_id", "consent_records_id", "notice_subscriptions_id", "notice_sends_id", "notice_deliveries_id", "achievements_id", "users_id", "schools_id", "review_requests_id", "disclosure_sign_offs_id", "audit_events_id", "classes_id", "search_index_id", "school_profile_id", "home_page_id", "principal_message_id", "about_page_id", "syllabus_page_id", "exam_schedule_page_id", "activities_page_id", "student_council_page_id", "admission_page_id", "uniform_page_id", "timings_page_id", "infrastructure_page_id", "mandatory_disclosure_id", "parent_portal_help_id", "erp_page_id", "youth_summit_id", "downloads_id", "tc_settings_id", "approval_settings_id", "sign_in_settings_id", "compliance_status_id", "single_sign_on_id") SELECT "id", "order", "parent_id", "path", "news_id", "news_categories_id", "events_id", "highlights_id", "notifications_id", "emergency_alerts_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "policy_pages_id", "feedback_id", "transfer_certificates_id", "tc_lookups_id", "images_id", "documents_id", "certificates_id", "consent_records_id", "notice_subscriptions_id", "notice_sends_id", "notice_deliveries_id", "achievements_id", "users_id", "schools_id", "review_requests_id", "disclosure_sign_offs_id", "audit_events_id", "classes_id", "search_index_id", "school_profile_id", "home_page_id", "principal_message_id", "about_page_id", "syllabus_page_id", "exam_schedule_page_id", "activities_page_id", "student_council_page_id", "admission_page_id", "uniform_page_id", "timings_page_id", "infrastructure_page_id", "mandatory_disclosure_id", "parent_portal_help_id", "erp_page_id", "youth_summit_id", "downloads_id", "tc_settings_id", "approval_settings_id", "sign_in_settings_id", "compliance_status_id", "single_sign_on_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`notice_subscriptions_whatsapp_idx\`;`)
  await db.run(sql`DROP INDEX \`whatsapp_school_idx\`;`)
  await db.run(sql`ALTER TABLE \`notice_subscriptions\` DROP COLUMN \`whatsapp\`;`)
  await db.run(sql`DROP INDEX \`notice_deliveries_provider_ref_idx\`;`)
  await db.run(sql`DROP INDEX \`send_subscription_resend_idx\`;`)
  await db.run(sql`DROP INDEX \`urgent_sentAt_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`send_subscription_idx\` ON \`notice_deliveries\` (\`send\`,\`subscription\`);`)
  await db.run(sql`ALTER TABLE \`notice_deliveries\` DROP COLUMN \`delivered_at\`;`)
  await db.run(sql`ALTER TABLE \`notice_deliveries\` DROP COLUMN \`opened_at\`;`)
  await db.run(sql`ALTER TABLE \`notice_deliveries\` DROP COLUMN \`resend\`;`)
  await db.run(sql`ALTER TABLE \`notice_deliveries\` DROP COLUMN \`provider_ref\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`emergency_alerts\` DROP COLUMN \`notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` DROP COLUMN \`version_notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`circulars\` DROP COLUMN \`notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_circulars_v\` DROP COLUMN \`version_notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`achievements\` DROP COLUMN \`notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_achievements_v\` DROP COLUMN \`version_notify_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`school_profile\` DROP COLUMN \`alert_resend_enabled\`;`)
  await db.run(sql`ALTER TABLE \`school_profile\` DROP COLUMN \`alert_resend_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` DROP COLUMN \`version_alert_resend_enabled\`;`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` DROP COLUMN \`version_alert_resend_minutes\`;`)
}
