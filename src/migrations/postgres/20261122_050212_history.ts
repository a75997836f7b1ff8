import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__school_profile_v_version_session_start_month" AS ENUM('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December');
  CREATE TYPE "public"."enum__school_profile_v_version_session_end_month" AS ENUM('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December');
  CREATE TABLE "_online_registrations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_legacy_id" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_online_registrations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "_hero_slides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_image_id" integer NOT NULL,
  	"version_order" numeric DEFAULT 1 NOT NULL,
  	"version_legacy_id" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_media_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_image_id" integer NOT NULL,
  	"version_legacy_id" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_category" varchar NOT NULL,
  	"version_message" varchar NOT NULL,
  	"version_photo_id" integer,
  	"version_legacy_id" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_faculty_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_designation" varchar NOT NULL,
  	"version_category" varchar NOT NULL,
  	"version_order" numeric NOT NULL,
  	"version_legacy_id" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_transfer_certificates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_admission_number" numeric NOT NULL,
  	"version_student_name" varchar NOT NULL,
  	"version_class_last_studied" varchar NOT NULL,
  	"version_date_of_issue" timestamp(3) with time zone NOT NULL,
  	"version_tc_number" varchar NOT NULL,
  	"version_certificate_id" integer NOT NULL,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_images_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_alt" varchar NOT NULL,
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
  	"version_sizes_thumb_url" varchar,
  	"version_sizes_thumb_width" numeric,
  	"version_sizes_thumb_height" numeric,
  	"version_sizes_thumb_mime_type" varchar,
  	"version_sizes_thumb_filesize" numeric,
  	"version_sizes_thumb_filename" varchar,
  	"version_sizes_card_url" varchar,
  	"version_sizes_card_width" numeric,
  	"version_sizes_card_height" numeric,
  	"version_sizes_card_mime_type" varchar,
  	"version_sizes_card_filesize" numeric,
  	"version_sizes_card_filename" varchar,
  	"version_sizes_large_url" varchar,
  	"version_sizes_large_width" numeric,
  	"version_sizes_large_height" numeric,
  	"version_sizes_large_mime_type" varchar,
  	"version_sizes_large_filesize" numeric,
  	"version_sizes_large_filename" varchar,
  	"version_sizes_hero_url" varchar,
  	"version_sizes_hero_width" numeric,
  	"version_sizes_hero_height" numeric,
  	"version_sizes_hero_mime_type" varchar,
  	"version_sizes_hero_filesize" numeric,
  	"version_sizes_hero_filename" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_accessibility_warning" varchar,
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
  
  CREATE TABLE "_certificates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
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
  
  CREATE TABLE "_school_profile_v_version_houses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"colour" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_school_profile_v_version_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_school_profile_v_version_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"number" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_school_profile_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_school_profile_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_name" varchar NOT NULL,
  	"version_short_name" varchar,
  	"version_school_code" varchar NOT NULL,
  	"version_affiliation" varchar,
  	"version_affiliation_number" varchar,
  	"version_tagline" varchar,
  	"version_logo_id" integer,
  	"version_founded_on" timestamp(3) with time zone,
  	"version_first_roll_strength" numeric,
  	"version_session_start_month" "enum__school_profile_v_version_session_start_month" DEFAULT 'April',
  	"version_session_end_month" "enum__school_profile_v_version_session_end_month" DEFAULT 'March',
  	"version_student_count" numeric,
  	"version_teacher_count" numeric,
  	"version_admin_staff_count" numeric,
  	"version_support_staff_count" numeric,
  	"version_address" varchar NOT NULL,
  	"version_extended_campus_address" varchar,
  	"version_map_embed_url" varchar,
  	"version_erp_portal_url" varchar,
  	"version_parent_portal_url" varchar,
  	"version_erp_vendor" varchar,
  	"version_help_desk_email" varchar,
  	"version_help_desk_hours" varchar,
  	"version_copyright" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_feature_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_about_teaser_heading" varchar NOT NULL,
  	"version_about_teaser_text" varchar NOT NULL,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_principal_message_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_quotation" varchar NOT NULL,
  	"version_principal_name" varchar NOT NULL,
  	"version_designation" varchar DEFAULT 'Principal',
  	"version_photo_id" integer,
  	"version_letter" jsonb NOT NULL,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_history" jsonb NOT NULL,
  	"version_extended_campus" jsonb,
  	"version_educational_aims" jsonb,
  	"version_motto" varchar,
  	"version_motto_meaning" varchar,
  	"version_photo_id" integer,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_syllabus_page_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_syllabus_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_exam_schedule_page_v_version_date_sheets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"file_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_exam_schedule_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_activities_page_v_version_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"embedded_pdf_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_activities_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_student_council_page_v_version_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_student_council_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_student_council_page_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "_admission_page_v_version_admission_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admission_page_v_version_age_criteria" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"class_name" varchar NOT NULL,
  	"age" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admission_page_v_version_fee_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admission_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version_age_note" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_uniform_page_v_version_boys_regular" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniform_page_v_version_boys_pt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniform_page_v_version_boys_winter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniform_page_v_version_boys_pt_winter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniform_page_v_version_girls_regular" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniform_page_v_version_girls_pt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniform_page_v_version_girls_winter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniform_page_v_version_girls_pt_winter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniform_page_v_version_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniform_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_timings_page_v_version_class_timings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"classes" varchar NOT NULL,
  	"summer" varchar NOT NULL,
  	"winter" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_timings_page_v_version_bus_departures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"summer" varchar NOT NULL,
  	"winter" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_timings_page_v_version_office_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"office" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_timings_page_v_version_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_timings_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_infrastructure_page_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_infrastructure_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_general_information" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"file_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_academic_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"file_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_fee_structure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"class_name" varchar NOT NULL,
  	"tuition_fee" varchar NOT NULL,
  	"annual_charges" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_calendar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"period" varchar NOT NULL,
  	"activity" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_management_committee" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_parent_teacher_association" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_results_x" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"registered" varchar NOT NULL,
  	"passed" varchar NOT NULL,
  	"pass_percentage" varchar NOT NULL,
  	"remarks" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_results_x_i_i" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"registered" varchar NOT NULL,
  	"passed" varchar NOT NULL,
  	"pass_percentage" varchar NOT NULL,
  	"remarks" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_staff" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v_version_infrastructure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mandatory_disclosure_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_parent_portal_help_v_version_guides_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_parent_portal_help_v_version_guides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_parent_portal_help_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_erp_page_v_version_portals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_erp_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" jsonb,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_youth_summit_v_version_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_youth_summit_v_version_committees_agenda" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_youth_summit_v_version_committees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_youth_summit_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar NOT NULL,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_start_time" varchar NOT NULL,
  	"version_end_time" varchar NOT NULL,
  	"version_grades" varchar NOT NULL,
  	"version_fee" numeric,
  	"version_venue" varchar,
  	"version_about" jsonb,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_downloads_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_holiday_list_id" integer,
  	"version_academic_calendar_id" integer,
  	"version_updated_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "news" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_updated_by" varchar;
  ALTER TABLE "events" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_updated_by" varchar;
  ALTER TABLE "highlights" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "_highlights_v" ADD COLUMN "version_updated_by" varchar;
  ALTER TABLE "notifications" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "_notifications_v" ADD COLUMN "version_updated_by" varchar;
  ALTER TABLE "online_registrations" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "hero_slides" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "gallery_albums" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "_gallery_albums_v" ADD COLUMN "version_updated_by" varchar;
  ALTER TABLE "media_items" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "toppers" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "_toppers_v" ADD COLUMN "version_updated_by" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "faculty" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "circulars" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "_circulars_v" ADD COLUMN "version_updated_by" varchar;
  ALTER TABLE "transfer_certificates" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "images" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "documents" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "certificates" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "school_profile" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "home_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "principal_message" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "about_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "syllabus_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "exam_schedule_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "activities_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "student_council_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "admission_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "uniform_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "timings_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "infrastructure_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "mandatory_disclosure" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "parent_portal_help" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "erp_page" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "youth_summit" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "downloads" ADD COLUMN "updated_by" varchar;
  ALTER TABLE "_online_registrations_v" ADD CONSTRAINT "_online_registrations_v_parent_id_online_registrations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."online_registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_online_registrations_v_rels" ADD CONSTRAINT "_online_registrations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_online_registrations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_online_registrations_v_rels" ADD CONSTRAINT "_online_registrations_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_online_registrations_v_rels" ADD CONSTRAINT "_online_registrations_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_slides_v" ADD CONSTRAINT "_hero_slides_v_parent_id_hero_slides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hero_slides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_slides_v" ADD CONSTRAINT "_hero_slides_v_version_image_id_images_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_items_v" ADD CONSTRAINT "_media_items_v_parent_id_media_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_items_v" ADD CONSTRAINT "_media_items_v_version_image_id_images_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_photo_id_images_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculty_v" ADD CONSTRAINT "_faculty_v_parent_id_faculty_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faculty"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_transfer_certificates_v" ADD CONSTRAINT "_transfer_certificates_v_parent_id_transfer_certificates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."transfer_certificates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_transfer_certificates_v" ADD CONSTRAINT "_transfer_certificates_v_version_certificate_id_certificates_id_fk" FOREIGN KEY ("version_certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_images_v" ADD CONSTRAINT "_images_v_parent_id_images_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_certificates_v" ADD CONSTRAINT "_certificates_v_parent_id_certificates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_school_profile_v_version_houses" ADD CONSTRAINT "_school_profile_v_version_houses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_profile_v_version_emails" ADD CONSTRAINT "_school_profile_v_version_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_profile_v_version_phones" ADD CONSTRAINT "_school_profile_v_version_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_profile_v_version_social_links" ADD CONSTRAINT "_school_profile_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_school_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_school_profile_v" ADD CONSTRAINT "_school_profile_v_version_logo_id_images_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_feature_cards" ADD CONSTRAINT "_home_page_v_version_feature_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_principal_message_v" ADD CONSTRAINT "_principal_message_v_version_photo_id_images_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_photo_id_images_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_syllabus_page_v_version_sections" ADD CONSTRAINT "_syllabus_page_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_syllabus_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exam_schedule_page_v_version_date_sheets" ADD CONSTRAINT "_exam_schedule_page_v_version_date_sheets_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exam_schedule_page_v_version_date_sheets" ADD CONSTRAINT "_exam_schedule_page_v_version_date_sheets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exam_schedule_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_activities_page_v_version_tabs" ADD CONSTRAINT "_activities_page_v_version_tabs_embedded_pdf_id_documents_id_fk" FOREIGN KEY ("embedded_pdf_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_activities_page_v_version_tabs" ADD CONSTRAINT "_activities_page_v_version_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_activities_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_student_council_page_v_version_tabs" ADD CONSTRAINT "_student_council_page_v_version_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_student_council_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_student_council_page_v_rels" ADD CONSTRAINT "_student_council_page_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_student_council_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_student_council_page_v_rels" ADD CONSTRAINT "_student_council_page_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_page_v_version_admission_rules" ADD CONSTRAINT "_admission_page_v_version_admission_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_page_v_version_age_criteria" ADD CONSTRAINT "_admission_page_v_version_age_criteria_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_page_v_version_fee_rules" ADD CONSTRAINT "_admission_page_v_version_fee_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_boys_regular" ADD CONSTRAINT "_uniform_page_v_version_boys_regular_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_boys_pt" ADD CONSTRAINT "_uniform_page_v_version_boys_pt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_boys_winter" ADD CONSTRAINT "_uniform_page_v_version_boys_winter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_boys_pt_winter" ADD CONSTRAINT "_uniform_page_v_version_boys_pt_winter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_girls_regular" ADD CONSTRAINT "_uniform_page_v_version_girls_regular_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_girls_pt" ADD CONSTRAINT "_uniform_page_v_version_girls_pt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_girls_winter" ADD CONSTRAINT "_uniform_page_v_version_girls_winter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_girls_pt_winter" ADD CONSTRAINT "_uniform_page_v_version_girls_pt_winter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniform_page_v_version_notes" ADD CONSTRAINT "_uniform_page_v_version_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniform_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timings_page_v_version_class_timings" ADD CONSTRAINT "_timings_page_v_version_class_timings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timings_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timings_page_v_version_bus_departures" ADD CONSTRAINT "_timings_page_v_version_bus_departures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timings_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timings_page_v_version_office_hours" ADD CONSTRAINT "_timings_page_v_version_office_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timings_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timings_page_v_version_notes" ADD CONSTRAINT "_timings_page_v_version_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timings_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_infrastructure_page_v_version_photos" ADD CONSTRAINT "_infrastructure_page_v_version_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_infrastructure_page_v_version_photos" ADD CONSTRAINT "_infrastructure_page_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_infrastructure_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_general_information" ADD CONSTRAINT "_mandatory_disclosure_v_version_general_information_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_documents" ADD CONSTRAINT "_mandatory_disclosure_v_version_documents_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_documents" ADD CONSTRAINT "_mandatory_disclosure_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_academic_documents" ADD CONSTRAINT "_mandatory_disclosure_v_version_academic_documents_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_academic_documents" ADD CONSTRAINT "_mandatory_disclosure_v_version_academic_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_fee_structure" ADD CONSTRAINT "_mandatory_disclosure_v_version_fee_structure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_calendar" ADD CONSTRAINT "_mandatory_disclosure_v_version_calendar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_management_committee" ADD CONSTRAINT "_mandatory_disclosure_v_version_management_committee_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_parent_teacher_association" ADD CONSTRAINT "_mandatory_disclosure_v_version_parent_teacher_association_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_results_x" ADD CONSTRAINT "_mandatory_disclosure_v_version_results_x_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_results_x_i_i" ADD CONSTRAINT "_mandatory_disclosure_v_version_results_x_i_i_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_staff" ADD CONSTRAINT "_mandatory_disclosure_v_version_staff_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mandatory_disclosure_v_version_infrastructure" ADD CONSTRAINT "_mandatory_disclosure_v_version_infrastructure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mandatory_disclosure_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_parent_portal_help_v_version_guides_steps" ADD CONSTRAINT "_parent_portal_help_v_version_guides_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_parent_portal_help_v_version_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_parent_portal_help_v_version_guides" ADD CONSTRAINT "_parent_portal_help_v_version_guides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_parent_portal_help_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_erp_page_v_version_portals" ADD CONSTRAINT "_erp_page_v_version_portals_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erp_page_v_version_portals" ADD CONSTRAINT "_erp_page_v_version_portals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_erp_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_youth_summit_v_version_messages" ADD CONSTRAINT "_youth_summit_v_version_messages_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_youth_summit_v_version_messages" ADD CONSTRAINT "_youth_summit_v_version_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_youth_summit_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_youth_summit_v_version_committees_agenda" ADD CONSTRAINT "_youth_summit_v_version_committees_agenda_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_youth_summit_v_version_committees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_youth_summit_v_version_committees" ADD CONSTRAINT "_youth_summit_v_version_committees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_youth_summit_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_version_holiday_list_id_documents_id_fk" FOREIGN KEY ("version_holiday_list_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_version_academic_calendar_id_documents_id_fk" FOREIGN KEY ("version_academic_calendar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_online_registrations_v_parent_idx" ON "_online_registrations_v" USING btree ("parent_id");
  CREATE INDEX "_online_registrations_v_version_version_legacy_id_idx" ON "_online_registrations_v" USING btree ("version_legacy_id");
  CREATE INDEX "_online_registrations_v_version_version_updated_at_idx" ON "_online_registrations_v" USING btree ("version_updated_at");
  CREATE INDEX "_online_registrations_v_version_version_created_at_idx" ON "_online_registrations_v" USING btree ("version_created_at");
  CREATE INDEX "_online_registrations_v_created_at_idx" ON "_online_registrations_v" USING btree ("created_at");
  CREATE INDEX "_online_registrations_v_updated_at_idx" ON "_online_registrations_v" USING btree ("updated_at");
  CREATE INDEX "_online_registrations_v_rels_order_idx" ON "_online_registrations_v_rels" USING btree ("order");
  CREATE INDEX "_online_registrations_v_rels_parent_idx" ON "_online_registrations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_online_registrations_v_rels_path_idx" ON "_online_registrations_v_rels" USING btree ("path");
  CREATE INDEX "_online_registrations_v_rels_documents_id_idx" ON "_online_registrations_v_rels" USING btree ("documents_id");
  CREATE INDEX "_online_registrations_v_rels_images_id_idx" ON "_online_registrations_v_rels" USING btree ("images_id");
  CREATE INDEX "_hero_slides_v_parent_idx" ON "_hero_slides_v" USING btree ("parent_id");
  CREATE INDEX "_hero_slides_v_version_version_image_idx" ON "_hero_slides_v" USING btree ("version_image_id");
  CREATE INDEX "_hero_slides_v_version_version_legacy_id_idx" ON "_hero_slides_v" USING btree ("version_legacy_id");
  CREATE INDEX "_hero_slides_v_version_version_updated_at_idx" ON "_hero_slides_v" USING btree ("version_updated_at");
  CREATE INDEX "_hero_slides_v_version_version_created_at_idx" ON "_hero_slides_v" USING btree ("version_created_at");
  CREATE INDEX "_hero_slides_v_created_at_idx" ON "_hero_slides_v" USING btree ("created_at");
  CREATE INDEX "_hero_slides_v_updated_at_idx" ON "_hero_slides_v" USING btree ("updated_at");
  CREATE INDEX "_media_items_v_parent_idx" ON "_media_items_v" USING btree ("parent_id");
  CREATE INDEX "_media_items_v_version_version_image_idx" ON "_media_items_v" USING btree ("version_image_id");
  CREATE INDEX "_media_items_v_version_version_legacy_id_idx" ON "_media_items_v" USING btree ("version_legacy_id");
  CREATE INDEX "_media_items_v_version_version_updated_at_idx" ON "_media_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_media_items_v_version_version_created_at_idx" ON "_media_items_v" USING btree ("version_created_at");
  CREATE INDEX "_media_items_v_created_at_idx" ON "_media_items_v" USING btree ("created_at");
  CREATE INDEX "_media_items_v_updated_at_idx" ON "_media_items_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_photo_idx" ON "_testimonials_v" USING btree ("version_photo_id");
  CREATE INDEX "_testimonials_v_version_version_legacy_id_idx" ON "_testimonials_v" USING btree ("version_legacy_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_faculty_v_parent_idx" ON "_faculty_v" USING btree ("parent_id");
  CREATE INDEX "_faculty_v_version_version_order_idx" ON "_faculty_v" USING btree ("version_order");
  CREATE INDEX "_faculty_v_version_version_legacy_id_idx" ON "_faculty_v" USING btree ("version_legacy_id");
  CREATE INDEX "_faculty_v_version_version_updated_at_idx" ON "_faculty_v" USING btree ("version_updated_at");
  CREATE INDEX "_faculty_v_version_version_created_at_idx" ON "_faculty_v" USING btree ("version_created_at");
  CREATE INDEX "_faculty_v_created_at_idx" ON "_faculty_v" USING btree ("created_at");
  CREATE INDEX "_faculty_v_updated_at_idx" ON "_faculty_v" USING btree ("updated_at");
  CREATE INDEX "_transfer_certificates_v_parent_idx" ON "_transfer_certificates_v" USING btree ("parent_id");
  CREATE INDEX "_transfer_certificates_v_version_version_admission_numbe_idx" ON "_transfer_certificates_v" USING btree ("version_admission_number");
  CREATE INDEX "_transfer_certificates_v_version_version_tc_number_idx" ON "_transfer_certificates_v" USING btree ("version_tc_number");
  CREATE INDEX "_transfer_certificates_v_version_version_certificate_idx" ON "_transfer_certificates_v" USING btree ("version_certificate_id");
  CREATE INDEX "_transfer_certificates_v_version_version_updated_at_idx" ON "_transfer_certificates_v" USING btree ("version_updated_at");
  CREATE INDEX "_transfer_certificates_v_version_version_created_at_idx" ON "_transfer_certificates_v" USING btree ("version_created_at");
  CREATE INDEX "_transfer_certificates_v_created_at_idx" ON "_transfer_certificates_v" USING btree ("created_at");
  CREATE INDEX "_transfer_certificates_v_updated_at_idx" ON "_transfer_certificates_v" USING btree ("updated_at");
  CREATE INDEX "_images_v_parent_idx" ON "_images_v" USING btree ("parent_id");
  CREATE INDEX "_images_v_version_version_updated_at_idx" ON "_images_v" USING btree ("version_updated_at");
  CREATE INDEX "_images_v_version_version_created_at_idx" ON "_images_v" USING btree ("version_created_at");
  CREATE INDEX "_images_v_version_version_filename_idx" ON "_images_v" USING btree ("version_filename");
  CREATE INDEX "_images_v_version_sizes_thumb_version_sizes_thumb_filena_idx" ON "_images_v" USING btree ("version_sizes_thumb_filename");
  CREATE INDEX "_images_v_version_sizes_card_version_sizes_card_filename_idx" ON "_images_v" USING btree ("version_sizes_card_filename");
  CREATE INDEX "_images_v_version_sizes_large_version_sizes_large_filena_idx" ON "_images_v" USING btree ("version_sizes_large_filename");
  CREATE INDEX "_images_v_version_sizes_hero_version_sizes_hero_filename_idx" ON "_images_v" USING btree ("version_sizes_hero_filename");
  CREATE INDEX "_images_v_created_at_idx" ON "_images_v" USING btree ("created_at");
  CREATE INDEX "_images_v_updated_at_idx" ON "_images_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version_filename_idx" ON "_documents_v" USING btree ("version_filename");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_certificates_v_parent_idx" ON "_certificates_v" USING btree ("parent_id");
  CREATE INDEX "_certificates_v_version_version_updated_at_idx" ON "_certificates_v" USING btree ("version_updated_at");
  CREATE INDEX "_certificates_v_version_version_created_at_idx" ON "_certificates_v" USING btree ("version_created_at");
  CREATE INDEX "_certificates_v_version_version_filename_idx" ON "_certificates_v" USING btree ("version_filename");
  CREATE INDEX "_certificates_v_created_at_idx" ON "_certificates_v" USING btree ("created_at");
  CREATE INDEX "_certificates_v_updated_at_idx" ON "_certificates_v" USING btree ("updated_at");
  CREATE INDEX "_school_profile_v_version_houses_order_idx" ON "_school_profile_v_version_houses" USING btree ("_order");
  CREATE INDEX "_school_profile_v_version_houses_parent_id_idx" ON "_school_profile_v_version_houses" USING btree ("_parent_id");
  CREATE INDEX "_school_profile_v_version_emails_order_idx" ON "_school_profile_v_version_emails" USING btree ("_order");
  CREATE INDEX "_school_profile_v_version_emails_parent_id_idx" ON "_school_profile_v_version_emails" USING btree ("_parent_id");
  CREATE INDEX "_school_profile_v_version_phones_order_idx" ON "_school_profile_v_version_phones" USING btree ("_order");
  CREATE INDEX "_school_profile_v_version_phones_parent_id_idx" ON "_school_profile_v_version_phones" USING btree ("_parent_id");
  CREATE INDEX "_school_profile_v_version_social_links_order_idx" ON "_school_profile_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_school_profile_v_version_social_links_parent_id_idx" ON "_school_profile_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_school_profile_v_version_version_logo_idx" ON "_school_profile_v" USING btree ("version_logo_id");
  CREATE INDEX "_school_profile_v_created_at_idx" ON "_school_profile_v" USING btree ("created_at");
  CREATE INDEX "_school_profile_v_updated_at_idx" ON "_school_profile_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_version_feature_cards_order_idx" ON "_home_page_v_version_feature_cards" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_feature_cards_parent_id_idx" ON "_home_page_v_version_feature_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_principal_message_v_version_version_photo_idx" ON "_principal_message_v" USING btree ("version_photo_id");
  CREATE INDEX "_principal_message_v_created_at_idx" ON "_principal_message_v" USING btree ("created_at");
  CREATE INDEX "_principal_message_v_updated_at_idx" ON "_principal_message_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_version_version_photo_idx" ON "_about_page_v" USING btree ("version_photo_id");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_syllabus_page_v_version_sections_order_idx" ON "_syllabus_page_v_version_sections" USING btree ("_order");
  CREATE INDEX "_syllabus_page_v_version_sections_parent_id_idx" ON "_syllabus_page_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_syllabus_page_v_created_at_idx" ON "_syllabus_page_v" USING btree ("created_at");
  CREATE INDEX "_syllabus_page_v_updated_at_idx" ON "_syllabus_page_v" USING btree ("updated_at");
  CREATE INDEX "_exam_schedule_page_v_version_date_sheets_order_idx" ON "_exam_schedule_page_v_version_date_sheets" USING btree ("_order");
  CREATE INDEX "_exam_schedule_page_v_version_date_sheets_parent_id_idx" ON "_exam_schedule_page_v_version_date_sheets" USING btree ("_parent_id");
  CREATE INDEX "_exam_schedule_page_v_version_date_sheets_file_idx" ON "_exam_schedule_page_v_version_date_sheets" USING btree ("file_id");
  CREATE INDEX "_exam_schedule_page_v_created_at_idx" ON "_exam_schedule_page_v" USING btree ("created_at");
  CREATE INDEX "_exam_schedule_page_v_updated_at_idx" ON "_exam_schedule_page_v" USING btree ("updated_at");
  CREATE INDEX "_activities_page_v_version_tabs_order_idx" ON "_activities_page_v_version_tabs" USING btree ("_order");
  CREATE INDEX "_activities_page_v_version_tabs_parent_id_idx" ON "_activities_page_v_version_tabs" USING btree ("_parent_id");
  CREATE INDEX "_activities_page_v_version_tabs_embedded_pdf_idx" ON "_activities_page_v_version_tabs" USING btree ("embedded_pdf_id");
  CREATE INDEX "_activities_page_v_created_at_idx" ON "_activities_page_v" USING btree ("created_at");
  CREATE INDEX "_activities_page_v_updated_at_idx" ON "_activities_page_v" USING btree ("updated_at");
  CREATE INDEX "_student_council_page_v_version_tabs_order_idx" ON "_student_council_page_v_version_tabs" USING btree ("_order");
  CREATE INDEX "_student_council_page_v_version_tabs_parent_id_idx" ON "_student_council_page_v_version_tabs" USING btree ("_parent_id");
  CREATE INDEX "_student_council_page_v_created_at_idx" ON "_student_council_page_v" USING btree ("created_at");
  CREATE INDEX "_student_council_page_v_updated_at_idx" ON "_student_council_page_v" USING btree ("updated_at");
  CREATE INDEX "_student_council_page_v_rels_order_idx" ON "_student_council_page_v_rels" USING btree ("order");
  CREATE INDEX "_student_council_page_v_rels_parent_idx" ON "_student_council_page_v_rels" USING btree ("parent_id");
  CREATE INDEX "_student_council_page_v_rels_path_idx" ON "_student_council_page_v_rels" USING btree ("path");
  CREATE INDEX "_student_council_page_v_rels_images_id_idx" ON "_student_council_page_v_rels" USING btree ("images_id");
  CREATE INDEX "_admission_page_v_version_admission_rules_order_idx" ON "_admission_page_v_version_admission_rules" USING btree ("_order");
  CREATE INDEX "_admission_page_v_version_admission_rules_parent_id_idx" ON "_admission_page_v_version_admission_rules" USING btree ("_parent_id");
  CREATE INDEX "_admission_page_v_version_age_criteria_order_idx" ON "_admission_page_v_version_age_criteria" USING btree ("_order");
  CREATE INDEX "_admission_page_v_version_age_criteria_parent_id_idx" ON "_admission_page_v_version_age_criteria" USING btree ("_parent_id");
  CREATE INDEX "_admission_page_v_version_fee_rules_order_idx" ON "_admission_page_v_version_fee_rules" USING btree ("_order");
  CREATE INDEX "_admission_page_v_version_fee_rules_parent_id_idx" ON "_admission_page_v_version_fee_rules" USING btree ("_parent_id");
  CREATE INDEX "_admission_page_v_created_at_idx" ON "_admission_page_v" USING btree ("created_at");
  CREATE INDEX "_admission_page_v_updated_at_idx" ON "_admission_page_v" USING btree ("updated_at");
  CREATE INDEX "_uniform_page_v_version_boys_regular_order_idx" ON "_uniform_page_v_version_boys_regular" USING btree ("_order");
  CREATE INDEX "_uniform_page_v_version_boys_regular_parent_id_idx" ON "_uniform_page_v_version_boys_regular" USING btree ("_parent_id");
  CREATE INDEX "_uniform_page_v_version_boys_pt_order_idx" ON "_uniform_page_v_version_boys_pt" USING btree ("_order");
  CREATE INDEX "_uniform_page_v_version_boys_pt_parent_id_idx" ON "_uniform_page_v_version_boys_pt" USING btree ("_parent_id");
  CREATE INDEX "_uniform_page_v_version_boys_winter_order_idx" ON "_uniform_page_v_version_boys_winter" USING btree ("_order");
  CREATE INDEX "_uniform_page_v_version_boys_winter_parent_id_idx" ON "_uniform_page_v_version_boys_winter" USING btree ("_parent_id");
  CREATE INDEX "_uniform_page_v_version_boys_pt_winter_order_idx" ON "_uniform_page_v_version_boys_pt_winter" USING btree ("_order");
  CREATE INDEX "_uniform_page_v_version_boys_pt_winter_parent_id_idx" ON "_uniform_page_v_version_boys_pt_winter" USING btree ("_parent_id");
  CREATE INDEX "_uniform_page_v_version_girls_regular_order_idx" ON "_uniform_page_v_version_girls_regular" USING btree ("_order");
  CREATE INDEX "_uniform_page_v_version_girls_regular_parent_id_idx" ON "_uniform_page_v_version_girls_regular" USING btree ("_parent_id");
  CREATE INDEX "_uniform_page_v_version_girls_pt_order_idx" ON "_uniform_page_v_version_girls_pt" USING btree ("_order");
  CREATE INDEX "_uniform_page_v_version_girls_pt_parent_id_idx" ON "_uniform_page_v_version_girls_pt" USING btree ("_parent_id");
  CREATE INDEX "_uniform_page_v_version_girls_winter_order_idx" ON "_uniform_page_v_version_girls_winter" USING btree ("_order");
  CREATE INDEX "_uniform_page_v_version_girls_winter_parent_id_idx" ON "_uniform_page_v_version_girls_winter" USING btree ("_parent_id");
  CREATE INDEX "_uniform_page_v_version_girls_pt_winter_order_idx" ON "_uniform_page_v_version_girls_pt_winter" USING btree ("_order");
  CREATE INDEX "_uniform_page_v_version_girls_pt_winter_parent_id_idx" ON "_uniform_page_v_version_girls_pt_winter" USING btree ("_parent_id");
  CREATE INDEX "_uniform_page_v_version_notes_order_idx" ON "_uniform_page_v_version_notes" USING btree ("_order");
  CREATE INDEX "_uniform_page_v_version_notes_parent_id_idx" ON "_uniform_page_v_version_notes" USING btree ("_parent_id");
  CREATE INDEX "_uniform_page_v_created_at_idx" ON "_uniform_page_v" USING btree ("created_at");
  CREATE INDEX "_uniform_page_v_updated_at_idx" ON "_uniform_page_v" USING btree ("updated_at");
  CREATE INDEX "_timings_page_v_version_class_timings_order_idx" ON "_timings_page_v_version_class_timings" USING btree ("_order");
  CREATE INDEX "_timings_page_v_version_class_timings_parent_id_idx" ON "_timings_page_v_version_class_timings" USING btree ("_parent_id");
  CREATE INDEX "_timings_page_v_version_bus_departures_order_idx" ON "_timings_page_v_version_bus_departures" USING btree ("_order");
  CREATE INDEX "_timings_page_v_version_bus_departures_parent_id_idx" ON "_timings_page_v_version_bus_departures" USING btree ("_parent_id");
  CREATE INDEX "_timings_page_v_version_office_hours_order_idx" ON "_timings_page_v_version_office_hours" USING btree ("_order");
  CREATE INDEX "_timings_page_v_version_office_hours_parent_id_idx" ON "_timings_page_v_version_office_hours" USING btree ("_parent_id");
  CREATE INDEX "_timings_page_v_version_notes_order_idx" ON "_timings_page_v_version_notes" USING btree ("_order");
  CREATE INDEX "_timings_page_v_version_notes_parent_id_idx" ON "_timings_page_v_version_notes" USING btree ("_parent_id");
  CREATE INDEX "_timings_page_v_created_at_idx" ON "_timings_page_v" USING btree ("created_at");
  CREATE INDEX "_timings_page_v_updated_at_idx" ON "_timings_page_v" USING btree ("updated_at");
  CREATE INDEX "_infrastructure_page_v_version_photos_order_idx" ON "_infrastructure_page_v_version_photos" USING btree ("_order");
  CREATE INDEX "_infrastructure_page_v_version_photos_parent_id_idx" ON "_infrastructure_page_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_infrastructure_page_v_version_photos_image_idx" ON "_infrastructure_page_v_version_photos" USING btree ("image_id");
  CREATE INDEX "_infrastructure_page_v_created_at_idx" ON "_infrastructure_page_v" USING btree ("created_at");
  CREATE INDEX "_infrastructure_page_v_updated_at_idx" ON "_infrastructure_page_v" USING btree ("updated_at");
  CREATE INDEX "_mandatory_disclosure_v_version_general_information_order_idx" ON "_mandatory_disclosure_v_version_general_information" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_general_information_parent_id_idx" ON "_mandatory_disclosure_v_version_general_information" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_documents_order_idx" ON "_mandatory_disclosure_v_version_documents" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_documents_parent_id_idx" ON "_mandatory_disclosure_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_documents_file_idx" ON "_mandatory_disclosure_v_version_documents" USING btree ("file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_academic_documents_order_idx" ON "_mandatory_disclosure_v_version_academic_documents" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_academic_documents_parent_id_idx" ON "_mandatory_disclosure_v_version_academic_documents" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_academic_documents_file_idx" ON "_mandatory_disclosure_v_version_academic_documents" USING btree ("file_id");
  CREATE INDEX "_mandatory_disclosure_v_version_fee_structure_order_idx" ON "_mandatory_disclosure_v_version_fee_structure" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_fee_structure_parent_id_idx" ON "_mandatory_disclosure_v_version_fee_structure" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_calendar_order_idx" ON "_mandatory_disclosure_v_version_calendar" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_calendar_parent_id_idx" ON "_mandatory_disclosure_v_version_calendar" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_management_committee_order_idx" ON "_mandatory_disclosure_v_version_management_committee" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_management_committee_parent_id_idx" ON "_mandatory_disclosure_v_version_management_committee" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_parent_teacher_association_order_idx" ON "_mandatory_disclosure_v_version_parent_teacher_association" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_parent_teacher_association_parent_id_idx" ON "_mandatory_disclosure_v_version_parent_teacher_association" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_results_x_order_idx" ON "_mandatory_disclosure_v_version_results_x" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_results_x_parent_id_idx" ON "_mandatory_disclosure_v_version_results_x" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_results_x_i_i_order_idx" ON "_mandatory_disclosure_v_version_results_x_i_i" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_results_x_i_i_parent_id_idx" ON "_mandatory_disclosure_v_version_results_x_i_i" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_staff_order_idx" ON "_mandatory_disclosure_v_version_staff" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_staff_parent_id_idx" ON "_mandatory_disclosure_v_version_staff" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_version_infrastructure_order_idx" ON "_mandatory_disclosure_v_version_infrastructure" USING btree ("_order");
  CREATE INDEX "_mandatory_disclosure_v_version_infrastructure_parent_id_idx" ON "_mandatory_disclosure_v_version_infrastructure" USING btree ("_parent_id");
  CREATE INDEX "_mandatory_disclosure_v_created_at_idx" ON "_mandatory_disclosure_v" USING btree ("created_at");
  CREATE INDEX "_mandatory_disclosure_v_updated_at_idx" ON "_mandatory_disclosure_v" USING btree ("updated_at");
  CREATE INDEX "_parent_portal_help_v_version_guides_steps_order_idx" ON "_parent_portal_help_v_version_guides_steps" USING btree ("_order");
  CREATE INDEX "_parent_portal_help_v_version_guides_steps_parent_id_idx" ON "_parent_portal_help_v_version_guides_steps" USING btree ("_parent_id");
  CREATE INDEX "_parent_portal_help_v_version_guides_order_idx" ON "_parent_portal_help_v_version_guides" USING btree ("_order");
  CREATE INDEX "_parent_portal_help_v_version_guides_parent_id_idx" ON "_parent_portal_help_v_version_guides" USING btree ("_parent_id");
  CREATE INDEX "_parent_portal_help_v_created_at_idx" ON "_parent_portal_help_v" USING btree ("created_at");
  CREATE INDEX "_parent_portal_help_v_updated_at_idx" ON "_parent_portal_help_v" USING btree ("updated_at");
  CREATE INDEX "_erp_page_v_version_portals_order_idx" ON "_erp_page_v_version_portals" USING btree ("_order");
  CREATE INDEX "_erp_page_v_version_portals_parent_id_idx" ON "_erp_page_v_version_portals" USING btree ("_parent_id");
  CREATE INDEX "_erp_page_v_version_portals_image_idx" ON "_erp_page_v_version_portals" USING btree ("image_id");
  CREATE INDEX "_erp_page_v_created_at_idx" ON "_erp_page_v" USING btree ("created_at");
  CREATE INDEX "_erp_page_v_updated_at_idx" ON "_erp_page_v" USING btree ("updated_at");
  CREATE INDEX "_youth_summit_v_version_messages_order_idx" ON "_youth_summit_v_version_messages" USING btree ("_order");
  CREATE INDEX "_youth_summit_v_version_messages_parent_id_idx" ON "_youth_summit_v_version_messages" USING btree ("_parent_id");
  CREATE INDEX "_youth_summit_v_version_messages_photo_idx" ON "_youth_summit_v_version_messages" USING btree ("photo_id");
  CREATE INDEX "_youth_summit_v_version_committees_agenda_order_idx" ON "_youth_summit_v_version_committees_agenda" USING btree ("_order");
  CREATE INDEX "_youth_summit_v_version_committees_agenda_parent_id_idx" ON "_youth_summit_v_version_committees_agenda" USING btree ("_parent_id");
  CREATE INDEX "_youth_summit_v_version_committees_order_idx" ON "_youth_summit_v_version_committees" USING btree ("_order");
  CREATE INDEX "_youth_summit_v_version_committees_parent_id_idx" ON "_youth_summit_v_version_committees" USING btree ("_parent_id");
  CREATE INDEX "_youth_summit_v_created_at_idx" ON "_youth_summit_v" USING btree ("created_at");
  CREATE INDEX "_youth_summit_v_updated_at_idx" ON "_youth_summit_v" USING btree ("updated_at");
  CREATE INDEX "_downloads_v_version_version_holiday_list_idx" ON "_downloads_v" USING btree ("version_holiday_list_id");
  CREATE INDEX "_downloads_v_version_version_academic_calendar_idx" ON "_downloads_v" USING btree ("version_academic_calendar_id");
  CREATE INDEX "_downloads_v_created_at_idx" ON "_downloads_v" USING btree ("created_at");
  CREATE INDEX "_downloads_v_updated_at_idx" ON "_downloads_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "_online_registrations_v" CASCADE;
  DROP TABLE "_online_registrations_v_rels" CASCADE;
  DROP TABLE "_hero_slides_v" CASCADE;
  DROP TABLE "_media_items_v" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_faculty_v" CASCADE;
  DROP TABLE "_transfer_certificates_v" CASCADE;
  DROP TABLE "_images_v" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_certificates_v" CASCADE;
  DROP TABLE "_school_profile_v_version_houses" CASCADE;
  DROP TABLE "_school_profile_v_version_emails" CASCADE;
  DROP TABLE "_school_profile_v_version_phones" CASCADE;
  DROP TABLE "_school_profile_v_version_social_links" CASCADE;
  DROP TABLE "_school_profile_v" CASCADE;
  DROP TABLE "_home_page_v_version_feature_cards" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_principal_message_v" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_syllabus_page_v_version_sections" CASCADE;
  DROP TABLE "_syllabus_page_v" CASCADE;
  DROP TABLE "_exam_schedule_page_v_version_date_sheets" CASCADE;
  DROP TABLE "_exam_schedule_page_v" CASCADE;
  DROP TABLE "_activities_page_v_version_tabs" CASCADE;
  DROP TABLE "_activities_page_v" CASCADE;
  DROP TABLE "_student_council_page_v_version_tabs" CASCADE;
  DROP TABLE "_student_council_page_v" CASCADE;
  DROP TABLE "_student_council_page_v_rels" CASCADE;
  DROP TABLE "_admission_page_v_version_admission_rules" CASCADE;
  DROP TABLE "_admission_page_v_version_age_criteria" CASCADE;
  DROP TABLE "_admission_page_v_version_fee_rules" CASCADE;
  DROP TABLE "_admission_page_v" CASCADE;
  DROP TABLE "_uniform_page_v_version_boys_regular" CASCADE;
  DROP TABLE "_uniform_page_v_version_boys_pt" CASCADE;
  DROP TABLE "_uniform_page_v_version_boys_winter" CASCADE;
  DROP TABLE "_uniform_page_v_version_boys_pt_winter" CASCADE;
  DROP TABLE "_uniform_page_v_version_girls_regular" CASCADE;
  DROP TABLE "_uniform_page_v_version_girls_pt" CASCADE;
  DROP TABLE "_uniform_page_v_version_girls_winter" CASCADE;
  DROP TABLE "_uniform_page_v_version_girls_pt_winter" CASCADE;
  DROP TABLE "_uniform_page_v_version_notes" CASCADE;
  DROP TABLE "_uniform_page_v" CASCADE;
  DROP TABLE "_timings_page_v_version_class_timings" CASCADE;
  DROP TABLE "_timings_page_v_version_bus_departures" CASCADE;
  DROP TABLE "_timings_page_v_version_office_hours" CASCADE;
  DROP TABLE "_timings_page_v_version_notes" CASCADE;
  DROP TABLE "_timings_page_v" CASCADE;
  DROP TABLE "_infrastructure_page_v_version_photos" CASCADE;
  DROP TABLE "_infrastructure_page_v" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_general_information" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_documents" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_academic_documents" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_fee_structure" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_calendar" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_management_committee" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_parent_teacher_association" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_results_x" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_results_x_i_i" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_staff" CASCADE;
  DROP TABLE "_mandatory_disclosure_v_version_infrastructure" CASCADE;
  DROP TABLE "_mandatory_disclosure_v" CASCADE;
  DROP TABLE "_parent_portal_help_v_version_guides_steps" CASCADE;
  DROP TABLE "_parent_portal_help_v_version_guides" CASCADE;
  DROP TABLE "_parent_portal_help_v" CASCADE;
  DROP TABLE "_erp_page_v_version_portals" CASCADE;
  DROP TABLE "_erp_page_v" CASCADE;
  DROP TABLE "_youth_summit_v_version_messages" CASCADE;
  DROP TABLE "_youth_summit_v_version_committees_agenda" CASCADE;
  DROP TABLE "_youth_summit_v_version_committees" CASCADE;
  DROP TABLE "_youth_summit_v" CASCADE;
  DROP TABLE "_downloads_v" CASCADE;
  ALTER TABLE "news" DROP COLUMN "updated_by";
  ALTER TABLE "_news_v" DROP COLUMN "version_updated_by";
  ALTER TABLE "events" DROP COLUMN "updated_by";
  ALTER TABLE "_events_v" DROP COLUMN "version_updated_by";
  ALTER TABLE "highlights" DROP COLUMN "updated_by";
  ALTER TABLE "_highlights_v" DROP COLUMN "version_updated_by";
  ALTER TABLE "notifications" DROP COLUMN "updated_by";
  ALTER TABLE "_notifications_v" DROP COLUMN "version_updated_by";
  ALTER TABLE "online_registrations" DROP COLUMN "updated_by";
  ALTER TABLE "hero_slides" DROP COLUMN "updated_by";
  ALTER TABLE "gallery_albums" DROP COLUMN "updated_by";
  ALTER TABLE "_gallery_albums_v" DROP COLUMN "version_updated_by";
  ALTER TABLE "media_items" DROP COLUMN "updated_by";
  ALTER TABLE "toppers" DROP COLUMN "updated_by";
  ALTER TABLE "_toppers_v" DROP COLUMN "version_updated_by";
  ALTER TABLE "testimonials" DROP COLUMN "updated_by";
  ALTER TABLE "faculty" DROP COLUMN "updated_by";
  ALTER TABLE "circulars" DROP COLUMN "updated_by";
  ALTER TABLE "_circulars_v" DROP COLUMN "version_updated_by";
  ALTER TABLE "transfer_certificates" DROP COLUMN "updated_by";
  ALTER TABLE "images" DROP COLUMN "updated_by";
  ALTER TABLE "documents" DROP COLUMN "updated_by";
  ALTER TABLE "certificates" DROP COLUMN "updated_by";
  ALTER TABLE "school_profile" DROP COLUMN "updated_by";
  ALTER TABLE "home_page" DROP COLUMN "updated_by";
  ALTER TABLE "principal_message" DROP COLUMN "updated_by";
  ALTER TABLE "about_page" DROP COLUMN "updated_by";
  ALTER TABLE "syllabus_page" DROP COLUMN "updated_by";
  ALTER TABLE "exam_schedule_page" DROP COLUMN "updated_by";
  ALTER TABLE "activities_page" DROP COLUMN "updated_by";
  ALTER TABLE "student_council_page" DROP COLUMN "updated_by";
  ALTER TABLE "admission_page" DROP COLUMN "updated_by";
  ALTER TABLE "uniform_page" DROP COLUMN "updated_by";
  ALTER TABLE "timings_page" DROP COLUMN "updated_by";
  ALTER TABLE "infrastructure_page" DROP COLUMN "updated_by";
  ALTER TABLE "mandatory_disclosure" DROP COLUMN "updated_by";
  ALTER TABLE "parent_portal_help" DROP COLUMN "updated_by";
  ALTER TABLE "erp_page" DROP COLUMN "updated_by";
  ALTER TABLE "youth_summit" DROP COLUMN "updated_by";
  ALTER TABLE "downloads" DROP COLUMN "updated_by";
  DROP TYPE "public"."enum__school_profile_v_version_session_start_month";
  DROP TYPE "public"."enum__school_profile_v_version_session_end_month";`)
}
