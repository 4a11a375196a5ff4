/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.resource.title ?? "Resource"} · Patient Portal` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const resource = foundOr404(await getResource(requireIdParam(params.id)));
  return { resource };
}

export default function ResourcePage() {
  const { resource } = useLoaderData<typeof loader>();
  return (
    <section className="page resource-page">
      <p className="back-link">
        <Link to={paths.resources()}>← All resources</Link>
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
