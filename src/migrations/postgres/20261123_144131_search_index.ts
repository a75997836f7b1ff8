import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_index" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"headings" varchar,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_index_id" integer;
  CREATE INDEX "search_index_owner_idx" ON "search_index" USING btree ("owner");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_index_fk" FOREIGN KEY ("search_index_id") REFERENCES "public"."search_index"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_index_id_idx" ON "payload_locked_documents_rels" USING btree ("search_index_id");`)
  // Full-text search over the index (src/features/search/query): titles weigh A, section headings B,
  // text C; English stemming. The query uses this same expression, so it uses this index.
  await db.execute(sql`
   CREATE INDEX "search_index_fts_idx" ON "search_index" USING gin ((setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("headings", '')), 'B') || setweight(to_tsvector('english', coalesce("text", '')), 'C')));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "search_index_fts_idx";`)
  await db.execute(sql`
   ALTER TABLE "search_index" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_index" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_index_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_index_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_index_id";`)
}
