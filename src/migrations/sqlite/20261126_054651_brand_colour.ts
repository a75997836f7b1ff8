import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`school_profile\` ADD \`brand_colour\` text;`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` ADD \`version_brand_colour\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`school_profile\` DROP COLUMN \`brand_colour\`;`)
  await db.run(sql`ALTER TABLE \`_school_profile_v\` DROP COLUMN \`version_brand_colour\`;`)
}
