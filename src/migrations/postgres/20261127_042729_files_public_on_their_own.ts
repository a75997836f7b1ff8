import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * "Public on its own" on images and PDFs, unticked on every existing file: a file is public only
 * while something published uses it (src/data/filesInUse). Nothing is ticked here on purpose:
 * the files nothing published uses are mostly those of drafts (the embargoed results PDF of a
 * draft circular), which must stop being served; the few meant to open by their own link (a
 * prospectus linked from elsewhere) staff tick again (docs/staff-guide.md).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "images" ADD COLUMN "public_on_its_own" boolean DEFAULT false;
  ALTER TABLE "_images_v" ADD COLUMN "version_public_on_its_own" boolean DEFAULT false;
  ALTER TABLE "documents" ADD COLUMN "public_on_its_own" boolean DEFAULT false;
  ALTER TABLE "_documents_v" ADD COLUMN "version_public_on_its_own" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "images" DROP COLUMN "public_on_its_own";
  ALTER TABLE "_images_v" DROP COLUMN "version_public_on_its_own";
  ALTER TABLE "documents" DROP COLUMN "public_on_its_own";
  ALTER TABLE "_documents_v" DROP COLUMN "version_public_on_its_own";`)
}
