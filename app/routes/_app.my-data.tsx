import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireUser } from "~/auth/auth.server";
import { paths } from "~/paths";
import homeCss from "~/styles/home.css";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(homeCss);

export const meta: MetaFunction = () => [{ title: "My data · Patient Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

const CONTENTS = [
  ["Profile", "your name, email, city and clinic, height and goal weight"],
  ["Appointments", "the visits on your record"],
  ["Food journal and goals", "every meal, drink and serving you logged, and your daily goals"],
  ["Fitness", "your workout plan, every logged activity (My Workout and the fitness journal) and your weekly goals"],
  ["Weights", "every weigh-in, the clinic's and your own, with body composition where measured"],
  ["Badges and testimonials", "the badges you earned, your testimonials and the details of their photos"],
  ["Recipes", "your favourite recipes and your comments"],
] as const;

/** /my-data: download everything the portal holds about you (issue 12). */
export default function MyDataPage() {
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
    </section>
  );
}
