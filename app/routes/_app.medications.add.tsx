import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requirePatient } from "~/auth/auth.server";
import { todayIn } from "~/domain/calendar";
import { listCatalogue, type Medication } from "~/medications/catalogue.server";
import { MED_TOAST } from "~/medications/codes";
import { addOwnSupplement } from "~/medications/own-regimens.server";
import { ownRegimenSchema } from "~/medications/schemas";
import { SupplementForm } from "~/medications/ui/patient-forms";
import { domainFailure, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { pageOutcome } from "~/page/outcome.server";
import { paths } from "~/paths";
import { auditOwn } from "~/security/audit.server";
import medicationsCss from "~/styles/medications.css";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(medicationsCss);

export const handle = { i18n: ["medications"], title: "medications:add.title" };


/** /medications/add (issue 38): a supplement of the patient's own, from the programme's list of supplements. */
interface LoaderData {
  supplements: Medication[];
  today: string;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePatient(request, paths.medicationsCatalogue());
  const supplements = await listCatalogue(user, { kind: "supplement", limit: 200, offset: 0 });
  return data<LoaderData>({ supplements: supplements.results, today: todayIn(user.time_zone) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePatient(request, paths.medicationsCatalogue());
  const form = await readForm(request);
  return dispatchIntent<"add">(intentOf(form), { add: () => add({ request, context, user, form }) });
}

async function add(args: IntentArgs) {
  const parsed = parseForm("add", args.form, ownRegimenSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await addOwnSupplement(args.user, parsed.value));
  if (!outcome.ok) return domainFailure("add", parsed.submission, outcome.errors);
  await auditOwn(args, "create", "medication", { recordId: outcome.data.id });
  return redirectWithToast(paths.medications(), { type: "success", message: MED_TOAST.added });
}

export default function AddSupplementPage() {
  const { supplements, today } = useLoaderData<typeof loader>();
  const location = useLocation();
  const { t } = useTranslation("medications");
  return (
    <section className="page meds-page">
      <PageHeader
        title={t("add.title")}
        subtitle={t("add.subtitle")}
        actions={
          <Link to={paths.medications()} className="btn btn-ghost">
            {t("page.back")}
          </Link>
        }
      />
      <section className="card meds-form-card" aria-label={t("add.region")}>
        <SupplementForm key={location.key} supplements={supplements} today={today} />
      </section>
    </section>
  );
}
