import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "transfer_certificates" ALTER COLUMN "admission_number" SET DATA TYPE varchar;
  ALTER TABLE "_transfer_certificates_v" ALTER COLUMN "version_admission_number" SET DATA TYPE varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "transfer_certificates" ALTER COLUMN "admission_number" SET DATA TYPE numeric USING "admission_number"::numeric;
  ALTER TABLE "_transfer_certificates_v" ALTER COLUMN "version_admission_number" SET DATA TYPE numeric USING "version_admission_number"::numeric;`)
}
