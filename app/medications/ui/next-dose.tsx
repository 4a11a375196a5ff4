/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { paths } from "~/paths";
import { formatLongDate, formatTime } from "~/ui/format";
import { doseText, MED_TEXT } from "../codes";
import type { NextDose } from "../next-dose.server";

/** /home's small block (issue 38): the next dose to take, with the way to record it. Nothing when no scheduled medicine runs. */
export function NextDoseCard({ dose, today }: { dose: NextDose | null; today: string }) {
  if (!dose) return null;
  const when = dose.day === today ? MED_TEXT.nextToday(formatTime(dose.time)) : MED_TEXT.nextOn(formatLongDate(dose.day), formatTime(dose.time));
  return (
    <section className="card" aria-labelledby="home-next-dose-title">
      <h2 id="home-next-dose-title">{dose.due ? "Dose due" : "Next dose"}</h2>
      <p>
        <strong>{dose.name}</strong> {doseText(dose.dose, dose.unit)}
      </p>
      <p className="muted small">{when}</p>
      <Link to={paths.medications()} className="btn btn-secondary btn-sm">
        My medicines
      </Link>
    </section>
  );
}
