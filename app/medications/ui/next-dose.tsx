import { Link } from "@remix-run/react";
import { paths } from "~/paths";
import type { NextDose } from "../next-dose.server";
import { useMedTexts } from "./texts";

/** /home's small block (issue 38): the next dose to take, with the way to record it. Nothing when no scheduled medicine runs. */
export function NextDoseCard({ dose, today }: { dose: NextDose | null; today: string }) {
  const { t, f, dose: doseOf } = useMedTexts();
  if (!dose) return null;
  const when = dose.day === today ? t("text.nextToday", { time: f.time(dose.time) }) : t("text.nextOn", { day: f.longDate(dose.day), time: f.time(dose.time) });
  return (
    <section className="card" aria-labelledby="home-next-dose-title">
      <h2 id="home-next-dose-title">{dose.due ? t("nextDose.due") : t("nextDose.next")}</h2>
      <p>
        <strong>{dose.name}</strong> {doseOf(dose.dose, dose.unit)}
      </p>
      <p className="muted small">{when}</p>
      <Link to={paths.medications()} className="btn btn-secondary btn-sm">
        {t("nextDose.link")}
      </Link>
    </section>
  );
}
