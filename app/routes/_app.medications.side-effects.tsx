import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Trans } from "~/i18n/use-translation";
import { requirePatient } from "~/auth/auth.server";
import { MED_TOAST } from "~/medications/codes";
import { mySideEffects, type SideEffectsPage } from "~/medications/overview.server";
import { sideEffectSchema } from "~/medications/schemas";
import { deleteSideEffect, logSideEffect } from "~/medications/side-effects.server";
import { SideEffectChartCard } from "~/medications/ui/chart";
import { SideEffectForm } from "~/medications/ui/patient-forms";
import { useMedTexts } from "~/medications/ui/texts";
import { domainFailure, formId, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { auditOwn } from "~/security/audit.server";
import medicationsCss from "~/styles/medications.css";
import { redirectWithToast } from "~/toast/toast.server";
import { SubmitButton } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(medicationsCss);

export const handle = { i18n: ["medications"], title: "medications:sideEffects.title" };


/** /medications/side-effects (issue 38): the daily check-in, the last two weeks' entries, and the chart against a medicine's dose steps. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePatient(request, paths.medicationsCatalogue());
  const { regimen } = readParams(request, { regimen: param.id() });
  const page = await mySideEffects(user, regimen);
  await auditOwn({ request, context, user }, "read", "side_effect");
  return data<SideEffectsPage>(page, { headers: { "Cache-Control": "private, no-store" } });
}

type Intent = "side-effect" | "delete-side-effect";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePatient(request, paths.medicationsCatalogue());
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    "side-effect": () => log(args),
    "delete-side-effect": () => remove(args),
  });
}

async function log(args: IntentArgs) {
  const parsed = parseForm("side-effect", args.form, sideEffectSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await logSideEffect(args.user, parsed.value));
  if (!outcome.ok) return domainFailure("side-effect", parsed.submission, outcome.errors);
  await auditOwn(args, outcome.data.created ? "create" : "update", "side_effect", { recordId: outcome.data.sideEffect.id });
  return redirectWithToast(paths.medicationsSideEffects(), { type: "success", message: MED_TOAST.sideEffect });
}

async function remove(args: IntentArgs) {
  const outcome = pageOutcome(await deleteSideEffect(args.user, formId(args.form)));
  if (!outcome.ok) throw new Response("Bad Request", { status: 400 });
  await auditOwn(args, "delete", "side_effect", { recordId: outcome.data.id });
  return redirectWithToast(paths.medicationsSideEffects(), { type: "success", message: MED_TOAST.sideEffectRemoved });
}

export default function SideEffectsPage() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const { t, f } = useMedTexts();
  const { chart } = page;
  return (
    <section className="page meds-page">
      <PageHeader
        title={t("sideEffects.title")}
        subtitle={t("sideEffects.subtitle")}
        actions={
          <Link to={paths.medications()} className="btn btn-ghost">
            {t("page.back")}
          </Link>
        }
      />
      <div className="meds-grid">
        <section className="card" aria-labelledby="checkin-title">
          <h2 id="checkin-title">{t("sideEffects.checkIn")}</h2>
          <p className="muted small">{t("sideEffects.checkInHint")}</p>
          <SideEffectForm key={location.key} today={page.today} />
        </section>
        <section className="card" aria-labelledby="recent-title">
          <h2 id="recent-title">{t("sideEffects.recent")}</h2>
          {page.recent.length === 0 ? (
            <p className="muted">{t("sideEffects.none")}</p>
          ) : (
            <ul className="plain-list side-effect-list">
              {page.recent.map((e) => (
                <li key={e.id} className="side-effect-row">
                  <span>
                    <strong>{t(`symptoms.${e.symptom}`)}</strong> {t(`severity.${e.severity}`)}
                  </span>
                  <span className="muted small">{f.shortDate(e.day)}</span>
                  {e.note ? <span className="small">{e.note}</span> : null}
                  <Form method="post" preventScrollReset className="inline">
                    <input type="hidden" name="id" value={e.id} />
                    <SubmitButton intent="delete-side-effect" className="btn btn-ghost btn-sm" busyLabel={t("sideEffects.removing")}>
                      <Trans
                        t={t}
                        i18nKey="sideEffects.remove"
                        values={{ symptom: t(`symptoms.${e.symptom}`), day: f.shortDate(e.day) }}
                        components={[<span key="what" className="visually-hidden" />]}
                      />
                    </SubmitButton>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <SideEffectChartCard chart={chart}>
        {chart.choices.length > 1 ? (
          <Form method="get" className="inline-form">
            <div className="field">
              <label htmlFor="chart-regimen">{t("sideEffects.doseStepsOf")}</label>
              <select id="chart-regimen" name="regimen" defaultValue={chart.dose?.regimen ?? ""}>
                {chart.choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-secondary btn-sm">
              {t("sideEffects.show")}
            </button>
          </Form>
        ) : null}
      </SideEffectChartCard>
    </section>
  );
}
