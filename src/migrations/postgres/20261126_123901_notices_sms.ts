import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notice_subscriptions_channel" ADD VALUE 'sms';
  ALTER TABLE "notice_subscriptions" ADD COLUMN "phone" varchar;
  ALTER TABLE "notice_subscriptions" ADD COLUMN "code_digest" varchar;
  ALTER TABLE "notice_subscriptions" ADD COLUMN "code_until" numeric;
  ALTER TABLE "notice_subscriptions" ADD COLUMN "code_tries" numeric DEFAULT 0;
  ALTER TABLE "school_profile" ADD COLUMN "sms_sender_id" varchar;
  ALTER TABLE "school_profile" ADD COLUMN "sms_entity_id" varchar;
  ALTER TABLE "school_profile" ADD COLUMN "sms_notice_template_id" varchar;
  ALTER TABLE "school_profile" ADD COLUMN "sms_notice_template" varchar;
  ALTER TABLE "school_profile" ADD COLUMN "sms_code_template_id" varchar;
  ALTER TABLE "school_profile" ADD COLUMN "sms_code_template" varchar;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_sms_sender_id" varchar;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_sms_entity_id" varchar;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_sms_notice_template_id" varchar;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_sms_notice_template" varchar;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_sms_code_template_id" varchar;
  ALTER TABLE "_school_profile_v" ADD COLUMN "version_sms_code_template" varchar;
  CREATE INDEX "notice_subscriptions_phone_idx" ON "notice_subscriptions" USING btree ("phone");
  CREATE UNIQUE INDEX "phone_school_idx" ON "notice_subscriptions" USING btree ("phone","school_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notice_subscriptions" ALTER COLUMN "channel" SET DATA TYPE text;
  ALTER TABLE "notice_subscriptions" ALTER COLUMN "channel" SET DEFAULT 'email'::text;
  DROP TYPE "public"."enum_notice_subscriptions_channel";
  CREATE TYPE "public"."enum_notice_subscriptions_channel" AS ENUM('email', 'push');
  ALTER TABLE "notice_subscriptions" ALTER COLUMN "channel" SET DEFAULT 'email'::"public"."enum_notice_subscriptions_channel";
  ALTER TABLE "notice_subscriptions" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_notice_subscriptions_channel" USING "channel"::"public"."enum_notice_subscriptions_channel";
  DROP INDEX "notice_subscriptions_phone_idx";
  DROP INDEX "phone_school_idx";
  ALTER TABLE "notice_subscriptions" DROP COLUMN "phone";
  ALTER TABLE "notice_subscriptions" DROP COLUMN "code_digest";
  ALTER TABLE "notice_subscriptions" DROP COLUMN "code_until";
  ALTER TABLE "notice_subscriptions" DROP COLUMN "code_tries";
  ALTER TABLE "school_profile" DROP COLUMN "sms_sender_id";
  ALTER TABLE "school_profile" DROP COLUMN "sms_entity_id";
  ALTER TABLE "school_profile" DROP COLUMN "sms_notice_template_id";
  ALTER TABLE "school_profile" DROP COLUMN "sms_notice_template";
  ALTER TABLE "school_profile" DROP COLUMN "sms_code_template_id";
  ALTER TABLE "school_profile" DROP COLUMN "sms_code_template";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_sms_sender_id";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_sms_entity_id";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_sms_notice_template_id";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_sms_notice_template";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_sms_code_template_id";
  ALTER TABLE "_school_profile_v" DROP COLUMN "version_sms_code_template";`)
}
