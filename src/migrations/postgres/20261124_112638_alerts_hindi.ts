import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { keepingContentInEnglish } from '../localize'

// Existing alerts become the English version: `keepingContentInEnglish` (src/migrations/localize.ts)
// copies each column into its `*_locales` table's English row just before the generated statements drop it.
// It wraps `up` here, not in index.ts, because `payload migrate:create` rewrites index.ts.
export const up = keepingContentInEnglish(generatedUp)

async function generatedUp({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "emergency_alerts_locales" (
  	"title" varchar,
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_emergency_alerts_v_locales" (
  	"version_title" varchar,
  	"version_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "emergency_alerts" ADD COLUMN "translation_stamps" jsonb;
  ALTER TABLE "_emergency_alerts_v" ADD COLUMN "version_translation_stamps" jsonb;
  ALTER TABLE "emergency_alerts_locales" ADD CONSTRAINT "emergency_alerts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."emergency_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_emergency_alerts_v_locales" ADD CONSTRAINT "_emergency_alerts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_emergency_alerts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "emergency_alerts_locales_locale_parent_id_unique" ON "emergency_alerts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_emergency_alerts_v_locales_locale_parent_id_unique" ON "_emergency_alerts_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "emergency_alerts" DROP COLUMN "title";
  ALTER TABLE "emergency_alerts" DROP COLUMN "message";
  ALTER TABLE "_emergency_alerts_v" DROP COLUMN "version_title";
  ALTER TABLE "_emergency_alerts_v" DROP COLUMN "version_message";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "emergency_alerts_locales" CASCADE;
  DROP TABLE "_emergency_alerts_v_locales" CASCADE;
  ALTER TABLE "emergency_alerts" ADD COLUMN "title" varchar;
  ALTER TABLE "emergency_alerts" ADD COLUMN "message" varchar;
  ALTER TABLE "_emergency_alerts_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_emergency_alerts_v" ADD COLUMN "version_message" varchar;
  ALTER TABLE "emergency_alerts" DROP COLUMN "translation_stamps";
  ALTER TABLE "_emergency_alerts_v" DROP COLUMN "version_translation_stamps";`)
}
