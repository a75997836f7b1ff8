import * as migration_20261121_225900_initial from './20261121_225900_initial';
import * as migration_20261122_020556_legacy_ids from './20261122_020556_legacy_ids';
import * as migration_20261122_030631_pdf_accessibility_warning from './20261122_030631_pdf_accessibility_warning';
import * as migration_20261122_033133_schedule_publish from './20261122_033133_schedule_publish';
import * as migration_20261122_050222_history from './20261122_050222_history';
import * as migration_20261122_062321_trash from './20261122_062321_trash';
import * as migration_20261122_225431_import_staging from './20261122_225431_import_staging';
import * as migration_20261122_232401_accounts from './20261122_232401_accounts';
import * as migration_20261123_144110_search_index from './20261123_144110_search_index';
import * as migration_20261123_155450_emergency_alerts from './20261123_155450_emergency_alerts';
import * as migration_20261123_174719_monitor_compliance from './20261123_174719_monitor_compliance';
import * as migration_20261123_184622_disclosure_tc_consent_policies from './20261123_184622_disclosure_tc_consent_policies';
import * as migration_20261123_185032_hindi_translations from './20261123_185032_hindi_translations';
import * as migration_20261123_192148_policy_translation_stamps from './20261123_192148_policy_translation_stamps';
import * as migration_20261124_112629_alerts_hindi from './20261124_112629_alerts_hindi';
import * as migration_20261124_113408_must_change_password from './20261124_113408_must_change_password';
import * as migration_20261124_211645_tc_admission_text from './20261124_211645_tc_admission_text';
import * as migration_20261124_215242_pdf_text from './20261124_215242_pdf_text';
import * as migration_20261125_210934_news_categories from './20261125_210934_news_categories';
import * as migration_20261125_232025_schools from './20261125_232025_schools';
import * as migration_20261125_235143_per_school from './20261125_235143_per_school';
import * as migration_20261126_021817_pages_per_school from './20261126_021817_pages_per_school';
import * as migration_20261126_054651_brand_colour from './20261126_054651_brand_colour';
import * as migration_20261126_083454_notices from './20261126_083454_notices';
import * as migration_20261126_123846_notices_sms from './20261126_123846_notices_sms';
import * as migration_20261126_133547_notices_keep from './20261126_133547_notices_keep';
import * as migration_20261126_153740_sms_code_derived from './20261126_153740_sms_code_derived';
import * as migration_20261126_155911_sms_code_window from './20261126_155911_sms_code_window';
import * as migration_20261127_034901_compliance_per_school from './20261127_034901_compliance_per_school';
import * as migration_20261127_042626_files_public_on_their_own from './20261127_042626_files_public_on_their_own';
import * as migration_20261127_150338_achievements from './20261127_150338_achievements';
import * as migration_20261127_182739_achievement_notices from './20261127_182739_achievement_notices';
import * as migration_20261128_070959_notices_fair from './20261128_070959_notices_fair';
import * as migration_20261128_095338_page_outlines from './20261128_095338_page_outlines';
import * as migration_20261128_105500_single_sign_on from './20261128_105500_single_sign_on';
import * as migration_20261128_105758_approvals_sign_off from './20261128_105758_approvals_sign_off';
import * as migration_20261128_111549_two_factor from './20261128_111549_two_factor';
import * as migration_20261128_111939_audit_log from './20261128_111939_audit_log';
import * as migration_20261128_130210_classes from './20261128_130210_classes';
import * as migration_20261128_141431_notices_seen_whatsapp_roster from './20261128_141431_notices_seen_whatsapp_roster';
import * as migration_20261202_005224_notices_audience_index from './20261202_005224_notices_audience_index';
import * as migration_20261208_000052_admissions from './20261208_000052_admissions';

export const migrations = [
  {
    up: migration_20261121_225900_initial.up,
    down: migration_20261121_225900_initial.down,
    name: '20261121_225900_initial',
  },
  {
    up: migration_20261122_020556_legacy_ids.up,
    down: migration_20261122_020556_legacy_ids.down,
    name: '20261122_020556_legacy_ids',
  },
  {
    up: migration_20261122_030631_pdf_accessibility_warning.up,
    down: migration_20261122_030631_pdf_accessibility_warning.down,
    name: '20261122_030631_pdf_accessibility_warning',
  },
  {
    up: migration_20261122_033133_schedule_publish.up,
    down: migration_20261122_033133_schedule_publish.down,
    name: '20261122_033133_schedule_publish',
  },
  {
    up: migration_20261122_050222_history.up,
    down: migration_20261122_050222_history.down,
    name: '20261122_050222_history',
  },
  {
    up: migration_20261122_062321_trash.up,
    down: migration_20261122_062321_trash.down,
    name: '20261122_062321_trash',
  },
  {
    up: migration_20261122_225431_import_staging.up,
    down: migration_20261122_225431_import_staging.down,
    name: '20261122_225431_import_staging',
  },
  {
    up: migration_20261122_232401_accounts.up,
    down: migration_20261122_232401_accounts.down,
    name: '20261122_232401_accounts',
  },
  {
    up: migration_20261123_144110_search_index.up,
    down: migration_20261123_144110_search_index.down,
    name: '20261123_144110_search_index',
  },
  {
    up: migration_20261123_155450_emergency_alerts.up,
    down: migration_20261123_155450_emergency_alerts.down,
    name: '20261123_155450_emergency_alerts',
  },
  {
    up: migration_20261123_174719_monitor_compliance.up,
    down: migration_20261123_174719_monitor_compliance.down,
    name: '20261123_174719_monitor_compliance',
  },
  {
    up: migration_20261123_184622_disclosure_tc_consent_policies.up,
    down: migration_20261123_184622_disclosure_tc_consent_policies.down,
    name: '20261123_184622_disclosure_tc_consent_policies',
  },
  {
    up: migration_20261123_185032_hindi_translations.up,
    down: migration_20261123_185032_hindi_translations.down,
    name: '20261123_185032_hindi_translations',
  },
  {
    up: migration_20261123_192148_policy_translation_stamps.up,
    down: migration_20261123_192148_policy_translation_stamps.down,
    name: '20261123_192148_policy_translation_stamps',
  },
  {
    up: migration_20261124_112629_alerts_hindi.up,
    down: migration_20261124_112629_alerts_hindi.down,
    name: '20261124_112629_alerts_hindi',
  },
  {
    up: migration_20261124_113408_must_change_password.up,
    down: migration_20261124_113408_must_change_password.down,
    name: '20261124_113408_must_change_password',
  },
  {
    up: migration_20261124_211645_tc_admission_text.up,
    down: migration_20261124_211645_tc_admission_text.down,
    name: '20261124_211645_tc_admission_text',
  },
  {
    up: migration_20261124_215242_pdf_text.up,
    down: migration_20261124_215242_pdf_text.down,
    name: '20261124_215242_pdf_text',
  },
  {
    up: migration_20261125_210934_news_categories.up,
    down: migration_20261125_210934_news_categories.down,
    name: '20261125_210934_news_categories',
  },
  {
    up: migration_20261125_232025_schools.up,
    down: migration_20261125_232025_schools.down,
    name: '20261125_232025_schools',
  },
  {
    up: migration_20261125_235143_per_school.up,
    down: migration_20261125_235143_per_school.down,
    name: '20261125_235143_per_school',
  },
  {
    up: migration_20261126_021817_pages_per_school.up,
    down: migration_20261126_021817_pages_per_school.down,
    name: '20261126_021817_pages_per_school',
  },
  {
    up: migration_20261126_054651_brand_colour.up,
    down: migration_20261126_054651_brand_colour.down,
    name: '20261126_054651_brand_colour',
  },
  {
    up: migration_20261126_083454_notices.up,
    down: migration_20261126_083454_notices.down,
    name: '20261126_083454_notices',
  },
  {
    up: migration_20261126_123846_notices_sms.up,
    down: migration_20261126_123846_notices_sms.down,
    name: '20261126_123846_notices_sms',
  },
  {
    up: migration_20261126_133547_notices_keep.up,
    down: migration_20261126_133547_notices_keep.down,
    name: '20261126_133547_notices_keep',
  },
  {
    up: migration_20261126_153740_sms_code_derived.up,
    down: migration_20261126_153740_sms_code_derived.down,
    name: '20261126_153740_sms_code_derived',
  },
  {
    up: migration_20261126_155911_sms_code_window.up,
    down: migration_20261126_155911_sms_code_window.down,
    name: '20261126_155911_sms_code_window',
  },
  {
    up: migration_20261127_034901_compliance_per_school.up,
    down: migration_20261127_034901_compliance_per_school.down,
    name: '20261127_034901_compliance_per_school',
  },
  {
    up: migration_20261127_042626_files_public_on_their_own.up,
    down: migration_20261127_042626_files_public_on_their_own.down,
    name: '20261127_042626_files_public_on_their_own',
  },
  {
    up: migration_20261127_150338_achievements.up,
    down: migration_20261127_150338_achievements.down,
    name: '20261127_150338_achievements',
  },
  {
    up: migration_20261127_182739_achievement_notices.up,
    down: migration_20261127_182739_achievement_notices.down,
    name: '20261127_182739_achievement_notices',
  },
  {
    up: migration_20261128_070959_notices_fair.up,
    down: migration_20261128_070959_notices_fair.down,
    name: '20261128_070959_notices_fair',
  },
  {
    up: migration_20261128_095338_page_outlines.up,
    down: migration_20261128_095338_page_outlines.down,
    name: '20261128_095338_page_outlines',
  },
  {
    up: migration_20261128_105500_single_sign_on.up,
    down: migration_20261128_105500_single_sign_on.down,
    name: '20261128_105500_single_sign_on',
  },
  {
    up: migration_20261128_105758_approvals_sign_off.up,
    down: migration_20261128_105758_approvals_sign_off.down,
    name: '20261128_105758_approvals_sign_off',
  },
  {
    up: migration_20261128_111549_two_factor.up,
    down: migration_20261128_111549_two_factor.down,
    name: '20261128_111549_two_factor',
  },
  {
    up: migration_20261128_111939_audit_log.up,
    down: migration_20261128_111939_audit_log.down,
    name: '20261128_111939_audit_log',
  },
  {
    up: migration_20261128_130210_classes.up,
    down: migration_20261128_130210_classes.down,
    name: '20261128_130210_classes',
  },
  {
    up: migration_20261128_141431_notices_seen_whatsapp_roster.up,
    down: migration_20261128_141431_notices_seen_whatsapp_roster.down,
    name: '20261128_141431_notices_seen_whatsapp_roster',
  },
  {
    up: migration_20261202_005224_notices_audience_index.up,
    down: migration_20261202_005224_notices_audience_index.down,
    name: '20261202_005224_notices_audience_index',
  },
  {
    up: migration_20261208_000052_admissions.up,
    down: migration_20261208_000052_admissions.down,
    name: '20261208_000052_admissions'
  },
];
