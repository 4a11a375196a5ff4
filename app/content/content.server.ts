import { sql } from "kysely";
import { sharedRead } from "~/page/shared-reads.server";
import { isAdmin } from "~/domain/users";
import { db, nowIso } from "~/db/db.server";
import type { ContentItemRow } from "~/db/tables/content";
import { done, forbidden, invalid, notFound, type Db, type FieldErrors, type Outcome, type Viewer } from "~/domain/outcome";
import { fieldErrors, youtubeIdOf } from "~/validation/rules";
import { CAROUSEL_ADS, type Channel, type ContentKind } from "./codes";
import { checkContentImage, contentImageUrl, storeContentImage, type ContentUpload } from "./images.server";
import { contentSchema } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Ads and motivational content (spec part 3 §2–§8; docs/decisions/0070): staff add, edit,
 * enable/disable and delete; patients only ever see active items. The staff pages and
 * /api/ads, /api/motivational call these same functions.
 */

/** What a client sees of an item (spec part 3 §3: id, title, image, video, url, youtube_id, is_active). */
export type ContentJson = z.infer<typeof apiShapes.contentItem>;

const COLUMNS = ["id", "title", "kind", "url", "youtube_id", "image_l", "image_m", "image_name", "is_active"] as const;
type Row = Pick<ContentItemRow, (typeof COLUMNS)[number]>;

export function contentJson(r: Row): ContentJson {
  return {
    id: r.id,
    title: r.title,
    kind: r.kind,
    image: contentImageUrl(r.image_l),
    image_m: contentImageUrl(r.image_m),
    image_name: r.image_name,
    video: r.kind === "video",
    youtube_id: r.youtube_id,
    url: r.url,
    is_active: r.is_active === 1,
  };
}

const staff = (viewer: Viewer) => isAdmin(viewer);

function visible(conn: Db, viewer: Viewer, channel: Channel) {
  let q = conn.selectFrom("content_items").where("channel", "=", channel);
  if (!staff(viewer)) q = q.where("is_active", "=", 1);
  return q;
}

/** A page of the channel: staff see every item, newest first; a patient only the active ones. */
export async function listContent(viewer: Viewer, channel: Channel, page: { limit: number; offset: number }): Promise<{ count: number; results: ContentJson[] }> {
  const [rows, total] = await Promise.all([
    visible(db, viewer, channel).select(COLUMNS).orderBy("id", "desc").limit(page.limit).offset(page.offset).execute(),
    visible(db, viewer, channel).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map(contentJson) };
}

/** One item (a patient: only an active one), or null. */
export async function getContent(viewer: Viewer, channel: Channel, id: number): Promise<ContentJson | null> {
  const row = await visible(db, viewer, channel).select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? contentJson(row) : null;
}

/** The active items patients see (the carousels), newest first. */
export async function activeContent(channel: Channel, limit: number): Promise<ContentJson[]> {
  const rows = await db.selectFrom("content_items").select(COLUMNS).where("channel", "=", channel).where("is_active", "=", 1).orderBy("id", "desc").limit(limit).execute();
  return rows.map(contentJson);
}

/** The ads a patient's home, nutrition home and fitness home turn through: the latest active ones. */
export const carouselAds = (_viewer: Viewer) => sharedRead("carousel-ads", ["content_items"], () => activeContent("ad", CAROUSEL_ADS));

/**
 * One active item picked at random, or null. The channel's active items are read once and kept
 * a few seconds (the same for every patient); the pick is made here, on every call.
 */
export async function randomContent(_viewer: Viewer, channel: Channel, pick = Math.random): Promise<ContentJson | null> {
  const items = await sharedRead(`active-content:${channel}`, ["content_items"], async () => {
    const rows = await db.selectFrom("content_items").select(COLUMNS).where("channel", "=", channel).where("is_active", "=", 1).orderBy("id").execute();
    return rows.map(contentJson);
  });
  if (items.length === 0) return null;
  return items[Math.min(items.length - 1, Math.floor(pick() * items.length))] ?? null;
}

/** The fields a form or a body sends; checked here with the channel's and kind's schema. */
export interface ContentFields {
  title?: unknown;
  url?: unknown;
  is_active?: boolean;
}

function checkFields(channel: Channel, kind: ContentKind, fields: ContentFields): Outcome<{ title: string; url: string }> {
  const parsed = contentSchema(channel, kind).safeParse({ title: fields.title, url: fields.url });
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  return done({ title: parsed.data.title, url: parsed.data.url ?? "" });
}

function merge(a: FieldErrors, b: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = [...(out[k] ?? []), ...v];
  return out;
}

const youtube = (kind: ContentKind, url: string) => (kind === "video" ? youtubeIdOf(url) : null);

/** Add: an image needs its picture ('Please select an image!'); every message is reported at once. */
export async function createContent(viewer: Viewer, channel: Channel, kind: ContentKind, fields: ContentFields, upload: ContentUpload | null): Promise<Outcome<ContentJson>> {
  if (!staff(viewer)) return forbidden;
  const checked = checkFields(channel, kind, fields);
  const imageErrors = kind === "image" ? checkContentImage(upload) : [];
  if (!checked.ok || imageErrors.length) {
    return invalid(merge(checked.ok ? {} : checked.reason === "invalid" ? checked.errors : {}, imageErrors.length ? { image: imageErrors } : {}));
  }
  let files = null;
  if (kind === "image" && upload) {
    const stored = await storeContentImage(upload);
    if (!stored.ok) return stored;
    files = stored.data;
  }
  const now = nowIso();
  const row = await db
    .insertInto("content_items")
    .values({
      channel,
      kind,
      title: checked.data.title,
      url: checked.data.url,
      youtube_id: youtube(kind, checked.data.url),
      image_o: files?.image_o ?? null,
      image_l: files?.image_l ?? null,
      image_m: files?.image_m ?? null,
      image_name: files?.image_name ?? null,
      is_active: fields.is_active === false ? 0 : 1,
      created_by: viewer.id,
      created_at: now,
      updated_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return done(contentJson(row));
}

/**
 * Update: the fields given replace the item's (what is left out stays), checked together as the
 * kind's form would; a new picture replaces the old. The enable/disable toggle is this call with
 * is_active alone.
 */
export async function updateContent(viewer: Viewer, channel: Channel, id: number, fields: ContentFields, upload: ContentUpload | null): Promise<Outcome<ContentJson>> {
  if (!staff(viewer)) return forbidden;
  const current = await db.selectFrom("content_items").select(COLUMNS).where("channel", "=", channel).where("id", "=", id).executeTakeFirst();
  if (!current) return notFound;
  const next = { title: fields.title === undefined ? current.title : fields.title, url: fields.url === undefined ? current.url : fields.url };
  const checked = checkFields(channel, current.kind, next);
  const imageErrors = upload && current.kind === "image" ? checkContentImage(upload) : [];
  if (!checked.ok || imageErrors.length) {
    return invalid(merge(checked.ok ? {} : checked.reason === "invalid" ? checked.errors : {}, imageErrors.length ? { image: imageErrors } : {}));
  }
  let files = null;
  if (upload && current.kind === "image") {
    const stored = await storeContentImage(upload);
    if (!stored.ok) return stored;
    files = stored.data;
  }
  const row = await db
    .updateTable("content_items")
    .set({
      title: checked.data.title,
      url: checked.data.url,
      youtube_id: youtube(current.kind, checked.data.url),
      ...(files ?? {}),
      ...(fields.is_active === undefined ? {} : { is_active: fields.is_active ? 1 : 0 }),
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return done(contentJson(row));
}

/** Delete (the picture's files stay: another item may share them, they are named by content). */
export async function deleteContent(viewer: Viewer, channel: Channel, id: number): Promise<Outcome<{ id: number }>> {
  if (!staff(viewer)) return forbidden;
  const res = await db.deleteFrom("content_items").where("channel", "=", channel).where("id", "=", id).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) return notFound;
  return done({ id });
}
