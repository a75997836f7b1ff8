import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notice_subscriptions\` DROP COLUMN \`code_digest\`;`)
  await db.run(sql`ALTER TABLE \`notice_subscriptions\` DROP COLUMN \`code_tries\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notice_subscriptions\` ADD \`code_digest\` text;`)
  await db.run(sql`ALTER TABLE \`notice_subscriptions\` ADD \`code_tries\` numeric DEFAULT 0;`)
}
