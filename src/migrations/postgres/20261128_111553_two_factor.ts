import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sign_in_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"require_two_factor" boolean DEFAULT false,
  	"updated_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_sign_in_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_school_id" integer,
  	"version_require_two_factor" boolean DEFAULT false,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "totp_on" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "passkeys" jsonb;
  ALTER TABLE "users" ADD COLUMN "webauthn_challenge" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_sessions" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_in_settings_id" integer;
  ALTER TABLE "sign_in_settings" ADD CONSTRAINT "sign_in_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sign_in_settings_v" ADD CONSTRAINT "_sign_in_settings_v_parent_id_sign_in_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sign_in_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sign_in_settings_v" ADD CONSTRAINT "_sign_in_settings_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "sign_in_settings_school_idx" ON "sign_in_settings" USING btree ("school_id");
  CREATE INDEX "sign_in_settings_updated_at_idx" ON "sign_in_settings" USING btree ("updated_at");
  CREATE INDEX "sign_in_settings_created_at_idx" ON "sign_in_settings" USING btree ("created_at");
  CREATE INDEX "_sign_in_settings_v_parent_idx" ON "_sign_in_settings_v" USING btree ("parent_id");
  CREATE INDEX "_sign_in_settings_v_version_version_school_idx" ON "_sign_in_settings_v" USING btree ("version_school_id");
  CREATE INDEX "_sign_in_settings_v_version_version_updated_at_idx" ON "_sign_in_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_sign_in_settings_v_version_version_created_at_idx" ON "_sign_in_settings_v" USING btree ("version_created_at");
  CREATE INDEX "_sign_in_settings_v_created_at_idx" ON "_sign_in_settings_v" USING btree ("created_at");
  CREATE INDEX "_sign_in_settings_v_updated_at_idx" ON "_sign_in_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_in_settings_fk" FOREIGN KEY ("sign_in_settings_id") REFERENCES "public"."sign_in_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sign_in_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("sign_in_settings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sign_in_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sign_in_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sign_in_settings" CASCADE;
  DROP TABLE "_sign_in_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sign_in_settings_fk";
  
  DROP INDEX "payload_locked_documents_rels_sign_in_settings_id_idx";
  ALTER TABLE "users" DROP COLUMN "totp_on";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_pending_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "users" DROP COLUMN "passkeys";
  ALTER TABLE "users" DROP COLUMN "webauthn_challenge";
  ALTER TABLE "users" DROP COLUMN "second_factor_sessions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sign_in_settings_id";`)
}
