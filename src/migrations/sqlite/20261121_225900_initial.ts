import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`from_date\` text,
  	\`date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`news_from_date_idx\` ON \`news\` (\`from_date\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_documents_id_idx\` ON \`news_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_images_id_idx\` ON \`news_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_from_date\` text,
  	\`version_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_from_date_idx\` ON \`_news_v\` (\`version_from_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_documents_id_idx\` ON \`_news_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_images_id_idx\` ON \`_news_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`time\` text,
  	\`venue\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`events_date_idx\` ON \`events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_images_id_idx\` ON \`events_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_time\` text,
  	\`version_venue\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_date_idx\` ON \`_events_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_images_id_idx\` ON \`_events_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`highlights\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`highlights_updated_at_idx\` ON \`highlights\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`highlights_created_at_idx\` ON \`highlights\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`highlights__status_idx\` ON \`highlights\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`highlights_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`highlights_rels_order_idx\` ON \`highlights_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`highlights_rels_parent_idx\` ON \`highlights_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`highlights_rels_path_idx\` ON \`highlights_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`highlights_rels_documents_id_idx\` ON \`highlights_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`highlights_rels_images_id_idx\` ON \`highlights_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`_highlights_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_highlights_v_parent_idx\` ON \`_highlights_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_updated_at_idx\` ON \`_highlights_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version_created_at_idx\` ON \`_highlights_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_version_version__status_idx\` ON \`_highlights_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_created_at_idx\` ON \`_highlights_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_updated_at_idx\` ON \`_highlights_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_latest_idx\` ON \`_highlights_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_highlights_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_highlights_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_highlights_v_rels_order_idx\` ON \`_highlights_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_rels_parent_idx\` ON \`_highlights_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_rels_path_idx\` ON \`_highlights_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_rels_documents_id_idx\` ON \`_highlights_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_highlights_v_rels_images_id_idx\` ON \`_highlights_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`notifications\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`url\` text,
  	\`show_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications__status_idx\` ON \`notifications\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`notifications_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`notifications_rels_order_idx\` ON \`notifications_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`notifications_rels_parent_idx\` ON \`notifications_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_rels_path_idx\` ON \`notifications_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`notifications_rels_images_id_idx\` ON \`notifications_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_rels_documents_id_idx\` ON \`notifications_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_notifications_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_url\` text,
  	\`version_show_until\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_notifications_v_parent_idx\` ON \`_notifications_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_updated_at_idx\` ON \`_notifications_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_created_at_idx\` ON \`_notifications_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version__status_idx\` ON \`_notifications_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_created_at_idx\` ON \`_notifications_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_updated_at_idx\` ON \`_notifications_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_latest_idx\` ON \`_notifications_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_notifications_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_notifications_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_notifications_v_rels_order_idx\` ON \`_notifications_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_rels_parent_idx\` ON \`_notifications_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_rels_path_idx\` ON \`_notifications_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_rels_images_id_idx\` ON \`_notifications_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_rels_documents_id_idx\` ON \`_notifications_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`online_registrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`online_registrations_updated_at_idx\` ON \`online_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_created_at_idx\` ON \`online_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`online_registrations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`online_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`online_registrations_rels_order_idx\` ON \`online_registrations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_rels_parent_idx\` ON \`online_registrations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_rels_path_idx\` ON \`online_registrations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_rels_documents_id_idx\` ON \`online_registrations_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`online_registrations_rels_images_id_idx\` ON \`online_registrations_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`hero_slides\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`hero_slides_image_idx\` ON \`hero_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_updated_at_idx\` ON \`hero_slides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`hero_slides_created_at_idx\` ON \`hero_slides\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`gallery_albums\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_albums_date_idx\` ON \`gallery_albums\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_updated_at_idx\` ON \`gallery_albums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_created_at_idx\` ON \`gallery_albums\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums__status_idx\` ON \`gallery_albums\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`gallery_albums_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_albums_rels_order_idx\` ON \`gallery_albums_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_rels_parent_idx\` ON \`gallery_albums_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_rels_path_idx\` ON \`gallery_albums_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`gallery_albums_rels_images_id_idx\` ON \`gallery_albums_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_albums_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_parent_idx\` ON \`_gallery_albums_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_date_idx\` ON \`_gallery_albums_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_updated_at_idx\` ON \`_gallery_albums_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version_created_at_idx\` ON \`_gallery_albums_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_version_version__status_idx\` ON \`_gallery_albums_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_created_at_idx\` ON \`_gallery_albums_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_updated_at_idx\` ON \`_gallery_albums_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_latest_idx\` ON \`_gallery_albums_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_albums_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_gallery_albums_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_rels_order_idx\` ON \`_gallery_albums_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_rels_parent_idx\` ON \`_gallery_albums_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_rels_path_idx\` ON \`_gallery_albums_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_albums_v_rels_images_id_idx\` ON \`_gallery_albums_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`media_items\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_items_image_idx\` ON \`media_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`media_items_updated_at_idx\` ON \`media_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_items_created_at_idx\` ON \`media_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`toppers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`class\` text,
  	\`session_year\` text,
  	\`percentage\` numeric,
  	\`stream\` text,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`toppers_class_idx\` ON \`toppers\` (\`class\`);`)
  await db.run(sql`CREATE INDEX \`toppers_session_year_idx\` ON \`toppers\` (\`session_year\`);`)
  await db.run(sql`CREATE INDEX \`toppers_photo_idx\` ON \`toppers\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`toppers_updated_at_idx\` ON \`toppers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`toppers_created_at_idx\` ON \`toppers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`toppers__status_idx\` ON \`toppers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_toppers_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_class\` text,
  	\`version_session_year\` text,
  	\`version_percentage\` numeric,
  	\`version_stream\` text,
  	\`version_photo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`toppers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_toppers_v_parent_idx\` ON \`_toppers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_class_idx\` ON \`_toppers_v\` (\`version_class\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_session_year_idx\` ON \`_toppers_v\` (\`version_session_year\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_photo_idx\` ON \`_toppers_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_updated_at_idx\` ON \`_toppers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version_created_at_idx\` ON \`_toppers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_version_version__status_idx\` ON \`_toppers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_created_at_idx\` ON \`_toppers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_updated_at_idx\` ON \`_toppers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_toppers_v_latest_idx\` ON \`_toppers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_photo_idx\` ON \`testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faculty\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`order\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faculty_order_idx\` ON \`faculty\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faculty_updated_at_idx\` ON \`faculty\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculty_created_at_idx\` ON \`faculty\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`circulars\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`category\` text,
  	\`date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`circulars_category_idx\` ON \`circulars\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`circulars_date_idx\` ON \`circulars\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`circulars_updated_at_idx\` ON \`circulars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`circulars_created_at_idx\` ON \`circulars\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`circulars__status_idx\` ON \`circulars\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`circulars_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`circulars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`circulars_rels_order_idx\` ON \`circulars_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`circulars_rels_parent_idx\` ON \`circulars_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`circulars_rels_path_idx\` ON \`circulars_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`circulars_rels_documents_id_idx\` ON \`circulars_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`circulars_rels_images_id_idx\` ON \`circulars_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`_circulars_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category\` text,
  	\`version_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`circulars\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_circulars_v_parent_idx\` ON \`_circulars_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_category_idx\` ON \`_circulars_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_date_idx\` ON \`_circulars_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_updated_at_idx\` ON \`_circulars_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version_created_at_idx\` ON \`_circulars_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_version_version__status_idx\` ON \`_circulars_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_created_at_idx\` ON \`_circulars_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_updated_at_idx\` ON \`_circulars_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_latest_idx\` ON \`_circulars_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_circulars_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_circulars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_circulars_v_rels_order_idx\` ON \`_circulars_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_rels_parent_idx\` ON \`_circulars_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_rels_path_idx\` ON \`_circulars_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_rels_documents_id_idx\` ON \`_circulars_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_circulars_v_rels_images_id_idx\` ON \`_circulars_v_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`transfer_certificates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`admission_number\` numeric NOT NULL,
  	\`student_name\` text NOT NULL,
  	\`class_last_studied\` text NOT NULL,
  	\`date_of_issue\` text NOT NULL,
  	\`tc_number\` text NOT NULL,
  	\`certificate_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`certificate_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificates_admission_number_idx\` ON \`transfer_certificates\` (\`admission_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`transfer_certificates_tc_number_idx\` ON \`transfer_certificates\` (\`tc_number\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_certificate_idx\` ON \`transfer_certificates\` (\`certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_updated_at_idx\` ON \`transfer_certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`transfer_certificates_created_at_idx\` ON \`transfer_certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`images\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`alt\` text NOT NULL,
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
  await db.run(sql`CREATE INDEX \`images_updated_at_idx\` ON \`images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`images_created_at_idx\` ON \`images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`images_filename_idx\` ON \`images\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_thumb_sizes_thumb_filename_idx\` ON \`images\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_card_sizes_card_filename_idx\` ON \`images\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_large_sizes_large_filename_idx\` ON \`images\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`images_sizes_hero_sizes_hero_filename_idx\` ON \`images\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
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
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`certificates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_filename_idx\` ON \`certificates\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`highlights_id\` integer,
  	\`notifications_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`highlights_id\`) REFERENCES \`highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_highlights_id_idx\` ON \`payload_locked_documents_rels\` (\`highlights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`school_profile_houses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`colour\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`school_profile_houses_order_idx\` ON \`school_profile_houses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`school_profile_houses_parent_id_idx\` ON \`school_profile_houses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_profile_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`school_profile_emails_order_idx\` ON \`school_profile_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`school_profile_emails_parent_id_idx\` ON \`school_profile_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_profile_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`number\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`school_profile_phones_order_idx\` ON \`school_profile_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`school_profile_phones_parent_id_idx\` ON \`school_profile_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_profile_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`school_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`school_profile_social_links_order_idx\` ON \`school_profile_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`school_profile_social_links_parent_id_idx\` ON \`school_profile_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`school_profile\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`short_name\` text,
  	\`school_code\` text NOT NULL,
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
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`school_profile_logo_idx\` ON \`school_profile\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_feature_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_feature_cards_order_idx\` ON \`home_page_feature_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_feature_cards_parent_id_idx\` ON \`home_page_feature_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`about_teaser_heading\` text NOT NULL,
  	\`about_teaser_text\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`principal_message\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`quotation\` text NOT NULL,
  	\`principal_name\` text NOT NULL,
  	\`designation\` text DEFAULT 'Principal',
  	\`photo_id\` integer,
  	\`letter\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`principal_message_photo_idx\` ON \`principal_message\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`history\` text NOT NULL,
  	\`extended_campus\` text,
  	\`educational_aims\` text,
  	\`motto\` text,
  	\`motto_meaning\` text,
  	\`photo_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_photo_idx\` ON \`about_page\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_page_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`syllabus_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`syllabus_page_sections_order_idx\` ON \`syllabus_page_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`syllabus_page_sections_parent_id_idx\` ON \`syllabus_page_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`exam_schedule_page_date_sheets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exam_schedule_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exam_schedule_page_date_sheets_order_idx\` ON \`exam_schedule_page_date_sheets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exam_schedule_page_date_sheets_parent_id_idx\` ON \`exam_schedule_page_date_sheets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`exam_schedule_page_date_sheets_file_idx\` ON \`exam_schedule_page_date_sheets\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`exam_schedule_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`activities_page_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`embedded_pdf_id\` integer,
  	FOREIGN KEY (\`embedded_pdf_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`activities_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`activities_page_tabs_order_idx\` ON \`activities_page_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`activities_page_tabs_parent_id_idx\` ON \`activities_page_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`activities_page_tabs_embedded_pdf_idx\` ON \`activities_page_tabs\` (\`embedded_pdf_id\`);`)
  await db.run(sql`CREATE TABLE \`activities_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`student_council_page_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`student_council_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`student_council_page_tabs_order_idx\` ON \`student_council_page_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`student_council_page_tabs_parent_id_idx\` ON \`student_council_page_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`student_council_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`student_council_page_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`images_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`student_council_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`student_council_page_rels_order_idx\` ON \`student_council_page_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`student_council_page_rels_parent_idx\` ON \`student_council_page_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`student_council_page_rels_path_idx\` ON \`student_council_page_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`student_council_page_rels_images_id_idx\` ON \`student_council_page_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_page_admission_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_page_admission_rules_order_idx\` ON \`admission_page_admission_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_page_admission_rules_parent_id_idx\` ON \`admission_page_admission_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_page_age_criteria\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`class_name\` text NOT NULL,
  	\`age\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_page_age_criteria_order_idx\` ON \`admission_page_age_criteria\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_page_age_criteria_parent_id_idx\` ON \`admission_page_age_criteria\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_page_fee_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_page_fee_rules_order_idx\` ON \`admission_page_fee_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_page_fee_rules_parent_id_idx\` ON \`admission_page_fee_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`intro\` text,
  	\`age_note\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`uniform_page_boys_regular\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniform_page_boys_regular_order_idx\` ON \`uniform_page_boys_regular\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniform_page_boys_regular_parent_id_idx\` ON \`uniform_page_boys_regular\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_boys_pt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniform_page_boys_pt_order_idx\` ON \`uniform_page_boys_pt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniform_page_boys_pt_parent_id_idx\` ON \`uniform_page_boys_pt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_boys_winter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniform_page_boys_winter_order_idx\` ON \`uniform_page_boys_winter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniform_page_boys_winter_parent_id_idx\` ON \`uniform_page_boys_winter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_boys_pt_winter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniform_page_boys_pt_winter_order_idx\` ON \`uniform_page_boys_pt_winter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniform_page_boys_pt_winter_parent_id_idx\` ON \`uniform_page_boys_pt_winter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_girls_regular\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniform_page_girls_regular_order_idx\` ON \`uniform_page_girls_regular\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniform_page_girls_regular_parent_id_idx\` ON \`uniform_page_girls_regular\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_girls_pt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniform_page_girls_pt_order_idx\` ON \`uniform_page_girls_pt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniform_page_girls_pt_parent_id_idx\` ON \`uniform_page_girls_pt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_girls_winter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniform_page_girls_winter_order_idx\` ON \`uniform_page_girls_winter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniform_page_girls_winter_parent_id_idx\` ON \`uniform_page_girls_winter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_girls_pt_winter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniform_page_girls_pt_winter_order_idx\` ON \`uniform_page_girls_pt_winter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniform_page_girls_pt_winter_parent_id_idx\` ON \`uniform_page_girls_pt_winter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniform_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniform_page_notes_order_idx\` ON \`uniform_page_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniform_page_notes_parent_id_idx\` ON \`uniform_page_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniform_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`timings_page_class_timings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`classes\` text NOT NULL,
  	\`summer\` text NOT NULL,
  	\`winter\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timings_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`timings_page_class_timings_order_idx\` ON \`timings_page_class_timings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`timings_page_class_timings_parent_id_idx\` ON \`timings_page_class_timings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timings_page_bus_departures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`days\` text NOT NULL,
  	\`summer\` text NOT NULL,
  	\`winter\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timings_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`timings_page_bus_departures_order_idx\` ON \`timings_page_bus_departures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`timings_page_bus_departures_parent_id_idx\` ON \`timings_page_bus_departures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timings_page_office_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`office\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timings_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`timings_page_office_hours_order_idx\` ON \`timings_page_office_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`timings_page_office_hours_parent_id_idx\` ON \`timings_page_office_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timings_page_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timings_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`timings_page_notes_order_idx\` ON \`timings_page_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`timings_page_notes_parent_id_idx\` ON \`timings_page_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timings_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`infrastructure_page_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`infrastructure_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`infrastructure_page_photos_order_idx\` ON \`infrastructure_page_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_page_photos_parent_id_idx\` ON \`infrastructure_page_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_page_photos_image_idx\` ON \`infrastructure_page_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`infrastructure_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_general_information\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_general_information_order_idx\` ON \`mandatory_disclosure_general_information\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_general_information_parent_id_idx\` ON \`mandatory_disclosure_general_information\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_documents_order_idx\` ON \`mandatory_disclosure_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_documents_parent_id_idx\` ON \`mandatory_disclosure_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_documents_file_idx\` ON \`mandatory_disclosure_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_academic_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_academic_documents_order_idx\` ON \`mandatory_disclosure_academic_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_academic_documents_parent_id_idx\` ON \`mandatory_disclosure_academic_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_academic_documents_file_idx\` ON \`mandatory_disclosure_academic_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_fee_structure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`class_name\` text NOT NULL,
  	\`tuition_fee\` text NOT NULL,
  	\`annual_charges\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_fee_structure_order_idx\` ON \`mandatory_disclosure_fee_structure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_fee_structure_parent_id_idx\` ON \`mandatory_disclosure_fee_structure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`period\` text NOT NULL,
  	\`activity\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_calendar_order_idx\` ON \`mandatory_disclosure_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_calendar_parent_id_idx\` ON \`mandatory_disclosure_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_management_committee\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_management_committee_order_idx\` ON \`mandatory_disclosure_management_committee\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_management_committee_parent_id_idx\` ON \`mandatory_disclosure_management_committee\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_parent_teacher_association\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_parent_teacher_association_order_idx\` ON \`mandatory_disclosure_parent_teacher_association\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_parent_teacher_association_parent_id_idx\` ON \`mandatory_disclosure_parent_teacher_association\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_results_x\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	\`registered\` text NOT NULL,
  	\`passed\` text NOT NULL,
  	\`pass_percentage\` text NOT NULL,
  	\`remarks\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_results_x_order_idx\` ON \`mandatory_disclosure_results_x\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_results_x_parent_id_idx\` ON \`mandatory_disclosure_results_x\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_results_x_i_i\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	\`registered\` text NOT NULL,
  	\`passed\` text NOT NULL,
  	\`pass_percentage\` text NOT NULL,
  	\`remarks\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_results_x_i_i_order_idx\` ON \`mandatory_disclosure_results_x_i_i\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_results_x_i_i_parent_id_idx\` ON \`mandatory_disclosure_results_x_i_i\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_staff\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_staff_order_idx\` ON \`mandatory_disclosure_staff\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_staff_parent_id_idx\` ON \`mandatory_disclosure_staff\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure_infrastructure\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`information\` text NOT NULL,
  	\`details\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mandatory_disclosure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_infrastructure_order_idx\` ON \`mandatory_disclosure_infrastructure\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mandatory_disclosure_infrastructure_parent_id_idx\` ON \`mandatory_disclosure_infrastructure\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mandatory_disclosure\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`parent_portal_help_guides_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`parent_portal_help_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`parent_portal_help_guides_steps_order_idx\` ON \`parent_portal_help_guides_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`parent_portal_help_guides_steps_parent_id_idx\` ON \`parent_portal_help_guides_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`parent_portal_help_guides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`parent_portal_help\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`parent_portal_help_guides_order_idx\` ON \`parent_portal_help_guides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`parent_portal_help_guides_parent_id_idx\` ON \`parent_portal_help_guides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`parent_portal_help\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`erp_page_portals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`erp_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`erp_page_portals_order_idx\` ON \`erp_page_portals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`erp_page_portals_parent_id_idx\` ON \`erp_page_portals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`erp_page_portals_image_idx\` ON \`erp_page_portals\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`erp_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`youth_summit_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`youth_summit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`youth_summit_messages_order_idx\` ON \`youth_summit_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`youth_summit_messages_parent_id_idx\` ON \`youth_summit_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`youth_summit_messages_photo_idx\` ON \`youth_summit_messages\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`youth_summit_committees_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`youth_summit_committees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`youth_summit_committees_agenda_order_idx\` ON \`youth_summit_committees_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`youth_summit_committees_agenda_parent_id_idx\` ON \`youth_summit_committees_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`youth_summit_committees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`youth_summit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`youth_summit_committees_order_idx\` ON \`youth_summit_committees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`youth_summit_committees_parent_id_idx\` ON \`youth_summit_committees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`youth_summit\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`start_time\` text NOT NULL,
  	\`end_time\` text NOT NULL,
  	\`grades\` text NOT NULL,
  	\`fee\` numeric,
  	\`venue\` text,
  	\`about\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`downloads\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`holiday_list_id\` integer,
  	\`academic_calendar_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`holiday_list_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`academic_calendar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_holiday_list_idx\` ON \`downloads\` (\`holiday_list_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_academic_calendar_idx\` ON \`downloads\` (\`academic_calendar_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`highlights\`;`)
  await db.run(sql`DROP TABLE \`highlights_rels\`;`)
  await db.run(sql`DROP TABLE \`_highlights_v\`;`)
  await db.run(sql`DROP TABLE \`_highlights_v_rels\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`DROP TABLE \`notifications_rels\`;`)
  await db.run(sql`DROP TABLE \`_notifications_v\`;`)
  await db.run(sql`DROP TABLE \`_notifications_v_rels\`;`)
  await db.run(sql`DROP TABLE \`online_registrations\`;`)
  await db.run(sql`DROP TABLE \`online_registrations_rels\`;`)
  await db.run(sql`DROP TABLE \`hero_slides\`;`)
  await db.run(sql`DROP TABLE \`gallery_albums\`;`)
  await db.run(sql`DROP TABLE \`gallery_albums_rels\`;`)
  await db.run(sql`DROP TABLE \`_gallery_albums_v\`;`)
  await db.run(sql`DROP TABLE \`_gallery_albums_v_rels\`;`)
  await db.run(sql`DROP TABLE \`media_items\`;`)
  await db.run(sql`DROP TABLE \`toppers\`;`)
  await db.run(sql`DROP TABLE \`_toppers_v\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`faculty\`;`)
  await db.run(sql`DROP TABLE \`circulars\`;`)
  await db.run(sql`DROP TABLE \`circulars_rels\`;`)
  await db.run(sql`DROP TABLE \`_circulars_v\`;`)
  await db.run(sql`DROP TABLE \`_circulars_v_rels\`;`)
  await db.run(sql`DROP TABLE \`transfer_certificates\`;`)
  await db.run(sql`DROP TABLE \`images\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`school_profile_houses\`;`)
  await db.run(sql`DROP TABLE \`school_profile_emails\`;`)
  await db.run(sql`DROP TABLE \`school_profile_phones\`;`)
  await db.run(sql`DROP TABLE \`school_profile_social_links\`;`)
  await db.run(sql`DROP TABLE \`school_profile\`;`)
  await db.run(sql`DROP TABLE \`home_page_feature_cards\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`principal_message\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`DROP TABLE \`syllabus_page_sections\`;`)
  await db.run(sql`DROP TABLE \`syllabus_page\`;`)
  await db.run(sql`DROP TABLE \`exam_schedule_page_date_sheets\`;`)
  await db.run(sql`DROP TABLE \`exam_schedule_page\`;`)
  await db.run(sql`DROP TABLE \`activities_page_tabs\`;`)
  await db.run(sql`DROP TABLE \`activities_page\`;`)
  await db.run(sql`DROP TABLE \`student_council_page_tabs\`;`)
  await db.run(sql`DROP TABLE \`student_council_page\`;`)
  await db.run(sql`DROP TABLE \`student_council_page_rels\`;`)
  await db.run(sql`DROP TABLE \`admission_page_admission_rules\`;`)
  await db.run(sql`DROP TABLE \`admission_page_age_criteria\`;`)
  await db.run(sql`DROP TABLE \`admission_page_fee_rules\`;`)
  await db.run(sql`DROP TABLE \`admission_page\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_boys_regular\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_boys_pt\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_boys_winter\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_boys_pt_winter\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_girls_regular\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_girls_pt\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_girls_winter\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_girls_pt_winter\`;`)
  await db.run(sql`DROP TABLE \`uniform_page_notes\`;`)
  await db.run(sql`DROP TABLE \`uniform_page\`;`)
  await db.run(sql`DROP TABLE \`timings_page_class_timings\`;`)
  await db.run(sql`DROP TABLE \`timings_page_bus_departures\`;`)
  await db.run(sql`DROP TABLE \`timings_page_office_hours\`;`)
  await db.run(sql`DROP TABLE \`timings_page_notes\`;`)
  await db.run(sql`DROP TABLE \`timings_page\`;`)
  await db.run(sql`DROP TABLE \`infrastructure_page_photos\`;`)
  await db.run(sql`DROP TABLE \`infrastructure_page\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_general_information\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_documents\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_academic_documents\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_fee_structure\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_calendar\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_management_committee\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_parent_teacher_association\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_results_x\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_results_x_i_i\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_staff\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure_infrastructure\`;`)
  await db.run(sql`DROP TABLE \`mandatory_disclosure\`;`)
  await db.run(sql`DROP TABLE \`parent_portal_help_guides_steps\`;`)
  await db.run(sql`DROP TABLE \`parent_portal_help_guides\`;`)
  await db.run(sql`DROP TABLE \`parent_portal_help\`;`)
  await db.run(sql`DROP TABLE \`erp_page_portals\`;`)
  await db.run(sql`DROP TABLE \`erp_page\`;`)
  await db.run(sql`DROP TABLE \`youth_summit_messages\`;`)
  await db.run(sql`DROP TABLE \`youth_summit_committees_agenda\`;`)
  await db.run(sql`DROP TABLE \`youth_summit_committees\`;`)
  await db.run(sql`DROP TABLE \`youth_summit\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
}
