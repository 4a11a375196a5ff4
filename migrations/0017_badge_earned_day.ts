import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 24: a streak badge showed its streak's latest day as the day it was earned ("Journal
 * Month, earned Nov 26" for a month reached about Oct 31), because an earning kept only its first
 * and last day. `earned_day` is the day the rule was first met: an achievement's own day, the day
 * a streak reached its length. Existing rows take it from their first day and the streak lengths
 * of the catalogue as it is now (badge 6 Journal Week and 8 Hydration Hero: 7 days; 7 Journal
 * Month: 30); later writes keep it in line with the rules.
 */
const STREAK_DAYS: Record<number, number> = { 6: 7, 7: 30, 8: 7 };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("member_badges").addColumn("earned_day", "text", (c) => c.notNull().defaultTo("")).execute();
  await sql`update member_badges set earned_day = start_day`.execute(db);
  for (const [badge, days] of Object.entries(STREAK_DAYS)) {
    const reached = isPostgres(db) ? sql`to_char(start_day::date + ${sql.lit(days - 1)}, 'YYYY-MM-DD')` : sql`date(start_day, ${sql.lit(`+${days - 1} days`)})`;
    await sql`update member_badges set earned_day = ${reached} where badge_id = ${sql.lit(Number(badge))}`.execute(db);
  }
  // The latest badge and each badge's last day earned read it per member.
  await db.schema.createIndex("member_badges_user_earned").on("member_badges").columns(["user_id", "earned_day"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("member_badges_user_earned").execute();
  await db.schema.alterTable("member_badges").dropColumn("earned_day").execute();
}
