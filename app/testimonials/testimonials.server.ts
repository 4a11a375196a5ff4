import { sql } from "kysely";
import { isAdmin } from "~/domain/users";
import { db, nowIso } from "~/db/db.server";
import { done, forbidden, invalid, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { testimonialPublished } from "~/notifications/messages";
import { notify } from "~/notifications/notify.server";
import { TESTIMONIAL_MSG } from "./codes";
import { countryName } from "./countries";
import { finalHtml, sanitizeTestimonialHtml } from "./html.server";
import { applyReplacements } from "./replacements";
import type { FinalVersionInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Testimonials ("plugs", spec part 3 §2, §3, §7). A member sends their words (fulltext); staff
 * write the final version (country, quote, blurb, sanitized HTML), add the before/after photos
 * and the signed authorization, and publish. A member sees and deletes only their own; staff see
 * every member's. Another member's testimonial is not found.
 */

export interface TestimonialMember {
  id: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  clinic: { name: string; city: string; state: string } | null;
}

export type TestimonialJson = z.infer<typeof apiShapes.testimonial>;

function baseQuery(conn: Db) {
  return conn
    .selectFrom("testimonials as t")
    .innerJoin("users as m", "m.id", "t.user_id")
    .leftJoin("clinics as c", "c.id", "m.clinic_id")
    .leftJoin("users as s", "s.id", "t.saved_by")
    .select([
      "t.id",
      "t.user_id",
      "t.fulltext",
      "t.fulltext_html",
      "t.created_at",
      "t.saved_last",
      "t.active",
      "t.featured",
      "t.homepage",
      "t.published_at",
      "t.country",
      "t.quotes",
      "t.blurb",
      "m.first_name",
      "m.middle_name",
      "m.last_name",
      "m.email",
      "c.name as clinic_name",
      "c.city as clinic_city",
      "c.state as clinic_state",
      "s.id as saver_id",
      "s.first_name as saver_first",
      "s.last_name as saver_last",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

function toJson(r: Row): TestimonialJson {
  return {
    id: r.id,
    member: {
      id: r.user_id,
      first_name: r.first_name,
      middle_name: r.middle_name,
      last_name: r.last_name,
      email: r.email,
      clinic: r.clinic_name === null ? null : { name: r.clinic_name, city: r.clinic_city ?? "", state: r.clinic_state ?? "" },
    },
    fulltext: r.fulltext,
    // Sanitized again on the way out, whatever is stored.
    fulltext_html: sanitizeTestimonialHtml(r.fulltext_html),
    created: r.created_at,
    saved_by: r.saver_id === null ? null : { id: r.saver_id, first_name: r.saver_first ?? "", last_name: r.saver_last ?? "" },
    saved_last: r.saved_last,
    active: r.active === 1,
    featured: r.featured === 1,
    homepage: r.homepage === 1,
    published_at: r.published_at,
    country: r.country,
    country_name: countryName(r.country),
    quotes: r.quotes,
    blurb: r.blurb,
    member_details: {
      first_name: r.first_name,
      last_initial: r.last_name.slice(0, 1).toUpperCase(),
      city: r.clinic_city ?? "",
      state: r.clinic_state ?? "",
    },
  };
}

/**
 * GET /api/plug_submit/?limit&member: a member's own testimonials (naming another member is not
 * found), or for staff every member's (or one member's), newest first.
 */
export async function listTestimonials(
  viewer: Viewer,
  query: { member?: number; limit: number; offset: number; status?: "all" | "waiting" | "published" },
): Promise<Outcome<{ count: number; results: TestimonialJson[] }>> {
  const staff = isAdmin(viewer);
  if (!staff && query.member !== undefined && query.member !== viewer.id) return notFound;
  const member = staff ? query.member : viewer.id;
  let q = baseQuery(db);
  let c = db.selectFrom("testimonials as t");
  if (member !== undefined) {
    q = q.where("t.user_id", "=", member);
    c = c.where("t.user_id", "=", member);
  }
  if (query.status === "waiting" || query.status === "published") {
    const active = query.status === "published" ? 1 : 0;
    q = q.where("t.active", "=", active);
    c = c.where("t.active", "=", active);
  }
  const [rows, total] = await Promise.all([
    q.orderBy("t.created_at", "desc").orderBy("t.id", "desc").limit(query.limit).offset(query.offset).execute(),
    c.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return done({ count: Number(total.n), results: rows.map(toJson) });
}

/** One testimonial: its member's own, or any for staff; null otherwise. */
export const getTestimonial = (viewer: Viewer, id: number) => testimonialOf(db, viewer, id);

async function testimonialOf(conn: Db, viewer: Viewer, id: number): Promise<TestimonialJson | null> {
  let q = baseQuery(conn).where("t.id", "=", id);
  if (!isAdmin(viewer)) q = q.where("t.user_id", "=", viewer.id);
  const row = await q.executeTakeFirst();
  return row ? toJson(row) : null;
}

/** POST /api/plug_submit {fulltext}: a member sends a testimonial (staff have none of their own). */
export async function submitTestimonial(viewer: Viewer, fulltext: string): Promise<Outcome<TestimonialJson>> {
  if (isAdmin(viewer)) return forbidden;
  const now = nowIso();
  const { id } = await db
    .insertInto("testimonials")
    .values({ user_id: viewer.id, fulltext, created_at: now, updated_at: now, saved_by: null, saved_last: null, published_at: null, country: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return done((await testimonialOf(db, viewer, id))!);
}

/**
 * DELETE /api/plug_submit/{id}: the member withdraws their testimonial (published or not), or
 * staff remove it. The member's photos stay: they belong to the member, not to one testimonial.
 */
export async function deleteTestimonial(viewer: Viewer, id: number): Promise<Outcome<{ patientId: number }>> {
  return db.transaction().execute(async (trx) => {
    let q = trx.selectFrom("testimonials").select(["id", "user_id"]).where("id", "=", id);
    if (!isAdmin(viewer)) q = q.where("user_id", "=", viewer.id);
    const row = await q.executeTakeFirst();
    if (!row) return notFound;
    await trx.deleteFrom("testimonials").where("id", "=", id).execute();
    return done({ patientId: row.user_id });
  });
}

/**
 * Final Version Edit (staff): country, quote, blurb and the final text, sanitized; the chosen
 * standard replacements are applied to the final text as it is saved. Returns how many
 * replacements were made.
 */
export async function saveFinalVersion(viewer: Viewer, id: number, input: FinalVersionInput): Promise<Outcome<{ testimonial: TestimonialJson; changes: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const current = await testimonialOf(trx, viewer, id);
    if (!current) return notFound;
    let html = finalHtml(input.fulltext_html ?? "");
    let changes = 0;
    if (input.replacements.length) {
      const applied = applyReplacements(html, input.replacements, current.member);
      html = sanitizeTestimonialHtml(applied.html);
      changes = applied.changes;
    }
    const now = nowIso();
    await trx
      .updateTable("testimonials")
      .set({ country: input.country, quotes: input.quotes ?? "", blurb: input.blurb ?? "", fulltext_html: html, saved_by: viewer.id, saved_last: now, updated_at: now })
      .where("id", "=", id)
      .execute();
    return done({ testimonial: (await testimonialOf(trx, viewer, id))!, changes });
  });
}

/** What stops a testimonial from being published, by the tab that fixes it; null when ready. */
export const publishProblem = (t: TestimonialJson) => problemOf(db, t);

async function problemOf(conn: Db, t: TestimonialJson): Promise<{ field: string; message: string } | null> {
  if (!t.country) return { field: "country", message: TESTIMONIAL_MSG.needsCountry };
  if (!t.fulltext_html.trim()) return { field: "fulltext_html", message: TESTIMONIAL_MSG.needsFinalText };
  const consent = await conn
    .selectFrom("testimonial_images")
    .select("id")
    .where("user_id", "=", t.member.id)
    .where("type", "=", "Z")
    .limit(1)
    .executeTakeFirst();
  if (!consent) return { field: "images", message: TESTIMONIAL_MSG.needsAuthorization };
  return null;
}

/**
 * Publish (active) with the featured and homepage flags, or take it off the public site. A
 * testimonial is published only with a country, a final version and the member's signed
 * authorization on file (docs/decisions/0064).
 */
export async function setPublished(
  viewer: Viewer,
  id: number,
  flags: { active: boolean; featured?: boolean; homepage?: boolean },
): Promise<Outcome<TestimonialJson>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const current = await testimonialOf(trx, viewer, id);
    if (!current) return notFound;
    if (flags.active) {
      const problem = await problemOf(trx, current);
      if (problem) return invalid({ [problem.field]: [problem.message] });
    }
    const now = nowIso();
    await trx
      .updateTable("testimonials")
      .set({
        active: flags.active ? 1 : 0,
        ...(flags.featured !== undefined ? { featured: flags.featured ? 1 : 0 } : {}),
        ...(flags.homepage !== undefined ? { homepage: flags.homepage ? 1 : 0 } : {}),
        published_at: flags.active ? (current.published_at ?? now) : null,
        saved_by: viewer.id,
        saved_last: now,
        updated_at: now,
      })
      .where("id", "=", id)
      .execute();
    // The member hears when their story goes up (not again when only its flags change).
    if (flags.active && !current.active) await notify(trx, current.member.id, testimonialPublished());
    return done((await testimonialOf(trx, viewer, id))!);
  });
}
