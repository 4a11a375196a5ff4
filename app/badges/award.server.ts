import { sql, type Kysely } from "kysely";
import { preparedRead } from "~/db/prepared";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { Db, Viewer } from "~/domain/outcome";
import { DEFAULT_UNITS, isUnits, type Units } from "~/domain/units";
import { BADGES, badgeById, badgeImageUrl, badgeName, describeRule, isRepeatable, type BadgeDef } from "./catalogue";
import { earnedBadges, type Earning, FACT_KINDS, type FactKind, factOf } from "./rules";
import { badgeFacts } from "./sources.server";
import { badgeEarned } from "~/notifications/messages";
import { notify } from "~/notifications/notify.server";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";
import { translateMessage } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";

export type { Earning } from "./rules";

/**
 * Awarding badges (docs/decisions/0060-badge-rules.md). `awardBadges` runs inside the
 * transaction of every write that can earn one (a weigh-in, a recipe submission, a food-journal
 * entry, a fitness log or journal entry), and the seed runs it for every member. It re-evaluates
 * the rules from the member's data and brings member_badges in line: new earnings are added, a
 * streak that grew gets its new last day, and an earning whose data was deleted goes.
 *
 * A write names the kinds of fact it changed (`kinds`): only the badges whose rule reads them are
 * re-evaluated, from all of that kind's data, and only their earnings are touched. The others
 * cannot have changed. Without `kinds`, every badge is (the seed; an earning of a badge no longer
 * in the catalogue then goes too). Returns the badges this call added, for a congratulation; the
 * member is notified of each in the same transaction (issue 26), unless `announce` is false (the
 * seed's re-evaluation of earnings long past).
 */
export async function awardBadges(trx: Db, patientId: number, kinds: readonly FactKind[] = FACT_KINDS, announce = true): Promise<Earning[]> {
  const everything = FACT_KINDS.every((k) => kinds.includes(k));
  const catalogue = everything ? BADGES : BADGES.filter((def) => kinds.includes(factOf(def.rule)));
  if (catalogue.length === 0) return [];
  let existingRows = trx.selectFrom("member_badges").select(["id", "badge_id", "start_day", "end_day", "earned_day"]).where("user_id", "=", patientId);
  if (!everything) existingRows = existingRows.where("badge_id", "in", catalogue.map((def) => def.id));
  const [facts, existing] = await Promise.all([badgeFacts(trx, patientId, kinds), existingRows.execute()]);
  const earned = earnedBadges(facts, catalogue);
  const key = (badgeId: number, start: string) => `${badgeId}:${start}`;
  const have = new Map(existing.map((row) => [key(row.badge_id, row.start_day), row]));
  const added: Earning[] = [];
  const now = new Date().toISOString();
  for (const e of earned) {
    const k = key(e.badgeId, e.start);
    const row = have.get(k);
    if (!row) {
      added.push(e);
    } else {
      have.delete(k);
      if (row.end_day !== e.end || row.earned_day !== e.earned) {
        await trx.updateTable("member_badges").set({ end_day: e.end, earned_day: e.earned }).where("id", "=", row.id).execute();
      }
    }
  }
  const gone = [...have.values()].map((r) => r.id);
  if (gone.length) await trx.deleteFrom("member_badges").where("id", "in", gone).execute();
  if (added.length) {
    await trx
      .insertInto("member_badges")
      .values(added.map((e) => ({ user_id: patientId, badge_id: e.badgeId, start_day: e.start, end_day: e.end, earned_day: e.earned, created_at: now })))
      .execute();
    if (announce) {
      // Named in the member's units ("First 2.3 Kilograms" to a member who reads kilograms); the name
      // travels as a message, written in the member's language where the notification is read.
      const member = await trx.selectFrom("users").select("units").where("id", "=", patientId).executeTakeFirst();
      const units = isUnits(member?.units) ? member.units : DEFAULT_UNITS;
      for (const e of added) {
        const def = badgeById(e.badgeId);
        if (def) await notify(trx, patientId, badgeEarned({ name: badgeName(def, units) }));
      }
    }
  }
  return added;
}

/** The seed's re-evaluation: every member, each in a transaction of their own. */
export async function reevaluateAllBadges(conn: Kysely<Database>): Promise<number> {
  const members = await conn.selectFrom("users").select("id").where("user_type", "=", "P").orderBy("id").execute();
  for (const m of members) await conn.transaction().execute((trx) => awardBadges(trx, m.id, FACT_KINDS, false));
  return members.length;
}

/** A badge as the grid and GET /api/badges/ show it, with how often the member earned it. */
export type BadgeCard = z.infer<typeof apiShapes.badgeCard>;

/** The name and description are written in `language` (issue 41): the reader's, or the API caller's. */
const cardOf = (def: BadgeDef, count: number, last: string | null, units: Units, language: string): BadgeCard => ({
  id: def.id,
  code: def.code,
  name: translateMessage(language, badgeName(def, units)),
  description: translateMessage(language, describeRule(def.rule, units)),
  image: badgeImageUrl(def, units),
  badge_count: count,
  last_earned: last,
  repeatable: isRepeatable(def.rule),
});

/** Every badge of the catalogue, in its order, with the member's count; weights named in `units`. */
export async function badgeCards(viewer: Viewer, units: Units = DEFAULT_UNITS, language: string = DEFAULT_LANGUAGE): Promise<BadgeCard[]> {
  return badgeCardsOf(db, viewer.id, units, language);
}

/** One patient's badge cards, read through `conn` (the care team's record shows the earned ones). */
export async function badgeCardsOf(conn: Db, patientId: number, units: Units, language: string = DEFAULT_LANGUAGE): Promise<BadgeCard[]> {
  const counts = await conn
    .selectFrom("member_badges")
    .select(["badge_id", sql<number>`count(*)`.as("n"), sql<string>`max(earned_day)`.as("last")])
    .where("user_id", "=", patientId)
    .groupBy("badge_id")
    .execute();
  const byBadge = new Map(counts.map((c) => [c.badge_id, c]));
  return BADGES.map((def) => {
    const c = byBadge.get(def.id);
    return cardOf(def, c ? Number(c.n) : 0, c?.last ?? null, units, language);
  });
}

/** One earning as GET /api/member_badge/ gives it: one day, or a streak's first and last; and the day it was earned. */
export type MemberBadge = z.infer<typeof apiShapes.memberBadge>;

/** The member's earnings of one badge, latest first; null when the badge does not exist. */
export async function badgeEarnings(
  viewer: Viewer,
  badgeId: number,
  page: { limit: number; offset: number },
  units: Units = DEFAULT_UNITS,
  language: string = DEFAULT_LANGUAGE,
): Promise<{ badge: BadgeCard; count: number; results: MemberBadge[] } | null> {
  const def = badgeById(badgeId);
  if (!def) return null;
  const base = db.selectFrom("member_badges").where("user_id", "=", viewer.id).where("badge_id", "=", badgeId);
  const [rows, total] = await Promise.all([
    base.select(["id", "badge_id", "start_day", "end_day", "earned_day"]).orderBy("earned_day", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute(),
    base.select([sql<number>`count(*)`.as("n"), sql<string | null>`max(earned_day)`.as("last")]).executeTakeFirstOrThrow(),
  ]);
  return {
    badge: cardOf(def, Number(total.n), total.last, units, language),
    count: Number(total.n),
    results: rows.map((r) => ({
      id: r.id,
      badge: r.badge_id,
      date_range: r.start_day === r.end_day ? [r.start_day] : [r.start_day, r.end_day],
      earned: r.earned_day,
    })),
  };
}

/** The badge earned most recently (what the dashboard's latest-badge card shows), or null. */
const latestBadgeRow = preparedRead(["userId"], (a: { userId: number }) =>
  db.selectFrom("member_badges").select(["badge_id", "earned_day"]).where("user_id", "=", a.userId).orderBy("earned_day", "desc").orderBy("id", "desc").limit(1),
);

export async function latestBadge(
  viewer: Viewer,
  units: Units = DEFAULT_UNITS,
  language: string = DEFAULT_LANGUAGE,
): Promise<{ id: number; name: string; image: string; date: string } | null> {
  const [row] = await latestBadgeRow(db, { userId: viewer.id });
  const def = row ? badgeById(row.badge_id) : null;
  if (!row || !def) return null;
  return { id: def.id, name: translateMessage(language, badgeName(def, units)), image: badgeImageUrl(def, units), date: row.earned_day };
}
