import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { keepingContentInEnglish } from '../localize'

// Existing alerts become the English version: `keepingContentInEnglish` (src/migrations/localize.ts)
// copies each column into its `*_locales` table's English row just before the generated statements drop it.
// It wraps `up` here, not in index.ts, because `payload migrate:create` rewrites index.ts.
export const up = keepingContentInEnglish(generatedUp)

async function generatedUp({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`emergency_alerts_locales\` (
  	\`title\` text,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`emergency_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`emergency_alerts_locales_locale_parent_id_unique\` ON \`emergency_alerts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_emergency_alerts_v_locales\` (
  	\`version_title\` text,
  	\`version_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_emergency_alerts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_emergency_alerts_v_locales_locale_parent_id_unique\` ON \`_emergency_alerts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`emergency_alerts\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`emergency_alerts\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`emergency_alerts\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` ADD \`version_translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` DROP COLUMN \`version_message\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`emergency_alerts_locales\`;`)
  await db.run(sql`DROP TABLE \`_emergency_alerts_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`emergency_alerts\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`emergency_alerts\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`emergency_alerts\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` ADD \`version_message\` text;`)
  await db.run(sql`ALTER TABLE \`_emergency_alerts_v\` DROP COLUMN \`version_translation_stamps\`;`)
}
