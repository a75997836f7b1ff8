import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_legacy_id" varchar;
  ALTER TABLE "events" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_legacy_id" varchar;
  ALTER TABLE "highlights" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "_highlights_v" ADD COLUMN "version_legacy_id" varchar;
  ALTER TABLE "notifications" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "_notifications_v" ADD COLUMN "version_legacy_id" varchar;
  ALTER TABLE "online_registrations" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "hero_slides" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "gallery_albums" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "version_legacy_id" varchar;
  ALTER TABLE "media_items" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "toppers" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "_toppers_v" ADD COLUMN "version_legacy_id" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "faculty" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "circulars" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "_circulars_v" ADD COLUMN "version_legacy_id" varchar;
  CREATE UNIQUE INDEX "news_legacy_id_idx" ON "news" USING btree ("legacy_id");
  CREATE INDEX "_news_v_version_version_legacy_id_idx" ON "_news_v" USING btree ("version_legacy_id");
  CREATE UNIQUE INDEX "events_legacy_id_idx" ON "events" USING btree ("legacy_id");
  CREATE INDEX "_events_v_version_version_legacy_id_idx" ON "_events_v" USING btree ("version_legacy_id");
  CREATE UNIQUE INDEX "highlights_legacy_id_idx" ON "highlights" USING btree ("legacy_id");
  CREATE INDEX "_highlights_v_version_version_legacy_id_idx" ON "_highlights_v" USING btree ("version_legacy_id");
  CREATE UNIQUE INDEX "notifications_legacy_id_idx" ON "notifications" USING btree ("legacy_id");
  CREATE INDEX "_notifications_v_version_version_legacy_id_idx" ON "_notifications_v" USING btree ("version_legacy_id");
  CREATE UNIQUE INDEX "online_registrations_legacy_id_idx" ON "online_registrations" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "hero_slides_legacy_id_idx" ON "hero_slides" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "gallery_albums_legacy_id_idx" ON "gallery_albums" USING btree ("legacy_id");
  CREATE INDEX "_gallery_albums_v_version_version_legacy_id_idx" ON "_gallery_albums_v" USING btree ("version_legacy_id");
  CREATE UNIQUE INDEX "media_items_legacy_id_idx" ON "media_items" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "toppers_legacy_id_idx" ON "toppers" USING btree ("legacy_id");
  CREATE INDEX "_toppers_v_version_version_legacy_id_idx" ON "_toppers_v" USING btree ("version_legacy_id");
  CREATE UNIQUE INDEX "testimonials_legacy_id_idx" ON "testimonials" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "faculty_legacy_id_idx" ON "faculty" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "circulars_legacy_id_idx" ON "circulars" USING btree ("legacy_id");
  CREATE INDEX "_circulars_v_version_version_legacy_id_idx" ON "_circulars_v" USING btree ("version_legacy_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "news_legacy_id_idx";
  DROP INDEX "_news_v_version_version_legacy_id_idx";
  DROP INDEX "events_legacy_id_idx";
  DROP INDEX "_events_v_version_version_legacy_id_idx";
  DROP INDEX "highlights_legacy_id_idx";
  DROP INDEX "_highlights_v_version_version_legacy_id_idx";
  DROP INDEX "notifications_legacy_id_idx";
  DROP INDEX "_notifications_v_version_version_legacy_id_idx";
  DROP INDEX "online_registrations_legacy_id_idx";
  DROP INDEX "hero_slides_legacy_id_idx";
  DROP INDEX "gallery_albums_legacy_id_idx";
  DROP INDEX "_gallery_albums_v_version_version_legacy_id_idx";
  DROP INDEX "media_items_legacy_id_idx";
  DROP INDEX "toppers_legacy_id_idx";
  DROP INDEX "_toppers_v_version_version_legacy_id_idx";
  DROP INDEX "testimonials_legacy_id_idx";
  DROP INDEX "faculty_legacy_id_idx";
  DROP INDEX "circulars_legacy_id_idx";
  DROP INDEX "_circulars_v_version_version_legacy_id_idx";
  ALTER TABLE "news" DROP COLUMN "legacy_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_legacy_id";
  ALTER TABLE "events" DROP COLUMN "legacy_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_legacy_id";
  ALTER TABLE "highlights" DROP COLUMN "legacy_id";
  ALTER TABLE "_highlights_v" DROP COLUMN "version_legacy_id";
  ALTER TABLE "notifications" DROP COLUMN "legacy_id";
  ALTER TABLE "_notifications_v" DROP COLUMN "version_legacy_id";
  ALTER TABLE "online_registrations" DROP COLUMN "legacy_id";
  ALTER TABLE "hero_slides" DROP COLUMN "legacy_id";
  ALTER TABLE "gallery_albums" DROP COLUMN "legacy_id";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "version_legacy_id";
  ALTER TABLE "media_items" DROP COLUMN "legacy_id";
  ALTER TABLE "toppers" DROP COLUMN "legacy_id";
  ALTER TABLE "_toppers_v" DROP COLUMN "version_legacy_id";
  ALTER TABLE "testimonials" DROP COLUMN "legacy_id";
  ALTER TABLE "faculty" DROP COLUMN "legacy_id";
  ALTER TABLE "circulars" DROP COLUMN "legacy_id";
  ALTER TABLE "_circulars_v" DROP COLUMN "version_legacy_id";`)
}
