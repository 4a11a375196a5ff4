import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireAdmin } from "~/auth/auth.server";
import type { Page } from "~/domain/outcome";
import { listCatalogue, type Medication } from "~/medications/catalogue.server";
import { CatalogueTable } from "~/medications/ui/catalogue";
import { paths } from "~/paths";
import medicationsCss from "~/styles/medications.css";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(medicationsCss);

export const handle = { i18n: ["medications"], title: "medications:catalogue.title" };

/** /medications/catalogue (issue 38): the programme's medicines and supplements, for programme administrators. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const list = await listCatalogue(user, { retired: true, limit: 500, offset: 0 });
  return data<Page<Medication>>(list, { headers: { "Cache-Control": "private, no-store" } });
}

export default function CataloguePage() {
  const list = useLoaderData<typeof loader>();
  const { t } = useTranslation("medications");
  return (
    <section className="page meds-page">
      <PageHeader
        title={t("catalogue.title")}
        subtitle={t("catalogue.subtitle")}
        actions={
          <Link to={paths.medicationsCatalogueAdd()} className="btn btn-primary">
            {t("catalogue.add")}
          </Link>
        }
      />
      <section className="card card-flush">{list.count === 0 ? <p className="empty-note">{t("catalogue.empty")}</p> : <CatalogueTable entries={list.results} />}</section>
    </section>
  );
}
