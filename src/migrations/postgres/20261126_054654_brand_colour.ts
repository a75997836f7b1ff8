import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "school_profile" ADD COLUMN "brand_colour" varchar;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_brand_colour" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "school_profile" DROP COLUMN "brand_colour";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_brand_colour";`)
}
