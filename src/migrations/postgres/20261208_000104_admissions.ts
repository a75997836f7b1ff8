import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admission_sessions_criteria_kind" AS ENUM('yes-no', 'distance');
  CREATE TYPE "public"."enum_admission_sessions_state" AS ENUM('DL', 'MH');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('draft', 'submitted', 'documents-incomplete', 'verified', 'waitlisted', 'offered', 'admitted', 'not-offered', 'withdrawn');
  CREATE TYPE "public"."enum_applications_language" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_applications_fee_status" AS ENUM('unpaid', 'pending', 'paid', 'refunded', 'waived');
  CREATE TYPE "public"."enum_admission_payments_method" AS ENUM('razorpay', 'cash');
  CREATE TYPE "public"."enum_admission_payments_status" AS ENUM('pending', 'paid', 'refunded');
  CREATE TYPE "public"."enum_fee_schedule_classes_lines_head" AS ENUM('registration', 'admission', 'caution', 'tuition', 'annual', 'development', 'transport', 'other');
  CREATE TYPE "public"."enum_fee_schedule_classes_lines_frequency" AS ENUM('once', 'monthly', 'quarterly', 'yearly');
  CREATE TYPE "public"."enum_fee_schedule_state" AS ENUM('DL', 'MH');
  CREATE TYPE "public"."enum__fee_schedule_v_version_classes_lines_head" AS ENUM('registration', 'admission', 'caution', 'tuition', 'annual', 'development', 'transport', 'other');
  CREATE TYPE "public"."enum__fee_schedule_v_version_classes_lines_frequency" AS ENUM('once', 'monthly', 'quarterly', 'yearly');
  CREATE TYPE "public"."enum__fee_schedule_v_version_state" AS ENUM('DL', 'MH');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'admissions';
  ALTER TYPE "public"."enum_audit_events_kind" ADD VALUE 'application-view';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'admissionsUpkeep' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'admissionsUpkeep' BEFORE 'schedulePublish';
  CREATE TABLE "admission_sessions_classes_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"required" boolean DEFAULT true
  );
  
  CREATE TABLE "admission_sessions_classes_documents_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "admission_sessions_classes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"seats" numeric NOT NULL,
  	"rte_seats" numeric,
  	"min_years" numeric NOT NULL,
  	"max_years" numeric NOT NULL,
  	"cutoff" varchar NOT NULL,
  	"relaxation_days" numeric DEFAULT 0
  );
  
  CREATE TABLE "admission_sessions_classes_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "admission_sessions_criteria_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"upto_km" numeric,
  	"points" numeric
  );
  
  CREATE TABLE "admission_sessions_criteria" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_admission_sessions_criteria_kind" DEFAULT 'yes-no' NOT NULL,
  	"points" numeric
  );
  
  CREATE TABLE "admission_sessions_criteria_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "admission_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"start_year" numeric NOT NULL,
  	"state" "enum_admission_sessions_state" DEFAULT 'DL' NOT NULL,
  	"opens_on" varchar NOT NULL,
  	"closes_on" varchar NOT NULL,
  	"points_on" varchar,
  	"lists_on" varchar,
  	"registration_fee" numeric DEFAULT 25 NOT NULL,
  	"rte_portal" varchar,
  	"retention_days" numeric DEFAULT 90 NOT NULL,
  	"lists_published" boolean DEFAULT false,
  	"draw_secret" varchar,
  	"draw_commitment" varchar,
  	"draw_revealed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admission_sessions_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "applications_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"file_id" integer,
  	"checked" boolean DEFAULT false
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"number" varchar NOT NULL,
  	"session_id" integer NOT NULL,
  	"class_code" varchar NOT NULL,
  	"status" "enum_applications_status" DEFAULT 'draft' NOT NULL,
  	"language" "enum_applications_language" DEFAULT 'en' NOT NULL,
  	"child_name" varchar NOT NULL,
  	"child_dob" varchar,
  	"parent_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"answers" jsonb,
  	"age_outcome" varchar,
  	"points" numeric,
  	"points_lines" jsonb,
  	"fee_status" "enum_applications_fee_status" DEFAULT 'unpaid' NOT NULL,
  	"consent_purpose" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"submitted_at" timestamp(3) with time zone,
  	"documents_deleted_at" timestamp(3) with time zone,
  	"staff_notes" varchar,
  	"access_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "admission_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"application_id" integer NOT NULL,
  	"reference" varchar,
  	"method" "enum_admission_payments_method" DEFAULT 'cash' NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_admission_payments_status" DEFAULT 'pending' NOT NULL,
  	"checkout_id" varchar,
  	"checkout_url" varchar,
  	"payment_id" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"receipt_number" varchar,
  	"receipt_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fee_schedule_classes_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"head" "enum_fee_schedule_classes_lines_head" NOT NULL,
  	"amount" numeric NOT NULL,
  	"frequency" "enum_fee_schedule_classes_lines_frequency" DEFAULT 'yearly' NOT NULL
  );
  
  CREATE TABLE "fee_schedule_classes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "fee_schedule_classes_locales" (
  	"class_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "fee_schedule" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"state" "enum_fee_schedule_state" DEFAULT 'DL' NOT NULL,
  	"approved_on" varchar,
  	"valid_until" varchar,
  	"approved_by" varchar,
  	"updated_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_fee_schedule_v_version_classes_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"head" "enum__fee_schedule_v_version_classes_lines_head" NOT NULL,
  	"amount" numeric NOT NULL,
  	"frequency" "enum__fee_schedule_v_version_classes_lines_frequency" DEFAULT 'yearly' NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fee_schedule_v_version_classes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fee_schedule_v_version_classes_locales" (
  	"class_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_fee_schedule_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_school_id" integer,
  	"version_state" "enum__fee_schedule_v_version_state" DEFAULT 'DL' NOT NULL,
  	"version_approved_on" varchar,
  	"version_valid_until" varchar,
  	"version_approved_by" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_gateway" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"enabled" boolean DEFAULT false,
  	"key_id" varchar,
  	"key_secret" varchar,
  	"webhook_secret" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fee_schedule_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_gateway_id" integer;
  ALTER TABLE "admission_sessions_classes_documents" ADD CONSTRAINT "admission_sessions_classes_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions_classes_documents_locales" ADD CONSTRAINT "admission_sessions_classes_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions_classes_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions_classes" ADD CONSTRAINT "admission_sessions_classes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions_classes_locales" ADD CONSTRAINT "admission_sessions_classes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions_criteria_bands" ADD CONSTRAINT "admission_sessions_criteria_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions_criteria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions_criteria" ADD CONSTRAINT "admission_sessions_criteria_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions_criteria_locales" ADD CONSTRAINT "admission_sessions_criteria_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions_criteria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_sessions" ADD CONSTRAINT "admission_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_sessions_locales" ADD CONSTRAINT "admission_sessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_documents" ADD CONSTRAINT "applications_documents_file_id_application_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."application_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications_documents" ADD CONSTRAINT "applications_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_session_id_admission_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."admission_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_files" ADD CONSTRAINT "application_files_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_payments" ADD CONSTRAINT "admission_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_payments" ADD CONSTRAINT "admission_payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fee_schedule_classes_lines" ADD CONSTRAINT "fee_schedule_classes_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fee_schedule_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fee_schedule_classes" ADD CONSTRAINT "fee_schedule_classes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fee_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fee_schedule_classes_locales" ADD CONSTRAINT "fee_schedule_classes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fee_schedule_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fee_schedule" ADD CONSTRAINT "fee_schedule_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fee_schedule_v_version_classes_lines" ADD CONSTRAINT "_fee_schedule_v_version_classes_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fee_schedule_v_version_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fee_schedule_v_version_classes" ADD CONSTRAINT "_fee_schedule_v_version_classes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fee_schedule_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fee_schedule_v_version_classes_locales" ADD CONSTRAINT "_fee_schedule_v_version_classes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fee_schedule_v_version_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fee_schedule_v" ADD CONSTRAINT "_fee_schedule_v_parent_id_fee_schedule_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."fee_schedule"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fee_schedule_v" ADD CONSTRAINT "_fee_schedule_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_gateway" ADD CONSTRAINT "payment_gateway_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "admission_sessions_classes_documents_order_idx" ON "admission_sessions_classes_documents" USING btree ("_order");
  CREATE INDEX "admission_sessions_classes_documents_parent_id_idx" ON "admission_sessions_classes_documents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "admission_sessions_classes_documents_locales_locale_parent_i" ON "admission_sessions_classes_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "admission_sessions_classes_order_idx" ON "admission_sessions_classes" USING btree ("_order");
  CREATE INDEX "admission_sessions_classes_parent_id_idx" ON "admission_sessions_classes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "admission_sessions_classes_locales_locale_parent_id_unique" ON "admission_sessions_classes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "admission_sessions_criteria_bands_order_idx" ON "admission_sessions_criteria_bands" USING btree ("_order");
  CREATE INDEX "admission_sessions_criteria_bands_parent_id_idx" ON "admission_sessions_criteria_bands" USING btree ("_parent_id");
  CREATE INDEX "admission_sessions_criteria_order_idx" ON "admission_sessions_criteria" USING btree ("_order");
  CREATE INDEX "admission_sessions_criteria_parent_id_idx" ON "admission_sessions_criteria" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "admission_sessions_criteria_locales_locale_parent_id_unique" ON "admission_sessions_criteria_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "admission_sessions_school_idx" ON "admission_sessions" USING btree ("school_id");
  CREATE INDEX "admission_sessions_updated_at_idx" ON "admission_sessions" USING btree ("updated_at");
  CREATE INDEX "admission_sessions_created_at_idx" ON "admission_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "admission_sessions_locales_locale_parent_id_unique" ON "admission_sessions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "applications_documents_order_idx" ON "applications_documents" USING btree ("_order");
  CREATE INDEX "applications_documents_parent_id_idx" ON "applications_documents" USING btree ("_parent_id");
  CREATE INDEX "applications_documents_file_idx" ON "applications_documents" USING btree ("file_id");
  CREATE INDEX "applications_school_idx" ON "applications" USING btree ("school_id");
  CREATE INDEX "applications_number_idx" ON "applications" USING btree ("number");
  CREATE INDEX "applications_session_idx" ON "applications" USING btree ("session_id");
  CREATE INDEX "applications_class_code_idx" ON "applications" USING btree ("class_code");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_submitted_at_idx" ON "applications" USING btree ("submitted_at");
  CREATE INDEX "applications_access_hash_idx" ON "applications" USING btree ("access_hash");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "number_school_idx" ON "applications" USING btree ("number","school_id");
  CREATE INDEX "application_files_school_idx" ON "application_files" USING btree ("school_id");
  CREATE INDEX "application_files_updated_at_idx" ON "application_files" USING btree ("updated_at");
  CREATE INDEX "application_files_created_at_idx" ON "application_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_files_filename_idx" ON "application_files" USING btree ("filename");
  CREATE INDEX "admission_payments_school_idx" ON "admission_payments" USING btree ("school_id");
  CREATE INDEX "admission_payments_application_idx" ON "admission_payments" USING btree ("application_id");
  CREATE INDEX "admission_payments_reference_idx" ON "admission_payments" USING btree ("reference");
  CREATE INDEX "admission_payments_status_idx" ON "admission_payments" USING btree ("status");
  CREATE INDEX "admission_payments_checkout_id_idx" ON "admission_payments" USING btree ("checkout_id");
  CREATE INDEX "admission_payments_payment_id_idx" ON "admission_payments" USING btree ("payment_id");
  CREATE INDEX "admission_payments_updated_at_idx" ON "admission_payments" USING btree ("updated_at");
  CREATE INDEX "admission_payments_created_at_idx" ON "admission_payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "reference_school_idx" ON "admission_payments" USING btree ("reference","school_id");
  CREATE UNIQUE INDEX "paymentId_school_idx" ON "admission_payments" USING btree ("payment_id","school_id");
  CREATE INDEX "fee_schedule_classes_lines_order_idx" ON "fee_schedule_classes_lines" USING btree ("_order");
  CREATE INDEX "fee_schedule_classes_lines_parent_id_idx" ON "fee_schedule_classes_lines" USING btree ("_parent_id");
  CREATE INDEX "fee_schedule_classes_order_idx" ON "fee_schedule_classes" USING btree ("_order");
  CREATE INDEX "fee_schedule_classes_parent_id_idx" ON "fee_schedule_classes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "fee_schedule_classes_locales_locale_parent_id_unique" ON "fee_schedule_classes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "fee_schedule_school_idx" ON "fee_schedule" USING btree ("school_id");
  CREATE INDEX "fee_schedule_updated_at_idx" ON "fee_schedule" USING btree ("updated_at");
  CREATE INDEX "fee_schedule_created_at_idx" ON "fee_schedule" USING btree ("created_at");
  CREATE INDEX "_fee_schedule_v_version_classes_lines_order_idx" ON "_fee_schedule_v_version_classes_lines" USING btree ("_order");
  CREATE INDEX "_fee_schedule_v_version_classes_lines_parent_id_idx" ON "_fee_schedule_v_version_classes_lines" USING btree ("_parent_id");
  CREATE INDEX "_fee_schedule_v_version_classes_order_idx" ON "_fee_schedule_v_version_classes" USING btree ("_order");
  CREATE INDEX "_fee_schedule_v_version_classes_parent_id_idx" ON "_fee_schedule_v_version_classes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_fee_schedule_v_version_classes_locales_locale_parent_id_uni" ON "_fee_schedule_v_version_classes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_fee_schedule_v_parent_idx" ON "_fee_schedule_v" USING btree ("parent_id");
  CREATE INDEX "_fee_schedule_v_version_version_school_idx" ON "_fee_schedule_v" USING btree ("version_school_id");
  CREATE INDEX "_fee_schedule_v_version_version_updated_at_idx" ON "_fee_schedule_v" USING btree ("version_updated_at");
  CREATE INDEX "_fee_schedule_v_version_version_created_at_idx" ON "_fee_schedule_v" USING btree ("version_created_at");
  CREATE INDEX "_fee_schedule_v_created_at_idx" ON "_fee_schedule_v" USING btree ("created_at");
  CREATE INDEX "_fee_schedule_v_updated_at_idx" ON "_fee_schedule_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "payment_gateway_school_idx" ON "payment_gateway" USING btree ("school_id");
  CREATE INDEX "payment_gateway_updated_at_idx" ON "payment_gateway" USING btree ("updated_at");
  CREATE INDEX "payment_gateway_created_at_idx" ON "payment_gateway" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_sessions_fk" FOREIGN KEY ("admission_sessions_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_files_fk" FOREIGN KEY ("application_files_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_payments_fk" FOREIGN KEY ("admission_payments_id") REFERENCES "public"."admission_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fee_schedule_fk" FOREIGN KEY ("fee_schedule_id") REFERENCES "public"."fee_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_gateway_fk" FOREIGN KEY ("payment_gateway_id") REFERENCES "public"."payment_gateway"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_admission_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_application_files_id_idx" ON "payload_locked_documents_rels" USING btree ("application_files_id");
  CREATE INDEX "payload_locked_documents_rels_admission_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_payments_id");
  CREATE INDEX "payload_locked_documents_rels_fee_schedule_id_idx" ON "payload_locked_documents_rels" USING btree ("fee_schedule_id");
  CREATE INDEX "payload_locked_documents_rels_payment_gateway_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_gateway_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admission_sessions_classes_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_classes_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_classes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_criteria_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_criteria" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_criteria_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_sessions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fee_schedule_classes_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fee_schedule_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fee_schedule_classes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fee_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fee_schedule_v_version_classes_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fee_schedule_v_version_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fee_schedule_v_version_classes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fee_schedule_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_gateway" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admission_sessions_classes_documents" CASCADE;
  DROP TABLE "admission_sessions_classes_documents_locales" CASCADE;
  DROP TABLE "admission_sessions_classes" CASCADE;
  DROP TABLE "admission_sessions_classes_locales" CASCADE;
  DROP TABLE "admission_sessions_criteria_bands" CASCADE;
  DROP TABLE "admission_sessions_criteria" CASCADE;
  DROP TABLE "admission_sessions_criteria_locales" CASCADE;
  DROP TABLE "admission_sessions" CASCADE;
  DROP TABLE "admission_sessions_locales" CASCADE;
  DROP TABLE "applications_documents" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "application_files" CASCADE;
  DROP TABLE "admission_payments" CASCADE;
  DROP TABLE "fee_schedule_classes_lines" CASCADE;
  DROP TABLE "fee_schedule_classes" CASCADE;
  DROP TABLE "fee_schedule_classes_locales" CASCADE;
  DROP TABLE "fee_schedule" CASCADE;
  DROP TABLE "_fee_schedule_v_version_classes_lines" CASCADE;
  DROP TABLE "_fee_schedule_v_version_classes" CASCADE;
  DROP TABLE "_fee_schedule_v_version_classes_locales" CASCADE;
  DROP TABLE "_fee_schedule_v" CASCADE;
  DROP TABLE "payment_gateway" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fee_schedule_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_gateway_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'operator');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "audit_events" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_kind";
  CREATE TYPE "public"."enum_audit_events_kind" AS ENUM('sign-in', 'sign-in-failed', 'sign-out', 'sessions-revoked', 'password-change', 'two-factor-change', 'email-change', 'role-change', 'school-change', 'publish', 'unpublish', 'schedule', 'delete', 'restore', 'consent-change', 'export', 'subscriber-download', 'roster-import');
  ALTER TABLE "audit_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_audit_events_kind" USING "kind"::"public"."enum_audit_events_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'complianceCheck', 'auditRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'complianceCheck', 'auditRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_admission_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_admission_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_fee_schedule_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_gateway_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fee_schedule_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_gateway_id";
  DROP TYPE "public"."enum_admission_sessions_criteria_kind";
  DROP TYPE "public"."enum_admission_sessions_state";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_language";
  DROP TYPE "public"."enum_applications_fee_status";
  DROP TYPE "public"."enum_admission_payments_method";
  DROP TYPE "public"."enum_admission_payments_status";
  DROP TYPE "public"."enum_fee_schedule_classes_lines_head";
  DROP TYPE "public"."enum_fee_schedule_classes_lines_frequency";
  DROP TYPE "public"."enum_fee_schedule_state";
  DROP TYPE "public"."enum__fee_schedule_v_version_classes_lines_head";
  DROP TYPE "public"."enum__fee_schedule_v_version_classes_lines_frequency";
  DROP TYPE "public"."enum__fee_schedule_v_version_state";`)
}
