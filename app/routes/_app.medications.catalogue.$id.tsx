import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
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

export const handle = {
  i18n: ["medications"],
  // The entry's own name is its title; "Medicine" while there is none to show.
  title: (data: unknown) => {
    const name = (data as Medication | undefined)?.name;
    return name ? { key: "medications:catalogue.titleOf", values: { name } } : { key: "medications:catalogue.titleMedicine" };
  },
};

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
  const { t } = useTranslation("medications");
  return (
    <section className="page meds-page">
      <PageHeader
        title={entry.name}
        subtitle={entry.generic_name}
        actions={
          <Link to={paths.medicationsCatalogue()} className="btn btn-ghost">
            {t("catalogue.back")}
          </Link>
        }
      />
      <section className="card meds-form-card" aria-label={t("catalogue.medicine")}>
        <CatalogueForm entry={entry} intent="save" submitLabel={t("catalogue.save")} />
      </section>
      {entry.retired ? null : (
        <section className="card meds-form-card" aria-labelledby="retire-title">
          <h2 id="retire-title">{t("catalogue.retireTitle")}</h2>
          <p className="muted small">{t("catalogue.retireText")}</p>
          <Form method="post">
            <SubmitButton intent="retire" className="btn btn-danger-outline" busyLabel={t("catalogue.retiring")}>
              {t("catalogue.retire")}
            </SubmitButton>
          </Form>
        </section>
      )}
    </section>
  );
}
