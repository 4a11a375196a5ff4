import { sql, type RawBuilder, type SqlBool } from "kysely";
import { engineOf } from "~/db/connection";
import { db } from "~/db/db.server";
import { effectiveSearchTerm } from "~/ui/search";
import { scopeCondition, type FoodScope, type GroupFilter } from "./scope";
import { SUMMARY_COLUMNS, toSummaries } from "./summaries.server";
import { type Page } from "~/domain/outcome";
import { type FoodSummary } from "./types";

/**
 * Food search, the way a person means it (docs/decisions/0012-food-search-ranking.md).
 * The one place with engine-specific SQL: the full-text questions (`TextQuestions`) are asked of
 * FTS5 on SQLite and of a tsvector under the `portal_search` configuration on PostgreSQL
 * (migrations/0002_foods.ts); the ranking around them is the same portable SQL on both
 * (docs/decisions/0091-postgresql-engine.md).
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

/**
 * The full-text questions the ranking asks, as conditions on `f` (the foods row):
 * - matchIds: every typed word starts a word of the name or description ("broc" finds broccoli);
 * - wholeWords: every typed word is a whole word there;
 * - nameStarts: the name starts with one of the typed words;
 * - together: the typed words stand side by side ("Milk, whole" for "whole milk").
 * Words are letters and digits only, so quoting them cannot change either engine's query syntax.
 */
interface TextQuestions {
  /** The ids of the foods that match (every typed word starts a word of the name or description). */
  matchIds: RawBuilder<{ id: number }>;
  /** The same match as a condition on `f`, where the engine's index serves it in place (PostgreSQL). */
  matches?: RawBuilder<SqlBool>;
  wholeWords: RawBuilder<SqlBool>;
  nameStarts: RawBuilder<SqlBool>;
  together: RawBuilder<SqlBool>;
}

function sqliteQuestions(words: string[]): TextQuestions {
  const fts = (query: string) => sql<SqlBool>`f.id in (select rowid from foods_fts where foods_fts match ${query})`;
  const anyPrefix = words.map((w) => `"${w}"*`).join(" ");
  return {
    matchIds: sql<{ id: number }>`(select rowid as id from foods_fts where foods_fts match ${anyPrefix})`,
    wholeWords: fts(words.map((w) => `"${w}"`).join(" ")),
    nameStarts: fts(`name : (${words.map((w) => `^"${w}"*`).join(" OR ")})`),
    together: fts(`NEAR(${anyPrefix}, 0)`),
  };
}

/** Word orders tried for "together": every order up to three words (NEAR ignores order), else as typed. */
function orders(words: string[]): string[][] {
  if (words.length > 3) return [words];
  if (words.length <= 1) return [words];
  return words.flatMap((w, i) => orders([...words.slice(0, i), ...words.slice(i + 1)]).map((rest) => [w, ...rest]));
}

function postgresQuestions(words: string[]): TextQuestions {
  // Each query and stem is a scalar subquery, worked out once per search: with the statement
  // prepared (app/db/connection.ts) its text is a parameter, and a plain call would be evaluated
  // again for every matching row ("raw": ~1,400 dictionary lookups per question).
  const tsquery = (query: string) => sql`(select to_tsquery('portal_search', ${query}))`;
  const ts = (query: string) => sql<SqlBool>`f.search_tsv @@ ${tsquery(query)}`;
  // The stem of a typed word, as the index keeps it ("apples" → "appl"), for the name's start.
  const stem = (w: string) => sql`(select coalesce((ts_lexize('portal_stem', ${w}))[1], ${w}))`;
  const anyPrefix = words.map((w) => `${w}:*`).join(" & ");
  return {
    // The GIN index on the tsvector serves it.
    matchIds: sql<{ id: number }>`(select id from foods where search_tsv @@ ${tsquery(anyPrefix)})`,
    matches: ts(anyPrefix),
    wholeWords: ts(words.join(" & ")),
    nameStarts: sql<SqlBool>`(${sql.join(
      words.map((w) => sql`lower(f.name) like ${stem(w)} || '%'`),
      sql` or `,
    )})`,
    together: ts(orders(words).map((o) => `(${o.map((w) => `${w}:*`).join(" <-> ")})`).join(" | ")),
  };
}

/**
 * The matching foods as `f`. The full-text match drives: CROSS JOIN keeps it the outer loop in
 * SQLite; otherwise the planner may walk every approved food and run the match once per row.
 * PostgreSQL's bitmap scan of the GIN index hands back the rows themselves: joining them to foods
 * again would look each up a second time (~1,400 lookups for "raw").
 */
const matching = (q: TextQuestions) =>
  q.matches
    ? db.selectFrom("foods as f").where(q.matches)
    : db.selectFrom(q.matchIds.as("m")).crossJoin("foods as f").whereRef("f.id", "=", "m.id");

const questionsFor = (words: string[]) => (engineOf(db) === "postgres" ? postgresQuestions(words) : sqliteQuestions(words));

export async function searchFoods({ term, limit, offset = 0, scope = { status: "approved" }, group }: FoodSearch): Promise<Page<FoodSummary>> {
  const words = searchWords(term);
  if (words.length === 0) return { count: 0, results: [] };
  const q = questionsFor(words);

  // The food's name is nothing but what was typed: "Peanuts" for "peanuts", not "Peanut flour";
  // "Rice" for "rice cooked", not "Rice noodles". Every word of the name starts like one of the
  // typed words (a plural's "s" dropped). Plain string functions on the name, no index.
  const typedInName = sql.join(
    words.map((w) => sql`(case when ' ' || lower(f.name) like ${`% ${w.length > 3 ? w.replace(/s$/, "") : w}%`} then 1 else 0 end)`),
    sql` + `,
  );
  const nameWords = sql`(length(trim(f.name)) - length(replace(trim(f.name), ' ', '')) + 1)`;
  // Each of a food's common names follows ", " ("oatmeal, old-fashioned oats, rolled oats").
  const commonNameStarts = sql<SqlBool>`f.common_name <> '' and ', ' || lower(f.common_name) like ${`%, ${words.join(" ")}%`}`;
  const flag = (condition: RawBuilder<SqlBool>) => sql<number>`(case when ${condition} then 1 else 0 end)`;

  // Rank on ids alone: sorting narrow rows and counting separately is about twice as fast as
  // sorting whole rows with a window count, which matters for common words ("raw": ~1,400 hits).
  const ranked = await matching(q)
    .where(scopeCondition(scope, group))
    .select("f.id")
    .orderBy(flag(q.wholeWords), "desc")
    // Name starts with a typed word (1), and is nothing but typed words (2); the string work only
    // runs for the few rows whose name starts right.
    // A common name (SR28's ComName) that starts with what was typed counts as the food's name:
    // "oatmeal" is "Cereals, oats, …, cooked with water", commonly "oatmeal, cooked" (issue 24).
    .orderBy(sql`case when ${commonNameStarts} then 2 when ${q.nameStarts} then 1 + ${flag(sql<SqlBool>`${typedInName} >= ${nameWords}`)} else 0 end`, "desc")
    .orderBy(flag(sql<SqlBool>`f.hier1_id in (select id from food_groups where code in (${sql.join(PREPARED_GROUP_CODES)}))`))
    .orderBy("f.useful", "desc")
    .$if(words.length > 1, (qb) => qb.orderBy(flag(q.together), "desc"))
    .orderBy(sql`length(f.long_desc)`)
    .orderBy("f.id")
    .limit(limit)
    .offset(offset)
    .execute();
  const ids = ranked.map((r) => r.id);

  // A first page that is not full is the whole result; otherwise count the matches.
  const count = offset === 0 && ids.length < limit ? ids.length : await countMatches(q, scope, group);
  if (ids.length === 0) return { count, results: [] };

  const rows = await db.selectFrom("foods as f").select(SUMMARY_COLUMNS).where("f.id", "in", ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { count, results: await toSummaries(ids.flatMap((id) => byId.get(id) ?? [])) };
}

/** How many foods in the scope match. */
async function countMatches(q: TextQuestions, scope: FoodScope, group?: GroupFilter): Promise<number> {
  const row = await matching(q).where(scopeCondition(scope, group)).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}
