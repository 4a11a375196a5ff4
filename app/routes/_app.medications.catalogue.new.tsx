/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
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

export const handle = { i18n: ["medications"] };

export const meta: MetaFunction = () => [{ title: "Add a medicine · Patient Portal" }];

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
  return (
    <section className="page meds-page">
      <PageHeader
        title="Add a medicine"
        actions={
          <Link to={paths.medicationsCatalogue()} className="btn btn-ghost">
            Back to the formulary
          </Link>
        }
      />
      <section className="card meds-form-card" aria-label="The medicine">
        <CatalogueForm key={location.key} entry={null} intent="create" submitLabel="Add to the formulary" />
      </section>
    </section>
  );
}
