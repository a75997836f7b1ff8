import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notice_sends_topic" ADD VALUE 'achievements';
  ALTER TABLE "notice_subscriptions" ADD COLUMN "topics_achievements" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notice_sends" ALTER COLUMN "topic" SET DATA TYPE text;
  -- Achievements' notices went to news subscribers before they had a topic of their own: back there, so the old type takes them.
  UPDATE "notice_sends" SET "topic" = 'news' WHERE "topic" = 'achievements';
  DROP TYPE "public"."enum_notice_sends_topic";
  CREATE TYPE "public"."enum_notice_sends_topic" AS ENUM('alerts', 'circulars', 'news', 'events');
  ALTER TABLE "notice_sends" ALTER COLUMN "topic" SET DATA TYPE "public"."enum_notice_sends_topic" USING "topic"::"public"."enum_notice_sends_topic";
  ALTER TABLE "notice_subscriptions" DROP COLUMN "topics_achievements";`)
}
