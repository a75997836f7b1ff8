import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notice_sends" ALTER COLUMN "source" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_notice_sends_source";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notice_sends_source" AS ENUM('emergency-alerts', 'circulars', 'news', 'events');
  ALTER TABLE "notice_sends" ALTER COLUMN "source" SET DATA TYPE "public"."enum_notice_sends_source" USING "source"::"public"."enum_notice_sends_source";`)
}
