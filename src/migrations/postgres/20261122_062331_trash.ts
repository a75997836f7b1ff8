import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "events" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_events_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "highlights" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_highlights_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "notifications" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_notifications_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "online_registrations" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_online_registrations_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "hero_slides" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_hero_slides_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "gallery_albums" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media_items" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_media_items_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "toppers" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_toppers_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "testimonials" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "faculty" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_faculty_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "circulars" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_circulars_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "events_deleted_at_idx" ON "events" USING btree ("deleted_at");
  CREATE INDEX "_events_v_version_version_deleted_at_idx" ON "_events_v" USING btree ("version_deleted_at");
  CREATE INDEX "highlights_deleted_at_idx" ON "highlights" USING btree ("deleted_at");
  CREATE INDEX "_highlights_v_version_version_deleted_at_idx" ON "_highlights_v" USING btree ("version_deleted_at");
  CREATE INDEX "notifications_deleted_at_idx" ON "notifications" USING btree ("deleted_at");
  CREATE INDEX "_notifications_v_version_version_deleted_at_idx" ON "_notifications_v" USING btree ("version_deleted_at");
  CREATE INDEX "online_registrations_deleted_at_idx" ON "online_registrations" USING btree ("deleted_at");
  CREATE INDEX "_online_registrations_v_version_version_deleted_at_idx" ON "_online_registrations_v" USING btree ("version_deleted_at");
  CREATE INDEX "hero_slides_deleted_at_idx" ON "hero_slides" USING btree ("deleted_at");
  CREATE INDEX "_hero_slides_v_version_version_deleted_at_idx" ON "_hero_slides_v" USING btree ("version_deleted_at");
  CREATE INDEX "gallery_albums_deleted_at_idx" ON "gallery_albums" USING btree ("deleted_at");
  CREATE INDEX "_gallery_albums_v_version_version_deleted_at_idx" ON "_gallery_albums_v" USING btree ("version_deleted_at");
  CREATE INDEX "media_items_deleted_at_idx" ON "media_items" USING btree ("deleted_at");
  CREATE INDEX "_media_items_v_version_version_deleted_at_idx" ON "_media_items_v" USING btree ("version_deleted_at");
  CREATE INDEX "toppers_deleted_at_idx" ON "toppers" USING btree ("deleted_at");
  CREATE INDEX "_toppers_v_version_version_deleted_at_idx" ON "_toppers_v" USING btree ("version_deleted_at");
  CREATE INDEX "testimonials_deleted_at_idx" ON "testimonials" USING btree ("deleted_at");
  CREATE INDEX "_testimonials_v_version_version_deleted_at_idx" ON "_testimonials_v" USING btree ("version_deleted_at");
  CREATE INDEX "faculty_deleted_at_idx" ON "faculty" USING btree ("deleted_at");
  CREATE INDEX "_faculty_v_version_version_deleted_at_idx" ON "_faculty_v" USING btree ("version_deleted_at");
  CREATE INDEX "circulars_deleted_at_idx" ON "circulars" USING btree ("deleted_at");
  CREATE INDEX "_circulars_v_version_version_deleted_at_idx" ON "_circulars_v" USING btree ("version_deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "events_deleted_at_idx";
  DROP INDEX "_events_v_version_version_deleted_at_idx";
  DROP INDEX "highlights_deleted_at_idx";
  DROP INDEX "_highlights_v_version_version_deleted_at_idx";
  DROP INDEX "notifications_deleted_at_idx";
  DROP INDEX "_notifications_v_version_version_deleted_at_idx";
  DROP INDEX "online_registrations_deleted_at_idx";
  DROP INDEX "_online_registrations_v_version_version_deleted_at_idx";
  DROP INDEX "hero_slides_deleted_at_idx";
  DROP INDEX "_hero_slides_v_version_version_deleted_at_idx";
  DROP INDEX "gallery_albums_deleted_at_idx";
  DROP INDEX "_gallery_albums_v_version_version_deleted_at_idx";
  DROP INDEX "media_items_deleted_at_idx";
  DROP INDEX "_media_items_v_version_version_deleted_at_idx";
  DROP INDEX "toppers_deleted_at_idx";
  DROP INDEX "_toppers_v_version_version_deleted_at_idx";
  DROP INDEX "testimonials_deleted_at_idx";
  DROP INDEX "_testimonials_v_version_version_deleted_at_idx";
  DROP INDEX "faculty_deleted_at_idx";
  DROP INDEX "_faculty_v_version_version_deleted_at_idx";
  DROP INDEX "circulars_deleted_at_idx";
  DROP INDEX "_circulars_v_version_version_deleted_at_idx";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "events" DROP COLUMN "deleted_at";
  ALTER TABLE "_events_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "highlights" DROP COLUMN "deleted_at";
  ALTER TABLE "_highlights_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "notifications" DROP COLUMN "deleted_at";
  ALTER TABLE "_notifications_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "online_registrations" DROP COLUMN "deleted_at";
  ALTER TABLE "_online_registrations_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "hero_slides" DROP COLUMN "deleted_at";
  ALTER TABLE "_hero_slides_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "gallery_albums" DROP COLUMN "deleted_at";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "media_items" DROP COLUMN "deleted_at";
  ALTER TABLE "_media_items_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "toppers" DROP COLUMN "deleted_at";
  ALTER TABLE "_toppers_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "testimonials" DROP COLUMN "deleted_at";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "faculty" DROP COLUMN "deleted_at";
  ALTER TABLE "_faculty_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "circulars" DROP COLUMN "deleted_at";
  ALTER TABLE "_circulars_v" DROP COLUMN "version_deleted_at";`)
}
