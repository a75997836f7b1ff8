import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policy_pages_slug" AS ENUM('privacy-policy', 'terms-of-use', 'copyright-policy', 'hyperlinking-policy', 'accessibility-statement');
  CREATE TYPE "public"."enum_policy_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policy_pages_v_version_slug" AS ENUM('privacy-policy', 'terms-of-use', 'copyright-policy', 'hyperlinking-policy', 'accessibility-statement');
  CREATE TYPE "public"."enum__policy_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_feedback_topic" AS ENUM('general', 'website', 'accessibility');
  CREATE TYPE "public"."enum_tc_lookups_outcome" AS ENUM('found', 'not-found', 'rate-limited', 'invalid');
  CREATE TYPE "public"."enum_tc_lookups_channel" AS ENUM('page', 'api');
  CREATE TYPE "public"."enum_consent_records_scope" AS ENUM('photo-and-name', 'photo', 'name');
  CREATE TYPE "public"."enum__consent_records_v_version_scope" AS ENUM('photo-and-name', 'photo', 'name');
  CREATE TYPE "public"."enum_md_affiliation_attested" AS ENUM('chairman', 'manager', 'secretary');
  CREATE TYPE "public"."enum_md_registration_attested" AS ENUM('chairman', 'manager', 'secretary');
  CREATE TYPE "public"."enum_md_noc_attested" AS ENUM('chairman', 'manager', 'secretary');
  CREATE TYPE "public"."enum_md_rte_recognition_attested" AS ENUM('chairman', 'manager', 'secretary');
  CREATE TYPE "public"."enum_md_building_safety_attested" AS ENUM('chairman', 'manager', 'secretary');
  CREATE TYPE "public"."enum_md_fire_safety_attested" AS ENUM('chairman', 'manager', 'secretary');
  CREATE TYPE "public"."enum_md_deo_certificate_attested" AS ENUM('chairman', 'manager', 'secretary');
  CREATE TYPE "public"."enum_md_water_health_sanitation_attested" AS ENUM('chairman', 'manager', 'secretary');
  CREATE TYPE "public"."enum_mandatory_disclosure_section_e_internet" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__mandatory_disclosure_v_version_section_e_internet" AS ENUM('yes', 'no');
  CREATE TABLE "policy_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" "enum_policy_pages_slug",
  	"body" jsonb,
  	"import_run" varchar,
  	"updated_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_policy_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_policy_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" "enum__policy_pages_v_version_slug",
  	"version_body" jsonb,
  	"version_import_run" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__policy_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" "enum_feedback_topic" DEFAULT 'general' NOT NULL,
  	"name" varchar,
  	"contact" varchar,
  	"message" varchar NOT NULL,
  	"summary" varchar,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tc_lookups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"outcome" "enum_tc_lookups_outcome" NOT NULL,
  	"channel" "enum_tc_lookups_channel" NOT NULL,
  	"client_address" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"child_name" varchar NOT NULL,
  	"given_by" varchar NOT NULL,
  	"relation" varchar,
  	"date_given" timestamp(3) with time zone NOT NULL,
  	"scope" "enum_consent_records_scope" DEFAULT 'photo-and-name' NOT NULL,
  	"evidence" varchar,
  	"withdrawn" boolean DEFAULT false,
  	"withdrawn_on" timestamp(3) with time zone,
  	"updated_by" varchar,
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
  
  CREATE TABLE "_consent_records_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_child_name" varchar NOT NULL,
  	"version_given_by" varchar NOT NULL,
  	"version_relation" varchar,
  	"version_date_given" timestamp(3) with time zone NOT NULL,
  	"version_scope" "enum__consent_records_v_version_scope" DEFAULT 'photo-and-name' NOT NULL,
  	"version_evidence" varchar,
  	"version_withdrawn" boolean DEFAULT false,
  	"version_withdrawn_on" timestamp(3) with time zone,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_section_c_results_x" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"registered" numeric NOT NULL,
  	"passed" numeric NOT NULL,
  	"pass_percentage" numeric,
  	"remarks" varchar
  );
  
  CREATE TABLE "mandatory_disclosure_section_c_results_x_i_i" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"registered" numeric NOT NULL,
  	"passed" numeric NOT NULL,
  	"pass_percentage" numeric,
  	"remarks" varchar
  );
  
  CREATE TABLE "mandatory_disclosure_annual_reports" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_section_c_results_x" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"registered" numeric NOT NULL,
  	"passed" numeric NOT NULL,
  	"pass_percentage" numeric,
  	"remarks" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"registered" numeric NOT NULL,
  	"passed" numeric NOT NULL,
  	"pass_percentage" numeric,
  	"remarks" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_annual_reports" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"file_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "tc_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_class" boolean DEFAULT false,
  	"show_dates" boolean DEFAULT false,
  	"retention_years" numeric DEFAULT 5 NOT NULL,
  	"updated_by" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_tc_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_show_class" boolean DEFAULT false,
  	"version_show_dates" boolean DEFAULT false,
  	"version_retention_years" numeric DEFAULT 5 NOT NULL,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "toppers" ADD COLUMN "consent_id" integer;
  ALTER TABLE "_toppers_v" ADD COLUMN "version_consent_id" integer;
  ALTER TABLE "transfer_certificates" ADD COLUMN "remove_from_lookup_after" timestamp(3) with time zone;
  ALTER TABLE "_transfer_certificates_v" ADD COLUMN "version_remove_from_lookup_after" timestamp(3) with time zone;
  ALTER TABLE "images" ADD COLUMN "shows_children" boolean DEFAULT false;
  ALTER TABLE "images" ADD COLUMN "consent_id" integer;
  ALTER TABLE "_images_v" ADD COLUMN "version_shows_children" boolean DEFAULT false;
  ALTER TABLE "_images_v" ADD COLUMN "version_consent_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tc_lookups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "school_profile" ADD COLUMN "require_consent" boolean DEFAULT false;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_require_consent" boolean DEFAULT false;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_school_name" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_affiliation_number" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_school_code" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_address" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_principal_name" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_principal_qualification" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_email" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_a_phone" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_affiliation_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_affiliation_issued_on" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_affiliation_valid_until" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_affiliation_attested_by_management" "enum_md_affiliation_attested";
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_affiliation_attested_by_principal" boolean;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_registration_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_registration_issued_on" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_registration_valid_until" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_registration_attested_by_management" "enum_md_registration_attested";
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_registration_attested_by_principal" boolean;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_noc_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_noc_issued_on" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_noc_valid_until" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_noc_attested_by_management" "enum_md_noc_attested";
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_noc_attested_by_principal" boolean;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_rte_recognition_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_rte_recognition_issued_on" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_rte_recognition_valid_until" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_rte_recognition_attested_by_management" "enum_md_rte_recognition_attested";
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_rte_recognition_attested_by_principal" boolean;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_building_safety_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_building_safety_issued_on" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_building_safety_valid_until" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_building_safety_attested_by_management" "enum_md_building_safety_attested";
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_building_safety_attested_by_principal" boolean;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_fire_safety_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_fire_safety_issued_on" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_fire_safety_valid_until" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_fire_safety_attested_by_management" "enum_md_fire_safety_attested";
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_fire_safety_attested_by_principal" boolean;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_deo_certificate_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_deo_certificate_issued_on" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_deo_certificate_valid_until" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_deo_certificate_attested_by_management" "enum_md_deo_certificate_attested";
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_deo_certificate_attested_by_principal" boolean;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_water_health_sanitation_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_water_health_sanitation_issued_on" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_water_health_sanitation_valid_until" timestamp(3) with time zone;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_water_health_sanitation_attested_by_management" "enum_md_water_health_sanitation_attested";
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_b_water_health_sanitation_attested_by_principal" boolean;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_c_fee_structure_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_c_academic_calendar_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_c_smc_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_c_pta_file_id" integer;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_principal" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_teachers_p_g_t" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_teachers_t_g_t" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_teachers_p_r_t" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_teacher_section_ratio" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_special_educator" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_d_counsellor" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_campus_area" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_classroom_count" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_classroom_size" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_lab_count" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_lab_size" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_internet" "enum_mandatory_disclosure_section_e_internet";
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_girls_toilets" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_boys_toilets" numeric;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "section_e_inspection_video" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_school_name" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_affiliation_number" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_school_code" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_address" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_principal_name" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_principal_qualification" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_email" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_a_phone" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_affiliation_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_affiliation_issued_on" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_affiliation_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_affiliation_attested_by_management" "enum_md_affiliation_attested";
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_affiliation_attested_by_principal" boolean;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_registration_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_registration_issued_on" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_registration_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_registration_attested_by_management" "enum_md_registration_attested";
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_registration_attested_by_principal" boolean;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_noc_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_noc_issued_on" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_noc_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_noc_attested_by_management" "enum_md_noc_attested";
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_noc_attested_by_principal" boolean;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_rte_recognition_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_rte_recognition_issued_on" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_rte_recognition_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_rte_recognition_attested_by_management" "enum_md_rte_recognition_attested";
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_rte_recognition_attested_by_principal" boolean;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_building_safety_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_building_safety_issued_on" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_building_safety_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_building_safety_attested_by_management" "enum_md_building_safety_attested";
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_building_safety_attested_by_principal" boolean;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_fire_safety_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_fire_safety_issued_on" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_fire_safety_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_fire_safety_attested_by_management" "enum_md_fire_safety_attested";
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_fire_safety_attested_by_principal" boolean;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_deo_certificate_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_deo_certificate_issued_on" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_deo_certificate_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_deo_certificate_attested_by_management" "enum_md_deo_certificate_attested";
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_deo_certificate_attested_by_principal" boolean;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_water_health_sanitation_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_water_health_sanitation_issued_on" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_water_health_sanitation_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_water_health_sanitation_attested_by_management" "enum_md_water_health_sanitation_attested";
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_b_water_health_sanitation_attested_by_principal" boolean;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_c_fee_structure_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_c_academic_calendar_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_c_smc_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_c_pta_file_id" integer;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_principal" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_teachers_p_g_t" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_teachers_t_g_t" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_teachers_p_r_t" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_teacher_section_ratio" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_special_educator" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_d_counsellor" varchar;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_campus_area" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_classroom_count" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_classroom_size" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_lab_count" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_lab_size" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_internet" "enum__mandatory_disclosure_v_version_section_e_internet";
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_girls_toilets" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_boys_toilets" numeric;
  ALTER TABLE "_mandatory_disclosure_v" ADD COLUMN "version_section_e_inspection_video" varchar;
  ALTER TABLE "_policy_pages_v" ADD CONSTRAINT "_policy_pages_v_parent_id_policy_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policy_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_consent_records_v" ADD CONSTRAINT "_consent_records_v_parent_id_consent_records_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_section_c_results_x" ADD CONSTRAINT "mandatory_disclosure_section_c_results_x_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_section_c_results_x_i_i" ADD CONSTRAINT "mandatory_disclosure_section_c_results_x_i_i_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_annual_reports" ADD CONSTRAINT "mandatory_disclosure_annual_reports_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_annual_reports" ADD CONSTRAINT "mandatory_disclosure_annual_reports_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_results_x_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_results_x_i_i_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_annual_reports" ADD CONSTRAINT "_mandatory_disclosure_v_version_annual_reports_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_annual_reports" ADD CONSTRAINT "_mandatory_disclosure_v_version_annual_reports_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "policy_pages_slug_idx" ON "policy_pages" USING btree ("slug");
  CREATE INDEX "policy_pages_import_run_idx" ON "policy_pages" USING btree ("import_run");
  CREATE INDEX "policy_pages_updated_at_idx" ON "policy_pages" USING btree ("updated_at");
  CREATE INDEX "policy_pages_created_at_idx" ON "policy_pages" USING btree ("created_at");
  CREATE INDEX "policy_pages_deleted_at_idx" ON "policy_pages" USING btree ("deleted_at");
  CREATE INDEX "policy_pages__status_idx" ON "policy_pages" USING btree ("_status");
  CREATE INDEX "_policy_pages_v_parent_idx" ON "_policy_pages_v" USING btree ("parent_id");
  CREATE INDEX "_policy_pages_v_version_version_slug_idx" ON "_policy_pages_v" USING btree ("version_slug");
  CREATE INDEX "_policy_pages_v_version_version_import_run_idx" ON "_policy_pages_v" USING btree ("version_import_run");
  CREATE INDEX "_policy_pages_v_version_version_updated_at_idx" ON "_policy_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_policy_pages_v_version_version_created_at_idx" ON "_policy_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_policy_pages_v_version_version_deleted_at_idx" ON "_policy_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_policy_pages_v_version_version__status_idx" ON "_policy_pages_v" USING btree ("version__status");
  CREATE INDEX "_policy_pages_v_created_at_idx" ON "_policy_pages_v" USING btree ("created_at");
  CREATE INDEX "_policy_pages_v_updated_at_idx" ON "_policy_pages_v" USING btree ("updated_at");
  CREATE INDEX "_policy_pages_v_latest_idx" ON "_policy_pages_v" USING btree ("latest");
  CREATE INDEX "feedback_updated_at_idx" ON "feedback" USING btree ("updated_at");
  CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");
  CREATE INDEX "tc_lookups_outcome_idx" ON "tc_lookups" USING btree ("outcome");
  CREATE INDEX "tc_lookups_updated_at_idx" ON "tc_lookups" USING btree ("updated_at");
  CREATE INDEX "tc_lookups_created_at_idx" ON "tc_lookups" USING btree ("created_at");
  CREATE INDEX "consent_records_withdrawn_idx" ON "consent_records" USING btree ("withdrawn");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "consent_records_filename_idx" ON "consent_records" USING btree ("filename");
  CREATE INDEX "_consent_records_v_parent_idx" ON "_consent_records_v" USING btree ("parent_id");
  CREATE INDEX "_consent_records_v_version_version_withdrawn_idx" ON "_consent_records_v" USING btree ("version_withdrawn");
  CREATE INDEX "_consent_records_v_version_version_updated_at_idx" ON "_consent_records_v" USING btree ("version_updated_at");
  CREATE INDEX "_consent_records_v_version_version_created_at_idx" ON "_consent_records_v" USING btree ("version_created_at");
  CREATE INDEX "_consent_records_v_version_version_filename_idx" ON "_consent_records_v" USING btree ("version_filename");
  CREATE INDEX "_consent_records_v_created_at_idx" ON "_consent_records_v" USING btree ("created_at");
  CREATE INDEX "_consent_records_v_updated_at_idx" ON "_consent_records_v" USING btree ("updated_at");
  CREATE INDEX "mandatory_disclosure_section_c_results_x_order_idx" ON "mandatory_disclosure_section_c_results_x" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_section_c_results_x_parent_id_idx" ON "mandatory_disclosure_section_c_results_x" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_section_c_results_x_i_i_order_idx" ON "mandatory_disclosure_section_c_results_x_i_i" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_section_c_results_x_i_i_parent_id_idx" ON "mandatory_disclosure_section_c_results_x_i_i" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_annual_reports_order_idx" ON "mandatory_disclosure_annual_reports" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_annual_reports_parent_id_idx" ON "mandatory_disclosure_annual_reports" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_annual_reports_file_idx" ON "mandatory_disclosure_annual_reports" USING btree ("file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_c_results_x_order_idx" ON "_mandatory_disclosure_v_version_section_c_results_x" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_section_c_results_x_parent_id_idx" ON "_mandatory_disclosure_v_version_section_c_results_x" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_c_results_x_i_i_order_idx" ON "_mandatory_disclosure_v_version_section_c_results_x_i_i" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_section_c_results_x_i_i_parent_id_idx" ON "_mandatory_disclosure_v_version_section_c_results_x_i_i" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_annual_reports_order_idx" ON "_mandatory_disclosure_v_version_annual_reports" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_annual_reports_parent_id_idx" ON "_mandatory_disclosure_v_version_annual_reports" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_annual_reports_file_idx" ON "_mandatory_disclosure_v_version_annual_reports" USING btree ("file_id");
  CREATE INDEX "_tc_settings_v_created_at_idx" ON "_tc_settings_v" USING btree ("created_at");
  CREATE INDEX "_tc_settings_v_updated_at_idx" ON "_tc_settings_v" USING btree ("updated_at");
  ALTER TABLE "toppers" ADD CONSTRAINT "toppers_consent_id_consent_records_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toppers_v" ADD CONSTRAINT "_toppers_v_version_consent_id_consent_records_id_fk" FOREIGN KEY ("version_consent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_consent_id_consent_records_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_images_v" ADD CONSTRAINT "_images_v_version_consent_id_consent_records_id_fk" FOREIGN KEY ("version_consent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_pages_fk" FOREIGN KEY ("policy_pages_id") REFERENCES "public"."policy_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tc_lookups_fk" FOREIGN KEY ("tc_lookups_id") REFERENCES "public"."tc_lookups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_b_affiliation_file_id_documents_id_fk" FOREIGN KEY ("section_b_affiliation_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_b_registration_file_id_documents_id_fk" FOREIGN KEY ("section_b_registration_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_b_noc_file_id_documents_id_fk" FOREIGN KEY ("section_b_noc_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_b_rte_recognition_file_id_documents_id_fk" FOREIGN KEY ("section_b_rte_recognition_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_b_building_safety_file_id_documents_id_fk" FOREIGN KEY ("section_b_building_safety_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_b_fire_safety_file_id_documents_id_fk" FOREIGN KEY ("section_b_fire_safety_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_b_deo_certificate_file_id_documents_id_fk" FOREIGN KEY ("section_b_deo_certificate_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_b_water_health_sanitation_file_id_documents_id_fk" FOREIGN KEY ("section_b_water_health_sanitation_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_c_fee_structure_file_id_documents_id_fk" FOREIGN KEY ("section_c_fee_structure_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_c_academic_calendar_file_id_documents_id_fk" FOREIGN KEY ("section_c_academic_calendar_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_c_smc_file_id_documents_id_fk" FOREIGN KEY ("section_c_smc_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure" ADD CONSTRAINT "mandatory_disclosure_section_c_pta_file_id_documents_id_fk" FOREIGN KEY ("section_c_pta_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_b_affiliation_file_id_documents_id_fk" FOREIGN KEY ("version_section_b_affiliation_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_b_registration_file_id_documents_id_fk" FOREIGN KEY ("version_section_b_registration_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_b_noc_file_id_documents_id_fk" FOREIGN KEY ("version_section_b_noc_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_b_rte_recognition_file_id_documents_id_fk" FOREIGN KEY ("version_section_b_rte_recognition_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_b_building_safety_file_id_documents_id_fk" FOREIGN KEY ("version_section_b_building_safety_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_b_fire_safety_file_id_documents_id_fk" FOREIGN KEY ("version_section_b_fire_safety_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_b_deo_certificate_file_id_documents_id_fk" FOREIGN KEY ("version_section_b_deo_certificate_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_b_water_health_sanitation_file_id_documents_id_fk" FOREIGN KEY ("version_section_b_water_health_sanitation_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_fee_structure_file_id_documents_id_fk" FOREIGN KEY ("version_section_c_fee_structure_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_academic_calendar_file_id_documents_id_fk" FOREIGN KEY ("version_section_c_academic_calendar_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_smc_file_id_documents_id_fk" FOREIGN KEY ("version_section_c_smc_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_pta_file_id_documents_id_fk" FOREIGN KEY ("version_section_c_pta_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "toppers_consent_idx" ON "toppers" USING btree ("consent_id");
  CREATE INDEX "_toppers_v_version_version_consent_idx" ON "_toppers_v" USING btree ("version_consent_id");
  CREATE INDEX "transfer_certificates_remove_from_lookup_after_idx" ON "transfer_certificates" USING btree ("remove_from_lookup_after");
  CREATE INDEX "_transfer_certificates_v_version_version_remove_from_loo_idx" ON "_transfer_certificates_v" USING btree ("version_remove_from_lookup_after");
  CREATE INDEX "images_consent_idx" ON "images" USING btree ("consent_id");
  CREATE INDEX "_images_v_version_version_consent_idx" ON "_images_v" USING btree ("version_consent_id");
  CREATE INDEX "payload_locked_documents_rels_policy_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("policy_pages_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_id");
  CREATE INDEX "payload_locked_documents_rels_tc_lookups_id_idx" ON "payload_locked_documents_rels" USING btree ("tc_lookups_id");
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");
  CREATE INDEX "mandatory_disclosure_section_b_affiliation_section_b_aff_idx" ON "mandatory_disclosure" USING btree ("section_b_affiliation_file_id");
  CREATE INDEX "mandatory_disclosure_section_b_registration_section_b_re_idx" ON "mandatory_disclosure" USING btree ("section_b_registration_file_id");
  CREATE INDEX "mandatory_disclosure_section_b_noc_section_b_noc_file_idx" ON "mandatory_disclosure" USING btree ("section_b_noc_file_id");
  CREATE INDEX "mandatory_disclosure_section_b_rte_recognition_section_b_idx" ON "mandatory_disclosure" USING btree ("section_b_rte_recognition_file_id");
  CREATE INDEX "mandatory_disclosure_section_b_building_safety_section_b_idx" ON "mandatory_disclosure" USING btree ("section_b_building_safety_file_id");
  CREATE INDEX "mandatory_disclosure_section_b_fire_safety_section_b_fir_idx" ON "mandatory_disclosure" USING btree ("section_b_fire_safety_file_id");
  CREATE INDEX "mandatory_disclosure_section_b_deo_certificate_section_b_idx" ON "mandatory_disclosure" USING btree ("section_b_deo_certificate_file_id");
  CREATE INDEX "mandatory_disclosure_section_b_water_health_sanitation_s_idx" ON "mandatory_disclosure" USING btree ("section_b_water_health_sanitation_file_id");
  CREATE INDEX "mandatory_disclosure_section_c_section_c_fee_structure_f_idx" ON "mandatory_disclosure" USING btree ("section_c_fee_structure_file_id");
  CREATE INDEX "mandatory_disclosure_section_c_section_c_academic_calend_idx" ON "mandatory_disclosure" USING btree ("section_c_academic_calendar_file_id");
  CREATE INDEX "mandatory_disclosure_section_c_section_c_smc_file_idx" ON "mandatory_disclosure" USING btree ("section_c_smc_file_id");
  CREATE INDEX "mandatory_disclosure_section_c_section_c_pta_file_idx" ON "mandatory_disclosure" USING btree ("section_c_pta_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_b_affiliation_ve_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_b_affiliation_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_b_registration_v_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_b_registration_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_b_noc_version_se_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_b_noc_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_b_rte_recognitio_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_b_rte_recognition_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_b_building_safet_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_b_building_safety_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_b_fire_safety_ve_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_b_fire_safety_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_b_deo_certificat_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_b_deo_certificate_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_b_water_health_s_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_b_water_health_sanitation_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_c_version_sectio_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_c_fee_structure_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_c_version_sect_1_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_c_academic_calendar_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_c_version_sect_2_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_c_smc_file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_section_c_version_sect_3_idx" ON "_mandatory_disclosure_v" USING btree ("version_section_c_pta_file_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policy_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tc_lookups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_consent_records_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_section_c_results_x" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_section_c_results_x_i_i" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_annual_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_annual_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tc_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tc_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policy_pages" CASCADE;
  DROP TABLE "_policy_pages_v" CASCADE;
  DROP TABLE "feedback" CASCADE;
  DROP TABLE "tc_lookups" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "_consent_records_v" CASCADE;
  DROP TABLE "mandatory_disclosure_section_c_results_x" CASCADE;
  DROP TABLE "mandatory_disclosure_section_c_results_x_i_i" CASCADE;
  DROP TABLE "mandatory_disclosure_annual_reports" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_section_c_results_x" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_annual_reports" CASCADE;
  DROP TABLE "tc_settings" CASCADE;
  DROP TABLE "_tc_settings_v" CASCADE;
  ALTER TABLE "toppers" DROP CONSTRAINT "toppers_consent_id_consent_records_id_fk";
  
  ALTER TABLE "_toppers_v" DROP CONSTRAINT "_toppers_v_version_consent_id_consent_records_id_fk";
  
  ALTER TABLE "images" DROP CONSTRAINT "images_consent_id_consent_records_id_fk";
  
  ALTER TABLE "_images_v" DROP CONSTRAINT "_images_v_version_consent_id_consent_records_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policy_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedback_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tc_lookups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_b_affiliation_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_b_registration_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_b_noc_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_b_rte_recognition_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_b_building_safety_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_b_fire_safety_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_b_deo_certificate_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_b_water_health_sanitation_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_c_fee_structure_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_c_academic_calendar_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_c_smc_file_id_documents_id_fk";
  
  ALTER TABLE "mandatory_disclosure" DROP CONSTRAINT "mandatory_disclosure_section_c_pta_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_b_affiliation_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_b_registration_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_b_noc_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_b_rte_recognition_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_b_building_safety_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_b_fire_safety_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_b_deo_certificate_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_b_water_health_sanitation_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_c_fee_structure_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_c_academic_calendar_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_c_smc_file_id_documents_id_fk";
  
  ALTER TABLE "_mandatory_disclosure_v" DROP CONSTRAINT "_mandatory_disclosure_v_version_section_c_pta_file_id_documents_id_fk";
  
  DROP INDEX "toppers_consent_idx";
  DROP INDEX "_toppers_v_version_version_consent_idx";
  DROP INDEX "transfer_certificates_remove_from_lookup_after_idx";
  DROP INDEX "_transfer_certificates_v_version_version_remove_from_loo_idx";
  DROP INDEX "images_consent_idx";
  DROP INDEX "_images_v_version_version_consent_idx";
  DROP INDEX "payload_locked_documents_rels_policy_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_feedback_id_idx";
  DROP INDEX "payload_locked_documents_rels_tc_lookups_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  DROP INDEX "mandatory_disclosure_section_b_affiliation_section_b_aff_idx";
  DROP INDEX "mandatory_disclosure_section_b_registration_section_b_re_idx";
  DROP INDEX "mandatory_disclosure_section_b_noc_section_b_noc_file_idx";
  DROP INDEX "mandatory_disclosure_section_b_rte_recognition_section_b_idx";
  DROP INDEX "mandatory_disclosure_section_b_building_safety_section_b_idx";
  DROP INDEX "mandatory_disclosure_section_b_fire_safety_section_b_fir_idx";
  DROP INDEX "mandatory_disclosure_section_b_deo_certificate_section_b_idx";
  DROP INDEX "mandatory_disclosure_section_b_water_health_sanitation_s_idx";
  DROP INDEX "mandatory_disclosure_section_c_section_c_fee_structure_f_idx";
  DROP INDEX "mandatory_disclosure_section_c_section_c_academic_calend_idx";
  DROP INDEX "mandatory_disclosure_section_c_section_c_smc_file_idx";
  DROP INDEX "mandatory_disclosure_section_c_section_c_pta_file_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_b_affiliation_ve_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_b_registration_v_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_b_noc_version_se_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_b_rte_recognitio_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_b_building_safet_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_b_fire_safety_ve_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_b_deo_certificat_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_b_water_health_s_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_c_version_sectio_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_c_version_sect_1_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_c_version_sect_2_idx";
  DROP INDEX "_mandatory_disclosure_v_version_section_c_version_sect_3_idx";
  ALTER TABLE "toppers" DROP COLUMN "consent_id";
  ALTER TABLE "_toppers_v" DROP COLUMN "version_consent_id";
  ALTER TABLE "transfer_certificates" DROP COLUMN "remove_from_lookup_after";
  ALTER TABLE "_transfer_certificates_v" DROP COLUMN "version_remove_from_lookup_after";
  ALTER TABLE "images" DROP COLUMN "shows_children";
  ALTER TABLE "images" DROP COLUMN "consent_id";
  ALTER TABLE "_images_v" DROP COLUMN "version_shows_children";
  ALTER TABLE "_images_v" DROP COLUMN "version_consent_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tc_lookups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "school_profile" DROP COLUMN "require_consent";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_require_consent";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_school_name";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_affiliation_number";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_school_code";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_address";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_principal_name";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_principal_qualification";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_email";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_a_phone";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_affiliation_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_affiliation_issued_on";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_affiliation_valid_until";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_affiliation_attested_by_management";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_affiliation_attested_by_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_registration_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_registration_issued_on";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_registration_valid_until";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_registration_attested_by_management";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_registration_attested_by_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_noc_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_noc_issued_on";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_noc_valid_until";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_noc_attested_by_management";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_noc_attested_by_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_rte_recognition_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_rte_recognition_issued_on";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_rte_recognition_valid_until";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_rte_recognition_attested_by_management";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_rte_recognition_attested_by_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_building_safety_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_building_safety_issued_on";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_building_safety_valid_until";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_building_safety_attested_by_management";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_building_safety_attested_by_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_fire_safety_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_fire_safety_issued_on";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_fire_safety_valid_until";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_fire_safety_attested_by_management";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_fire_safety_attested_by_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_deo_certificate_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_deo_certificate_issued_on";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_deo_certificate_valid_until";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_deo_certificate_attested_by_management";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_deo_certificate_attested_by_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_water_health_sanitation_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_water_health_sanitation_issued_on";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_water_health_sanitation_valid_until";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_water_health_sanitation_attested_by_management";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_b_water_health_sanitation_attested_by_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_c_fee_structure_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_c_academic_calendar_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_c_smc_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_c_pta_file_id";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_principal";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_teachers_p_g_t";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_teachers_t_g_t";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_teachers_p_r_t";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_teacher_section_ratio";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_special_educator";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_d_counsellor";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_campus_area";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_classroom_count";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_classroom_size";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_lab_count";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_lab_size";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_internet";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_girls_toilets";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_boys_toilets";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "section_e_inspection_video";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_school_name";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_affiliation_number";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_school_code";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_address";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_principal_name";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_principal_qualification";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_email";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_a_phone";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_affiliation_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_affiliation_issued_on";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_affiliation_valid_until";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_affiliation_attested_by_management";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_affiliation_attested_by_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_registration_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_registration_issued_on";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_registration_valid_until";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_registration_attested_by_management";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_registration_attested_by_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_noc_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_noc_issued_on";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_noc_valid_until";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_noc_attested_by_management";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_noc_attested_by_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_rte_recognition_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_rte_recognition_issued_on";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_rte_recognition_valid_until";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_rte_recognition_attested_by_management";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_rte_recognition_attested_by_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_building_safety_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_building_safety_issued_on";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_building_safety_valid_until";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_building_safety_attested_by_management";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_building_safety_attested_by_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_fire_safety_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_fire_safety_issued_on";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_fire_safety_valid_until";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_fire_safety_attested_by_management";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_fire_safety_attested_by_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_deo_certificate_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_deo_certificate_issued_on";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_deo_certificate_valid_until";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_deo_certificate_attested_by_management";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_deo_certificate_attested_by_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_water_health_sanitation_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_water_health_sanitation_issued_on";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_water_health_sanitation_valid_until";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_water_health_sanitation_attested_by_management";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_b_water_health_sanitation_attested_by_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_c_fee_structure_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_c_academic_calendar_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_c_smc_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_c_pta_file_id";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_principal";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_teachers_p_g_t";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_teachers_t_g_t";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_teachers_p_r_t";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_teacher_section_ratio";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_special_educator";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_d_counsellor";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_campus_area";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_classroom_count";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_classroom_size";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_lab_count";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_lab_size";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_internet";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_girls_toilets";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_boys_toilets";
  ALTER TABLE "_mandatory_disclosure_v" DROP COLUMN "version_section_e_inspection_video";
  DROP TYPE "public"."enum_policy_pages_slug";
  DROP TYPE "public"."enum_policy_pages_status";
  DROP TYPE "public"."enum__policy_pages_v_version_slug";
  DROP TYPE "public"."enum__policy_pages_v_version_status";
  DROP TYPE "public"."enum_feedback_topic";
  DROP TYPE "public"."enum_tc_lookups_outcome";
  DROP TYPE "public"."enum_tc_lookups_channel";
  DROP TYPE "public"."enum_consent_records_scope";
  DROP TYPE "public"."enum__consent_records_v_version_scope";
  DROP TYPE "public"."enum_md_affiliation_attested";
  DROP TYPE "public"."enum_md_registration_attested";
  DROP TYPE "public"."enum_md_noc_attested";
  DROP TYPE "public"."enum_md_rte_recognition_attested";
  DROP TYPE "public"."enum_md_building_safety_attested";
  DROP TYPE "public"."enum_md_fire_safety_attested";
  DROP TYPE "public"."enum_md_deo_certificate_attested";
  DROP TYPE "public"."enum_md_water_health_sanitation_attested";
  DROP TYPE "public"."enum_mandatory_disclosure_section_e_internet";
  DROP TYPE "public"."enum__mandatory_disclosure_v_version_section_e_internet";`)
}
