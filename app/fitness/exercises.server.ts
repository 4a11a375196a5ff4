import { isAdmin } from "~/domain/users";
import { db, nowIso } from "~/db/db.server";
import { byName } from "~/db/names";
import { preparedRead } from "~/db/prepared";
import type { ExerciseRow } from "~/db/tables/fitness";
import { containsText } from "~/db/like";
import { done, forbidden, invalid, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { latestWeightKg } from "~/progress/latest-weight.server";
import { uploadUrl } from "~/uploads/image-type";
import { ACTIVITY_TYPES, FITNESS_MSG, RELATED_LABELS, type ActivityType } from "./codes";
import { FLAME_LABELS, potentialBurn, type Flame, type PotentialBurn } from "./energy";
import { exerciseHtmlFrom, sanitizeExerciseHtml } from "./html.server";
import type { ExerciseInput } from "./schemas";
import { htmlToText } from "./text";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * The exercise library: the list with its search and filters, one exercise with everything its
 * details page shows, related exercises, Potential Burn, and the staff's changes. The pages and
 * the /api exercise calls both use these functions.
 */

export type ImageJson = z.infer<typeof apiShapes.exerciseImage>;

export type ExerciseSummary = z.infer<typeof apiShapes.exerciseCard>;

export interface VideoJson {
  id: number;
  youtube_id: string;
  title: string;
  /** A locally made picture; the video itself plays from youtube-nocookie.com. */
  thumbnail: string;
  thumbnail_small: string;
  embed_url: string;
}

export type RelatedGroup = z.infer<typeof apiShapes.relatedGroup>;

export type ExerciseDetail = z.infer<typeof apiShapes.exerciseDetail>;

export interface ExerciseQuery {
  search?: string;
  /** Categories ("type"). */
  type?: string[];
  type_of_activity?: ActivityType[];
  flame?: number[];
  featured?: boolean;
  limit: number;
  offset: number;
}

export const embedUrlOf = (youtubeId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;

function imageJson(row: { photo_l: string; photo_m: string; photo_s: string }): ImageJson {
  return { data: uploadUrl(row.photo_m), photo_l: uploadUrl(row.photo_l), photo_m: uploadUrl(row.photo_m), photo_s: uploadUrl(row.photo_s) };
}

const SUMMARY_COLUMNS = ["e.id", "e.name", "e.category", "e.type_of_activity", "e.description_html", "e.met", "e.compendium_code", "e.featured", "e.flame"] as const;
type SummaryRow = Pick<ExerciseRow, "id" | "name" | "category" | "type_of_activity" | "description_html" | "met" | "compendium_code" | "featured" | "flame">;

const imagesOf = preparedRead(["ids"], (a: { ids: number[] }) =>
  db.selectFrom("exercise_images").select(["exercise_id", "photo_l", "photo_m", "photo_s"]).where("exercise_id", "in", a.ids).orderBy("exercise_id").orderBy("seq").orderBy("id"),
);

/** The first picture of each exercise, by id. */
export async function mainImages(conn: Db, ids: number[]): Promise<Map<number, ImageJson>> {
  const out = new Map<number, ImageJson>();
  if (ids.length === 0) return out;
  const rows = await imagesOf(conn, { ids });
  for (const r of rows) if (!out.has(r.exercise_id)) out.set(r.exercise_id, imageJson(r));
  return out;
}

function summaryOf(r: SummaryRow, image: ImageJson | undefined): ExerciseSummary {
  const flame = r.flame as Flame;
  return {
    id: r.id,
    name: r.name,
    type: r.category,
    type_of_activity: r.type_of_activity,
    description: htmlToText(r.description_html),
    met: r.met,
    compendium_code: r.compendium_code,
    featured: r.featured === 1,
    flame,
    flame_value: FLAME_LABELS[flame],
    main_image: image ?? null,
  };
}

/** Cards for exercises by id, in the order given (deleted ones left out). */
export async function exerciseSummaries(conn: Db, ids: number[]): Promise<ExerciseSummary[]> {
  if (ids.length === 0) return [];
  const rows = await conn.selectFrom("exercises as e").select(SUMMARY_COLUMNS).where("e.id", "in", ids).where("e.deleted_at", "is", null).execute();
  const images = await mainImages(conn, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [summaryOf(r, images.get(id))] : [];
  });
}

function listQuery(q: Omit<ExerciseQuery, "limit" | "offset">) {
  let query = db.selectFrom("exercises as e").where("e.deleted_at", "is", null);
  if (q.search) {
    const term = q.search;
    query = query.where((eb) => eb.or([containsText("e.name", term), containsText("e.category", term), containsText("e.compendium_description", term)]));
  }
  if (q.type?.length) query = query.where("e.category", "in", q.type);
  if (q.type_of_activity?.length) query = query.where("e.type_of_activity", "in", q.type_of_activity);
  if (q.flame?.length) query = query.where("e.flame", "in", q.flame);
  if (q.featured !== undefined) query = query.where("e.featured", "=", q.featured ? 1 : 0);
  return query;
}

/** The library, by name: a search in name, kind and the Compendium's wording, and the filter panel's choices. */
export async function listExercises(_viewer: Viewer, q: ExerciseQuery): Promise<{ count: number; results: ExerciseSummary[] }> {
  const [{ n }, results] = await Promise.all([listQuery(q).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(), exercisePage(q)]);
  return { count: Number(n), results };
}

/** One page of `listExercises` without its total (the home dashboard's featured three). */
export async function exercisePage(q: ExerciseQuery): Promise<ExerciseSummary[]> {
  const rows = await listQuery(q).select(SUMMARY_COLUMNS).orderBy(byName(db, "e.name")).orderBy("e.id").limit(q.limit).offset(q.offset).execute();
  const images = await mainImages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => summaryOf(r, images.get(r.id)));
}

export type ExerciseFilter = z.infer<typeof apiShapes.exerciseFilter>;

/** The filter panel (GET /api/exercise_filters): type of activity, kind, intensity and featured, with how many exercises each has. */
export async function exerciseFilters(_viewer: Viewer): Promise<ExerciseFilter[]> {
  const live = db.selectFrom("exercises").where("deleted_at", "is", null);
  const [types, categories, flames, featured] = await Promise.all([
    live.select(["type_of_activity as value", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("type_of_activity").execute(),
    live.select(["category as value", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("category").orderBy(byName(db, "category")).orderBy("category").execute(),
    live.select(["flame as value", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("flame").orderBy("flame").execute(),
    live.select((eb) => eb.fn.countAll<number>().as("n")).where("featured", "=", 1).executeTakeFirstOrThrow(),
  ]);
  const out: ExerciseFilter[] = [];
  for (const t of ACTIVITY_TYPES) {
    const row = types.find((r) => r.value === t);
    if (row) out.push({ id: `type_of_activity:${t}`, group: "Type of activity", param: "type_of_activity", value: t, label: t, count: Number(row.n) });
  }
  for (const c of categories) out.push({ id: `type:${c.value}`, group: "Kind of activity", param: "type", value: c.value, label: c.value, count: Number(c.n) });
  for (const f of flames) {
    const flame = f.value as Flame;
    out.push({ id: `flame:${flame}`, group: "Intensity", param: "flame", value: String(flame), label: FLAME_LABELS[flame], count: Number(f.n) });
  }
  if (Number(featured.n) > 0) out.push({ id: "featured:true", group: "Featured", param: "featured", value: "true", label: "Featured exercises", count: Number(featured.n) });
  return out;
}

/** A live exercise's own row, or null. */
export async function exerciseRow(conn: Db, id: number): Promise<ExerciseRow | null> {
  return (await conn.selectFrom("exercises").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst()) ?? null;
}

async function videosOf(conn: Db, id: number): Promise<VideoJson[]> {
  const rows = await conn.selectFrom("exercise_videos").selectAll().where("exercise_id", "=", id).orderBy("seq").orderBy("id").execute();
  return rows.map((v) => ({
    id: v.id,
    youtube_id: v.youtube_id,
    title: v.title,
    thumbnail: uploadUrl(v.thumb_m),
    thumbnail_small: uploadUrl(v.thumb_s),
    embed_url: embedUrlOf(v.youtube_id),
  }));
}

/** Related exercises in their labelled groups, in the labels' order (spec part 3 §3 "related groups"). */
export async function relatedExercises(_viewer: Viewer, id: number): Promise<RelatedGroup[] | null> {
  if (!(await exerciseRow(db, id))) return null;
  const rows = await db
    .selectFrom("exercise_related as r")
    .innerJoin("exercises as e", "e.id", "r.related_id")
    .select(["r.label", "e.id", "e.name"])
    .where("r.exercise_id", "=", id)
    .where("e.deleted_at", "is", null)
    .orderBy("r.seq")
    .orderBy("r.id")
    .execute();
  const images = await mainImages(
    db,
    rows.map((r) => r.id),
  );
  // The editor lists a related exercise under one of these labels only (schemas.ts, relatedSchema).
  return RELATED_LABELS
    .map((label) => ({
      label,
      data: rows.filter((r) => r.label === label).map((r) => ({ id: r.id, name: r.name, src: images.get(r.id)?.photo_s ?? null })),
    }))
    .filter((g) => g.data.length > 0);
}

/** Everything the details page shows, for this viewer (already_in_plan is theirs). */
export async function getExercise(viewer: Viewer, id: number): Promise<ExerciseDetail | null> {
  const row = await exerciseRow(db, id);
  if (!row) return null;
  const [images, videos, related, planRow] = await Promise.all([
    db.selectFrom("exercise_images").select(["id", "photo_l", "photo_m", "photo_s"]).where("exercise_id", "=", id).orderBy("seq").orderBy("id").execute(),
    videosOf(db, id),
    relatedExercises(viewer, id),
    db.selectFrom("member_exercise_plans").select("id").where("user_id", "=", viewer.id).where("exercise_id", "=", id).executeTakeFirst(),
  ]);
  const image_list = images.map((i) => ({ id: i.id, ...imageJson(i) }));
  const { description: _text, ...summary } = summaryOf(row, image_list[0]);
  return {
    ...summary,
    main_image: image_list[0] ?? null,
    description: sanitizeExerciseHtml(row.description_html),
    instructions: sanitizeExerciseHtml(row.instructions_html),
    compendium_description: row.compendium_description,
    videos,
    related: related ?? [],
    image_list,
    already_in_plan: planRow !== undefined,
    plan_entry_id: planRow?.id ?? null,
  };
}

/** Potential Burn of an exercise for the viewer's latest recorded weight (null: no such exercise). */
export async function exercisePotentialBurn(viewer: Viewer, id: number): Promise<PotentialBurn | null> {
  const row = await exerciseRow(db, id);
  if (!row) return null;
  return potentialBurn({ name: row.name, met: row.met }, await latestWeightKg(db, viewer.id));
}

/** Every live exercise's id and name, by name (the journal's exercise picker). */
export async function exerciseChoices(_viewer: Viewer): Promise<{ id: number; name: string; type: string; type_of_activity: ActivityType; met: number }[]> {
  return db
    .selectFrom("exercises")
    .select(["id", "name", "category as type", "type_of_activity", "met"])
    .where("deleted_at", "is", null)
    .orderBy(byName(db, "category"))
    .orderBy("category")
    .orderBy(byName(db, "name"))
    .orderBy("id")
    .execute();
}

/** Every kind of activity the library has (the editor's choices). */
export async function exerciseCategories(_viewer: Viewer): Promise<string[]> {
  const rows = await db.selectFrom("exercises").select("category").where("deleted_at", "is", null).groupBy("category").orderBy(byName(db, "category")).orderBy("category").execute();
  return rows.map((r) => r.category);
}

// ---------------------------------------------------------------------------------------------
// Staff

function fieldsOf(input: ExerciseInput) {
  return {
    name: input.name,
    compendium_code: input.compendium_code,
    compendium_description: input.compendium_description ?? "",
    met: input.met,
    category: input.type,
    type_of_activity: input.type_of_activity,
    featured: input.featured ? 1 : 0,
    flame: input.flame,
    description_html: exerciseHtmlFrom(input.description),
    instructions_html: exerciseHtmlFrom(input.instructions),
  };
}

export async function createExercise(viewer: Viewer, input: ExerciseInput): Promise<Outcome<{ id: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  const now = nowIso();
  const { id } = await db
    .insertInto("exercises")
    .values({ ...fieldsOf(input), deleted_at: null, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return done({ id });
}

/** Staff replace an exercise's own fields; "Nothing to update!" when nothing changed. */
export async function updateExercise(viewer: Viewer, id: number, input: ExerciseInput): Promise<Outcome<{ id: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  const row = await exerciseRow(db, id);
  if (!row) return notFound;
  const next = fieldsOf(input);
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== row[k]);
  if (!changed) return invalid({ non_field_errors: [FITNESS_MSG.nothingToUpdate] });
  await db.updateTable("exercises").set({ ...next, updated_at: nowIso() }).where("id", "=", id).execute();
  return done({ id });
}

/**
 * Staff delete an exercise: it leaves the library, the members' plans, the workout plans and the
 * related lists at once; the members' logs of it keep it, so their history stays true
 * (docs/decisions/0052-exercise-deletion.md).
 */
export async function deleteExercise(viewer: Viewer, id: number): Promise<Outcome<{ id: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const row = await exerciseRow(trx, id);
    if (!row) return notFound;
    await trx.updateTable("exercises").set({ deleted_at: nowIso(), featured: 0, updated_at: nowIso() }).where("id", "=", id).execute();
    await trx.deleteFrom("member_exercise_plans").where("exercise_id", "=", id).execute();
    await trx.deleteFrom("workout_plan_items").where("exercise_id", "=", id).execute();
    await trx
      .deleteFrom("exercise_related")
      .where((eb) => eb.or([eb("exercise_id", "=", id), eb("related_id", "=", id)]))
      .execute();
    return done({ id });
  });
}

/** For ids given by a client: which of them are live exercises. */
export async function liveExerciseIds(conn: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await conn.selectFrom("exercises").select("id").where("id", "in", ids).where("deleted_at", "is", null).execute();
  return new Set(rows.map((r) => r.id));
}
