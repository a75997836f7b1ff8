import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notice_deliveries\` ADD \`urgent\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`state_school_urgent_notBefore_idx\` ON \`notice_deliveries\` (\`state\`,\`school_id\`,\`urgent\`,\`not_before\`);`)
  // Emergency alerts still waiting go first from now on, as new ones do.
  await db.run(sql`UPDATE \`notice_deliveries\` SET \`urgent\` = true WHERE \`state\` = 'pending' AND \`send\` IN (SELECT \`id\` FROM \`notice_sends\` WHERE \`topic\` = 'alerts');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`state_school_urgent_notBefore_idx\`;`)
  await db.run(sql`ALTER TABLE \`notice_deliveries\` DROP COLUMN \`urgent\`;`)
}
