import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "emergency_alerts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"classes_id" integer
  );
  
  CREATE TABLE "_emergency_alerts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"classes_id" integer
  );
  
  CREATE TABLE "notice_subscriptions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"classes_id" integer
  );
  
  CREATE TABLE "notice_sends_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"classes_id" integer
  );
  
  CREATE TABLE "classes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"name" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "news_rels" ADD COLUMN "classes_id" integer;
  ALTER TABLE "_news_v_rels" ADD COLUMN "classes_id" integer;
  ALTER TABLE "events_rels" ADD COLUMN "classes_id" integer;
  ALTER TABLE "_events_v_rels" ADD COLUMN "classes_id" integer;
  ALTER TABLE "circulars_rels" ADD COLUMN "classes_id" integer;
  ALTER TABLE "_circulars_v_rels" ADD COLUMN "classes_id" integer;
  ALTER TABLE "notice_subscriptions" ADD COLUMN "class_key" varchar DEFAULT '';
  ALTER TABLE "notice_deliveries" ADD COLUMN "classes" varchar DEFAULT '';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "classes_id" integer;
  ALTER TABLE "emergency_alerts_rels" ADD CONSTRAINT "emergency_alerts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."emergency_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "emergency_alerts_rels" ADD CONSTRAINT "emergency_alerts_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_emergency_alerts_v_rels" ADD CONSTRAINT "_emergency_alerts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_emergency_alerts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_emergency_alerts_v_rels" ADD CONSTRAINT "_emergency_alerts_v_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notice_subscriptions_rels" ADD CONSTRAINT "notice_subscriptions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notice_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notice_subscriptions_rels" ADD CONSTRAINT "notice_subscriptions_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notice_sends_rels" ADD CONSTRAINT "notice_sends_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notice_sends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notice_sends_rels" ADD CONSTRAINT "notice_sends_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "emergency_alerts_rels_order_idx" ON "emergency_alerts_rels" USING btree ("order");
  CREATE INDEX "emergency_alerts_rels_parent_idx" ON "emergency_alerts_rels" USING btree ("parent_id");
  CREATE INDEX "emergency_alerts_rels_path_idx" ON "emergency_alerts_rels" USING btree ("path");
  CREATE INDEX "emergency_alerts_rels_classes_id_idx" ON "emergency_alerts_rels" USING btree ("classes_id");
  CREATE INDEX "_emergency_alerts_v_rels_order_idx" ON "_emergency_alerts_v_rels" USING btree ("order");
  CREATE INDEX "_emergency_alerts_v_rels_parent_idx" ON "_emergency_alerts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_emergency_alerts_v_rels_path_idx" ON "_emergency_alerts_v_rels" USING btree ("path");
  CREATE INDEX "_emergency_alerts_v_rels_classes_id_idx" ON "_emergency_alerts_v_rels" USING btree ("classes_id");
  CREATE INDEX "notice_subscriptions_rels_order_idx" ON "notice_subscriptions_rels" USING btree ("order");
  CREATE INDEX "notice_subscriptions_rels_parent_idx" ON "notice_subscriptions_rels" USING btree ("parent_id");
  CREATE INDEX "notice_subscriptions_rels_path_idx" ON "notice_subscriptions_rels" USING btree ("path");
  CREATE INDEX "notice_subscriptions_rels_classes_id_idx" ON "notice_subscriptions_rels" USING btree ("classes_id");
  CREATE INDEX "notice_sends_rels_order_idx" ON "notice_sends_rels" USING btree ("order");
  CREATE INDEX "notice_sends_rels_parent_idx" ON "notice_sends_rels" USING btree ("parent_id");
  CREATE INDEX "notice_sends_rels_path_idx" ON "notice_sends_rels" USING btree ("path");
  CREATE INDEX "notice_sends_rels_classes_id_idx" ON "notice_sends_rels" USING btree ("classes_id");
  CREATE INDEX "classes_school_idx" ON "classes" USING btree ("school_id");
  CREATE INDEX "classes_name_idx" ON "classes" USING btree ("name");
  CREATE INDEX "classes_order_idx" ON "classes" USING btree ("order");
  CREATE INDEX "classes_updated_at_idx" ON "classes" USING btree ("updated_at");
  CREATE INDEX "classes_created_at_idx" ON "classes" USING btree ("created_at");
  CREATE UNIQUE INDEX "name_school_idx" ON "classes" USING btree ("name","school_id");
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "circulars_rels" ADD CONSTRAINT "circulars_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_circulars_v_rels" ADD CONSTRAINT "_circulars_v_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_rels_classes_id_idx" ON "news_rels" USING btree ("classes_id");
  CREATE INDEX "_news_v_rels_classes_id_idx" ON "_news_v_rels" USING btree ("classes_id");
  CREATE INDEX "events_rels_classes_id_idx" ON "events_rels" USING btree ("classes_id");
  CREATE INDEX "_events_v_rels_classes_id_idx" ON "_events_v_rels" USING btree ("classes_id");
  CREATE INDEX "circulars_rels_classes_id_idx" ON "circulars_rels" USING btree ("classes_id");
  CREATE INDEX "_circulars_v_rels_classes_id_idx" ON "_circulars_v_rels" USING btree ("classes_id");
  CREATE INDEX "payload_locked_documents_rels_classes_id_idx" ON "payload_locked_documents_rels" USING btree ("classes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emergency_alerts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_emergency_alerts_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice_subscriptions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice_sends_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "classes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "emergency_alerts_rels" CASCADE;
  DROP TABLE "_emergency_alerts_v_rels" CASCADE;
  DROP TABLE "notice_subscriptions_rels" CASCADE;
  DROP TABLE "notice_sends_rels" CASCADE;
  DROP TABLE "classes" CASCADE;
  ALTER TABLE "news_rels" DROP CONSTRAINT "news_rels_classes_fk";
  
  ALTER TABLE "_news_v_rels" DROP CONSTRAINT "_news_v_rels_classes_fk";
  
  ALTER TABLE "events_rels" DROP CONSTRAINT "events_rels_classes_fk";
  
  ALTER TABLE "_events_v_rels" DROP CONSTRAINT "_events_v_rels_classes_fk";
  
  ALTER TABLE "circulars_rels" DROP CONSTRAINT "circulars_rels_classes_fk";
  
  ALTER TABLE "_circulars_v_rels" DROP CONSTRAINT "_circulars_v_rels_classes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_classes_fk";
  
  DROP INDEX "news_rels_classes_id_idx";
  DROP INDEX "_news_v_rels_classes_id_idx";
  DROP INDEX "events_rels_classes_id_idx";
  DROP INDEX "_events_v_rels_classes_id_idx";
  DROP INDEX "circulars_rels_classes_id_idx";
  DROP INDEX "_circulars_v_rels_classes_id_idx";
  DROP INDEX "payload_locked_documents_rels_classes_id_idx";
  ALTER TABLE "news_rels" DROP COLUMN "classes_id";
  ALTER TABLE "_news_v_rels" DROP COLUMN "classes_id";
  ALTER TABLE "events_rels" DROP COLUMN "classes_id";
  ALTER TABLE "_events_v_rels" DROP COLUMN "classes_id";
  ALTER TABLE "circulars_rels" DROP COLUMN "classes_id";
  ALTER TABLE "_circulars_v_rels" DROP COLUMN "classes_id";
  ALTER TABLE "notice_subscriptions" DROP COLUMN "class_key";
  ALTER TABLE "notice_deliveries" DROP COLUMN "classes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "classes_id";`)
}
