import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import type { Db } from '../localize'
import { giveComplianceResultTheFirstSchool } from '../schoolBackfill'

// The compliance monitor's last result, one per school: the existing one becomes the first school's (src/migrations/schoolBackfill.ts).
export async function up(args: MigrateUpArgs): Promise<void> {
  await generatedUp(args)
  await giveComplianceResultTheFirstSchool(args.db as unknown as Db)
}

/** Generated, then changed by hand: a row without timestamps gets the migration's time before they refuse NULL. */
async function generatedUp({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "compliance_status" SET "updated_at" = COALESCE("updated_at", now()), "created_at" = COALESCE("created_at", now());
  ALTER TABLE "compliance_status" ALTER COLUMN "updated_at" SET DEFAULT now();
  ALTER TABLE "compliance_status" ALTER COLUMN "updated_at" SET NOT NULL;
  ALTER TABLE "compliance_status" ALTER COLUMN "created_at" SET DEFAULT now();
  ALTER TABLE "compliance_status" ALTER COLUMN "created_at" SET NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "compliance_status_id" integer;
  ALTER TABLE "compliance_status" ADD COLUMN "school_id" integer;
  ALTER TABLE "compliance_status" ADD COLUMN "red" numeric;
  ALTER TABLE "compliance_status" ADD COLUMN "amber" numeric;
  ALTER TABLE "compliance_status" ADD COLUMN "worst" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_compliance_status_fk" FOREIGN KEY ("compliance_status_id") REFERENCES "public"."compliance_status"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compliance_status" ADD CONSTRAINT "compliance_status_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_compliance_status_id_idx" ON "payload_locked_documents_rels" USING btree ("compliance_status_id");
  CREATE UNIQUE INDEX "compliance_status_school_idx" ON "compliance_status" USING btree ("school_id");
  CREATE INDEX "compliance_status_updated_at_idx" ON "compliance_status" USING btree ("updated_at");
  CREATE INDEX "compliance_status_created_at_idx" ON "compliance_status" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "compliance_status" DROP CONSTRAINT "compliance_status_school_id_schools_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_compliance_status_fk";
  
  DROP INDEX "compliance_status_school_idx";
  DROP INDEX "compliance_status_updated_at_idx";
  DROP INDEX "compliance_status_created_at_idx";
  DROP INDEX "payload_locked_documents_rels_compliance_status_id_idx";
  ALTER TABLE "compliance_status" ALTER COLUMN "updated_at" DROP DEFAULT;
  ALTER TABLE "compliance_status" ALTER COLUMN "updated_at" DROP NOT NULL;
  ALTER TABLE "compliance_status" ALTER COLUMN "created_at" DROP DEFAULT;
  ALTER TABLE "compliance_status" ALTER COLUMN "created_at" DROP NOT NULL;
  ALTER TABLE "compliance_status" DROP COLUMN "school_id";
  ALTER TABLE "compliance_status" DROP COLUMN "red";
  ALTER TABLE "compliance_status" DROP COLUMN "amber";
  ALTER TABLE "compliance_status" DROP COLUMN "worst";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "compliance_status_id";`)
}
