import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { addDays, todayIn } from "~/domain/calendar";
import { listDoses, recordDose } from "~/medications/doses.server";
import { doseRecord, scheduledDose } from "~/medications/api-shapes";
import { doseSchema, checkRange, rangeFields } from "~/medications/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's scheduled doses from `from` to `to`, each with its status",
    description:
      "Every scheduled dose of the caller's medicines (taken, skipped, due, upcoming or missed) and the as-needed doses taken, by day and time. `to` defaults to today, `from` to 6 days before `to`; at most 92 days. An audited read.",
    responses: { 200: page(scheduledDose) },
    query: pageQuery(100, 500).extend(rangeFields).superRefine(checkRange),
    handler: async (args) => {
      const { request, query, user } = args;
      const to = query.to ?? todayIn(user.time_zone);
      const doses = await listDoses(user, { from: query.from ?? addDays(to, -6), to });
      await auditOwn(args, "read", "medication_dose");
      return ok(pageOf(request, slicePage(doses, query)));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Record a dose taken or skipped",
    description:
      "`regimen` one of the caller's medicines (another member's is not found); `day` and `time` when it was taken, on the clinic's clock (today and now when left out; never in the future, never before the medicine started); `status` taken or skipped; `reason` when skipped (forgot, side_effects, ran_out, clinic, other); `site` for an injection taken (required). A weekly dose counts for the week's scheduled dose when taken up to 3 days before or 4 after it; a daily one names its time with `slot` (the first not yet recorded when left out). A dose already recorded: `non_field_errors`. Nothing is stored when refused.",
    responses: { 201: doseRecord },
    refuses: [404],
    body: doseSchema,
    handler: async (args) => {
      const record = unwrap(await recordDose(args.user, args.body));
      await auditOwn(args, "create", "medication_dose", { recordId: record.id });
      return ok(record, 201);
    },
  }),
});
