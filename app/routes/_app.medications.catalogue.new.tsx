import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireAdmin } from "~/auth/auth.server";
import { createMedication } from "~/medications/catalogue.server";
import { MED_TOAST } from "~/medications/codes";
import { catalogueSchema } from "~/medications/schemas";
import { CatalogueForm } from "~/medications/ui/catalogue";
import { domainFailure, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { pageOutcome } from "~/page/outcome.server";
import { paths } from "~/paths";
import medicationsCss from "~/styles/medications.css";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(medicationsCss);

export const handle = { i18n: ["medications"], title: "medications:catalogue.add" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  return dispatchIntent<"create">(intentOf(form), { create: () => create({ request, context, user, form }) });
}

async function create(args: IntentArgs) {
  const parsed = parseForm("create", args.form, catalogueSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await createMedication(args.user, parsed.value));
  if (!outcome.ok) return domainFailure("create", parsed.submission, outcome.errors);
  return redirectWithToast(paths.medicationsCatalogue(), { type: "success", message: MED_TOAST.catalogueAdded });
}

/** /medications/catalogue/new (issue 38): a new entry of the formulary, citing its label. */
export default function AddMedicinePage() {
  const location = useLocation();
  const { t } = useTranslation("medications");
  return (
    <section className="page meds-page">
      <PageHeader
        title={t("catalogue.add")}
        actions={
          <Link to={paths.medicationsCatalogue()} className="btn btn-ghost">
            {t("catalogue.back")}
          </Link>
        }
      />
      <section className="card meds-form-card" aria-label={t("catalogue.medicine")}>
        <CatalogueForm key={location.key} entry={null} intent="create" submitLabel={t("catalogue.addSubmit")} />
      </section>
    </section>
  );
}
