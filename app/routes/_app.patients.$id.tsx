import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/auth/auth.server";
import { recordClinicWeighIn, reviewFlag, setPatientGoals, setPatientGoalWeight } from "~/care/actions.server";
import { CARE_TOAST } from "~/care/codes";
import { leaveNote } from "~/care/notes.server";
import { patientRecord } from "~/care/record.server";
import { noteSchema, reviewFormSchema } from "~/care/schemas";
import { BadgesCard, FitnessCard, FlagsCard, Headline, JournalCard, NotesCard, WeighInsTable } from "~/care/ui/record-cards";
import { GoalsForm, GoalWeightForm } from "~/care/ui/record-forms";
import { patientConversationCounts } from "~/messages/inbox.server";
import { MessagesCard } from "~/messages/ui/record-card";
import { param, readParams } from "~/page/params.server";
import { domainFailure, formId, parseForm, readForm } from "~/page/form.server";
import { foundOr404, pageData, pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { goalSchemaFor, goalToFloz } from "~/journal/schemas";
import { paths } from "~/paths";
import { goalFormSchemaFor, weightEntrySchemaFor } from "~/progress/schemas";
import { WeightChartWithTable } from "~/progress/ui/charts";
import { WeightForm } from "~/progress/ui/weight-form";
import { auditStaff, type HealthAction, type HealthRecord } from "~/security/audit.server";
import careCss from "~/styles/care.css";
import progressCss from "~/styles/progress.css";
import { redirectWithToast } from "~/toast/toast.server";
import { UNIT_NAMES } from "~/domain/units";
import { patientMedications, prescribable } from "~/medications/care.server";
import { MED_TOAST } from "~/medications/codes";
import { changeRegimen, prescribe } from "~/medications/prescribe.server";
import { changeDoseSchema, clinicStopSchema, pauseSchema, prescribeSchema } from "~/medications/schemas";
import { MedicationsCard, PrescribeForm } from "~/medications/ui/care-card";
import medicationsCss from "~/styles/medications.css";
import { useFormat } from "~/i18n/react";
import { VisitSummaryLink } from "~/reports/ui/links";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";
import { recordId } from "~/validation/rules";

export const links = stylesheets(progressCss, careCss, medicationsCss);

/**
 * The record draws other areas' parts: the weight chart and weigh-in form (progress), the medicines
 * card (medications), the messages card, and the journal's forms and their errors (issue 41).
 */
export const handle = { i18n: ["care", "progress", "medications", "messages", "journal", "reports"], title: "care:record.title" };

/**
 * The record's id. The care pages are not the spec's (whose bad ids go to /home): a record that
 * cannot exist is the 404 page, as a missing patient is (issue 36).
 */
const recordIdOr404 = (value: string | undefined) => foundOr404(recordId(value));

/**
 * A patient's record for the care team (issue 25): how they are doing, the flags, and what staff
 * do about it. Every read is audited with the staff member and the patient; every action is a
 * plain form posting here with its intent.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const id = recordIdOr404(params.id);
  const { day, regimen } = readParams(request, { day: param.day(), regimen: param.id() });
  const [record, messages, medications, formulary] = await Promise.all([
    patientRecord(user, id, { day, units: user.units }),
    patientConversationCounts(user, id),
    patientMedications(user, id, { chartRegimen: regimen }),
    prescribable(user),
  ]);
  const loaded = { ...pageData(record), messages, medications: pageData(medications), formulary };
  // The record's one read row covers its medicines card (issue 38).
  await auditStaff({ request, context, user }, id, "read", "care_record", { detail: day ? `day ${day}` : undefined });
  return data(loaded, { headers: { "Cache-Control": "private, no-store" } });
}

type Intent = "add-weight" | "goals" | "goal-weight" | "note" | "review" | MedIntent;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const id = recordIdOr404(params.id);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    "add-weight": () => addWeight(args, id),
    goals: () => goals(args, id),
    "goal-weight": () => goalWeight(args, id),
    note: () => note(args, id),
    review: () => review(args, id),
    "med-prescribe": () => medPrescribe(args, id),
    "med-dose": () => medChange(args, id, "dose"),
    "med-pause": () => medChange(args, id, "pause"),
    "med-resume": () => medChange(args, id, "resume"),
    "med-stop": () => medChange(args, id, "stop"),
  });
}

/** Done: the staff member's write of the patient's record audited, then back with the toast. */
async function audited(args: IntentArgs, id: number, what: { action: HealthAction; record: HealthRecord; recordId: number | null }, message: string, to = paths.patient(id)) {
  await auditStaff(args, id, what.action, what.record, { recordId: what.recordId });
  return redirectWithToast(to, { type: "success", message });
}

async function addWeight(args: IntentArgs, id: number) {
  const parsed = parseForm("add-weight", args.form, weightEntrySchemaFor(args.user.units));
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await recordClinicWeighIn(args.user, id, parsed.value, args.user.units));
  if (!outcome.ok) return domainFailure("add-weight", parsed.submission, outcome.errors);
  return audited(args, id, { action: "create", record: "weight", recordId: outcome.data.id }, CARE_TOAST.weighIn);
}

async function goals(args: IntentArgs, id: number) {
  const parsed = parseForm("goals", args.form, goalSchemaFor(args.user.units));
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await setPatientGoals(args.user, id, goalToFloz(parsed.value, args.user.units)));
  if (!outcome.ok) return domainFailure("goals", parsed.submission, outcome.errors);
  return audited(args, id, { action: outcome.data.created ? "create" : "update", record: "nutrition_goal", recordId: outcome.data.goal.id }, CARE_TOAST.goalsSaved);
}

async function goalWeight(args: IntentArgs, id: number) {
  const parsed = parseForm("goal-weight", args.form, goalFormSchemaFor(args.user.units));
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await setPatientGoalWeight(args.user, id, parsed.value.goal_weight, { units: args.user.units, confirm: parsed.value.confirm }));
  if (!outcome.ok) return domainFailure("goal-weight", parsed.submission, outcome.errors);
  return audited(args, id, { action: "update", record: "body_profile", recordId: null }, CARE_TOAST.goalWeightSaved);
}

async function note(args: IntentArgs, id: number) {
  const parsed = parseForm("note", args.form, noteSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await leaveNote(args.user, id, parsed.value));
  if (!outcome.ok) return domainFailure("note", parsed.submission, outcome.errors);
  return audited(args, id, { action: "create", record: "care_note", recordId: outcome.data.id }, CARE_TOAST.noteSent, paths.patientDay(id, outcome.data.date));
}

async function review(args: IntentArgs, id: number) {
  const key = `review:${String(args.form.get("code") ?? "")}`;
  const parsed = parseForm(key, args.form, reviewFormSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await reviewFlag(args.user, id, parsed.value.code, parsed.value.note));
  if (!outcome.ok) return domainFailure(key, parsed.submission, outcome.errors);
  return audited(args, id, { action: "update", record: "care_flag", recordId: outcome.data.episode }, CARE_TOAST.reviewed);
}

/** The medicines card's actions (issue 38): prescribe, and a change to one regimen named by the form. */
type MedIntent = "med-prescribe" | "med-dose" | "med-pause" | "med-resume" | "med-stop";
const medsAt = (id: number) => `${paths.patient(id)}#medications`;

async function medPrescribe(args: IntentArgs, id: number) {
  const parsed = parseForm("med-prescribe", args.form, prescribeSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await prescribe(args.user, id, parsed.value));
  if (!outcome.ok) return domainFailure("med-prescribe", parsed.submission, outcome.errors);
  return audited(args, id, { action: "create", record: "medication", recordId: outcome.data.id }, MED_TOAST.prescribed, medsAt(id));
}

const CHANGES = {
  dose: { schema: changeDoseSchema, toast: MED_TOAST.doseChanged },
  pause: { schema: pauseSchema, toast: MED_TOAST.pausedByClinic },
  resume: { schema: pauseSchema, toast: MED_TOAST.resumed },
  stop: { schema: clinicStopSchema, toast: MED_TOAST.stoppedByClinic },
} as const;

async function medChange(args: IntentArgs, id: number, action: keyof typeof CHANGES) {
  const rid = formId(args.form, "regimen");
  const key = `med-${action}:${rid}`;
  const parsed = parseForm(key, args.form, CHANGES[action].schema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await changeRegimen(args.user, id, rid, { ...parsed.value, action } as Parameters<typeof changeRegimen>[3]));
  if (!outcome.ok) return domainFailure(key, parsed.submission, outcome.errors);
  return audited(args, id, { action: "update", record: "medication", recordId: rid }, CHANGES[action].toast, medsAt(id));
}

export default function PatientRecordPage() {
  const record = useLoaderData<typeof loader>();
  const { patient, overview, units } = record;
  const location = useLocation();
  const here = paths.patient(patient.id);
  const { t } = useTranslation("care");
  const f = useFormat();
  return (
    <section className="page record-page">
      <PageHeader
        title={patient.name}
        subtitle={t("record.subtitle", { clinic: patient.clinic.name, email: patient.email })}
        actions={
          <>
            <VisitSummaryLink patientId={patient.id} />
            <Link to={`${paths.patients()}?clinic=${patient.clinic.id}`} className="btn btn-ghost">
              {t("record.back")}
            </Link>
          </>
        }
      />
      <Headline record={record} />
      <div className="record-grid">
        <div className="stack-lg">
          <FlagsCard record={record} />
          <section className="card" aria-labelledby="record-weight-title">
            <h2 id="record-weight-title">{t("record.weight")}</h2>
            {overview.entries === 0 ? (
              <p className="muted">{t("record.noWeighIns")}</p>
            ) : (
              <>
                <p className="muted small">
                  {overview.goal_weight !== null ? t("record.chartKeyGoal", { goal: f.number(overview.goal_weight), unit: UNIT_NAMES[units].weight }) : t("record.chartKey")}
                  {overview.entries > 12 ? t("record.chartFirstLast") : ""}
                </p>
                <WeightChartWithTable points={overview.weight_chart} goal={overview.goal_weight} units={units} ownEntry={t("record.ownEntry")} />
              </>
            )}
            <h3>{t("record.latestWeighIns")}</h3>
            <WeighInsTable record={record} />
          </section>
          <MedicationsCard meds={record.medications} formulary={record.formulary} />
          <JournalCard record={record} />
          <FitnessCard record={record} />
          <BadgesCard record={record} />
        </div>
        <div className="stack-lg">
          <section className="card" aria-labelledby="record-weigh-in-title">
            <h2 id="record-weigh-in-title">{t("record.weighInTitle")}</h2>
            <WeightForm mode="add" today={record.today} cancelTo={here} submitLabel={t("record.weighInSubmit")} units={units} />
          </section>
          <section className="card" aria-labelledby="record-goals-title">
            <h2 id="record-goals-title">{t("record.goals")}</h2>
            <GoalWeightForm current={overview.goal_weight} units={units} />
            <h3>{t("record.nutritionGoals")}</h3>
            <GoalsForm goal={record.goalToday} units={units} />
          </section>
          <section className="card" aria-labelledby="record-prescribe-title">
            <h2 id="record-prescribe-title">{t("record.prescribe")}</h2>
            <PrescribeForm key={location.key} formulary={record.formulary} today={record.today} />
          </section>
          <NotesCard record={record} />
          <MessagesCard patientId={patient.id} counts={record.messages} />
        </div>
      </div>
    </section>
  );
}
