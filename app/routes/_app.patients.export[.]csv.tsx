import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/auth/auth.server";
import { PANEL_CSV_MAX } from "~/care/codes";
import { carePanel, panelCsv, panelQueryOf } from "~/care/panel.server";
import { pageData } from "~/page/outcome.server";
import { auditStaff } from "~/security/audit.server";

/** /patients/export.csv: the panel's rows for the same clinic, filter, search and order, every page at once. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const q = { ...panelQueryOf(request, user.units, PANEL_CSV_MAX), offset: 0 };
  const panel = pageData(await carePanel(user, q));
  await auditStaff({ request, context, user }, panel.results.map((r) => r.id), "export", "care_panel", { detail: "csv" });
  const name = `patients-${panel.clinic.city.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${panel.today}.csv`;
  return new Response(panelCsv(panel.results, panel.units), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
