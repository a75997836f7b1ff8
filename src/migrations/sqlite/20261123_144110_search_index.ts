import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_index\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`owner\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`headings\` text,
  	\`text\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`search_index_owner_idx\` ON \`search_index\` (\`owner\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_index_id\` integer REFERENCES search_index(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  // Full-text search over the index (src/features/search/query): an FTS5 table that reads its text
  // from search_index (external content), kept in step by triggers; Porter stemming, so
  // "fees" finds "fee"; diacritics folded.
  await db.run(sql`CREATE VIRTUAL TABLE \`search_index_fts\` USING fts5(title, headings, text, content='search_index', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');`)
  await db.run(sql`CREATE TRIGGER \`search_index_fts_insert\` AFTER INSERT ON \`search_index\` BEGIN
    INSERT INTO search_index_fts(rowid, title, headings, text) VALUES (new.id, new.title, new.headings, new.text);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_index_fts_delete\` AFTER DELETE ON \`search_index\` BEGIN
    INSERT INTO search_index_fts(search_index_fts, rowid, title, headings, text) VALUES ('delete', old.id, old.title, old.headings, old.text);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_index_fts_update\` AFTER UPDATE ON \`search_index\` BEGIN
    INSERT INTO search_index_fts(search_index_fts, rowid, title, headings, text) VALUES ('delete', old.id, old.title, old.headings, old.text);
    INSERT INTO search_index_fts(rowid, title, headings, text) VALUES (new.id, new.title, new.headings, new.text);
  END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER \`search_index_fts_insert\`;`)
  await db.run(sql`DROP TRIGGER \`search_index_fts_delete\`;`)
  await db.run(sql`DROP TRIGGER \`search_index_fts_update\`;`)
  await db.run(sql`DROP TABLE \`search_index_fts\`;`)
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "highlights_id", "notifications_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "transfer_certificates_id", "images_id", "documents_id", "certificates_id", "users_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "highlights_id", "notifications_id", "online_registrations_id", "hero_slides_id", "gallery_albums_id", "media_items_id", "toppers_id", "testimonials_id", "faculty_id", "circulars_id", "transfer_certificates_id", "images_id", "documents_id", "certificates_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
}
