import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "single_sign_on" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"enabled" boolean DEFAULT false,
  	"issuer" varchar,
  	"client_id" varchar,
  	"client_secret" varchar,
  	"client_secret_saved_at" timestamp(3) with time zone,
  	"allowed_domains" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "single_sign_on_id" integer;
  ALTER TABLE "single_sign_on" ADD CONSTRAINT "single_sign_on_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "single_sign_on_school_idx" ON "single_sign_on" USING btree ("school_id");
  CREATE INDEX "single_sign_on_updated_at_idx" ON "single_sign_on" USING btree ("updated_at");
  CREATE INDEX "single_sign_on_created_at_idx" ON "single_sign_on" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_single_sign_on_fk" FOREIGN KEY ("single_sign_on_id") REFERENCES "public"."single_sign_on"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_single_sign_on_id_idx" ON "payload_locked_documents_rels" USING btree ("single_sign_on_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "single_sign_on" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "single_sign_on" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_single_sign_on_fk";
  
  DROP INDEX "payload_locked_documents_rels_single_sign_on_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "single_sign_on_id";`)
}
