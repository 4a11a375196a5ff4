import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requirePatient } from "~/auth/auth.server";
import { MED_TOAST } from "~/medications/codes";
import { recordDose, undoDose } from "~/medications/doses.server";
import { myMedications } from "~/medications/overview.server";
import { doseSchema } from "~/medications/schemas";
import { MedicineList, DoseCalendar } from "~/medications/ui/regimens";
import { TodayDoses } from "~/medications/ui/today";
import { domainFailure, formId, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { pageOutcome } from "~/page/outcome.server";
import { paths } from "~/paths";
import { auditOwn } from "~/security/audit.server";
import medicationsCss from "~/styles/medications.css";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(medicationsCss);

export const handle = { i18n: ["medications"], title: "medications:page.title" };


/**
 * /medications (issue 38): today's doses with one action each, the patient's medicines with their
 * adherence, and the last four weeks. Programme administrators keep the formulary instead.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePatient(request, paths.medicationsCatalogue());
  const overview = await myMedications(user);
  await auditOwn({ request, context, user }, "read", "medications");
  return data(overview, { headers: { "Cache-Control": "private, no-store" } });
}

type Intent = "take" | "skip" | "undo";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePatient(request, paths.medicationsCatalogue());
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    take: () => record(args, "take"),
    skip: () => record(args, "skip"),
    undo: () => undo(args),
  });
}

async function record(args: IntentArgs, intent: "take" | "skip") {
  const key = `${intent}:${String(args.form.get("row") ?? "")}`;
  const parsed = parseForm(key, args.form, doseSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await recordDose(args.user, parsed.value));
  if (!outcome.ok) return domainFailure(key, parsed.submission, outcome.errors);
  await auditOwn(args, "create", "medication_dose", { recordId: outcome.data.id });
  return redirectWithToast(paths.medications(), { type: "success", message: intent === "take" ? MED_TOAST.taken : MED_TOAST.skipped });
}

async function undo(args: IntentArgs) {
  const outcome = pageOutcome(await undoDose(args.user, formId(args.form)));
  if (!outcome.ok) throw new Response("Bad Request", { status: 400 });
  await auditOwn(args, "delete", "medication_dose", { recordId: outcome.data.id });
  return redirectWithToast(paths.medications(), { type: "success", message: MED_TOAST.undone });
}

export default function MedicationsPage() {
  const o = useLoaderData<typeof loader>();
  const { t } = useTranslation("medications");
  return (
    <section className="page meds-page">
      <PageHeader
        title={t("page.title")}
        subtitle={t("page.subtitle")}
        actions={
          <>
            <Link to={paths.medicationsSideEffects()} className="btn btn-secondary">
              {t("page.sideEffects")}
            </Link>
            <Link to={paths.medicationAdd()} className="btn btn-ghost">
              {t("page.addSupplement")}
            </Link>
          </>
        }
      />
      <div className="meds-grid">
        <div className="stack-lg">
          <TodayDoses o={o} />
          <DoseCalendar days={o.calendar} />
        </div>
        <MedicineList regimens={o.regimens} />
      </div>
      <p className="muted small meds-disclaimer">{t("page.disclaimer")}</p>
    </section>
  );
}
