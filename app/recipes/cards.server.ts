import { sql } from "kysely";
import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import { IMAGE_COLUMNS, isStaff, toImageData } from "./access.server";
import { type Db, type Viewer } from "~/domain/outcome";
import { type DeclineCode } from "./codes";
import { recipeRanges } from "./ranges";
import { type ImageData, type RecipeSummary } from "./types";

/** Recipe cards: the summary columns and their mapping, one way for every list. */

export const SUMMARY_COLUMNS = [
  "r.id",
  "r.name",
  "r.active",
  "r.featured",
  "r.preptime",
  "r.cooktime",
  "r.yields",
  "r.serving_size",
  "r.com_num",
  "r.com_avg",
  "r.kcal",
  "r.carb_g",
  "r.protein_g",
  "r.servings_starch",
  "r.servings_fruit",
  "r.is_submitted",
  "r.decline_code",
  "r.created",
] as const;

interface SummaryRow {
  id: number;
  name: string;
  active: number;
  featured: number;
  preptime: number | null;
  cooktime: number | null;
  yields: number | null;
  serving_size: string;
  com_num: number;
  com_avg: number;
  kcal: number;
  carb_g: number;
  protein_g: number;
  servings_starch: number;
  servings_fruit: number;
  is_submitted: number;
  decline_code: DeclineCode | null;
  created: string;
}

/** The images of the given recipes, in order (a prepared read: issue 28). */
const imagesOf = preparedRead(["recipeIds"], (a: { recipeIds: number[] }) =>
  db
    .selectFrom("recipe_images as ri")
    .innerJoin("images as i", "i.id", "ri.image_id")
    .select(["ri.recipe_id", ...IMAGE_COLUMNS])
    .where("ri.recipe_id", "in", a.recipeIds)
    .orderBy("ri.recipe_id")
    .orderBy("ri.seq")
    .orderBy("ri.id"),
);

/** The first image (by seq) of each recipe. */
async function mainImages(conn: Db, recipeIds: number[]): Promise<Map<number, ImageData>> {
  if (recipeIds.length === 0) return new Map();
  const rows = await imagesOf(conn, { recipeIds });
  const out = new Map<number, ImageData>();
  for (const r of rows) if (!out.has(r.recipe_id)) out.set(r.recipe_id, toImageData(r));
  return out;
}

export function toSummary(r: SummaryRow, image: ImageData | null): RecipeSummary {
  return {
    id: r.id,
    name: r.name,
    active: r.active === 1,
    featured: r.featured === 1,
    preptime: r.preptime,
    cooktime: r.cooktime,
    yields: r.yields,
    serving_size: r.serving_size,
    com_num: r.com_num,
    com_avg: Math.round(r.com_avg * 10) / 10,
    main_image: image,
    ...recipeRanges(r),
    is_submitted: r.is_submitted === 1,
    decline_code: r.decline_code,
    created: r.created,
  };
}

export async function toSummaries(conn: Db, rows: SummaryRow[]): Promise<RecipeSummary[]> {
  const images = await mainImages(
    conn,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, images.get(r.id) ?? null));
}

const anyRecipes = preparedRead(["ids"], (a: { ids: number[] }) => db.selectFrom("recipes as r").select(SUMMARY_COLUMNS).where("r.id", "in", a.ids));
// `+r.active`: the ids find the rows. Without the plus, SQLite's planner (no statistics are
// gathered) walked the index of every published recipe and kept the few whose id was listed.
const activeRecipes = preparedRead(["ids"], (a: { ids: number[] }) =>
  db.selectFrom("recipes as r").select(SUMMARY_COLUMNS).where("r.id", "in", a.ids).where(sql<number>`+${sql.ref("r.active")}`, "=", 1),
);

/** Cards of the given recipes the viewer may see, in the order of `ids`. */
export async function summariesOf(viewer: Viewer, ids: number[]): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  const rows = await (isStaff(viewer) ? anyRecipes : activeRecipes)(db, { ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toSummaries(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}
