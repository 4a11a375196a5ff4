/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/auth.server";
import type { Page } from "~/domain/outcome";
import { listCatalogue, type Medication } from "~/medications/catalogue.server";
import { CatalogueTable } from "~/medications/ui/catalogue";
import { paths } from "~/paths";
import medicationsCss from "~/styles/medications.css";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(medicationsCss);

export const handle = { i18n: ["medications"] };

export const meta: MetaFunction = () => [{ title: "Formulary · Patient Portal" }];

/** /medications/catalogue (issue 38): the programme's medicines and supplements, for programme administrators. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const list = await listCatalogue(user, { retired: true, limit: 500, offset: 0 });
  return data<Page<Medication>>(list, { headers: { "Cache-Control": "private, no-store" } });
}

export default function CataloguePage() {
  const list = useLoaderData<typeof loader>();
  return (
    <section className="page meds-page">
      <PageHeader
        title="Formulary"
        subtitle="The medicines and supplements the programme uses, with the dose steps their labels give."
        actions={
          <Link to={paths.medicationsCatalogueAdd()} className="btn btn-primary">
            Add a medicine
          </Link>
        }
      />
      <section className="card card-flush">{list.count === 0 ? <p className="empty-note">No medicines yet.</p> : <CatalogueTable entries={list.results} />}</section>
    </section>
  );
}
