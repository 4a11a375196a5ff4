import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { patientMedications } from "~/medications/care.server";
import { prescribe } from "~/medications/prescribe.server";
import { careMedications, regimen } from "~/medications/api-shapes";
import { prescribeSchema } from "~/medications/schemas";
import { auditStaff } from "~/security/audit.server";
import { optionalInteger } from "~/validation/rules";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "staff",
    summary: "A patient's medicines: each with its dose steps, its doses of the last 28 days and its adherence; the side-effect chart (staff)",
    description:
      "For a patient of a clinic the caller looks after (another clinic's is not found). `regimen` picks the medicine the chart's dose steps are drawn for (the one with most steps when left out). An audited read.",
    responses: { 200: careMedications },
    refuses: [404],
    query: z.object({ regimen: optionalInteger({ min: 1 }) }),
    handler: async (args) => {
      const id = idParam(args.params.id);
      const m = unwrap(await patientMedications(args.user, id, { chartRegimen: args.query.regimen ?? null }));
      await auditStaff(args, id, "read", "medications");
      return ok({ patient: m.patient, today: m.today, regimens: m.regimens, chart: m.chart });
    },
  }),
  POST: endpoint({
    auth: "staff",
    summary: "Prescribe a medicine to a patient (staff)",
    description:
      "`medication` a formulary entry, `dose` one of its strengths, the schedule as for the patient's own, `start_day` (today when left out), `instructions`, `supply`. `titrate: true` follows the formulary's dose steps from `dose` up to `titrate_to` (its last step when left out), each step from its day. The patient is told (in the portal, and by email if they chose). The portal records what the clinic decided; it never picks a dose.",
    responses: { 201: regimen },
    refuses: [404],
    body: prescribeSchema,
    handler: async (args) => {
      const id = idParam(args.params.id);
      const r = unwrap(await prescribe(args.user, id, args.body));
      await auditStaff(args, id, "create", "medication", { recordId: r.id });
      return ok(r, 201);
    },
  }),
});
