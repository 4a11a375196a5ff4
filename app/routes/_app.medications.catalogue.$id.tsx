/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { getMedication, type Medication, retireMedication, updateMedication } from "~/medications/catalogue.server";
import { MED_TOAST } from "~/medications/codes";
import { catalogueSchema } from "~/medications/schemas";
import { CatalogueForm } from "~/medications/ui/catalogue";
import { domainFailure, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { paths } from "~/paths";
import medicationsCss from "~/styles/medications.css";
import { redirectWithToast } from "~/toast/toast.server";
import { SubmitButton } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(medicationsCss);

export const handle = { i18n: ["medications"] };

export const meta: MetaFunction = ({ data }) => [{ title: `${(data as Medication | undefined)?.name ?? "Medicine"} · Formulary · Patient Portal` }];

/** /medications/catalogue/{id} (issue 38): one entry of the formulary, for programme administrators to change or take off the list. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const entry = foundOr404(await getMedication(user, requireIdParam(params.id)));
  return data<Medication>(entry, { headers: { "Cache-Control": "private, no-store" } });
}

type Intent = "save" | "retire";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), { save: () => save(args, id), retire: () => retire(args, id) });
}

async function save(args: IntentArgs, id: number) {
  const parsed = parseForm("save", args.form, catalogueSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateMedication(args.user, id, parsed.value));
  if (!outcome.ok) return domainFailure("save", parsed.submission, outcome.errors);
  return redirectWithToast(paths.medicationsCatalogueEntry(id), { type: "success", message: MED_TOAST.catalogueSaved });
}

async function retire(args: IntentArgs, id: number) {
  pageOutcome(await retireMedication(args.user, id));
  return redirectWithToast(paths.medicationsCatalogue(), { type: "success", message: MED_TOAST.catalogueRetired });
}

export default function MedicineEntryPage() {
  const entry = useLoaderData<typeof loader>();
  return (
    <section className="page meds-page">
      <PageHeader
        title={entry.name}
        subtitle={entry.generic_name}
        actions={
          <Link to={paths.medicationsCatalogue()} className="btn btn-ghost">
            Back to the formulary
          </Link>
        }
      />
      <section className="card meds-form-card" aria-label="The medicine">
        <CatalogueForm entry={entry} intent="save" submitLabel="Save" />
      </section>
      {entry.retired ? null : (
        <section className="card meds-form-card" aria-labelledby="retire-title">
          <h2 id="retire-title">Take it off the list</h2>
          <p className="muted small">It is no longer offered for new prescriptions or supplements; patients already taking it keep it.</p>
          <Form method="post">
            <SubmitButton intent="retire" className="btn btn-danger-outline" busyLabel="Taking off…">
              Take off the list
            </SubmitButton>
          </Form>
        </section>
      )}
    </section>
  );
}
