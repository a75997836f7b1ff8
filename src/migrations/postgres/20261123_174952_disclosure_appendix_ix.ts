import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  ALTER TABLE "mandatory_disclosure_section_c_results_x" ADD CONSTRAINT "mandatory_disclosure_section_c_results_x_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_section_c_results_x_i_i" ADD CONSTRAINT "mandatory_disclosure_section_c_results_x_i_i_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_annual_reports" ADD CONSTRAINT "mandatory_disclosure_annual_reports_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_annual_reports" ADD CONSTRAINT "mandatory_disclosure_annual_reports_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_results_x_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i" ADD CONSTRAINT "_mandatory_disclosure_v_version_section_c_results_x_i_i_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_annual_reports" ADD CONSTRAINT "_mandatory_disclosure_v_version_annual_reports_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_annual_reports" ADD CONSTRAINT "_mandatory_disclosure_v_version_annual_reports_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
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
   ALTER TABLE "mandatory_disclosure_section_c_results_x" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_section_c_results_x_i_i" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mandatory_disclosure_annual_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mandatory_disclosure_v_version_annual_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mandatory_disclosure_section_c_results_x" CASCADE;
  DROP TABLE "mandatory_disclosure_section_c_results_x_i_i" CASCADE;
  DROP TABLE "mandatory_disclosure_annual_reports" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_section_c_results_x" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_section_c_results_x_i_i" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_annual_reports" CASCADE;
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
