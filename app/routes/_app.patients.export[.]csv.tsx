import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/auth/auth.server";
import { PANEL_CSV_MAX } from "~/care/codes";
import { carePanel, panelCsv, panelQueryOf } from "~/care/panel.server";
import { pageData } from "~/page/outcome.server";
import { auditStaff } from "~/security/audit.server";
import { pageLanguage, translate } from "~/i18n/i18n.server";

/** /patients/export.csv: the panel's rows for the same clinic, filter, search and order, every page at once. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const q = { ...panelQueryOf(request, user.units, PANEL_CSV_MAX), offset: 0 };
  const panel = pageData(await carePanel(user, q));
  await auditStaff({ request, context, user }, panel.results.map((r) => r.id), "export", "care_panel", { detail: "csv" });
  // The downloader's language: their choice, else the page's (cookie, then the browser's).
  const language = await pageLanguage(request, user.language ?? null);
  const name = `patients-${panel.clinic.city.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${panel.today}.csv`;
  return new Response(panelCsv(panel.results, panel.units, (key, values) => translate(language, key, values)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
