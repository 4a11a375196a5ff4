import { sql } from "kysely";
import { db } from "~/db/db.server";
import { effectiveSearchTerm } from "~/ui/search";
import { scopeCondition, type FoodScope, type GroupFilter } from "./scope";
import { SUMMARY_COLUMNS, toSummaries } from "./summaries.server";
import type { FoodSummary, Page } from "./types";

/**
 * Food search, the way a person means it (docs/decisions/0012-food-search-ranking.md).
 * This is the one place with SQLite-only SQL (FTS5 MATCH and bm25); a PostgreSQL twin replaces
 * this function and keeps its contract.
 */

export interface FoodSearch {
  term: string;
  limit: number;
  offset?: number;
  /** Default: the approved database. */
  scope?: FoodScope;
  group?: GroupFilter;
}

/** Longer queries add nothing a person means and only cost time. */
const MAX_TERMS = 8;

/**
 * SR28 groups of prepared and branded dishes. Someone typing "chicken breast" means the
 * chicken, not the luncheon roll or the fast-food sandwich, so these come after basic foods
 * that match as well.
 */
const PREPARED_GROUP_CODES = ["0300", "0700", "2100", "2200", "3500", "3600"];

/** The words of a term as the index sees them: letters and digits, in any script. */
export function searchWords(term: string): string[] {
  return (effectiveSearchTerm(term).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

export async function searchFoods({ term, limit, offset = 0, scope = { status: "approved" }, group }: FoodSearch): Promise<Page<FoodSummary>> {
  const words = searchWords(term);
  if (words.length === 0) return { count: 0, results: [] };

  // Words are letters and digits only, so quoting them cannot change the query's syntax.
  // Every word may be a prefix (typing "broc" finds broccoli); whole words rank first.
  const anyPrefix = words.map((w) => `"${w}"*`).join(" ");
  const wholeWords = words.map((w) => `"${w}"`).join(" ");
  // The food is "about" a word when its name starts with it: "Chicken, …" for "roasted chicken".
  const nameStarts = `name : (${words.map((w) => `^"${w}"*`).join(" OR ")})`;
  // The words stand together ("Milk, whole, …" rather than "Milk, buttermilk, fluid, whole").
  // A single word always does, so one-word searches skip this query.
  const together = `NEAR(${anyPrefix}, 0)`;
  // The food's name is nothing but what was typed: "Peanuts" for "peanuts", not "Peanut flour";
  // "Rice" for "rice cooked", not "Rice noodles". Every word of the name starts like one of the
  // typed words (a plural's "s" dropped). Plain string functions on the name, no index.
  const typedInName = sql.join(
    words.map((w) => sql`(instr(' ' || lower(f.name), ${` ${w.length > 3 ? w.replace(/s$/, "") : w}`}) > 0)`),
    sql` + `,
  );
  const nameWords = sql`(length(trim(f.name)) - length(replace(trim(f.name), ' ', '')) + 1)`;

  // Rank on ids alone: sorting narrow rows and counting separately is about twice as fast as
  // sorting whole rows with a window count, which matters for common words ("raw": ~1,400 hits).
  const ranked = await db
    .selectFrom(sql<{ id: number }>`(select rowid as id from foods_fts where foods_fts match ${anyPrefix})`.as("m"))
    // CROSS JOIN keeps the full-text match as the outer loop in SQLite; otherwise the planner
    // may walk every approved food and run the match once per row.
    .crossJoin("foods as f")
    .whereRef("f.id", "=", "m.id")
    .where(scopeCondition(scope, group))
    .select("f.id")
    .orderBy(sql`f.id in (select rowid from foods_fts where foods_fts match ${wholeWords})`, "desc")
    // Name starts with a typed word (1), and is nothing but typed words (2); the string work only
    // runs for the few rows whose name starts right.
    .orderBy(
      sql`case when f.id in (select rowid from foods_fts where foods_fts match ${nameStarts}) then 1 + (${typedInName} >= ${nameWords}) else 0 end`,
      "desc",
    )
    .orderBy(sql`coalesce(f.hier1_id in (select id from food_groups where code in (${sql.join(PREPARED_GROUP_CODES)})), 0)`)
    .orderBy("f.useful", "desc")
    .$if(words.length > 1, (q) => q.orderBy(sql`f.id in (select rowid from foods_fts where foods_fts match ${together})`, "desc"))
    .orderBy(sql`length(f.long_desc)`)
    .orderBy("f.id")
    .limit(limit)
    .offset(offset)
    .execute();
  const ids = ranked.map((r) => r.id);

  // A first page that is not full is the whole result; otherwise count the matches.
  const count = offset === 0 && ids.length < limit ? ids.length : await countMatches(anyPrefix, scope, group);
  if (ids.length === 0) return { count, results: [] };

  const rows = await db.selectFrom("foods as f").select(SUMMARY_COLUMNS).where("f.id", "in", ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { count, results: await toSummaries(ids.flatMap((id) => byId.get(id) ?? [])) };
}

/** How many foods in the scope match. */
async function countMatches(query: string, scope: FoodScope, group?: GroupFilter): Promise<number> {
  const row = await db
    .selectFrom(sql<{ id: number }>`(select rowid as id from foods_fts where foods_fts match ${query})`.as("m"))
    .crossJoin("foods as f")
    .whereRef("f.id", "=", "m.id")
    .where(scopeCondition(scope, group))
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
