import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_schools_status" AS ENUM('active', 'suspended');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'operator';
  CREATE TABLE "schools_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "schools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"status" "enum_schools_status" DEFAULT 'active' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "schools_id" integer;
  ALTER TABLE "schools_domains" ADD CONSTRAINT "schools_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "schools_domains_order_idx" ON "schools_domains" USING btree ("_order");
  CREATE INDEX "schools_domains_parent_id_idx" ON "schools_domains" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "schools_code_idx" ON "schools" USING btree ("code");
  CREATE INDEX "schools_updated_at_idx" ON "schools" USING btree ("updated_at");
  CREATE INDEX "schools_created_at_idx" ON "schools" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_schools_fk" FOREIGN KEY ("schools_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_schools_id_idx" ON "payload_locked_documents_rels" USING btree ("schools_id");
  -- The school this database already serves keeps its code and name (they were the school profile's).
  INSERT INTO "schools" ("name", "code")
    SELECT "name", "school_code" FROM "school_profile" WHERE "school_code" ~ '^[A-Za-z0-9]{2,12}$' LIMIT 1;
  ALTER TABLE "school_profile" DROP COLUMN "school_code";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_school_code";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "school_profile" ADD COLUMN "school_code" varchar NOT NULL DEFAULT '';
  UPDATE "school_profile" SET "school_code" = coalesce((SELECT "code" FROM "schools" ORDER BY "id" LIMIT 1), '');
  UPDATE "users" SET "role" = 'admin' WHERE "role" = 'operator';
  ALTER TABLE "schools_domains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schools" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "schools_domains" CASCADE;
  DROP TABLE "schools" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_schools_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "payload_locked_documents_rels_schools_id_idx";
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_school_code" varchar;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "schools_id";
  DROP TYPE "public"."enum_schools_status";`)
}
