import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policy_pages" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_policy_pages_v" ADD COLUMN "version_translation_stamps" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policy_pages" DROP COLUMN "translation_stamps";
  ALTER TABLE "_policy_pages_v" DROP COLUMN "version_translation_stamps";`)
}
