import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`policy_pages\` ADD \`translation_stamps\` text;`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` ADD \`version_translation_stamps\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`policy_pages\` DROP COLUMN \`translation_stamps\`;`)
  await db.run(sql`ALTER TABLE \`_policy_pages_v\` DROP COLUMN \`version_translation_stamps\`;`)
}
