import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepingContentInEnglish } from '../localize'

// Existing content becomes the English version: `keepingContentInEnglish` (src/migrations/localize.ts)
// copies each column into its `*_locales` table's English row just before the generated statements drop it.
// It wraps `up` here, not in index.ts, because `payload migrate:create` rewrites index.ts.
export const up = keepingContentInEnglish(generatedUp)

async function generatedUp({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`title\` text,
  	\`time\` text,
  	\`venue\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_title\` text,
  	\`version_time\` text,
  	\`version_venue\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`highlights_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`highlights_locales_locale_parent_id_unique\` ON \`highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_highlights_v_locales\` (
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_highlights_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_highlights_v_locales_locale_parent_id_unique\` ON \`_highlights_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`notifications_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notifications_locales_locale_parent_id_unique\` ON \`notifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_notifications_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_notifications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_notifications_v_locales_locale_parent_id_unique\` ON \`_notifications_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hero_slides_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hero_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hero_slides_locales_locale_parent_id_unique\` ON \`hero_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hero_slides_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hero_slides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_hero_slides_v_locales_locale_parent_id_unique\` ON \`_hero_slides_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`gallery_albums_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_albums_locales_locale_parent_id_unique\` ON \`gallery_albums_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_albums_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gallery_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_gallery_albums_v_locales_locale_parent_id_unique\` ON \`_gallery_albums_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_pages_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_pages_locales_locale_parent_id_unique\` ON \`policy_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policy_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policy_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_policy_pages_v_locales_locale_parent_id_unique\` ON \`_policy_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_feature_cards_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_feature_cards_locales_locale_parent_id_unique\` ON \`home_page_feature_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_locales\` (
  	\`about_teaser_heading\` text NOT NULL,
  	\`about_teaser_text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_feature_cards_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_feature_cards_locales_locale_parent_id_\` ON \`_home_page_v_version_feature_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_locales\` (
  	\`version_about_teaser_heading\` text NOT NULL,
  	\`version_about_teaser_text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`principal_message_locales\` (
  	\`quotation\` text NOT NULL,
  	\`designation\` text DEFAULT 'Principal',
  	\`letter\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`principal_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`principal_message_locales_locale_parent_id_unique\` ON \`principal_message_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_principal_message_v_locales\` (
  	\`version_quotation\` text NOT NULL,
  	\`version_designation\` text DEFAULT 'Principal',
  	\`version_letter\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_principal_message_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_principal_message_v_locales_locale_parent_id_unique\` ON \`_principal_message_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_locales\` (
  	\`history\` text NOT NULL,
  	\`extended_campus\` text,
  	\`educational_aims\` text,
  	\`motto\` text,
  	\`motto_meaning\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_locales\` (
  	\`version_history\` text NOT NULL,
  	\`version_extended_campus\` text,
  	\`version_educational_aims\` text,
  	\`version_motto\` text,
  	\`version_motto_meaning\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_page_sections_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`syllabus_page_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`syllabus_page_sections_locales_locale_parent_id_unique\` ON \`syllabus_page_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_page_v_version_sections_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_syllabus_page_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_syllabus_page_v_version_sections_locales_locale_parent_id_u\` ON \`_syllabus_page_v_version_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exam_schedule_page_date_sheets_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exam_schedule_page_date_sheets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exam_schedule_page_date_sheets_locales_locale_parent_id_uniq\` ON \`exam_schedule_page_date_sheets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exam_schedule_page_locales\` (
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exam_schedule_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exam_schedule_page_locales_locale_parent_id_unique\` ON \`exam_schedule_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exam_schedule_page_v_version_date_sheets_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exam_schedule_page_v_version_date_sheets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_exam_schedule_page_v_version_date_sheets_locales_locale_par\` ON \`_exam_schedule_page_v_version_date_sheets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exam_schedule_page_v_locales\` (
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exam_schedule_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_exam_schedule_page_v_locales_locale_parent_id_unique\` ON \`_exam_schedule_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`activities_page_tabs_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`activities_page_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`activities_page_tabs_locales_locale_parent_id_unique\` ON \`activities_page_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_activities_page_v_version_tabs_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_activities_page_v_version_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_activities_page_v_version_tabs_locales_locale_parent_id_uni\` ON \`_activities_page_v_version_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`student_council_page_tabs_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`student_council_page_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`student_council_page_tabs_locales_locale_parent_id_unique\` ON \`student_council_page_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`student_council_page_locales\` (
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`student_council_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`student_council_page_locales_locale_parent_id_unique\` ON \`student_council_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_student_council_page_v_version_tabs_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_student_council_page_v_version_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_student_council_page_v_version_tabs_locales_locale_parent_i\` ON \`_student_council_page_v_version_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_student_council_page_v_locales\` (
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_student_council_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_student_council_page_v_locales_locale_parent_id_unique\` ON \`_student_council_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_page_admission_rules_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_page_admission_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_page_admission_rules_locales_locale_parent_id_uniq\` ON \`admission_page_admission_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_page_age_criteria_locales\` (
  	\`age\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_page_age_criteria\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_page_age_criteria_locales_locale_parent_id_unique\` ON \`admission_page_age_criteria_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_page_fee_rules_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_page_fee_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_page_fee_rules_locales_locale_parent_id_unique\` ON \`admission_page_fee_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_page_locales\` (
  	\`intro\` text,
  	\`age_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admission_page_locales_locale_parent_id_unique\` ON \`admission_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_page_v_version_admission_rules_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_page_v_version_admission_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_admission_page_v_version_admission_rules_locales_locale_par\` ON \`_admission_page_v_version_admission_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_page_v_version_age_criteria_locales\` (
  	\`age\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_page_v_version_age_criteria\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_admission_page_v_version_age_criteria_locales_locale_parent\` ON \`_admission_page_v_version_age_criteria_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_page_v_version_fee_rules_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_page_v_version_fee_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_admission_page_v_version_fee_rules_locales_locale_parent_id\` ON \`_admission_page_v_version_fee_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_page_v_locales\` (
  	\`version_intro\` text,
  	\`version_age_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_admission_page_v_locales_locale_parent_id_unique\` ON \`_admission_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_boys_regular_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page_boys_regular\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_boys_regular_locales_locale_parent_id_unique\` ON \`uniform_page_boys_regular_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_boys_pt_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page_boys_pt\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_boys_pt_locales_locale_parent_id_unique\` ON \`uniform_page_boys_pt_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_boys_winter_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page_boys_winter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_boys_winter_locales_locale_parent_id_unique\` ON \`uniform_page_boys_winter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_boys_pt_winter_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page_boys_pt_winter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_boys_pt_winter_locales_locale_parent_id_unique\` ON \`uniform_page_boys_pt_winter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_girls_regular_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page_girls_regular\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_girls_regular_locales_locale_parent_id_unique\` ON \`uniform_page_girls_regular_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_girls_pt_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page_girls_pt\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_girls_pt_locales_locale_parent_id_unique\` ON \`uniform_page_girls_pt_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_girls_winter_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page_girls_winter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_girls_winter_locales_locale_parent_id_unique\` ON \`uniform_page_girls_winter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_girls_pt_winter_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page_girls_pt_winter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_girls_pt_winter_locales_locale_parent_id_unique\` ON \`uniform_page_girls_pt_winter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_notes_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_notes_locales_locale_parent_id_unique\` ON \`uniform_page_notes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_locales\` (
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniform_page_locales_locale_parent_id_unique\` ON \`uniform_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_boys_regular_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v_version_boys_regular\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_version_boys_regular_locales_locale_parent_i\` ON \`_uniform_page_v_version_boys_regular_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_boys_pt_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v_version_boys_pt\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_version_boys_pt_locales_locale_parent_id_uni\` ON \`_uniform_page_v_version_boys_pt_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_boys_winter_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v_version_boys_winter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_version_boys_winter_locales_locale_parent_id\` ON \`_uniform_page_v_version_boys_winter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_boys_pt_winter_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v_version_boys_pt_winter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_version_boys_pt_winter_locales_locale_parent\` ON \`_uniform_page_v_version_boys_pt_winter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_girls_regular_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v_version_girls_regular\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_version_girls_regular_locales_locale_parent_\` ON \`_uniform_page_v_version_girls_regular_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_girls_pt_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v_version_girls_pt\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_version_girls_pt_locales_locale_parent_id_un\` ON \`_uniform_page_v_version_girls_pt_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_girls_winter_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v_version_girls_winter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_version_girls_winter_locales_locale_parent_i\` ON \`_uniform_page_v_version_girls_winter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_girls_pt_winter_locales\` (
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v_version_girls_pt_winter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_version_girls_pt_winter_locales_locale_paren\` ON \`_uniform_page_v_version_girls_pt_winter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_version_notes_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v_version_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_version_notes_locales_locale_parent_id_uniqu\` ON \`_uniform_page_v_version_notes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniform_page_v_locales\` (
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniform_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniform_page_v_locales_locale_parent_id_unique\` ON \`_uniform_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timings_page_class_timings_locales\` (
  	\`classes\` text NOT NULL,
  	\`summer\` text NOT NULL,
  	\`winter\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timings_page_class_timings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`timings_page_class_timings_locales_locale_parent_id_unique\` ON \`timings_page_class_timings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timings_page_bus_departures_locales\` (
  	\`days\` text NOT NULL,
  	\`summer\` text NOT NULL,
  	\`winter\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timings_page_bus_departures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`timings_page_bus_departures_locales_locale_parent_id_unique\` ON \`timings_page_bus_departures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timings_page_office_hours_locales\` (
  	\`office\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timings_page_office_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`timings_page_office_hours_locales_locale_parent_id_unique\` ON \`timings_page_office_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timings_page_notes_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timings_page_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`timings_page_notes_locales_locale_parent_id_unique\` ON \`timings_page_notes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_timings_page_v_version_class_timings_locales\` (
  	\`classes\` text NOT NULL,
  	\`summer\` text NOT NULL,
  	\`winter\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timings_page_v_version_class_timings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_timings_page_v_version_class_timings_locales_locale_parent_\` ON \`_timings_page_v_version_class_timings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_timings_page_v_version_bus_departures_locales\` (
  	\`days\` text NOT NULL,
  	\`summer\` text NOT NULL,
  	\`winter\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timings_page_v_version_bus_departures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_timings_page_v_version_bus_departures_locales_locale_parent\` ON \`_timings_page_v_version_bus_departures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_timings_page_v_version_office_hours_locales\` (
  	\`office\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timings_page_v_version_office_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_timings_page_v_version_office_hours_locales_locale_parent_i\` ON \`_timings_page_v_version_office_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_timings_page_v_version_notes_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timings_page_v_version_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_timings_page_v_version_notes_locales_locale_parent_id_uniqu\` ON \`_timings_page_v_version_notes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`infrastructure_page_photos_locales\` (
  	\`caption\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`infrastructure_page_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`infrastructure_page_photos_locales_locale_parent_id_unique\` ON \`infrastructure_page_photos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`infrastructure_page_locales\` (
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`infrastructure_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`infrastructure_page_locales_locale_parent_id_unique\` ON \`infrastructure_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_infrastructure_page_v_version_photos_locales\` (
  	\`caption\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_infrastructure_page_v_version_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_infrastructure_page_v_version_photos_locales_locale_parent_\` ON \`_infrastructure_page_v_version_photos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_infrastructure_page_v_locales\` (
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_infrastructure_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_infrastructure_page_v_locales_locale_parent_id_unique\` ON \`_infrastructure_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_section_c_results_x_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_section_c_results_x\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_section_c_results_x_locales_locale_pare\` ON \`mandatory_disclosure_section_c_results_x_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_section_c_results_x_i_i_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_section_c_results_x_i_i\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_section_c_results_x_i_i_locales_locale_\` ON \`mandatory_disclosure_section_c_results_x_i_i_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_calendar_locales\` (
  	\`period\` text NOT NULL,
  	\`activity\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_calendar_locales_locale_parent_id_uniqu\` ON \`mandatory_disclosure_calendar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_management_committee_locales\` (
  	\`designation\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_management_committee\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_management_committee_locales_locale_par\` ON \`mandatory_disclosure_management_committee_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_parent_teacher_association_locales\` (
  	\`designation\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_parent_teacher_association\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_parent_teacher_association_locales_loca\` ON \`mandatory_disclosure_parent_teacher_association_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_general_information_locales\` (
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_general_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_general_information_locales_locale_pare\` ON \`mandatory_disclosure_general_information_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_documents_locales_locale_parent_id_uniq\` ON \`mandatory_disclosure_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_academic_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_academic_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_academic_documents_locales_locale_paren\` ON \`mandatory_disclosure_academic_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_results_x_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_results_x\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_results_x_locales_locale_parent_id_uniq\` ON \`mandatory_disclosure_results_x_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_results_x_i_i_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_results_x_i_i\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_results_x_i_i_locales_locale_parent_id_\` ON \`mandatory_disclosure_results_x_i_i_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_staff_locales\` (
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_staff_locales_locale_parent_id_unique\` ON \`mandatory_disclosure_staff_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_infrastructure_locales\` (
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure_infrastructure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_infrastructure_locales_locale_parent_id\` ON \`mandatory_disclosure_infrastructure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_locales\` (
  	\`section_a_school_name\` text,
  	\`section_a_address\` text,
  	\`section_a_principal_name\` text,
  	\`section_a_principal_qualification\` text,
  	\`section_d_principal\` text,
  	\`section_d_teacher_section_ratio\` text,
  	\`section_d_special_educator\` text,
  	\`section_d_counsellor\` text,
  	\`section_e_inspection_video\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mandatory_disclosure_locales_locale_parent_id_unique\` ON \`mandatory_disclosure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_section_c_results_x_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_section_c_results_x\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_section_c_results_x_locales_\` ON \`_mandatory_disclosure_v_version_section_c_results_x_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_section_c_results_x_i_i_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_section_c_results_x_i_i\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_section_c_results_x_i_i_loca\` ON \`_mandatory_disclosure_v_version_section_c_results_x_i_i_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_calendar_locales\` (
  	\`period\` text NOT NULL,
  	\`activity\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_calendar_locales_locale_pare\` ON \`_mandatory_disclosure_v_version_calendar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_management_committee_locales\` (
  	\`designation\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_management_committee\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_management_committee_local_1\` ON \`_mandatory_disclosure_v_version_management_committee_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_parent_teacher_association_locales\` (
  	\`designation\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_parent_teacher_association\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_parent_teacher_association_l\` ON \`_mandatory_disclosure_v_version_parent_teacher_association_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_general_information_locales\` (
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_general_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_general_information_locales_\` ON \`_mandatory_disclosure_v_version_general_information_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_documents_locales_locale_par\` ON \`_mandatory_disclosure_v_version_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_academic_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_academic_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_academic_documents_locales_l\` ON \`_mandatory_disclosure_v_version_academic_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_results_x_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_results_x\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_results_x_locales_locale_par\` ON \`_mandatory_disclosure_v_version_results_x_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_results_x_i_i_locales\` (
  	\`remarks\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_results_x_i_i\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_results_x_i_i_locales_locale\` ON \`_mandatory_disclosure_v_version_results_x_i_i_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_staff_locales\` (
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_staff_locales_locale_parent_\` ON \`_mandatory_disclosure_v_version_staff_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_version_infrastructure_locales\` (
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v_version_infrastructure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_version_infrastructure_locales_local\` ON \`_mandatory_disclosure_v_version_infrastructure_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mandatory_disclosure_v_locales\` (
  	\`version_section_a_school_name\` text,
  	\`version_section_a_address\` text,
  	\`version_section_a_principal_name\` text,
  	\`version_section_a_principal_qualification\` text,
  	\`version_section_d_principal\` text,
  	\`version_section_d_teacher_section_ratio\` text,
  	\`version_section_d_special_educator\` text,
  	\`version_section_d_counsellor\` text,
  	\`version_section_e_inspection_video\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mandatory_disclosure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_mandatory_disclosure_v_locales_locale_parent_id_unique\` ON \`_mandatory_disclosure_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`parent_portal_help_guides_steps_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`parent_portal_help_guides_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`parent_portal_help_guides_steps_locales_locale_parent_id_uni\` ON \`parent_portal_help_guides_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`parent_portal_help_guides_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`parent_portal_help_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`parent_portal_help_guides_locales_locale_parent_id_unique\` ON \`parent_portal_help_guides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`parent_portal_help_locales\` (
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`parent_portal_help\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`parent_portal_help_locales_locale_parent_id_unique\` ON \`parent_portal_help_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_parent_portal_help_v_version_guides_steps_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_parent_portal_help_v_version_guides_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_parent_portal_help_v_version_guides_steps_locales_locale_pa\` ON \`_parent_portal_help_v_version_guides_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_parent_portal_help_v_version_guides_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_parent_portal_help_v_version_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_parent_portal_help_v_version_guides_locales_locale_parent_i\` ON \`_parent_portal_help_v_version_guides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_parent_portal_help_v_locales\` (
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_parent_portal_help_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_parent_portal_help_v_locales_locale_parent_id_unique\` ON \`_parent_portal_help_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`erp_page_portals_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`erp_page_portals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`erp_page_portals_locales_locale_parent_id_unique\` ON \`erp_page_portals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`erp_page_locales\` (
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`erp_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`erp_page_locales_locale_parent_id_unique\` ON \`erp_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_erp_page_v_version_portals_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_erp_page_v_version_portals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_erp_page_v_version_portals_locales_locale_parent_id_unique\` ON \`_erp_page_v_version_portals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_erp_page_v_locales\` (
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_erp_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_erp_page_v_locales_locale_parent_id_unique\` ON \`_erp_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`youth_summit_messages_locales\` (
  	\`role\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`youth_summit_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`youth_summit_messages_locales_locale_parent_id_unique\` ON \`youth_summit_messages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`youth_summit_committees_agenda_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`youth_summit_committees_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`youth_summit_committees_agenda_locales_locale_parent_id_uniq\` ON \`youth_summit_committees_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`youth_summit_locales\` (
  	\`title\` text NOT NULL,
  	\`grades\` text NOT NULL,
  	\`venue\` text,
  	\`about\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`youth_summit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`youth_summit_locales_locale_parent_id_unique\` ON \`youth_summit_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_youth_summit_v_version_messages_locales\` (
  	\`role\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_youth_summit_v_version_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_youth_summit_v_version_messages_locales_locale_parent_id_un\` ON \`_youth_summit_v_version_messages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_youth_summit_v_version_committees_agenda_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_youth_summit_v_version_committees_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_youth_summit_v_version_committees_agenda_locales_locale_par\` ON \`_youth_summit_v_version_committees_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_youth_summit_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_grades\` text NOT NULL,
  	\`version_venue\` text,
  	\`version_about\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_youth_summit_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_youth_summit_v_locales_locale_parent_id_unique\` ON \`_youth_summit_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`time\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`venue\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_time\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_venue\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`highlights\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`highlights\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_highlights_v_snapshot_idx\` ON \`_highlights_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_published_locale_idx\` ON \`_highlights_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`notifications\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`notifications\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_notifications_v_snapshot_idx\` ON \`_notifications_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_published_locale_idx\` ON \`_notifications_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_snapshot_idx\` ON \`_emergency_alerts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_emergency_alerts_v_published_locale_idx\` ON \`_emergency_alerts_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`hero_slides\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`hero_slides\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_hero_slides_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_hero_slides_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_snapshot_idx\` ON \`_gallery_albums_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_published_locale_idx\` ON \`_gallery_albums_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_toppers_v_snapshot_idx\` ON \`_toppers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_published_locale_idx\` ON \`_toppers_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_circulars_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_circulars_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_circulars_v_snapshot_idx\` ON \`_circulars_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_published_locale_idx\` ON \`_circulars_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_snapshot_idx\` ON \`_policy_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_published_locale_idx\` ON \`_policy_pages_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`about_teaser_heading\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`about_teaser_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` DROP COLUMN \`version_about_teaser_heading\`;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` DROP COLUMN \`version_about_teaser_text\`;`)
  await db.run(sql`ALTER TABLE \`principal_message\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`principal_message\` DROP COLUMN \`quotation\`;`)
  await db.run(sql`ALTER TABLE \`principal_message\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`principal_message\` DROP COLUMN \`letter\`;`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` DROP COLUMN \`version_quotation\`;`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` DROP COLUMN \`version_designation\`;`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` DROP COLUMN \`version_letter\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`history\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`extended_campus\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`educational_aims\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`motto\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`motto_meaning\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` DROP COLUMN \`version_history\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` DROP COLUMN \`version_extended_campus\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` DROP COLUMN \`version_educational_aims\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` DROP COLUMN \`version_motto\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` DROP COLUMN \`version_motto_meaning\`;`)
  await db.run(sql`ALTER TABLE \`syllabus_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_syllabus_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`exam_schedule_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`exam_schedule_page\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_exam_schedule_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_exam_schedule_page_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`activities_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_activities_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`student_council_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`student_council_page\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_student_council_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_student_council_page_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`admission_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`admission_page\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`admission_page\` DROP COLUMN \`age_note\`;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v\` DROP COLUMN \`version_age_note\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`uniform_page\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`timings_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`infrastructure_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`infrastructure_page\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_infrastructure_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_infrastructure_page_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`section_a_school_name\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`section_a_address\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`section_a_principal_name\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`section_a_principal_qualification\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`section_d_principal\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`section_d_teacher_section_ratio\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`section_d_special_educator\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`section_d_counsellor\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`section_e_inspection_video\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_section_a_school_name\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_section_a_address\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_section_a_principal_name\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_section_a_principal_qualification\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_section_d_principal\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_section_d_teacher_section_ratio\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_section_d_special_educator\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_section_d_counsellor\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_section_e_inspection_video\`;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`erp_page\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`erp_page\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_erp_page_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_erp_page_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` DROP COLUMN \`grades\`;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` DROP COLUMN \`venue\`;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` DROP COLUMN \`about\`;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` DROP COLUMN \`version_grades\`;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` DROP COLUMN \`version_venue\`;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` DROP COLUMN \`version_about\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`policy_pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`policy_pages\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`home_page_feature_cards\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_feature_cards\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_home_page_v_version_feature_cards\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_home_page_v_version_feature_cards\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`syllabus_page_sections\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`syllabus_page_sections\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`_syllabus_page_v_version_sections\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_syllabus_page_v_version_sections\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`exam_schedule_page_date_sheets\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_exam_schedule_page_v_version_date_sheets\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`activities_page_tabs\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`activities_page_tabs\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`_activities_page_v_version_tabs\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_activities_page_v_version_tabs\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`student_council_page_tabs\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_student_council_page_v_version_tabs\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`admission_page_admission_rules\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`admission_page_age_criteria\` DROP COLUMN \`age\`;`)
  await db.run(sql`ALTER TABLE \`admission_page_fee_rules\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v_version_admission_rules\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v_version_age_criteria\` DROP COLUMN \`age\`;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v_version_fee_rules\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_regular\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_regular\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_pt\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_pt\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_winter\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_winter\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_pt_winter\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_pt_winter\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_regular\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_regular\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_pt\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_pt\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_winter\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_winter\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_pt_winter\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_pt_winter\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_notes\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_regular\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_regular\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_pt\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_pt\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_winter\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_winter\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_pt_winter\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_pt_winter\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_regular\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_regular\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_pt\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_pt\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_winter\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_winter\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_pt_winter\` DROP COLUMN \`item\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_pt_winter\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_notes\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_class_timings\` DROP COLUMN \`classes\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_class_timings\` DROP COLUMN \`summer\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_class_timings\` DROP COLUMN \`winter\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_bus_departures\` DROP COLUMN \`days\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_bus_departures\` DROP COLUMN \`summer\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_bus_departures\` DROP COLUMN \`winter\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_office_hours\` DROP COLUMN \`office\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_office_hours\` DROP COLUMN \`hours\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_notes\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_class_timings\` DROP COLUMN \`classes\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_class_timings\` DROP COLUMN \`summer\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_class_timings\` DROP COLUMN \`winter\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_bus_departures\` DROP COLUMN \`days\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_bus_departures\` DROP COLUMN \`summer\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_bus_departures\` DROP COLUMN \`winter\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_office_hours\` DROP COLUMN \`office\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_office_hours\` DROP COLUMN \`hours\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_notes\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`infrastructure_page_photos\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`_infrastructure_page_v_version_photos\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_section_c_results_x\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_section_c_results_x_i_i\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_calendar\` DROP COLUMN \`period\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_calendar\` DROP COLUMN \`activity\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_management_committee\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_parent_teacher_association\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_general_information\` DROP COLUMN \`information\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_general_information\` DROP COLUMN \`details\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_documents\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_academic_documents\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_results_x\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_results_x_i_i\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_staff\` DROP COLUMN \`information\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_staff\` DROP COLUMN \`details\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_infrastructure\` DROP COLUMN \`information\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_infrastructure\` DROP COLUMN \`details\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_section_c_results_x\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_section_c_results_x_i_i\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_calendar\` DROP COLUMN \`period\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_calendar\` DROP COLUMN \`activity\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_management_committee\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_parent_teacher_association\` DROP COLUMN \`designation\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_general_information\` DROP COLUMN \`information\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_general_information\` DROP COLUMN \`details\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_documents\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_academic_documents\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_results_x\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_results_x_i_i\` DROP COLUMN \`remarks\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_staff\` DROP COLUMN \`information\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_staff\` DROP COLUMN \`details\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_infrastructure\` DROP COLUMN \`information\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_infrastructure\` DROP COLUMN \`details\`;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help_guides_steps\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help_guides\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v_version_guides_steps\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v_version_guides\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`erp_page_portals\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`erp_page_portals\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_erp_page_v_version_portals\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_erp_page_v_version_portals\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`youth_summit_messages\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`youth_summit_messages\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`youth_summit_committees_agenda\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v_version_messages\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v_version_messages\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v_version_committees_agenda\` DROP COLUMN \`text\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_highlights_v_locales\`;`)
  await db.run(sql`DROP TABLE \`notifications_locales\`;`)
  await db.run(sql`DROP TABLE \`_notifications_v_locales\`;`)
  await db.run(sql`DROP TABLE \`hero_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_hero_slides_v_locales\`;`)
  await db.run(sql`DROP TABLE \`gallery_albums_locales\`;`)
  await db.run(sql`DROP TABLE \`_gallery_albums_v_locales\`;`)
  await db.run(sql`DROP TABLE \`policy_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_policy_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_feature_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_feature_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`principal_message_locales\`;`)
  await db.run(sql`DROP TABLE \`_principal_message_v_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`syllabus_page_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_page_v_version_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`exam_schedule_page_date_sheets_locales\`;`)
  await db.run(sql`DROP TABLE \`exam_schedule_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_exam_schedule_page_v_version_date_sheets_locales\`;`)
  await db.run(sql`DROP TABLE \`_exam_schedule_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`activities_page_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_activities_page_v_version_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`student_council_page_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`student_council_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_student_council_page_v_version_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_student_council_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`admission_page_admission_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`admission_page_age_criteria_locales\`;`)
  await db.run(sql`DROP TABLE \`admission_page_fee_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`admission_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_admission_page_v_version_admission_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`_admission_page_v_version_age_criteria_locales\`;`)
  await db.run(sql`DROP TABLE \`_admission_page_v_version_fee_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`_admission_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_boys_regular_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_boys_pt_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_boys_winter_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_boys_pt_winter_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_girls_regular_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_girls_pt_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_girls_winter_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_girls_pt_winter_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_notes_locales\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_boys_regular_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_boys_pt_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_boys_winter_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_boys_pt_winter_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_girls_regular_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_girls_pt_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_girls_winter_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_girls_pt_winter_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_version_notes_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniform_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`timings_page_class_timings_locales\`;`)
  await db.run(sql`DROP TABLE \`timings_page_bus_departures_locales\`;`)
  await db.run(sql`DROP TABLE \`timings_page_office_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`timings_page_notes_locales\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v_version_class_timings_locales\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v_version_bus_departures_locales\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v_version_office_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`_timings_page_v_version_notes_locales\`;`)
  await db.run(sql`DROP TABLE \`infrastructure_page_photos_locales\`;`)
  await db.run(sql`DROP TABLE \`infrastructure_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_infrastructure_page_v_version_photos_locales\`;`)
  await db.run(sql`DROP TABLE \`_infrastructure_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_section_c_results_x_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_section_c_results_x_i_i_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_calendar_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_management_committee_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_parent_teacher_association_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_general_information_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_academic_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_results_x_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_results_x_i_i_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_staff_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_infrastructure_locales\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_section_c_results_x_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_section_c_results_x_i_i_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_calendar_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_management_committee_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_parent_teacher_association_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_general_information_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_academic_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_results_x_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_results_x_i_i_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_staff_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_version_infrastructure_locales\`;`)
  await db.run(sql`DROP TABLE \`_mandatory_disclosure_v_locales\`;`)
  await db.run(sql`DROP TABLE \`parent_portal_help_guides_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`parent_portal_help_guides_locales\`;`)
  await db.run(sql`DROP TABLE \`parent_portal_help_locales\`;`)
  await db.run(sql`DROP TABLE \`_parent_portal_help_v_version_guides_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_parent_portal_help_v_version_guides_locales\`;`)
  await db.run(sql`DROP TABLE \`_parent_portal_help_v_locales\`;`)
  await db.run(sql`DROP TABLE \`erp_page_portals_locales\`;`)
  await db.run(sql`DROP TABLE \`erp_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_erp_page_v_version_portals_locales\`;`)
  await db.run(sql`DROP TABLE \`_erp_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`youth_summit_messages_locales\`;`)
  await db.run(sql`DROP TABLE \`youth_summit_committees_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`youth_summit_locales\`;`)
  await db.run(sql`DROP TABLE \`_youth_summit_v_version_messages_locales\`;`)
  await db.run(sql`DROP TABLE \`_youth_summit_v_version_committees_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`_youth_summit_v_locales\`;`)
  await db.run(sql`DROP INDEX \`_news_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_events_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_events_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_time\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_venue\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_highlights_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_highlights_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_highlights_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_notifications_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_notifications_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_notifications_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_emergency_alerts_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_emergency_alerts_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_gallery_albums_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_gallery_albums_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_gallery_albums_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_toppers_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_toppers_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_toppers_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_circulars_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_circulars_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_circulars_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_circulars_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_policy_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_policy_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`time\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`venue\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`highlights\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`highlights\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`notifications\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`hero_slides\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`hero_slides\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_hero_slides_v\` ADD \`version_title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_hero_slides_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_albums\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`policy_pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`policy_pages\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_feature_cards\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page_feature_cards\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`about_teaser_heading\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`about_teaser_text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_home_page_v_version_feature_cards\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_home_page_v_version_feature_cards\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_about_teaser_heading\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_about_teaser_text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`principal_message\` ADD \`quotation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`principal_message\` ADD \`designation\` text DEFAULT 'Principal';`)
  await db.run(sql`ALTER TABLE \`principal_message\` ADD \`letter\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`principal_message\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` ADD \`version_quotation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` ADD \`version_designation\` text DEFAULT 'Principal';`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` ADD \`version_letter\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_principal_message_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`history\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`extended_campus\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`educational_aims\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`motto\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`motto_meaning\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_history\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_extended_campus\` text;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_educational_aims\` text;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_motto\` text;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_motto_meaning\` text;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`syllabus_page_sections\` ADD \`heading\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`syllabus_page_sections\` ADD \`body\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_syllabus_page_v_version_sections\` ADD \`heading\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_syllabus_page_v_version_sections\` ADD \`body\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`exam_schedule_page_date_sheets\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`exam_schedule_page\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`exam_schedule_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_exam_schedule_page_v_version_date_sheets\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_exam_schedule_page_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_exam_schedule_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`activities_page_tabs\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`activities_page_tabs\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`_activities_page_v_version_tabs\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_activities_page_v_version_tabs\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`student_council_page_tabs\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`student_council_page\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`student_council_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_student_council_page_v_version_tabs\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_student_council_page_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_student_council_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`admission_page_admission_rules\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`admission_page_age_criteria\` ADD \`age\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`admission_page_fee_rules\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`admission_page\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`admission_page\` ADD \`age_note\` text;`)
  await db.run(sql`ALTER TABLE \`admission_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v_version_admission_rules\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v_version_age_criteria\` ADD \`age\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v_version_fee_rules\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v\` ADD \`version_age_note\` text;`)
  await db.run(sql`ALTER TABLE \`_admission_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_regular\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_regular\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_pt\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_pt\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_winter\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_winter\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_pt_winter\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_boys_pt_winter\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_regular\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_regular\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_pt\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_pt\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_winter\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_winter\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_pt_winter\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_girls_pt_winter\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page_notes\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`uniform_page\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`uniform_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_regular\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_regular\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_pt\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_pt\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_winter\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_winter\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_pt_winter\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_boys_pt_winter\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_regular\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_regular\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_pt\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_pt\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_winter\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_winter\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_pt_winter\` ADD \`item\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_girls_pt_winter\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v_version_notes\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_uniform_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`timings_page_class_timings\` ADD \`classes\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`timings_page_class_timings\` ADD \`summer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`timings_page_class_timings\` ADD \`winter\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`timings_page_bus_departures\` ADD \`days\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`timings_page_bus_departures\` ADD \`summer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`timings_page_bus_departures\` ADD \`winter\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`timings_page_office_hours\` ADD \`office\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`timings_page_office_hours\` ADD \`hours\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`timings_page_notes\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_class_timings\` ADD \`classes\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_class_timings\` ADD \`summer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_class_timings\` ADD \`winter\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_bus_departures\` ADD \`days\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_bus_departures\` ADD \`summer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_bus_departures\` ADD \`winter\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_office_hours\` ADD \`office\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_office_hours\` ADD \`hours\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v_version_notes\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`infrastructure_page_photos\` ADD \`caption\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`infrastructure_page\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`infrastructure_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_infrastructure_page_v_version_photos\` ADD \`caption\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_infrastructure_page_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_infrastructure_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_section_c_results_x\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_section_c_results_x_i_i\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_calendar\` ADD \`period\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_calendar\` ADD \`activity\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_management_committee\` ADD \`designation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_parent_teacher_association\` ADD \`designation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_general_information\` ADD \`information\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_general_information\` ADD \`details\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_documents\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_academic_documents\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_results_x\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_results_x_i_i\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_staff\` ADD \`information\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_staff\` ADD \`details\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_infrastructure\` ADD \`information\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure_infrastructure\` ADD \`details\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_school_name\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_address\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_principal_name\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_a_principal_qualification\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_principal\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_teacher_section_ratio\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_special_educator\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_d_counsellor\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` ADD \`section_e_inspection_video\` text;`)
  await db.run(sql`ALTER TABLE \`mandatory_disclosure\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_section_c_results_x\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_section_c_results_x_i_i\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_calendar\` ADD \`period\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_calendar\` ADD \`activity\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_management_committee\` ADD \`designation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_parent_teacher_association\` ADD \`designation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_general_information\` ADD \`information\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_general_information\` ADD \`details\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_documents\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_academic_documents\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_results_x\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_results_x_i_i\` ADD \`remarks\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_staff\` ADD \`information\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_staff\` ADD \`details\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_infrastructure\` ADD \`information\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v_version_infrastructure\` ADD \`details\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_school_name\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_address\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_principal_name\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_a_principal_qualification\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_principal\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_teacher_section_ratio\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_special_educator\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_d_counsellor\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` ADD \`version_section_e_inspection_video\` text;`)
  await db.run(sql`ALTER TABLE \`_mandatory_disclosure_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help_guides_steps\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help_guides\` ADD \`heading\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`parent_portal_help\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v_version_guides_steps\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v_version_guides\` ADD \`heading\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_parent_portal_help_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`erp_page_portals\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`erp_page_portals\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`erp_page\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`erp_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_erp_page_v_version_portals\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_erp_page_v_version_portals\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_erp_page_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_erp_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`youth_summit_messages\` ADD \`role\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`youth_summit_messages\` ADD \`message\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`youth_summit_committees_agenda\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` ADD \`grades\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` ADD \`venue\` text;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` ADD \`about\` text;`)
  await db.run(sql`ALTER TABLE \`youth_summit\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v_version_messages\` ADD \`role\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v_version_messages\` ADD \`message\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v_version_committees_agenda\` ADD \`text\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` ADD \`version_title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` ADD \`version_grades\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` ADD \`version_venue\` text;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` ADD \`version_about\` text;`)
  await db.run(sql`ALTER TABLE \`_youth_summit_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`syllabus_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_syllabus_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`activities_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_activities_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`timings_page\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_timings_page_v\` DROP COLUMN \`version_translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`version_translation_stamps\`;`)
}
