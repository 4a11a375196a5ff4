import { z } from "zod";
import { API_MSG, pageQuery } from "~/api/api.server";
import { message } from "~/i18n/languages";
import { withUnits } from "~/api/domain.server";
import type { Units } from "~/domain/units";
import { optionalDay } from "~/journal/schemas";
import { integer } from "~/validation/rules";
import { FLAG_CODES } from "~/clinical/flag-codes";
import { apiLanguage, translateMessage } from "~/i18n/i18n.server";
import type { CareNote } from "~/clinical/api-shapes";
import { PANEL_PAGE_SIZE, PANEL_SORTS, type PanelSort } from "./codes";
import type { PanelQuery } from "./panel.server";

/** The queries the /api/care calls share. */

const ORDERINGS = PANEL_SORTS.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];

/** GET /api/care/patients: `clinic`, `flag`, `search`, `ordering` (a column, `-` for descending), `limit`, `offset`, `units`. */
export const panelApiQuery = withUnits(pageQuery(PANEL_PAGE_SIZE, 100).extend({
  clinic: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
  flag: z.preprocess((v) => (v === "" ? undefined : v), z.enum(FLAG_CODES, { errorMap: () => ({ message: API_MSG.oneOf(FLAG_CODES) }) }).optional()),
  search: z.string().max(100, message("common:validation.maxLength", { max: 100 })).optional(),
  ordering: z.enum(ORDERINGS, { errorMap: () => ({ message: API_MSG.oneOfOrdering(PANEL_SORTS) }) }).default("-flags"),
}));

export function panelQueryFromApi(q: z.output<typeof panelApiQuery>, units: Units): PanelQuery {
  const desc = q.ordering.startsWith("-");
  return {
    clinic: q.clinic ?? null,
    flag: q.flag ?? null,
    search: (q.search ?? "").trim(),
    sort: (desc ? q.ordering.slice(1) : q.ordering) as PanelSort,
    desc,
    limit: q.limit,
    offset: q.offset,
    units,
  };
}

/** GET /api/care/patients/{id}?day=: the summary, and one day's entries when a day is named; weights in `units`. */
export const recordApiQuery = withUnits(z.object({ day: optionalDay }));

/**
 * Notes as the caller reads them: an author whose account is gone travels as a key ("Your
 * clinic", app/care/codes.ts) and is said here in the caller's language; a name stays as written.
 */
export async function notesForCaller<N extends Pick<CareNote, "author">>(request: Request, user: { language: string | null }, notes: N[]): Promise<N[]> {
  const language = await apiLanguage(request, user.language);
  return notes.map((n) => ({ ...n, author: translateMessage(language, n.author) }));
}
