import type { Migration } from "kysely";
import * as m0001 from "./0001_foundation";
import * as m0002 from "./0002_foods";
import * as m0003 from "./0003_recipes";
import * as m0004 from "./0004_shared_foundations";
import * as m0005 from "./0005_journal";
import * as m0007 from "./0007_progress";
import * as m0008 from "./0008_fitness";
import * as m0009 from "./0009_content";
import * as m0013 from "./0013_hardening";
import * as m0014 from "./0014_shared_state";
import * as m0015 from "./0015_badge_streak_index";
import * as m0016 from "./0016_content_keys";
import * as m0017 from "./0017_badge_earned_day";
import * as m0018 from "./0018_food_common_names";
import * as m0020 from "./0020_staff_roles";
import * as m0021 from "./0021_care_summaries";
import * as m0022 from "./0022_care_notes";
import * as m0025 from "./0025_jobs";
import * as m0026 from "./0026_notifications";
import * as m0027 from "./0027_account";
import * as m0045 from "./0045_lead_dedupe";
import * as m0055 from "./0055_journal_time_seconds";
import * as m0056 from "./0056_read_indexes";
import * as m0057 from "./0057_phone_numbers";
import * as m0090 from "./0090_messages";
import * as m0063 from "./0063_name_order_indexes";
import * as m0064 from "./0064_weights_needs_review";
import * as m0070 from "./0070_notification_keys";
import * as m0071 from "./0071_email_change_old_address";
import * as m0080 from "./0080_medications";
import * as m0100 from "./0100_visit_questions";
import * as m0120 from "./0120_audit_log_recent_first";
import * as m0121 from "./0121_care_summary_flag_days";
import * as m0126 from "./0126_member_language";
import * as m0127 from "./0127_notification_messages";

/**
 * Every migration, in order. Listed statically (not discovered with a dynamic import) so that the
 * same code runs under tsx, vitest and any bundler. db/migrate.ts refuses to run if a file in this
 * folder is missing here.
 */
export const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_foods": m0002,
  "0003_recipes": m0003,
  "0004_shared_foundations": m0004,
  "0005_journal": m0005,
  "0007_progress": m0007,
  "0008_fitness": m0008,
  "0009_content": m0009,
  "0013_hardening": m0013,
  "0014_shared_state": m0014,
  "0015_badge_streak_index": m0015,
  "0016_content_keys": m0016,
  "0017_badge_earned_day": m0017,
  "0018_food_common_names": m0018,
  "0020_staff_roles": m0020,
  "0021_care_summaries": m0021,
  "0022_care_notes": m0022,
  "0025_jobs": m0025,
  "0026_notifications": m0026,
  "0027_account": m0027,
  "0045_lead_dedupe": m0045,
  "0055_journal_time_seconds": m0055,
  "0056_read_indexes": m0056,
  "0057_phone_numbers": m0057,
  "0090_messages": m0090,
  "0063_name_order_indexes": m0063,
  "0064_weights_needs_review": m0064,
  "0070_notification_keys": m0070,
  "0071_email_change_old_address": m0071,
  "0080_medications": m0080,
  "0100_visit_questions": m0100,
  "0120_audit_log_recent_first": m0120,
  "0121_care_summary_flag_days": m0121,
  "0126_member_language": m0126,
  "0127_notification_messages": m0127,
};
