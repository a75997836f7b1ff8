import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`documents\` ADD \`text_content\` text;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`version_text_content\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`text_content\`;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` DROP COLUMN \`version_text_content\`;`)
}
