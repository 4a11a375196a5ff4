import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireIdParam } from "~/auth/params.server";
import { requirePatient } from "~/auth/auth.server";
import { MED_TOAST } from "~/medications/codes";
import { myRegimenPage, type RegimenPage } from "~/medications/overview.server";
import { editOwnRegimen, setSupply, stopOwnRegimen } from "~/medications/own-regimens.server";
import { ownEditSchema, stopSchema, supplySchema } from "~/medications/schemas";
import { OwnEditForm, StopOwnForm, SupplyForm } from "~/medications/ui/patient-forms";
import { RecentDoses, RegimenFacts, StatusTag, StepsTable } from "~/medications/ui/regimens";
import { useMedTexts } from "~/medications/ui/texts";
import { domainFailure, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { paths } from "~/paths";
import { auditOwn } from "~/security/audit.server";
import medicationsCss from "~/styles/medications.css";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(medicationsCss);

export const handle = {
  i18n: ["medications"],
  // The medicine's own name is its title; the list's while there is none to show.
  title: (data: unknown) => {
    const name = (data as RegimenPage | undefined)?.regimen.medication.name;
    return name ? { key: "medications:page.titleOf", values: { name } } : { key: "medications:page.title" };
  },
};

/** /medications/{id} (issue 38): one of the patient's medicines, its dose steps and doses; their own supplement they may change or stop. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requirePatient(request, paths.medicationsCatalogue());
  const id = requireIdParam(params.id);
  const page = foundOr404(await myRegimenPage(user, id));
  await auditOwn({ request, context, user }, "read", "medication", { recordId: id });
  return data<RegimenPage>(page, { headers: { "Cache-Control": "private, no-store" } });
}

type Intent = "edit" | "supply" | "stop";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requirePatient(request, paths.medicationsCatalogue());
  const id = requireIdParam(params.id);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    edit: () => edit(args, id),
    supply: () => supply(args, id),
    stop: () => stop(args, id),
  });
}

async function done(args: IntentArgs, id: number, detail: string, message: string, to = paths.medication(id)) {
  await auditOwn(args, "update", "medication", { recordId: id, detail });
  return redirectWithToast(to, { type: "success", message });
}

async function edit(args: IntentArgs, id: number) {
  const parsed = parseForm("edit", args.form, ownEditSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await editOwnRegimen(args.user, id, parsed.value));
  if (!outcome.ok) return domainFailure("edit", parsed.submission, outcome.errors);
  return done(args, id, "edit", MED_TOAST.saved);
}

async function supply(args: IntentArgs, id: number) {
  const parsed = parseForm("supply", args.form, supplySchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await setSupply(args.user, id, parsed.value.supply));
  if (!outcome.ok) return domainFailure("supply", parsed.submission, outcome.errors);
  return done(args, id, "supply", MED_TOAST.supply);
}

async function stop(args: IntentArgs, id: number) {
  const parsed = parseForm("stop", args.form, stopSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await stopOwnRegimen(args.user, id, parsed.value.reason));
  if (!outcome.ok) return domainFailure("stop", parsed.submission, outcome.errors);
  return done(args, id, "stop", MED_TOAST.stopped, paths.medications());
}

export default function MedicationPage() {
  const { regimen: r, today } = useLoaderData<typeof loader>();
  const { t, dose } = useMedTexts();
  const own = r.set_by === "self";
  return (
    <section className="page meds-page">
      <PageHeader
        title={r.medication.name}
        subtitle={t("detail.subtitle", { generic: r.medication.generic_name, dose: dose(r.dose, r.unit) })}
        actions={
          <Link to={paths.medications()} className="btn btn-ghost">
            {t("page.back")}
          </Link>
        }
      />
      <div className="meds-grid">
        <div className="stack-lg">
          <section className="card" aria-labelledby="regimen-title">
            <h2 id="regimen-title">
              {t("detail.now")} <StatusTag status={r.status} />
            </h2>
            <RegimenFacts r={r} adherence={r.adherence} />
          </section>
          <section className="card" aria-labelledby="steps-title">
            <h2 id="steps-title">{t("detail.steps")}</h2>
            <StepsTable r={r} today={today} />
          </section>
          <section className="card" aria-labelledby="doses-title">
            <h2 id="doses-title">{t("detail.doses")}</h2>
            <RecentDoses r={r} />
          </section>
        </div>
        {r.status === "stopped" ? null : (
          <div className="stack-lg">
            {own ? (
              <section className="card" aria-labelledby="edit-title">
                <h2 id="edit-title">{t("detail.change")}</h2>
                <OwnEditForm r={r} />
              </section>
            ) : (
              <section className="card" aria-labelledby="supply-title">
                <h2 id="supply-title">{t("detail.supply")}</h2>
                <p className="muted small">{t("detail.supplyHint")}</p>
                <SupplyForm r={r} />
              </section>
            )}
            {own ? (
              <section className="card" aria-labelledby="stop-title">
                <h2 id="stop-title">{t("detail.stop")}</h2>
                <StopOwnForm />
              </section>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
