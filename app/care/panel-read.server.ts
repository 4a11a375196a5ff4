import type { CareClinic } from "~/clinical/access.server";
import type { FlagCode } from "~/clinical/flag-codes";
import { openFlags, storedFlagsOpenOn, type OpenFlag } from "~/clinical/flags";
import { nameKey } from "~/db/name-compare";
import type { Db } from "~/domain/outcome";
import { groupBy } from "~/domain/group-by";
import type { PanelSort } from "./codes";
import { withDetails, type Detailed, type PanelSummary } from "./panel-details.server";

/**
 * The panel's read of a whole clinic (docs/decisions/0122, 0256, 0265): every patient's id, name
 * and the days their flags begin as their summary keeps them (`flag_days`), which are open today
 * and which of those staff reviewed; with the one or two summary columns the page is sorted by.
 * Two thousand patients' flags, counts and default order come from that, and the rest of a row
 * (./panel-details.server.ts) is read for the rows shown. A summary without its flag days (written
 * before migration 0121) or no summary at all: that patient's details are read and their flags
 * worked out from them, by the same rules.
 */

export interface PanelFlag {
  code: FlagCode;
  since: string;
  reviewed: boolean;
}

/** A staff review of a flag's episode still open. */
type Review = { code: string; since: string };

/** The flags open, each marked reviewed when staff reviewed that very episode. */
function withReviews(open: OpenFlag[], reviewed: readonly Review[]): PanelFlag[] {
  // Marked where they stand: a panel asks this of every patient of the clinic.
  const flags = open as PanelFlag[];
  for (const f of flags) f.reviewed = reviewed.length > 0 && reviewed.some((r) => r.code === f.code && r.since === f.since);
  return flags;
}

/** The flags open today, worked out from a summary's columns (the record, its actions, and a summary without its flag days). */
export function flagsWithReviews(s: PanelSummary | null, joinedDay: string, today: string, reviewed: readonly Review[]): PanelFlag[] {
  const facts = {
    plateau_since: s?.plateau_since ?? null,
    rapid_loss_since: s?.rapid_loss_since ?? null,
    regain_since: s?.regain_since ?? null,
    implausible_since: s?.implausible_since ?? null,
    waiting_since_day: s?.waiting_since_day ?? null,
    missed_doses_since: s?.missed_doses_since ?? null,
    side_effects_since: s?.side_effects_since ?? null,
    last_weigh_in_day: s?.last_weigh_in_day ?? null,
    last_journal_day: s?.last_journal_day ?? null,
    last_exercise_day: s?.last_exercise_day ?? null,
    joined_day: joinedDay,
  };
  return withReviews(openFlags(facts, today), reviewed);
}

/** The summary columns a sort reads of every patient (the other sorts read every row's details: SORTS_BY_DETAILS). */
type SortColumn = "start_kg" | "trend_kg" | "trend_28d_kg" | "last_weigh_in_day" | "waiting_messages" | "adherence_28d";
const SORT_COLUMNS: Partial<Record<PanelSort, readonly SortColumn[]>> = {
  start: ["start_kg"],
  trend: ["trend_kg"],
  change: ["start_kg", "trend_kg"],
  change_pct: ["start_kg", "trend_kg"],
  rate: ["trend_28d_kg"],
  last_weigh_in: ["last_weigh_in_day"],
  waiting_messages: ["waiting_messages"],
  adherence: ["adherence_28d"],
};

/** The sorts whose keys need every row's details (withDetails). */
export const SORTS_BY_DETAILS: ReadonlySet<PanelSort> = new Set(["weeks", "journal_days", "exercise_minutes", "next_appointment"]);

/** A clinic's patient before the rest of their row is read: enough to filter, to count the flags and to sort by most columns. */
export interface Candidate extends Detailed {
  first_name: string;
  last_name: string;
  sortName: string;
  /** The summary columns the sort reads (SORT_COLUMNS), from the clinic's read. */
  keys: Partial<Record<SortColumn, number | string | null>>;
  flags: PanelFlag[];
}

/** The clinic's patients, each with their open flags; `sort` names the columns the order needs. */
export async function clinicCandidates(conn: Db, clinic: CareClinic, today: string, sort: PanelSort): Promise<Candidate[]> {
  const sortColumns = (SORT_COLUMNS[sort] ?? []).map((c) => `s.${c}` as const);
  const [people, reviews] = await Promise.all([
    conn
      .selectFrom("users as u")
      .leftJoin("care_summaries as s", "s.user_id", "u.id")
      .select(["u.id", "u.first_name", "u.last_name", "s.flag_days"])
      .$if(sortColumns.length > 0, (q) => q.select(sortColumns))
      .where("u.clinic_id", "=", clinic.id)
      .where("u.user_type", "=", "P")
      .execute(),
    conn
      .selectFrom("care_flags as f")
      .innerJoin("users as u", "u.id", "f.patient_id")
      .select(["f.patient_id", "f.code", "f.since"])
      .where("u.clinic_id", "=", clinic.id)
      .where("f.cleared_on", "is", null)
      .where("f.reviewed_at", "is not", null)
      .execute(),
  ]);
  const reviewsOf: Map<number, Review[]> = groupBy(reviews, (r) => r.patient_id);
  const none: never[] = [];
  const unknown: Candidate[] = [];
  const candidates = people.map((p): Candidate => {
    const { id, first_name, last_name, flag_days } = p;
    const c: Candidate = {
      id,
      first_name,
      last_name,
      // The one order of names (app/db/name-compare.ts), as every list the database sorts.
      sortName: nameKey(`${last_name} ${first_name}`),
      // The row itself: its sort columns are the keys (no copy of two thousand rows).
      keys: p,
      summary: null,
      joined: "",
      next: null,
      flags: flag_days === null ? [] : withReviews(storedFlagsOpenOn(flag_days, today), reviewsOf.get(id) ?? none),
    };
    if (flag_days === null) unknown.push(c);
    return c;
  });
  if (unknown.length) {
    await withDetails(conn, unknown, clinic.time_zone, today);
    for (const c of unknown) c.flags = flagsWithReviews(c.summary, c.joined, today, reviewsOf.get(c.id) ?? none);
  }
  return candidates;
}
