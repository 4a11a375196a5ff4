/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/auth.server";
import { ACCESS_LOG_PAGE_SIZE } from "~/care/codes";
import { param, readParams } from "~/page/params.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { accessLog, type AccessLogEntry } from "~/care/access-log.server";
import homeCss from "~/styles/home.css";
import { formatDateTimeIn } from "~/ui/format";
import { PageHeader } from "~/ui/page";
import { TableScroll } from "~/ui/table-scroll";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(homeCss);

export const meta: MetaFunction = () => [{ title: "My data · Patient Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { offset } = readParams(request, { offset: param.offset(ACCESS_LOG_PAGE_SIZE) });
  const log = await accessLog(user, { limit: ACCESS_LOG_PAGE_SIZE, offset });
  return data({ ...log, offset, timeZone: user.time_zone }, { headers: { "Cache-Control": "private, no-store" } });
}

const CONTENTS = [
  ["Profile", "your name, email, city and clinic, height and goal weight"],
  ["Appointments", "the visits on your record"],
  ["Food journal and goals", "every meal, drink and serving you logged, and your daily goals"],
  ["Fitness", "your workout plan, every logged activity (My Workout and the fitness journal) and your weekly goals"],
  ["Weights", "every weigh-in, the clinic's and your own, with body composition where measured"],
  ["Medicines", "every medicine and supplement with its dose steps, every dose you recorded and your side-effect check-ins"],
  ["Badges and testimonials", "the badges you earned, your testimonials and the details of their photos"],
  ["Recipes", "your favourite recipes and your comments"],
] as const;

/** /my-data: download everything the portal holds about you (issue 12), and who viewed your record (issue 25). */
export default function MyDataPage() {
  const log = useLoaderData<typeof loader>();
  return (
    <section className="page my-data">
      <PageHeader title="My data" subtitle="Download a copy of everything the portal holds about you, whenever you like." />
      <div className="my-data-grid">
        <section className="card" aria-labelledby="my-data-what">
          <h2 id="my-data-what">What is included</h2>
          <ul className="my-data-list">
            {CONTENTS.map(([title, text]) => (
              <li key={title}>
                <strong>{title}</strong>: {text}.
              </li>
            ))}
          </ul>
          <p className="muted small">
            Quantities are in the units we store them in, named in each column (kg, cm, kcal, grams, fluid ounces, minutes). Photos stay in your clinic&apos;s private store; ask your clinic for copies.
          </p>
        </section>
        <section className="card" aria-labelledby="my-data-download">
          <h2 id="my-data-download">Download</h2>
          <p>Choose the format that suits you. Your download starts straight away; every download is recorded in your clinic&apos;s audit log.</p>
          <div className="stack">
            <a className="btn btn-primary" href={paths.myDataDownload("json")} download>
              Download as JSON
            </a>
            <p className="muted small">One file, for apps and other services.</p>
            <a className="btn btn-secondary" href={paths.myDataDownload("zip")} download>
              Download as CSV (zip)
            </a>
            <p className="muted small">One spreadsheet file per section, in a zip.</p>
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
  const last = formatDateTimeIn(entry.occurred_at, timeZone);
  if (entry.times === 1) return <time dateTime={entry.occurred_at}>{last}</time>;
  const first = formatDateTimeIn(entry.first_at, timeZone);
  const day = last.slice(0, last.lastIndexOf(",") + 1);
  return (
    <>
      <time dateTime={entry.first_at}>{first}</time> – <time dateTime={entry.occurred_at}>{last.startsWith(day) && first.startsWith(day) ? last.slice(day.length).trim() : last}</time>
    </>
  );
}

/** Who viewed my record: an accounting of disclosures, newest first. */
function AccessLog({ log }: { log: AccessLogPage }) {
  return (
    <section className="card card-flush access-log" aria-labelledby="access-log-title">
      <div className="access-log-head">
        <h2 id="access-log-title">Who viewed my record</h2>
        <p className="muted small">
          Every time a member of your clinic&apos;s team or a programme administrator opened or changed your health record, newest first, on your clinic&apos;s clock. Views by the same person within an
          hour are one line.
        </p>
      </div>
      {log.results.length === 0 ? (
        <p className="empty-note">No one has viewed your record yet.</p>
      ) : (
        <TableScroll label="Record views, newest first">
          <table className="table">
            <caption className="visually-hidden">Who viewed or changed my record, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Clinic</th>
                <th scope="col">What</th>
                <th scope="col" className="num">
                  Times
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
                  <td>{e.staff.clinic ?? "Programme office"}</td>
                  <td>{e.summary}</td>
                  <td className="num">{e.times}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination count={log.count} limit={ACCESS_LOG_PAGE_SIZE} offset={log.offset} label="Access log pages" />
    </section>
  );
}
