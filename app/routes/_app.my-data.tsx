import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { ACCESS_LOG_PAGE_SIZE } from "~/care/codes";
import { param, readParams } from "~/page/params.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { accessLog, type AccessLogEntry } from "~/care/access-log.server";
import { pageLanguage } from "~/i18n/i18n.server";
import homeCss from "~/styles/home.css";
import { useFormat } from "~/i18n/react";
import { PageHeader } from "~/ui/page";
import { TableScroll } from "~/ui/table-scroll";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(homeCss);

export const handle = { i18n: ["account"], title: "account:myData.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { offset } = readParams(request, { offset: param.offset(ACCESS_LOG_PAGE_SIZE) });
  const log = await accessLog(user, { limit: ACCESS_LOG_PAGE_SIZE, offset }, await pageLanguage(request, user.language ?? null));
  return data({ ...log, offset, timeZone: user.time_zone }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The sections of the download, each one sentence of the account namespace (`myData.contents.*`). */
const CONTENTS = ["profile", "appointments", "food", "fitness", "weights", "medicines", "badges", "recipes"] as const;

/** /my-data: download everything the portal holds about you (issue 12), and who viewed your record (issue 25). */
export default function MyDataPage() {
  const log = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <section className="page my-data">
      <PageHeader title={t("myData.title")} subtitle={t("myData.subtitle")} />
      <div className="my-data-grid">
        <section className="card" aria-labelledby="my-data-what">
          <h2 id="my-data-what">{t("myData.included")}</h2>
          <ul className="my-data-list">
            {CONTENTS.map((part) => (
              <li key={part}>
                <Trans t={t} i18nKey={`myData.contents.${part}`} components={[<strong key="title" />]} />
              </li>
            ))}
          </ul>
          <p className="muted small">{t("myData.units")}</p>
        </section>
        <section className="card" aria-labelledby="my-data-download">
          <h2 id="my-data-download">{t("myData.download")}</h2>
          <p>{t("myData.downloadIntro")}</p>
          <div className="stack">
            <a className="btn btn-primary" href={paths.myDataDownload("json")} download>
              {t("myData.json")}
            </a>
            <p className="muted small">{t("myData.jsonHint")}</p>
            <a className="btn btn-secondary" href={paths.myDataDownload("zip")} download>
              {t("myData.zip")}
            </a>
            <p className="muted small">{t("myData.zipHint")}</p>
          </div>
        </section>
      </div>
      <AccessLog log={log} />
    </section>
  );
}

type AccessLogPage = { count: number; results: AccessLogEntry[]; offset: number; timeZone: string };

/** When, on the clinic's clock: one time, or the first and last of repeated views ("Nov 27, 2026, 2:05 PM – 2:48 PM"). */
function When({ entry, timeZone }: { entry: AccessLogEntry; timeZone: string }) {
  const f = useFormat();
  const last = f.dateTimeIn(entry.occurred_at, timeZone);
  if (entry.times === 1) return <time dateTime={entry.occurred_at}>{last}</time>;
  const first = f.dateTimeIn(entry.first_at, timeZone);
  const day = last.slice(0, last.lastIndexOf(",") + 1);
  return (
    <>
      <time dateTime={entry.first_at}>{first}</time> – <time dateTime={entry.occurred_at}>{last.startsWith(day) && first.startsWith(day) ? last.slice(day.length).trim() : last}</time>
    </>
  );
}

/** Who viewed my record: an accounting of disclosures, newest first. */
function AccessLog({ log }: { log: AccessLogPage }) {
  const { t } = useTranslation("account");
  return (
    <section className="card card-flush access-log" aria-labelledby="access-log-title">
      <div className="access-log-head">
        <h2 id="access-log-title">{t("myData.log.title")}</h2>
        <p className="muted small">{t("myData.log.intro")}</p>
      </div>
      {log.results.length === 0 ? (
        <p className="empty-note">{t("myData.log.empty")}</p>
      ) : (
        <TableScroll label={t("myData.log.table")}>
          <table className="table">
            <caption className="visually-hidden">{t("myData.log.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("myData.log.when")}</th>
                <th scope="col">{t("myData.log.who")}</th>
                <th scope="col">{t("myData.log.clinic")}</th>
                <th scope="col">{t("myData.log.what")}</th>
                <th scope="col" className="num">
                  {t("myData.log.times")}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.results.map((e) => (
                <tr key={e.id}>
                  <td>
                    <When entry={e} timeZone={log.timeZone} />
                  </td>
                  <th scope="row">{e.staff.name}</th>
                  <td>{e.staff.clinic ?? t("myData.log.office")}</td>
                  <td>{e.summary}</td>
                  <td className="num">{e.times}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination count={log.count} limit={ACCESS_LOG_PAGE_SIZE} offset={log.offset} label={t("myData.log.pages")} />
    </section>
  );
}
