import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { paths } from "~/paths";
import { getResource } from "~/resources/resources.server";
import { ArticleHtml, ArticleMeta } from "~/resources/ui/article-meta";
import articlesCss from "~/styles/articles.css";
import resourcesCss from "~/styles/resources.css";
import { stylesheets } from "~/ui/stylesheets";
import { foundOr404 } from "~/page/outcome.server";

export const links = stylesheets(articlesCss, resourcesCss);

export const handle = {
  i18n: ["resources"],
  title: (data: unknown) => {
    const title = (data as { resource?: { title: string } } | undefined)?.resource?.title;
    return title ? { key: "resources:titleOf", values: { title } } : { key: "resources:article" };
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const resource = foundOr404(await getResource(requireIdParam(params.id)));
  return { resource };
}

export default function ResourcePage() {
  const { resource } = useLoaderData<typeof loader>();
  const { t } = useTranslation("resources");
  return (
    <section className="page resource-page">
      <p className="back-link">
        <Link to={paths.resources()}>{t("back")}</Link>
      </p>
      <article className="card resource-article" aria-labelledby="resource-title">
        <h1 id="resource-title" className="resource-title">{resource.title}</h1>
        <ArticleMeta author={resource.author} created={resource.created} />
        <ArticleHtml html={resource.description} className="resource-description" />
        <ArticleHtml html={resource.body} className="resource-body" />
      </article>
    </section>
  );
}
