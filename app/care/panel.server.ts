import { db } from "~/db/db.server";
import { addDays, daysBetween, todayIn } from "~/domain/calendar";
import { csvLine } from "~/domain/csv";
import { done, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { DEFAULT_UNITS, roundTo, UNIT_NAMES, weightOf, type Units } from "~/domain/units";
import { careClinics, type CareClinic } from "~/clinical/access.server";
import { param, readParams } from "~/page/params.server";
import { FLAG_CODES, type FlagCode } from "~/clinical/flag-codes";
import { PANEL_PAGE_SIZE, PANEL_SORTS, type PanelSort } from "./codes";
import { withDetails, type PanelSummary } from "./panel-details.server";
import { clinicCandidates, SORTS_BY_DETAILS, type Candidate, type PanelFlag } from "./panel-read.server";
import { weeklyRateKg } from "~/clinical/flags";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * A clinic's panel (docs/decisions/0122): one row per patient from their summary, the flags the
 * summary and the calendar raise, and the reviews staff made. The whole clinic is read at once
 * (a clinic has a few thousand patients at most) and filtered, sorted and paged here, so every
 * column sorts the same way on both engines and the CSV holds exactly the rows the page shows:
 * of every patient their name and the days their flags begin (./panel-read.server.ts), the rest
 * of a row only for the rows shown (decisions 0256, 0265).
 */

export type { PanelFlag };

export type PanelRow = z.infer<typeof apiShapes.panelRow>;

export interface PanelQuery {
  /** A clinic of the caller's, or null for their own clinic (else the first with patients). */
  clinic: number | null;
  flag: FlagCode | null;
  /** Part of a name, any case ("" for everyone). */
  search: string;
  sort: PanelSort;
  desc: boolean;
  limit: number;
  offset: number;
  /** The weights' units: the staff member's own choice on a page, `?units=` in the API. */
  units: Units;
}

export interface Panel {
  clinic: CareClinic;
  clinics: CareClinic[];
  today: string;
  /**
   * Patients of the search with each flag open (before the flag filter): `open` is what the flag's
   * filter lists, `reviewed` how many of them staff have reviewed (issue 36).
   */
  flagCounts: Record<FlagCode, { open: number; reviewed: number }>;
  count: number;
  results: PanelRow[];
  units: Units;
}

const r1 = (n: number | null) => (n === null ? null : roundTo(n, 1));
/** The stored fraction as a per cent, one decimal. */
const adherencePct = (ratio: number | null) => (ratio === null ? null : roundTo(ratio * 100, 1));

/** The first days of the windows the panel counts in (14 days of journal, 7 of exercise), worked out once per read. */
export const windowsOf = (today: string) => ({ today, journalFrom: addDays(today, -13), exerciseFrom: addDays(today, -6) });
type Windows = ReturnType<typeof windowsOf>;

/** The entries of a summary's `[day, n]` list on or after `from` (days sort as text). */
function sumSince(json: string | undefined, from: string, today: string, count: (n: number) => number): number {
  if (!json || json === "[]") return 0;
  let total = 0;
  for (const [day, n] of JSON.parse(json) as [string, number][]) if (day >= from && day <= today) total += count(n);
  return total;
}

/** The panel's numbers from a summary, as of `today`, weights in `units` (also the record's headline). */
export function panelNumbers(s: PanelSummary | null, joinedDay: string, windows: Windows, units: Units = DEFAULT_UNITS) {
  const { today } = windows;
  const start = s?.start_kg ?? null;
  const trend = s?.trend_kg ?? null;
  const rate = weeklyRateKg(s?.trend_28d_kg ?? null);
  return {
    weeks: Math.max(0, Math.floor(daysBetween(s?.start_day ?? joinedDay, today) / 7)),
    start_weight: weightOf(start, units),
    trend_weight: weightOf(trend, units),
    change: start !== null && trend !== null ? weightOf(trend - start, units) : null,
    change_pct: start !== null && trend !== null ? r1(((trend - start) / start) * 100) : null,
    rate: weightOf(rate, units),
    journal_days: sumSince(s?.recent_food, windows.journalFrom, today, (n) => (n > 0 ? 1 : 0)),
    exercise_minutes: sumSince(s?.recent_minutes, windows.exerciseFrom, today, (m) => m),
    adherence_28d: adherencePct(s?.adherence_28d ?? null),
    last_weigh_in: s?.last_weigh_in_day ?? null,
  };
}

function rowOf(c: Candidate, windows: Windows, units: Units): PanelRow {
  return {
    id: c.id,
    name: `${c.first_name} ${c.last_name}`.trim(),
    first_name: c.first_name,
    last_name: c.last_name,
    ...panelNumbers(c.summary, c.joined, windows, units),
    next_appointment: c.next,
    flags: c.flags,
    waiting_messages: c.summary?.waiting_messages ?? 0,
  };
}

type Key = string | number | null;
const num = (k: Candidate["keys"], column: "start_kg" | "trend_kg" | "trend_28d_kg" | "adherence_28d") => (k[column] ?? null) as number | null;
const diff = (k: Candidate["keys"]) => {
  const start = num(k, "start_kg");
  const trend = num(k, "trend_kg");
  return start !== null && trend !== null ? trend - start : null;
};

/**
 * Sort keys: most read straight from the summary's column the clinic's read brought, so a page of
 * two thousand patients works out the rest of its numbers only for the rows it shows; weeks,
 * journal days, exercise minutes and the next appointment need every row's details
 * (SORTS_BY_DETAILS). Nulls last in both directions; ties by name.
 */
const SORT_KEY: Record<PanelSort, (c: Candidate, row: () => PanelRow) => Key> = {
  name: (c) => c.sortName,
  weeks: (_c, row) => row().weeks,
  start: (c) => num(c.keys, "start_kg"),
  trend: (c) => num(c.keys, "trend_kg"),
  change: (c) => diff(c.keys),
  change_pct: (c) => (diff(c.keys) === null ? null : diff(c.keys)! / num(c.keys, "start_kg")!),
  rate: (c) => num(c.keys, "trend_28d_kg"),
  journal_days: (_c, row) => row().journal_days,
  exercise_minutes: (_c, row) => row().exercise_minutes,
  last_weigh_in: (c) => (c.keys.last_weigh_in_day ?? null) as string | null,
  next_appointment: (c) => (c.next ? `${c.next.date} ${c.next.time}` : null),
  // Most needing a look first: open flags nobody reviewed, then reviewed ones.
  flags: (c) => c.flags.reduce((n, f) => n + (f.reviewed ? 1 : 101), 0),
  waiting_messages: (c) => (c.keys.waiting_messages ?? 0) as number,
  adherence: (c) => num(c.keys, "adherence_28d"),
};

function sortCandidates(candidates: Candidate[], sort: PanelSort, desc: boolean, row: (c: Candidate) => PanelRow): Candidate[] {
  const key = SORT_KEY[sort];
  return candidates
    .map((c) => ({ c, k: key(c, () => row(c)) }))
    .sort((a, b) => {
      if (a.k !== b.k) {
        if (a.k === null) return 1;
        if (b.k === null) return -1;
        const order = a.k < b.k ? -1 : 1;
        return desc ? -order : order;
      }
      return a.c.sortName < b.c.sortName ? -1 : a.c.sortName > b.c.sortName ? 1 : a.c.id - b.c.id;
    })
    .map((x) => x.c);
}

/**
 * A name as the panel's search compares it: letters and digits only, accents and case aside, so
 * "obrien", "O'Brien" and "o brien" find Megan O'Brien, and "brien meg" her too (last name first).
 */
export const searchKey = (text: string) => text.normalize("NFD").replace(/[^\p{L}\p{N}]/gu, "").toLowerCase();

/** Each flag's patients, counted exactly as its filter lists them: every open flag, reviewed ones among them. */
function countFlags(rows: Candidate[]): Panel["flagCounts"] {
  const counts = Object.fromEntries(FLAG_CODES.map((code) => [code, { open: 0, reviewed: 0 }])) as Panel["flagCounts"];
  for (const r of rows) {
    for (const f of r.flags) {
      counts[f.code].open += 1;
      if (f.reviewed) counts[f.code].reviewed += 1;
    }
  }
  return counts;
}

/** Without a choice: the staff member's own clinic when they look after it, else the first with patients. */
async function defaultClinic(conn: Db, viewer: Viewer, clinics: CareClinic[]): Promise<CareClinic | undefined> {
  const own = await conn.selectFrom("users").select("clinic_id").where("id", "=", viewer.id).executeTakeFirst();
  return clinics.find((c) => c.id === own?.clinic_id) ?? clinics.find((c) => c.patients > 0) ?? clinics[0];
}

/**
 * The caller's panel of one of their clinics: another clinic's panel is not found, like a
 * missing one. No clinics at all (care staff with none assigned): not found too. The day is the
 * clinic's today.
 */
export async function carePanel(viewer: Viewer, q: PanelQuery): Promise<Outcome<Panel>> {
  const conn = db;
  const clinics = await careClinics(viewer);
  const clinic = q.clinic === null ? await defaultClinic(conn, viewer, clinics) : clinics.find((c) => c.id === q.clinic);
  if (!clinic) return notFound;
  const today = todayIn(clinic.time_zone);
  let rows = await clinicCandidates(conn, clinic, today, q.sort);
  const term = searchKey(q.search);
  if (term) rows = rows.filter((r) => searchKey(r.first_name + r.last_name).includes(term) || searchKey(r.last_name + r.first_name).includes(term));
  const flagCounts = countFlags(rows);
  if (q.flag) rows = rows.filter((r) => r.flags.some((f) => f.code === q.flag));
  const windows = windowsOf(today);
  const made = new Map<number, PanelRow>();
  const row = (c: Candidate) => made.get(c.id) ?? made.set(c.id, rowOf(c, windows, q.units)).get(c.id)!;
  if (SORTS_BY_DETAILS.has(q.sort)) await withDetails(conn, rows, clinic.time_zone, today);
  const sorted = sortCandidates(rows, q.sort, q.desc, row);
  const shown = sorted.slice(q.offset, q.offset + q.limit);
  await withDetails(conn, shown, clinic.time_zone, today);
  made.clear();
  return done({ clinic, clinics, today, flagCounts, count: sorted.length, results: shown.map(row), units: q.units });
}

/**
 * The panel's query string (the page, its CSV download): `clinic`, `flag`, `q`, `sort`, `dir`
 * and `offset`. A bad value falls back to its default; the default order is the flags, most
 * needing a look first. Weights come in the staff member's `units`.
 */
export function panelQueryOf(source: Request | URL, units: Units, limit = PANEL_PAGE_SIZE): PanelQuery {
  const q = readParams(source, {
    clinic: param.id(),
    flag: param.oneOf<FlagCode | "">(["", ...FLAG_CODES], ""),
    q: param.text(),
    sort: param.oneOf(PANEL_SORTS, "flags"),
    dir: param.oneOf(["", "asc", "desc"], ""),
    offset: param.offset(limit),
  });
  return {
    clinic: q.clinic,
    flag: q.flag || null,
    // A search of spaces is no search.
    search: q.q.trim().slice(0, 100),
    sort: q.sort,
    desc: q.dir === "" ? q.sort === "flags" : q.dir === "desc",
    limit,
    offset: q.offset,
    units,
  };
}

/** The CSV's columns: the `care` namespace's `csv.*` headers, a weight's with its unit. */
const CSV_COLUMNS = ["patient", "weeks", "start", "trend", "change", "changePct", "rate", "journalDays", "exerciseMinutes", "adherence", "lastWeighIn", "nextAppointment", "flags", "waiting"] as const;

/** Translates a key into the downloader's language (the route passes `translate` with it). */
export type Say = (key: string, values?: Record<string, string | number>) => string;

/**
 * The panel's rows as CSV: the same columns as the page, every row of the filter, the weights' unit
 * in their headers; headers and flags' names in the downloader's language (issue 41), values as
 * stored (ISO days, dot decimals).
 */
export function panelCsv(rows: PanelRow[], units: Units, say: Say): string {
  const unit = UNIT_NAMES[units].weight;
  const flag = (f: PanelFlag) => say(f.reviewed ? "care:csv.flagReviewed" : "care:csv.flag", { flag: say(`care:flagLabels.${f.code}`), since: f.since });
  const lines = rows.map((r) =>
    csvLine([
      r.name,
      r.weeks,
      r.start_weight,
      r.trend_weight,
      r.change,
      r.change_pct,
      r.rate,
      r.journal_days,
      r.exercise_minutes,
      r.adherence_28d,
      r.last_weigh_in,
      r.next_appointment ? `${r.next_appointment.date} ${r.next_appointment.time}` : null,
      r.flags.map(flag).join("; "),
      r.waiting_messages,
    ]),
  );
  return csvLine(CSV_COLUMNS.map((c) => say(`care:csv.${c}`, { unit }))) + lines.join("");
}
