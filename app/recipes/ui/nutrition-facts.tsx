import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import type { NutritionFact } from "../types";

const INDENTED = new Set(["Saturated Fat", "Dietary Fiber", "Sugars"]);

/** The sidebar's label: per serving, in label order (app/recipes/nutrition.ts). */
export function NutritionFactsPanel({
  facts,
  servingSize,
}: {
  facts: NutritionFact[];
  servingSize?: string;
}) {
  const { t } = useTranslation("recipes");
  const f = useFormat();
  const formatValue = (n: NutritionFact) =>
    `${f.number(n.value, 3)}${n.units === "kcal" ? "" : ` ${n.units}`}`;
  const [calories, ...rest] = facts;
  return (
    <section
      className="card nutrition-facts"
      aria-labelledby="nutrition-facts-title"
    >
      <h2 id="nutrition-facts-title">{t("facts.title")}</h2>
      <p className="nutrition-facts-serving">
        {t("facts.perServing")}
        {servingSize ? (
          <span className="muted">
            {t("facts.servingSize", { size: servingSize })}
          </span>
        ) : null}
      </p>
      {calories ? (
        <p className="nutrition-facts-calories">
          <span>{calories.name}</span>
          <strong>{formatValue(calories)}</strong>
        </p>
      ) : null}
      <table className="nutrition-facts-table">
        <caption className="visually-hidden">{t("facts.caption")}</caption>
        <tbody>
          {rest.map((f) => (
            <tr
              key={f.nutrient}
              className={INDENTED.has(f.name) ? "is-sub" : undefined}
            >
              <th scope="row">{f.name}</th>
              <td>{formatValue(f)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
