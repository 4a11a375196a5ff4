import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { notesForCaller, recordApiQuery } from "~/care/api.server";
import { patientRecord } from "~/care/record.server";
import { auditStaff } from "~/security/audit.server";
import { patientSummary } from "~/care/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "staff",
    summary: "A patient's summary for the care team (staff)",
    description:
      "Weights, trend and goal, the last 14 days' journal totals, the last 8 weeks' exercise, flags (with their history), badges and notes; `?day=` adds that day's entries. Weights in pounds, or kilograms with `?units=metric`. Another clinic's patient is not found, exactly like a missing one.",
    responses: { 200: patientSummary },
    query: recordApiQuery,
    handler: async (args) => {
      const id = idParam(args.params.id);
      const r = unwrap(await patientRecord(args.user, id, { day: args.query.day ?? null, units: args.query.units }));
      await auditStaff(args, id, "read", "care_record");
      return ok({
        ...r.patient,
        today: r.today,
        units: r.units,
        ...r.headline,
        trend: { weight: r.overview.trend, change_4_weeks: r.overview.trend_28d },
        current: r.overview.current,
        goal: { weight: r.overview.goal_weight, nutrition: r.goalToday },
        weights: r.weighIns,
        weight_chart: r.overview.weight_chart,
        journal: r.journal.map(({ nut: _nut, ...day }) => day),
        day: r.day,
        exercise: r.fitness,
        flags: r.flags,
        flag_history: r.history,
        badges: r.badges.map((b) => ({ id: b.id, name: b.name, badge_count: b.badge_count, last_earned: b.last_earned })),
        notes: await notesForCaller(args.request, args.user, r.notes),
      });
    },
  }),
});
