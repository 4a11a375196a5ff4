import { db, nowIso } from "~/db/db.server";
import { done, invalidField, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { MSG } from "~/validation/rules";
import { roundTo } from "./amounts";
import { DEFAULT_UNITS, fluidOf, fluidToFloz, type Units } from "~/domain/units";
import { FLUID_MAX, FLUID_MEASURE, fluidControls, type FluidKind } from "./codes";
import { futureDayError, journalChanged } from "./days.server";
import { ENTRY_COLUMNS, type EntryRow, toEntry } from "./rows.server";
import type { JournalEntry } from "./types";

/** Hydration and electrolyte: one running total a day each, in fluid ounces. The journal's front door is journal.server.ts. */

async function fluidRow(trx: Trx, userId: number, day: string, kind: FluidKind) {
  return trx.selectFrom("journal_entries").select(ENTRY_COLUMNS).where("user_id", "=", userId).where("day", "=", day).where("kind", "=", kind).executeTakeFirst();
}

async function writeFluid(trx: Trx, userId: number, day: string, kind: FluidKind, existing: EntryRow | undefined, value: number) {
  const now = nowIso();
  if (existing) {
    return trx
      .updateTable("journal_entries")
      .set({ quantity: value, fluid_floz: value, updated_at: now })
      .where("id", "=", existing.id)
      .returning(ENTRY_COLUMNS)
      .executeTakeFirstOrThrow();
  }
  return trx
    .insertInto("journal_entries")
    .values({
      user_id: userId,
      day,
      time: null,
      meal: "Z",
      kind,
      quantity: value,
      measure_text: FLUID_MEASURE,
      fluid_floz: value,
      item_name: kind === "hydration" ? "Hydration" : "Electrolyte",
      created_at: now,
      updated_at: now,
    })
    .returning(ENTRY_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** POST of a hydration or electrolyte entry: adds to the day's total (at most 500 oz). */
export async function addFluid(viewer: Viewer, day: string, kind: FluidKind, quantity: number): Promise<Outcome<{ entry: JournalEntry; created: boolean }>> {
  return db.transaction().execute(async (trx) => {
    const existing = await fluidRow(trx, viewer.id, day, kind);
    const current = existing?.fluid_floz ?? 0;
    if (current + quantity > FLUID_MAX) return invalidField("quantity", MSG.max(roundTo(FLUID_MAX - current, 2)));
    const row = await writeFluid(trx, viewer.id, day, kind, existing, roundTo(current + quantity, 2));
    await journalChanged(trx, { userId: viewer.id, days: [day], changed: kind });
    return done({ entry: toEntry(row), created: !existing });
  });
}

/**
 * The page's − and + (one step: an ounce, or 25 mL; never below 0 nor above 500 oz) and its
 * direct input (the day's total), in the member's units. A step is taken from the total as the
 * member sees it, so millilitres never drift from their ounces' rounding. Answers the new total,
 * in those units.
 */
export async function changeFluid(
  viewer: Viewer,
  day: string,
  kind: FluidKind,
  change: { delta: number } | { set: number },
  units: Units = DEFAULT_UNITS,
): Promise<Outcome<{ id: number; value: number }>> {
  const future = futureDayError(viewer, "date", day);
  if (future) return future;
  return db.transaction().execute(async (trx) => {
    const existing = await fluidRow(trx, viewer.id, day, kind);
    const current = existing?.fluid_floz ?? 0;
    const c = fluidControls(units);
    const shown = "set" in change ? change.set : Math.min(c.max, Math.max(0, roundTo(fluidOf(current, units) + change.delta * c.step, c.decimals)));
    const row = await writeFluid(trx, viewer.id, day, kind, existing, units === "imperial" ? shown : fluidToFloz(shown, units));
    await journalChanged(trx, { userId: viewer.id, days: [day], changed: kind });
    return done({ id: row.id, value: shown });
  });
}
