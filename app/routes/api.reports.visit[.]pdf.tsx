import { z } from "zod";
import { apiRoute, endpoint } from "~/api/api.server";
import { unwrap, withUnits } from "~/api/domain.server";
import { apiLanguage } from "~/i18n/i18n.server";
import { visitPdf } from "~/reports/pdf.server";
import { readerOf } from "~/reports/reader.server";
import { requireReportCaller } from "~/reports/access.server";
import { visitQuerySchema } from "~/reports/schemas";
import { myVisitSummary } from "~/reports/visit.server";
import { visitView } from "~/reports/visit-view";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's visit summary as a PDF",
    description: 'The same content as `GET /api/reports/visit`, on A4, `Content-Disposition: attachment; filename="visit-summary-YYYY-MM-DD.pdf"`. Patients only (staff: 403). An audited export.',
    responses: {
      200: {
        description: "The summary's PDF.",
        content: {
          "application/pdf": z.string().openapi({ format: "binary" }),
        },
      },
    },
    query: withUnits(visitQuerySchema),
    refuses: [403],
    handler: async (args) => {
      requireReportCaller(args.user);
      const s = unwrap(await myVisitSummary(args.user, { since: args.query.since }, args.query.units));
      // The caller's language (Accept-Language, else their choice), as the API's messages.
      const pdf = await visitPdf(visitView(readerOf(await apiLanguage(args.request, args.user.language ?? null)), s));
      await auditOwn(args, "export", "visit_summary", {
        detail: `pdf since ${s.since}`,
      });
      return new Response(new Uint8Array(pdf), {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="visit-summary-${s.today}.pdf"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  }),
});
