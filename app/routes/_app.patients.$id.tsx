import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireIdParam } from "~/auth/params.server";
import { requireStaff } from "~/auth/auth.server";
import { recordClinicWeighIn, reviewFlag, setPatientGoals, setPatientGoalWeight } from "~/care/actions.server";
import { CARE_TOAST } from "~/care/codes";
import { leaveNote } from "~/care/notes.server";
import { patientRecord, type PatientRecord } from "~/care/record.server";
import { noteSchema, reviewFormSchema } from "~/care/schemas";
import { BadgesCard, FitnessCard, FlagsCard, Headline, JournalCard, NotesCard, WeighInsTable } from "~/care/ui/record-cards";
import { GoalsForm, GoalWeightForm } from "~/care/ui/record-forms";
import { param, readParams } from "~/page/params.server";
import { domainFailure, parseForm, readForm } from "~/page/form.server";
import { pageData, pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf } from "~/page/intents.server";
import { goalSchema } from "~/journal/schemas";
import { paths } from "~/paths";
import { goalFormSchemaFor, weightEntrySchema } from "~/progress/schemas";
import { WeightChart, WeightChartTable } from "~/progress/ui/charts";
import { WeightForm } from "~/progress/ui/weight-form";
import { auditStaff, type HealthAction, type HealthRecord } from "~/security/audit.server";
import careCss from "~/styles/care.css";
import progressCss from "~/styles/progress.css";
import { redirectWithToast } from "~/toast/toast.server";
import { formatNumber } from "~/ui/format";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(progressCss, careCss);

export const meta: MetaFunction<typeof loader> = () => [{ title: "Patient record · Patient Portal" }];

/**
 * A patient's record for the care team (issue 25): how they are doing, the flags, and what staff
 * do about it. Every read is audited with the staff member and the patient; every action is a
 * plain form posting here with its intent.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const id = requireIdParam(params.id);
  const { day } = readParams(request, { day: param.day() });
  const record = pageData(await patientRecord(user, id, { day }));
  await auditStaff({ request, context, user }, id, "read", "care_record", { detail: day ? `day ${day}` : undefined });
  return data(record, { headers: { "Cache-Control": "private, no-store" } });
}

type Intent = "add-weight" | "goals" | "goal-weight" | "note" | "review";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const id = requireIdParam(params.id);
  const form = await readForm(request);
  const back = paths.patient(id);
  const audited = async (action: HealthAction, record: HealthRecord, recordId: number | null, message: string, to = back) => {
    await auditStaff({ request, context, user }, id, action, record, { recordId });
    return redirectWithToast(to, { type: "success", message });
  };
  return dispatchIntent<Intent>(intentOf(form), {
    "add-weight": async () => {
      const parsed = parseForm("add-weight", form, weightEntrySchema);
      if (!parsed.ok) return parsed.response;
      const outcome = pageOutcome(await recordClinicWeighIn(user, id, parsed.value));
      if (!outcome.ok) return domainFailure("add-weight", parsed.submission, outcome.errors);
      return audited("create", "weight", outcome.data.id, CARE_TOAST.weighIn);
    },
    goals: async () => {
      const parsed = parseForm("goals", form, goalSchema);
      if (!parsed.ok) return parsed.response;
      const outcome = pageOutcome(await setPatientGoals(user, id, parsed.value));
      if (!outcome.ok) return domainFailure("goals", parsed.submission, outcome.errors);
      return audited(outcome.data.created ? "create" : "update", "nutrition_goal", outcome.data.goal.id, CARE_TOAST.goalsSaved);
    },
    "goal-weight": async () => {
      const parsed = parseForm("goal-weight", form, goalFormSchemaFor("imperial"));
      if (!parsed.ok) return parsed.response;
      pageOutcome(await setPatientGoalWeight(user, id, parsed.value.goal_weight));
      return audited("update", "body_profile", null, CARE_TOAST.goalWeightSaved);
    },
    note: async () => {
      const parsed = parseForm("note", form, noteSchema);
      if (!parsed.ok) return parsed.response;
      const outcome = pageOutcome(await leaveNote(user, id, parsed.value));
      if (!outcome.ok) return domainFailure("note", parsed.submission, outcome.errors);
      return audited("create", "care_note", outcome.data.id, CARE_TOAST.noteSent, paths.patientDay(id, outcome.data.date));
    },
    review: async () => {
      const key = `review:${String(form.get("code") ?? "")}`;
      const parsed = parseForm(key, form, reviewFormSchema);
      if (!parsed.ok) return parsed.response;
      const outcome = pageOutcome(await reviewFlag(user, id, parsed.value.code, parsed.value.note));
      if (!outcome.ok) return domainFailure(key, parsed.submission, outcome.errors);
      return audited("update", "care_flag", outcome.data.episode, CARE_TOAST.reviewed);
    },
  });
}

export default function PatientRecordPage() {
  const record = useLoaderData<PatientRecord>();
  const { patient, overview } = record;
  const here = paths.patient(patient.id);
  return (
    <section className="page record-page">
      <PageHeader
        title={patient.name}
        subtitle={`${patient.clinic.name} · ${patient.email}`}
        actions={
          <Link to={`${paths.patients()}?clinic=${patient.clinic.id}`} className="btn btn-ghost">
            Back to the panel
          </Link>
        }
      />
      <Headline record={record} />
      <div className="record-grid">
        <div className="stack-lg">
          <FlagsCard record={record} />
          <section className="card" aria-labelledby="record-weight-title">
            <h2 id="record-weight-title">Weight</h2>
            {overview.entries === 0 ? (
              <p className="muted">No weigh-ins yet.</p>
            ) : (
              <>
                <p className="muted small">
                  ● clinic weigh-in, ◆ the patient&apos;s own entry; the dashed line is the trend
                  {overview.goal_weight !== null ? `, the goal ${formatNumber(overview.goal_weight)} lb` : ""}.
                  {overview.entries > 12 ? " The first weigh-in and the last 11." : ""}
                </p>
                <WeightChart points={overview.weight_chart} goal={overview.goal_weight} units="imperial" />
                <WeightChartTable points={overview.weight_chart} goal={overview.goal_weight} units="imperial" />
              </>
            )}
            <h3>Latest weigh-ins</h3>
            <WeighInsTable record={record} />
          </section>
          <JournalCard record={record} />
          <FitnessCard record={record} />
          <BadgesCard record={record} />
        </div>
        <div className="stack-lg">
          <section className="card" aria-labelledby="record-weigh-in-title">
            <h2 id="record-weigh-in-title">Record a clinic weigh-in</h2>
            <WeightForm mode="add" today={record.today} cancelTo={here} submitLabel="Record weigh-in" />
          </section>
          <section className="card" aria-labelledby="record-goals-title">
            <h2 id="record-goals-title">Goals</h2>
            <GoalWeightForm current={overview.goal_weight} />
            <h3>Nutrition goals</h3>
            <GoalsForm goal={record.goalToday} />
          </section>
          <NotesCard record={record} />
        </div>
      </div>
    </section>
  );
}
