import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_highlights_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__highlights_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_notifications_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notifications_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_gallery_albums_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__gallery_albums_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_toppers_class" AS ENUM('X', 'XII');
  CREATE TYPE "public"."enum_toppers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__toppers_v_version_class" AS ENUM('X', 'XII');
  CREATE TYPE "public"."enum__toppers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_circulars_category" AS ENUM('News Letter', 'Loquacity');
  CREATE TYPE "public"."enum_circulars_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__circulars_v_version_category" AS ENUM('News Letter', 'Loquacity');
  CREATE TYPE "public"."enum__circulars_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_school_profile_session_start_month" AS ENUM('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December');
  CREATE TYPE "public"."enum_school_profile_session_end_month" AS ENUM('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December');
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"from_date" timestamp(3) with time zone,
  	"date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_from_date" timestamp(3) with time zone,
  	"version_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"date" timestamp(3) with time zone,
  	"time" varchar,
  	"venue" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_time" varchar,
  	"version_venue" varchar,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "highlights" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_highlights_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "highlights_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "_highlights_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__highlights_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_highlights_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"url" varchar,
  	"show_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_notifications_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "notifications_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer,
  	"documents_id" integer
  );
  
  CREATE TABLE "_notifications_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_url" varchar,
  	"version_show_until" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notifications_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_notifications_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer,
  	"documents_id" integer
  );
  
  CREATE TABLE "online_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "online_registrations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "hero_slides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"order" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gallery_albums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"date" timestamp(3) with time zone,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_gallery_albums_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "gallery_albums_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "_gallery_albums_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__gallery_albums_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_gallery_albums_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "media_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"image_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "toppers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"class" "enum_toppers_class",
  	"session_year" varchar,
  	"percentage" numeric,
  	"stream" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_toppers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_toppers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_class" "enum__toppers_v_version_class",
  	"version_session_year" varchar,
  	"version_percentage" numeric,
  	"version_stream" varchar,
  	"version_photo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__toppers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"category" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faculty" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"category" varchar NOT NULL,
  	"order" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "circulars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_circulars_category",
  	"date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_circulars_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "circulars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "_circulars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__circulars_v_version_category",
  	"version_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__circulars_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_circulars_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"images_id" integer
  );
  
  CREATE TABLE "transfer_certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"admission_number" numeric NOT NULL,
  	"student_name" varchar NOT NULL,
  	"class_last_studied" varchar NOT NULL,
  	"date_of_issue" timestamp(3) with time zone NOT NULL,
  	"tc_number" varchar NOT NULL,
  	"certificate_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
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
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
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
  
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"events_id" integer,
  	"highlights_id" integer,
  	"notifications_id" integer,
  	"online_registrations_id" integer,
  	"hero_slides_id" integer,
  	"gallery_albums_id" integer,
  	"media_items_id" integer,
  	"toppers_id" integer,
  	"testimonials_id" integer,
  	"faculty_id" integer,
  	"circulars_id" integer,
  	"transfer_certificates_id" integer,
  	"images_id" integer,
  	"documents_id" integer,
  	"certificates_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "school_profile_houses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"colour" varchar NOT NULL
  );
  
  CREATE TABLE "school_profile_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "school_profile_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "school_profile_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "school_profile" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"short_name" varchar,
  	"school_code" varchar NOT NULL,
  	"affiliation" varchar,
  	"affiliation_number" varchar,
  	"tagline" varchar,
  	"logo_id" integer,
  	"founded_on" timestamp(3) with time zone,
  	"first_roll_strength" numeric,
  	"session_start_month" "enum_school_profile_session_start_month" DEFAULT 'April',
  	"session_end_month" "enum_school_profile_session_end_month" DEFAULT 'March',
  	"student_count" numeric,
  	"teacher_count" numeric,
  	"admin_staff_count" numeric,
  	"support_staff_count" numeric,
  	"address" varchar NOT NULL,
  	"extended_campus_address" varchar,
  	"map_embed_url" varchar,
  	"erp_portal_url" varchar,
  	"parent_portal_url" varchar,
  	"erp_vendor" varchar,
  	"help_desk_email" varchar,
  	"help_desk_hours" varchar,
  	"copyright" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_feature_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"about_teaser_heading" varchar NOT NULL,
  	"about_teaser_text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "principal_message" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quotation" varchar NOT NULL,
  	"principal_name" varchar NOT NULL,
  	"designation" varchar DEFAULT 'Principal',
  	"photo_id" integer,
  	"letter" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"history" jsonb NOT NULL,
  	"extended_campus" jsonb,
  	"educational_aims" jsonb,
  	"motto" varchar,
  	"motto_meaning" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "syllabus_page_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" jsonb NOT NULL
  );
  
  CREATE TABLE "syllabus_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "exam_schedule_page_date_sheets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "exam_schedule_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "activities_page_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"embedded_pdf_id" integer
  );
  
  CREATE TABLE "activities_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "student_council_page_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "student_council_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "student_council_page_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"images_id" integer
  );
  
  CREATE TABLE "admission_page_admission_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "admission_page_age_criteria" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"class_name" varchar NOT NULL,
  	"age" varchar NOT NULL
  );
  
  CREATE TABLE "admission_page_fee_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "admission_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"age_note" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "uniform_page_boys_regular" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_boys_pt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_boys_winter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_boys_pt_winter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_girls_regular" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_girls_pt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_girls_winter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_girls_pt_winter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "uniform_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "timings_page_class_timings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"classes" varchar NOT NULL,
  	"summer" varchar NOT NULL,
  	"winter" varchar NOT NULL
  );
  
  CREATE TABLE "timings_page_bus_departures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"summer" varchar NOT NULL,
  	"winter" varchar NOT NULL
  );
  
  CREATE TABLE "timings_page_office_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"office" varchar NOT NULL,
  	"hours" varchar NOT NULL
  );
  
  CREATE TABLE "timings_page_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "timings_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "infrastructure_page_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar NOT NULL
  );
  
  CREATE TABLE "infrastructure_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "mandatory_disclosure_general_information" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_academic_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_fee_structure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"class_name" varchar NOT NULL,
  	"tuition_fee" varchar NOT NULL,
  	"annual_charges" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_calendar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"period" varchar NOT NULL,
  	"activity" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_management_committee" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_parent_teacher_association" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_results_x" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"registered" varchar NOT NULL,
  	"passed" varchar NOT NULL,
  	"pass_percentage" varchar NOT NULL,
  	"remarks" varchar
  );
  
  CREATE TABLE "mandatory_disclosure_results_x_i_i" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"registered" varchar NOT NULL,
  	"passed" varchar NOT NULL,
  	"pass_percentage" varchar NOT NULL,
  	"remarks" varchar
  );
  
  CREATE TABLE "mandatory_disclosure_staff" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure_infrastructure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"information" varchar NOT NULL,
  	"details" varchar NOT NULL
  );
  
  CREATE TABLE "mandatory_disclosure" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "parent_portal_help_guides_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "parent_portal_help_guides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "parent_portal_help" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "erp_page_portals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "erp_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "youth_summit_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"photo_id" integer
  );
  
  CREATE TABLE "youth_summit_committees_agenda" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "youth_summit_committees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "youth_summit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"start_time" varchar NOT NULL,
  	"end_time" varchar NOT NULL,
  	"grades" varchar NOT NULL,
  	"fee" numeric,
  	"venue" varchar,
  	"about" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"holiday_list_id" integer,
  	"academic_calendar_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "highlights_rels" ADD CONSTRAINT "highlights_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "highlights_rels" ADD CONSTRAINT "highlights_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "highlights_rels" ADD CONSTRAINT "highlights_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_highlights_v" ADD CONSTRAINT "_highlights_v_parent_id_highlights_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."highlights"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_highlights_v_rels" ADD CONSTRAINT "_highlights_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_highlights_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_highlights_v_rels" ADD CONSTRAINT "_highlights_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_highlights_v_rels" ADD CONSTRAINT "_highlights_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notifications_rels" ADD CONSTRAINT "notifications_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notifications_rels" ADD CONSTRAINT "notifications_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notifications_rels" ADD CONSTRAINT "notifications_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notifications_v" ADD CONSTRAINT "_notifications_v_parent_id_notifications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notifications_v_rels" ADD CONSTRAINT "_notifications_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_notifications_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notifications_v_rels" ADD CONSTRAINT "_notifications_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notifications_v_rels" ADD CONSTRAINT "_notifications_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "online_registrations_rels" ADD CONSTRAINT "online_registrations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."online_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "online_registrations_rels" ADD CONSTRAINT "online_registrations_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "online_registrations_rels" ADD CONSTRAINT "online_registrations_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_albums_rels" ADD CONSTRAINT "gallery_albums_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_albums_rels" ADD CONSTRAINT "gallery_albums_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_albums_v" ADD CONSTRAINT "_gallery_albums_v_parent_id_gallery_albums_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery_albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_albums_v_rels" ADD CONSTRAINT "_gallery_albums_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_gallery_albums_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_albums_v_rels" ADD CONSTRAINT "_gallery_albums_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_items" ADD CONSTRAINT "media_items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "toppers" ADD CONSTRAINT "toppers_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toppers_v" ADD CONSTRAINT "_toppers_v_parent_id_toppers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."toppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toppers_v" ADD CONSTRAINT "_toppers_v_version_photo_id_images_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "circulars_rels" ADD CONSTRAINT "circulars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "circulars_rels" ADD CONSTRAINT "circulars_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "circulars_rels" ADD CONSTRAINT "circulars_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_circulars_v" ADD CONSTRAINT "_circulars_v_parent_id_circulars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."circulars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_circulars_v_rels" ADD CONSTRAINT "_circulars_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_circulars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_circulars_v_rels" ADD CONSTRAINT "_circulars_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_circulars_v_rels" ADD CONSTRAINT "_circulars_v_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_highlights_fk" FOREIGN KEY ("highlights_id") REFERENCES "public"."highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_online_registrations_fk" FOREIGN KEY ("online_registrations_id") REFERENCES "public"."online_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hero_slides_fk" FOREIGN KEY ("hero_slides_id") REFERENCES "public"."hero_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_albums_fk" FOREIGN KEY ("gallery_albums_id") REFERENCES "public"."gallery_albums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_items_fk" FOREIGN KEY ("media_items_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_toppers_fk" FOREIGN KEY ("toppers_id") REFERENCES "public"."toppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faculty_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_circulars_fk" FOREIGN KEY ("circulars_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_certificates_fk" FOREIGN KEY ("transfer_certificates_id") REFERENCES "public"."transfer_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_profile_houses" ADD CONSTRAINT "school_profile_houses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_profile_emails" ADD CONSTRAINT "school_profile_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_profile_phones" ADD CONSTRAINT "school_profile_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_profile_social_links" ADD CONSTRAINT "school_profile_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_profile" ADD CONSTRAINT "school_profile_logo_id_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_feature_cards" ADD CONSTRAINT "home_page_feature_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "principal_message" ADD CONSTRAINT "principal_message_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "syllabus_page_sections" ADD CONSTRAINT "syllabus_page_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."syllabus_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_schedule_page_date_sheets" ADD CONSTRAINT "exam_schedule_page_date_sheets_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exam_schedule_page_date_sheets" ADD CONSTRAINT "exam_schedule_page_date_sheets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_schedule_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_page_tabs" ADD CONSTRAINT "activities_page_tabs_embedded_pdf_id_documents_id_fk" FOREIGN KEY ("embedded_pdf_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activities_page_tabs" ADD CONSTRAINT "activities_page_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."activities_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "student_council_page_tabs" ADD CONSTRAINT "student_council_page_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."student_council_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "student_council_page_rels" ADD CONSTRAINT "student_council_page_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."student_council_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "student_council_page_rels" ADD CONSTRAINT "student_council_page_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_page_admission_rules" ADD CONSTRAINT "admission_page_admission_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_page_age_criteria" ADD CONSTRAINT "admission_page_age_criteria_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_page_fee_rules" ADD CONSTRAINT "admission_page_fee_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_boys_regular" ADD CONSTRAINT "uniform_page_boys_regular_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_boys_pt" ADD CONSTRAINT "uniform_page_boys_pt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_boys_winter" ADD CONSTRAINT "uniform_page_boys_winter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_boys_pt_winter" ADD CONSTRAINT "uniform_page_boys_pt_winter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_girls_regular" ADD CONSTRAINT "uniform_page_girls_regular_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_girls_pt" ADD CONSTRAINT "uniform_page_girls_pt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_girls_winter" ADD CONSTRAINT "uniform_page_girls_winter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_girls_pt_winter" ADD CONSTRAINT "uniform_page_girls_pt_winter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniform_page_notes" ADD CONSTRAINT "uniform_page_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniform_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timings_page_class_timings" ADD CONSTRAINT "timings_page_class_timings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timings_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timings_page_bus_departures" ADD CONSTRAINT "timings_page_bus_departures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timings_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timings_page_office_hours" ADD CONSTRAINT "timings_page_office_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timings_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timings_page_notes" ADD CONSTRAINT "timings_page_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timings_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "infrastructure_page_photos" ADD CONSTRAINT "infrastructure_page_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "infrastructure_page_photos" ADD CONSTRAINT "infrastructure_page_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."infrastructure_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_general_information" ADD CONSTRAINT "mandatory_disclosure_general_information_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_documents" ADD CONSTRAINT "mandatory_disclosure_documents_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_documents" ADD CONSTRAINT "mandatory_disclosure_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_academic_documents" ADD CONSTRAINT "mandatory_disclosure_academic_documents_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_academic_documents" ADD CONSTRAINT "mandatory_disclosure_academic_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_fee_structure" ADD CONSTRAINT "mandatory_disclosure_fee_structure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_calendar" ADD CONSTRAINT "mandatory_disclosure_calendar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_management_committee" ADD CONSTRAINT "mandatory_disclosure_management_committee_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_parent_teacher_association" ADD CONSTRAINT "mandatory_disclosure_parent_teacher_association_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_results_x" ADD CONSTRAINT "mandatory_disclosure_results_x_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_results_x_i_i" ADD CONSTRAINT "mandatory_disclosure_results_x_i_i_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_staff" ADD CONSTRAINT "mandatory_disclosure_staff_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mandatory_disclosure_infrastructure" ADD CONSTRAINT "mandatory_disclosure_infrastructure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mandatory_disclosure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "parent_portal_help_guides_steps" ADD CONSTRAINT "parent_portal_help_guides_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."parent_portal_help_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "parent_portal_help_guides" ADD CONSTRAINT "parent_portal_help_guides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."parent_portal_help"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "erp_page_portals" ADD CONSTRAINT "erp_page_portals_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erp_page_portals" ADD CONSTRAINT "erp_page_portals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."erp_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "youth_summit_messages" ADD CONSTRAINT "youth_summit_messages_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "youth_summit_messages" ADD CONSTRAINT "youth_summit_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."youth_summit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "youth_summit_committees_agenda" ADD CONSTRAINT "youth_summit_committees_agenda_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."youth_summit_committees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "youth_summit_committees" ADD CONSTRAINT "youth_summit_committees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."youth_summit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_holiday_list_id_documents_id_fk" FOREIGN KEY ("holiday_list_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_academic_calendar_id_documents_id_fk" FOREIGN KEY ("academic_calendar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_from_date_idx" ON "news" USING btree ("from_date");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_documents_id_idx" ON "news_rels" USING btree ("documents_id");
  CREATE INDEX "news_rels_images_id_idx" ON "news_rels" USING btree ("images_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_from_date_idx" ON "_news_v" USING btree ("version_from_date");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_documents_id_idx" ON "_news_v_rels" USING btree ("documents_id");
  CREATE INDEX "_news_v_rels_images_id_idx" ON "_news_v_rels" USING btree ("images_id");
  CREATE INDEX "events_date_idx" ON "events" USING btree ("date");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_images_id_idx" ON "events_rels" USING btree ("images_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_date_idx" ON "_events_v" USING btree ("version_date");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_images_id_idx" ON "_events_v_rels" USING btree ("images_id");
  CREATE INDEX "highlights_updated_at_idx" ON "highlights" USING btree ("updated_at");
  CREATE INDEX "highlights_created_at_idx" ON "highlights" USING btree ("created_at");
  CREATE INDEX "highlights__status_idx" ON "highlights" USING btree ("_status");
  CREATE INDEX "highlights_rels_order_idx" ON "highlights_rels" USING btree ("order");
  CREATE INDEX "highlights_rels_parent_idx" ON "highlights_rels" USING btree ("parent_id");
  CREATE INDEX "highlights_rels_path_idx" ON "highlights_rels" USING btree ("path");
  CREATE INDEX "highlights_rels_documents_id_idx" ON "highlights_rels" USING btree ("documents_id");
  CREATE INDEX "highlights_rels_images_id_idx" ON "highlights_rels" USING btree ("images_id");
  CREATE INDEX "_highlights_v_parent_idx" ON "_highlights_v" USING btree ("parent_id");
  CREATE INDEX "_highlights_v_version_version_updated_at_idx" ON "_highlights_v" USING btree ("version_updated_at");
  CREATE INDEX "_highlights_v_version_version_created_at_idx" ON "_highlights_v" USING btree ("version_created_at");
  CREATE INDEX "_highlights_v_version_version__status_idx" ON "_highlights_v" USING btree ("version__status");
  CREATE INDEX "_highlights_v_created_at_idx" ON "_highlights_v" USING btree ("created_at");
  CREATE INDEX "_highlights_v_updated_at_idx" ON "_highlights_v" USING btree ("updated_at");
  CREATE INDEX "_highlights_v_latest_idx" ON "_highlights_v" USING btree ("latest");
  CREATE INDEX "_highlights_v_rels_order_idx" ON "_highlights_v_rels" USING btree ("order");
  CREATE INDEX "_highlights_v_rels_parent_idx" ON "_highlights_v_rels" USING btree ("parent_id");
  CREATE INDEX "_highlights_v_rels_path_idx" ON "_highlights_v_rels" USING btree ("path");
  CREATE INDEX "_highlights_v_rels_documents_id_idx" ON "_highlights_v_rels" USING btree ("documents_id");
  CREATE INDEX "_highlights_v_rels_images_id_idx" ON "_highlights_v_rels" USING btree ("images_id");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE INDEX "notifications__status_idx" ON "notifications" USING btree ("_status");
  CREATE INDEX "notifications_rels_order_idx" ON "notifications_rels" USING btree ("order");
  CREATE INDEX "notifications_rels_parent_idx" ON "notifications_rels" USING btree ("parent_id");
  CREATE INDEX "notifications_rels_path_idx" ON "notifications_rels" USING btree ("path");
  CREATE INDEX "notifications_rels_images_id_idx" ON "notifications_rels" USING btree ("images_id");
  CREATE INDEX "notifications_rels_documents_id_idx" ON "notifications_rels" USING btree ("documents_id");
  CREATE INDEX "_notifications_v_parent_idx" ON "_notifications_v" USING btree ("parent_id");
  CREATE INDEX "_notifications_v_version_version_updated_at_idx" ON "_notifications_v" USING btree ("version_updated_at");
  CREATE INDEX "_notifications_v_version_version_created_at_idx" ON "_notifications_v" USING btree ("version_created_at");
  CREATE INDEX "_notifications_v_version_version__status_idx" ON "_notifications_v" USING btree ("version__status");
  CREATE INDEX "_notifications_v_created_at_idx" ON "_notifications_v" USING btree ("created_at");
  CREATE INDEX "_notifications_v_updated_at_idx" ON "_notifications_v" USING btree ("updated_at");
  CREATE INDEX "_notifications_v_latest_idx" ON "_notifications_v" USING btree ("latest");
  CREATE INDEX "_notifications_v_rels_order_idx" ON "_notifications_v_rels" USING btree ("order");
  CREATE INDEX "_notifications_v_rels_parent_idx" ON "_notifications_v_rels" USING btree ("parent_id");
  CREATE INDEX "_notifications_v_rels_path_idx" ON "_notifications_v_rels" USING btree ("path");
  CREATE INDEX "_notifications_v_rels_images_id_idx" ON "_notifications_v_rels" USING btree ("images_id");
  CREATE INDEX "_notifications_v_rels_documents_id_idx" ON "_notifications_v_rels" USING btree ("documents_id");
  CREATE INDEX "online_registrations_updated_at_idx" ON "online_registrations" USING btree ("updated_at");
  CREATE INDEX "online_registrations_created_at_idx" ON "online_registrations" USING btree ("created_at");
  CREATE INDEX "online_registrations_rels_order_idx" ON "online_registrations_rels" USING btree ("order");
  CREATE INDEX "online_registrations_rels_parent_idx" ON "online_registrations_rels" USING btree ("parent_id");
  CREATE INDEX "online_registrations_rels_path_idx" ON "online_registrations_rels" USING btree ("path");
  CREATE INDEX "online_registrations_rels_documents_id_idx" ON "online_registrations_rels" USING btree ("documents_id");
  CREATE INDEX "online_registrations_rels_images_id_idx" ON "online_registrations_rels" USING btree ("images_id");
  CREATE INDEX "hero_slides_image_idx" ON "hero_slides" USING btree ("image_id");
  CREATE INDEX "hero_slides_updated_at_idx" ON "hero_slides" USING btree ("updated_at");
  CREATE INDEX "hero_slides_created_at_idx" ON "hero_slides" USING btree ("created_at");
  CREATE INDEX "gallery_albums_date_idx" ON "gallery_albums" USING btree ("date");
  CREATE INDEX "gallery_albums_updated_at_idx" ON "gallery_albums" USING btree ("updated_at");
  CREATE INDEX "gallery_albums_created_at_idx" ON "gallery_albums" USING btree ("created_at");
  CREATE INDEX "gallery_albums__status_idx" ON "gallery_albums" USING btree ("_status");
  CREATE INDEX "gallery_albums_rels_order_idx" ON "gallery_albums_rels" USING btree ("order");
  CREATE INDEX "gallery_albums_rels_parent_idx" ON "gallery_albums_rels" USING btree ("parent_id");
  CREATE INDEX "gallery_albums_rels_path_idx" ON "gallery_albums_rels" USING btree ("path");
  CREATE INDEX "gallery_albums_rels_images_id_idx" ON "gallery_albums_rels" USING btree ("images_id");
  CREATE INDEX "_gallery_albums_v_parent_idx" ON "_gallery_albums_v" USING btree ("parent_id");
  CREATE INDEX "_gallery_albums_v_version_version_date_idx" ON "_gallery_albums_v" USING btree ("version_date");
  CREATE INDEX "_gallery_albums_v_version_version_updated_at_idx" ON "_gallery_albums_v" USING btree ("version_updated_at");
  CREATE INDEX "_gallery_albums_v_version_version_created_at_idx" ON "_gallery_albums_v" USING btree ("version_created_at");
  CREATE INDEX "_gallery_albums_v_version_version__status_idx" ON "_gallery_albums_v" USING btree ("version__status");
  CREATE INDEX "_gallery_albums_v_created_at_idx" ON "_gallery_albums_v" USING btree ("created_at");
  CREATE INDEX "_gallery_albums_v_updated_at_idx" ON "_gallery_albums_v" USING btree ("updated_at");
  CREATE INDEX "_gallery_albums_v_latest_idx" ON "_gallery_albums_v" USING btree ("latest");
  CREATE INDEX "_gallery_albums_v_rels_order_idx" ON "_gallery_albums_v_rels" USING btree ("order");
  CREATE INDEX "_gallery_albums_v_rels_parent_idx" ON "_gallery_albums_v_rels" USING btree ("parent_id");
  CREATE INDEX "_gallery_albums_v_rels_path_idx" ON "_gallery_albums_v_rels" USING btree ("path");
  CREATE INDEX "_gallery_albums_v_rels_images_id_idx" ON "_gallery_albums_v_rels" USING btree ("images_id");
  CREATE INDEX "media_items_image_idx" ON "media_items" USING btree ("image_id");
  CREATE INDEX "media_items_updated_at_idx" ON "media_items" USING btree ("updated_at");
  CREATE INDEX "media_items_created_at_idx" ON "media_items" USING btree ("created_at");
  CREATE INDEX "toppers_class_idx" ON "toppers" USING btree ("class");
  CREATE INDEX "toppers_session_year_idx" ON "toppers" USING btree ("session_year");
  CREATE INDEX "toppers_photo_idx" ON "toppers" USING btree ("photo_id");
  CREATE INDEX "toppers_updated_at_idx" ON "toppers" USING btree ("updated_at");
  CREATE INDEX "toppers_created_at_idx" ON "toppers" USING btree ("created_at");
  CREATE INDEX "toppers__status_idx" ON "toppers" USING btree ("_status");
  CREATE INDEX "_toppers_v_parent_idx" ON "_toppers_v" USING btree ("parent_id");
  CREATE INDEX "_toppers_v_version_version_class_idx" ON "_toppers_v" USING btree ("version_class");
  CREATE INDEX "_toppers_v_version_version_session_year_idx" ON "_toppers_v" USING btree ("version_session_year");
  CREATE INDEX "_toppers_v_version_version_photo_idx" ON "_toppers_v" USING btree ("version_photo_id");
  CREATE INDEX "_toppers_v_version_version_updated_at_idx" ON "_toppers_v" USING btree ("version_updated_at");
  CREATE INDEX "_toppers_v_version_version_created_at_idx" ON "_toppers_v" USING btree ("version_created_at");
  CREATE INDEX "_toppers_v_version_version__status_idx" ON "_toppers_v" USING btree ("version__status");
  CREATE INDEX "_toppers_v_created_at_idx" ON "_toppers_v" USING btree ("created_at");
  CREATE INDEX "_toppers_v_updated_at_idx" ON "_toppers_v" USING btree ("updated_at");
  CREATE INDEX "_toppers_v_latest_idx" ON "_toppers_v" USING btree ("latest");
  CREATE INDEX "testimonials_photo_idx" ON "testimonials" USING btree ("photo_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "faculty_order_idx" ON "faculty" USING btree ("order");
  CREATE INDEX "faculty_updated_at_idx" ON "faculty" USING btree ("updated_at");
  CREATE INDEX "faculty_created_at_idx" ON "faculty" USING btree ("created_at");
  CREATE INDEX "circulars_category_idx" ON "circulars" USING btree ("category");
  CREATE INDEX "circulars_date_idx" ON "circulars" USING btree ("date");
  CREATE INDEX "circulars_updated_at_idx" ON "circulars" USING btree ("updated_at");
  CREATE INDEX "circulars_created_at_idx" ON "circulars" USING btree ("created_at");
  CREATE INDEX "circulars__status_idx" ON "circulars" USING btree ("_status");
  CREATE INDEX "circulars_rels_order_idx" ON "circulars_rels" USING btree ("order");
  CREATE INDEX "circulars_rels_parent_idx" ON "circulars_rels" USING btree ("parent_id");
  CREATE INDEX "circulars_rels_path_idx" ON "circulars_rels" USING btree ("path");
  CREATE INDEX "circulars_rels_documents_id_idx" ON "circulars_rels" USING btree ("documents_id");
  CREATE INDEX "circulars_rels_images_id_idx" ON "circulars_rels" USING btree ("images_id");
  CREATE INDEX "_circulars_v_parent_idx" ON "_circulars_v" USING btree ("parent_id");
  CREATE INDEX "_circulars_v_version_version_category_idx" ON "_circulars_v" USING btree ("version_category");
  CREATE INDEX "_circulars_v_version_version_date_idx" ON "_circulars_v" USING btree ("version_date");
  CREATE INDEX "_circulars_v_version_version_updated_at_idx" ON "_circulars_v" USING btree ("version_updated_at");
  CREATE INDEX "_circulars_v_version_version_created_at_idx" ON "_circulars_v" USING btree ("version_created_at");
  CREATE INDEX "_circulars_v_version_version__status_idx" ON "_circulars_v" USING btree ("version__status");
  CREATE INDEX "_circulars_v_created_at_idx" ON "_circulars_v" USING btree ("created_at");
  CREATE INDEX "_circulars_v_updated_at_idx" ON "_circulars_v" USING btree ("updated_at");
  CREATE INDEX "_circulars_v_latest_idx" ON "_circulars_v" USING btree ("latest");
  CREATE INDEX "_circulars_v_rels_order_idx" ON "_circulars_v_rels" USING btree ("order");
  CREATE INDEX "_circulars_v_rels_parent_idx" ON "_circulars_v_rels" USING btree ("parent_id");
  CREATE INDEX "_circulars_v_rels_path_idx" ON "_circulars_v_rels" USING btree ("path");
  CREATE INDEX "_circulars_v_rels_documents_id_idx" ON "_circulars_v_rels" USING btree ("documents_id");
  CREATE INDEX "_circulars_v_rels_images_id_idx" ON "_circulars_v_rels" USING btree ("images_id");
  CREATE UNIQUE INDEX "transfer_certificates_admission_number_idx" ON "transfer_certificates" USING btree ("admission_number");
  CREATE UNIQUE INDEX "transfer_certificates_tc_number_idx" ON "transfer_certificates" USING btree ("tc_number");
  CREATE INDEX "transfer_certificates_certificate_idx" ON "transfer_certificates" USING btree ("certificate_id");
  CREATE INDEX "transfer_certificates_updated_at_idx" ON "transfer_certificates" USING btree ("updated_at");
  CREATE INDEX "transfer_certificates_created_at_idx" ON "transfer_certificates" USING btree ("created_at");
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");
  CREATE INDEX "images_sizes_thumb_sizes_thumb_filename_idx" ON "images" USING btree ("sizes_thumb_filename");
  CREATE INDEX "images_sizes_card_sizes_card_filename_idx" ON "images" USING btree ("sizes_card_filename");
  CREATE INDEX "images_sizes_large_sizes_large_filename_idx" ON "images" USING btree ("sizes_large_filename");
  CREATE INDEX "images_sizes_hero_sizes_hero_filename_idx" ON "images" USING btree ("sizes_hero_filename");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "certificates_filename_idx" ON "certificates" USING btree ("filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_highlights_id_idx" ON "payload_locked_documents_rels" USING btree ("highlights_id");
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");
  CREATE INDEX "payload_locked_documents_rels_online_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("online_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_hero_slides_id_idx" ON "payload_locked_documents_rels" USING btree ("hero_slides_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_albums_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_albums_id");
  CREATE INDEX "payload_locked_documents_rels_media_items_id_idx" ON "payload_locked_documents_rels" USING btree ("media_items_id");
  CREATE INDEX "payload_locked_documents_rels_toppers_id_idx" ON "payload_locked_documents_rels" USING btree ("toppers_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_faculty_id_idx" ON "payload_locked_documents_rels" USING btree ("faculty_id");
  CREATE INDEX "payload_locked_documents_rels_circulars_id_idx" ON "payload_locked_documents_rels" USING btree ("circulars_id");
  CREATE INDEX "payload_locked_documents_rels_transfer_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("transfer_certificates_id");
  CREATE INDEX "payload_locked_documents_rels_images_id_idx" ON "payload_locked_documents_rels" USING btree ("images_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "school_profile_houses_order_idx" ON "school_profile_houses" USING btree ("_order");
  CREATE INDEX "school_profile_houses_parent_id_idx" ON "school_profile_houses" USING btree ("_parent_id");
  CREATE INDEX "school_profile_emails_order_idx" ON "school_profile_emails" USING btree ("_order");
  CREATE INDEX "school_profile_emails_parent_id_idx" ON "school_profile_emails" USING btree ("_parent_id");
  CREATE INDEX "school_profile_phones_order_idx" ON "school_profile_phones" USING btree ("_order");
  CREATE INDEX "school_profile_phones_parent_id_idx" ON "school_profile_phones" USING btree ("_parent_id");
  CREATE INDEX "school_profile_social_links_order_idx" ON "school_profile_social_links" USING btree ("_order");
  CREATE INDEX "school_profile_social_links_parent_id_idx" ON "school_profile_social_links" USING btree ("_parent_id");
  CREATE INDEX "school_profile_logo_idx" ON "school_profile" USING btree ("logo_id");
  CREATE INDEX "home_page_feature_cards_order_idx" ON "home_page_feature_cards" USING btree ("_order");
  CREATE INDEX "home_page_feature_cards_parent_id_idx" ON "home_page_feature_cards" USING btree ("_parent_id");
  CREATE INDEX "principal_message_photo_idx" ON "principal_message" USING btree ("photo_id");
  CREATE INDEX "about_page_photo_idx" ON "about_page" USING btree ("photo_id");
  CREATE INDEX "syllabus_page_sections_order_idx" ON "syllabus_page_sections" USING btree ("_order");
  CREATE INDEX "syllabus_page_sections_parent_id_idx" ON "syllabus_page_sections" USING btree ("_parent_id");
  CREATE INDEX "exam_schedule_page_date_sheets_order_idx" ON "exam_schedule_page_date_sheets" USING btree ("_order");
  CREATE INDEX "exam_schedule_page_date_sheets_parent_id_idx" ON "exam_schedule_page_date_sheets" USING btree ("_parent_id");
  CREATE INDEX "exam_schedule_page_date_sheets_file_idx" ON "exam_schedule_page_date_sheets" USING btree ("file_id");
  CREATE INDEX "activities_page_tabs_order_idx" ON "activities_page_tabs" USING btree ("_order");
  CREATE INDEX "activities_page_tabs_parent_id_idx" ON "activities_page_tabs" USING btree ("_parent_id");
  CREATE INDEX "activities_page_tabs_embedded_pdf_idx" ON "activities_page_tabs" USING btree ("embedded_pdf_id");
  CREATE INDEX "student_council_page_tabs_order_idx" ON "student_council_page_tabs" USING btree ("_order");
  CREATE INDEX "student_council_page_tabs_parent_id_idx" ON "student_council_page_tabs" USING btree ("_parent_id");
  CREATE INDEX "student_council_page_rels_order_idx" ON "student_council_page_rels" USING btree ("order");
  CREATE INDEX "student_council_page_rels_parent_idx" ON "student_council_page_rels" USING btree ("parent_id");
  CREATE INDEX "student_council_page_rels_path_idx" ON "student_council_page_rels" USING btree ("path");
  CREATE INDEX "student_council_page_rels_images_id_idx" ON "student_council_page_rels" USING btree ("images_id");
  CREATE INDEX "admission_page_admission_rules_order_idx" ON "admission_page_admission_rules" USING btree ("_order");
  CREATE INDEX "admission_page_admission_rules_parent_id_idx" ON "admission_page_admission_rules" USING btree ("_parent_id");
  CREATE INDEX "admission_page_age_criteria_order_idx" ON "admission_page_age_criteria" USING btree ("_order");
  CREATE INDEX "admission_page_age_criteria_parent_id_idx" ON "admission_page_age_criteria" USING btree ("_parent_id");
  CREATE INDEX "admission_page_fee_rules_order_idx" ON "admission_page_fee_rules" USING btree ("_order");
  CREATE INDEX "admission_page_fee_rules_parent_id_idx" ON "admission_page_fee_rules" USING btree ("_parent_id");
  CREATE INDEX "uniform_page_boys_regular_order_idx" ON "uniform_page_boys_regular" USING btree ("_order");
  CREATE INDEX "uniform_page_boys_regular_parent_id_idx" ON "uniform_page_boys_regular" USING btree ("_parent_id");
  CREATE INDEX "uniform_page_boys_pt_order_idx" ON "uniform_page_boys_pt" USING btree ("_order");
  CREATE INDEX "uniform_page_boys_pt_parent_id_idx" ON "uniform_page_boys_pt" USING btree ("_parent_id");
  CREATE INDEX "uniform_page_boys_winter_order_idx" ON "uniform_page_boys_winter" USING btree ("_order");
  CREATE INDEX "uniform_page_boys_winter_parent_id_idx" ON "uniform_page_boys_winter" USING btree ("_parent_id");
  CREATE INDEX "uniform_page_boys_pt_winter_order_idx" ON "uniform_page_boys_pt_winter" USING btree ("_order");
  CREATE INDEX "uniform_page_boys_pt_winter_parent_id_idx" ON "uniform_page_boys_pt_winter" USING btree ("_parent_id");
  CREATE INDEX "uniform_page_girls_regular_order_idx" ON "uniform_page_girls_regular" USING btree ("_order");
  CREATE INDEX "uniform_page_girls_regular_parent_id_idx" ON "uniform_page_girls_regular" USING btree ("_parent_id");
  CREATE INDEX "uniform_page_girls_pt_order_idx" ON "uniform_page_girls_pt" USING btree ("_order");
  CREATE INDEX "uniform_page_girls_pt_parent_id_idx" ON "uniform_page_girls_pt" USING btree ("_parent_id");
  CREATE INDEX "uniform_page_girls_winter_order_idx" ON "uniform_page_girls_winter" USING btree ("_order");
  CREATE INDEX "uniform_page_girls_winter_parent_id_idx" ON "uniform_page_girls_winter" USING btree ("_parent_id");
  CREATE INDEX "uniform_page_girls_pt_winter_order_idx" ON "uniform_page_girls_pt_winter" USING btree ("_order");
  CREATE INDEX "uniform_page_girls_pt_winter_parent_id_idx" ON "uniform_page_girls_pt_winter" USING btree ("_parent_id");
  CREATE INDEX "uniform_page_notes_order_idx" ON "uniform_page_notes" USING btree ("_order");
  CREATE INDEX "uniform_page_notes_parent_id_idx" ON "uniform_page_notes" USING btree ("_parent_id");
  CREATE INDEX "timings_page_class_timings_order_idx" ON "timings_page_class_timings" USING btree ("_order");
  CREATE INDEX "timings_page_class_timings_parent_id_idx" ON "timings_page_class_timings" USING btree ("_parent_id");
  CREATE INDEX "timings_page_bus_departures_order_idx" ON "timings_page_bus_departures" USING btree ("_order");
  CREATE INDEX "timings_page_bus_departures_parent_id_idx" ON "timings_page_bus_departures" USING btree ("_parent_id");
  CREATE INDEX "timings_page_office_hours_order_idx" ON "timings_page_office_hours" USING btree ("_order");
  CREATE INDEX "timings_page_office_hours_parent_id_idx" ON "timings_page_office_hours" USING btree ("_parent_id");
  CREATE INDEX "timings_page_notes_order_idx" ON "timings_page_notes" USING btree ("_order");
  CREATE INDEX "timings_page_notes_parent_id_idx" ON "timings_page_notes" USING btree ("_parent_id");
  CREATE INDEX "infrastructure_page_photos_order_idx" ON "infrastructure_page_photos" USING btree ("_order");
  CREATE INDEX "infrastructure_page_photos_parent_id_idx" ON "infrastructure_page_photos" USING btree ("_parent_id");
  CREATE INDEX "infrastructure_page_photos_image_idx" ON "infrastructure_page_photos" USING btree ("image_id");
  CREATE INDEX "mandatory_disclosure_general_information_order_idx" ON "mandatory_disclosure_general_information" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_general_information_parent_id_idx" ON "mandatory_disclosure_general_information" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_documents_order_idx" ON "mandatory_disclosure_documents" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_documents_parent_id_idx" ON "mandatory_disclosure_documents" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_documents_file_idx" ON "mandatory_disclosure_documents" USING btree ("file_id");
  CREATE INDEX "mandatory_disclosure_academic_documents_order_idx" ON "mandatory_disclosure_academic_documents" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_academic_documents_parent_id_idx" ON "mandatory_disclosure_academic_documents" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_academic_documents_file_idx" ON "mandatory_disclosure_academic_documents" USING btree ("file_id");
  CREATE INDEX "mandatory_disclosure_fee_structure_order_idx" ON "mandatory_disclosure_fee_structure" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_fee_structure_parent_id_idx" ON "mandatory_disclosure_fee_structure" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_calendar_order_idx" ON "mandatory_disclosure_calendar" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_calendar_parent_id_idx" ON "mandatory_disclosure_calendar" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_management_committee_order_idx" ON "mandatory_disclosure_management_committee" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_management_committee_parent_id_idx" ON "mandatory_disclosure_management_committee" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_parent_teacher_association_order_idx" ON "mandatory_disclosure_parent_teacher_association" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_parent_teacher_association_parent_id_idx" ON "mandatory_disclosure_parent_teacher_association" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_results_x_order_idx" ON "mandatory_disclosure_results_x" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_results_x_parent_id_idx" ON "mandatory_disclosure_results_x" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_results_x_i_i_order_idx" ON "mandatory_disclosure_results_x_i_i" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_results_x_i_i_parent_id_idx" ON "mandatory_disclosure_results_x_i_i" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_staff_order_idx" ON "mandatory_disclosure_staff" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_staff_parent_id_idx" ON "mandatory_disclosure_staff" USING btree ("_parent_id");
  CREATE INDEX "mandatory_disclosure_infrastructure_order_idx" ON "mandatory_disclosure_infrastructure" USING btree ("_order");
  CREATE INDEX "mandatory_disclosure_infrastructure_parent_id_idx" ON "mandatory_disclosure_infrastructure" USING btree ("_parent_id");
  CREATE INDEX "parent_portal_help_guides_steps_order_idx" ON "parent_portal_help_guides_steps" USING btree ("_order");
  CREATE INDEX "parent_portal_help_guides_steps_parent_id_idx" ON "parent_portal_help_guides_steps" USING btree ("_parent_id");
  CREATE INDEX "parent_portal_help_guides_order_idx" ON "parent_portal_help_guides" USING btree ("_order");
  CREATE INDEX "parent_portal_help_guides_parent_id_idx" ON "parent_portal_help_guides" USING btree ("_parent_id");
  CREATE INDEX "erp_page_portals_order_idx" ON "erp_page_portals" USING btree ("_order");
  CREATE INDEX "erp_page_portals_parent_id_idx" ON "erp_page_portals" USING btree ("_parent_id");
  CREATE INDEX "erp_page_portals_image_idx" ON "erp_page_portals" USING btree ("image_id");
  CREATE INDEX "youth_summit_messages_order_idx" ON "youth_summit_messages" USING btree ("_order");
  CREATE INDEX "youth_summit_messages_parent_id_idx" ON "youth_summit_messages" USING btree ("_parent_id");
  CREATE INDEX "youth_summit_messages_photo_idx" ON "youth_summit_messages" USING btree ("photo_id");
  CREATE INDEX "youth_summit_committees_agenda_order_idx" ON "youth_summit_committees_agenda" USING btree ("_order");
  CREATE INDEX "youth_summit_committees_agenda_parent_id_idx" ON "youth_summit_committees_agenda" USING btree ("_parent_id");
  CREATE INDEX "youth_summit_committees_order_idx" ON "youth_summit_committees" USING btree ("_order");
  CREATE INDEX "youth_summit_committees_parent_id_idx" ON "youth_summit_committees" USING btree ("_parent_id");
  CREATE INDEX "downloads_holiday_list_idx" ON "downloads" USING btree ("holiday_list_id");
  CREATE INDEX "downloads_academic_calendar_idx" ON "downloads" USING btree ("academic_calendar_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "news" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "highlights" CASCADE;
  DROP TABLE "highlights_rels" CASCADE;
  DROP TABLE "_highlights_v" CASCADE;
  DROP TABLE "_highlights_v_rels" CASCADE;
  DROP TABLE "notifications" CASCADE;
  DROP TABLE "notifications_rels" CASCADE;
  DROP TABLE "_notifications_v" CASCADE;
  DROP TABLE "_notifications_v_rels" CASCADE;
  DROP TABLE "online_registrations" CASCADE;
  DROP TABLE "online_registrations_rels" CASCADE;
  DROP TABLE "hero_slides" CASCADE;
  DROP TABLE "gallery_albums" CASCADE;
  DROP TABLE "gallery_albums_rels" CASCADE;
  DROP TABLE "_gallery_albums_v" CASCADE;
  DROP TABLE "_gallery_albums_v_rels" CASCADE;
  DROP TABLE "media_items" CASCADE;
  DROP TABLE "toppers" CASCADE;
  DROP TABLE "_toppers_v" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "faculty" CASCADE;
  DROP TABLE "circulars" CASCADE;
  DROP TABLE "circulars_rels" CASCADE;
  DROP TABLE "_circulars_v" CASCADE;
  DROP TABLE "_circulars_v_rels" CASCADE;
  DROP TABLE "transfer_certificates" CASCADE;
  DROP TABLE "images" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "school_profile_houses" CASCADE;
  DROP TABLE "school_profile_emails" CASCADE;
  DROP TABLE "school_profile_phones" CASCADE;
  DROP TABLE "school_profile_social_links" CASCADE;
  DROP TABLE "school_profile" CASCADE;
  DROP TABLE "home_page_feature_cards" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "principal_message" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "syllabus_page_sections" CASCADE;
  DROP TABLE "syllabus_page" CASCADE;
  DROP TABLE "exam_schedule_page_date_sheets" CASCADE;
  DROP TABLE "exam_schedule_page" CASCADE;
  DROP TABLE "activities_page_tabs" CASCADE;
  DROP TABLE "activities_page" CASCADE;
  DROP TABLE "student_council_page_tabs" CASCADE;
  DROP TABLE "student_council_page" CASCADE;
  DROP TABLE "student_council_page_rels" CASCADE;
  DROP TABLE "admission_page_admission_rules" CASCADE;
  DROP TABLE "admission_page_age_criteria" CASCADE;
  DROP TABLE "admission_page_fee_rules" CASCADE;
  DROP TABLE "admission_page" CASCADE;
  DROP TABLE "uniform_page_boys_regular" CASCADE;
  DROP TABLE "uniform_page_boys_pt" CASCADE;
  DROP TABLE "uniform_page_boys_winter" CASCADE;
  DROP TABLE "uniform_page_boys_pt_winter" CASCADE;
  DROP TABLE "uniform_page_girls_regular" CASCADE;
  DROP TABLE "uniform_page_girls_pt" CASCADE;
  DROP TABLE "uniform_page_girls_winter" CASCADE;
  DROP TABLE "uniform_page_girls_pt_winter" CASCADE;
  DROP TABLE "uniform_page_notes" CASCADE;
  DROP TABLE "uniform_page" CASCADE;
  DROP TABLE "timings_page_class_timings" CASCADE;
  DROP TABLE "timings_page_bus_departures" CASCADE;
  DROP TABLE "timings_page_office_hours" CASCADE;
  DROP TABLE "timings_page_notes" CASCADE;
  DROP TABLE "timings_page" CASCADE;
  DROP TABLE "infrastructure_page_photos" CASCADE;
  DROP TABLE "infrastructure_page" CASCADE;
  DROP TABLE "mandatory_disclosure_general_information" CASCADE;
  DROP TABLE "mandatory_disclosure_documents" CASCADE;
  DROP TABLE "mandatory_disclosure_academic_documents" CASCADE;
  DROP TABLE "mandatory_disclosure_fee_structure" CASCADE;
  DROP TABLE "mandatory_disclosure_calendar" CASCADE;
  DROP TABLE "mandatory_disclosure_management_committee" CASCADE;
  DROP TABLE "mandatory_disclosure_parent_teacher_association" CASCADE;
  DROP TABLE "mandatory_disclosure_results_x" CASCADE;
  DROP TABLE "mandatory_disclosure_results_x_i_i" CASCADE;
  DROP TABLE "mandatory_disclosure_staff" CASCADE;
  DROP TABLE "mandatory_disclosure_infrastructure" CASCADE;
  DROP TABLE "mandatory_disclosure" CASCADE;
  DROP TABLE "parent_portal_help_guides_steps" CASCADE;
  DROP TABLE "parent_portal_help_guides" CASCADE;
  DROP TABLE "parent_portal_help" CASCADE;
  DROP TABLE "erp_page_portals" CASCADE;
  DROP TABLE "erp_page" CASCADE;
  DROP TABLE "youth_summit_messages" CASCADE;
  DROP TABLE "youth_summit_committees_agenda" CASCADE;
  DROP TABLE "youth_summit_committees" CASCADE;
  DROP TABLE "youth_summit" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_highlights_status";
  DROP TYPE "public"."enum__highlights_v_version_status";
  DROP TYPE "public"."enum_notifications_status";
  DROP TYPE "public"."enum__notifications_v_version_status";
  DROP TYPE "public"."enum_gallery_albums_status";
  DROP TYPE "public"."enum__gallery_albums_v_version_status";
  DROP TYPE "public"."enum_toppers_class";
  DROP TYPE "public"."enum_toppers_status";
  DROP TYPE "public"."enum__toppers_v_version_class";
  DROP TYPE "public"."enum__toppers_v_version_status";
  DROP TYPE "public"."enum_circulars_category";
  DROP TYPE "public"."enum_circulars_status";
  DROP TYPE "public"."enum__circulars_v_version_category";
  DROP TYPE "public"."enum__circulars_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_school_profile_session_start_month";
  DROP TYPE "public"."enum_school_profile_session_end_month";`)
}
