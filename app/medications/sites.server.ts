import { db } from "~/db/db.server";
import { done, invalidField, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { type InjectionSite, MED_MSG } from "./codes";
import { ownedRegimenRow } from "./regimens.server";
import { nextSite } from "./schedule";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * The injection site to use next (issue 38), as /medications suggests it and
 * GET /api/me/medications/{id}/site answers it: the site after the last one used, in the
 * rotation round the body (INJECTION_SITES), over all the patient's injections, since the skin is
 * the same whichever pen it was; a warning when the last two were at the same site.
 */

export interface InjectionSites {
  /** The site of the last injection recorded, and of the one before it (null: none). */
  last: InjectionSite | null;
  previous: InjectionSite | null;
  /** The next site in rotation after the last one used (the first when none was). */
  next: InjectionSite;
  /** The last two injections were at the same site: the page warns. */
  repeated: boolean;
}

/** The last two sites the patient injected at, newest first, and the next in rotation. */
export async function injectionSites(conn: Db, userId: number): Promise<InjectionSites> {
  const rows = await conn
    .selectFrom("medication_doses")
    .select("site")
    .where("user_id", "=", userId)
    .where("site", "is not", null)
    // Newest first along the (member, day) index: an injection is recorded for its own day's dose.
    .orderBy("due_day", "desc")
    .orderBy("id", "desc")
    .limit(2)
    .execute();
  const last = (rows[0]?.site ?? null) as InjectionSite | null;
  const previous = (rows[1]?.site ?? null) as InjectionSite | null;
  return { last, previous, next: nextSite(last), repeated: last !== null && last === previous };
}

export type RegimenSites = z.infer<typeof apiShapes.regimenSites>;

/**
 * GET /api/me/medications/{id}/site: for one of the member's injections (another member's is not
 * found), the site to use next; a medicine that is not an injection has no site.
 */
export async function mySites(viewer: Viewer, regimenId: number): Promise<Outcome<RegimenSites>> {
  const row = await ownedRegimenRow(db, viewer.id, regimenId);
  if (!row) return notFound;
  if (row.kind !== "injection") return invalidField("non_field_errors", MED_MSG.noSiteHere);
  return done({ regimen: row.id, ...(await injectionSites(db, viewer.id)) });
}
