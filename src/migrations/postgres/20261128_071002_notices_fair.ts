import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notice_deliveries" ADD COLUMN "urgent" boolean DEFAULT false;
  CREATE INDEX "state_school_urgent_notBefore_idx" ON "notice_deliveries" USING btree ("state","school_id","urgent","not_before");
  -- Emergency alerts still waiting go first from now on, as new ones do.
  UPDATE "notice_deliveries" SET "urgent" = true WHERE "state" = 'pending' AND "send" IN (SELECT "id" FROM "notice_sends" WHERE "topic" = 'alerts');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "state_school_urgent_notBefore_idx";
  ALTER TABLE "notice_deliveries" DROP COLUMN "urgent";`)
}
