/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { NutritionFact } from "../types";

const INDENTED = new Set(["Saturated Fat", "Dietary Fiber", "Sugars"]);

const formatValue = (f: NutritionFact) => `${f.value.toLocaleString("en-US")}${f.units === "kcal" ? "" : ` ${f.units}`}`;

/** The sidebar's label: per serving, in label order (app/recipes/nutrition.ts). */
export function NutritionFactsPanel({ facts, servingSize }: { facts: NutritionFact[]; servingSize?: string }) {
  const [calories, ...rest] = facts;
  return (
    <section className="card nutrition-facts" aria-labelledby="nutrition-facts-title">
      <h2 id="nutrition-facts-title">Nutrition Facts</h2>
      <p className="nutrition-facts-serving">
        Per serving{servingSize ? <span className="muted"> ({servingSize})</span> : null}
      </p>
      {calories ? (
        <p className="nutrition-facts-calories">
          <span>{calories.name}</span>
          <strong>{formatValue(calories)}</strong>
        </p>
      ) : null}
      <table className="nutrition-facts-table">
        <caption className="visually-hidden">Nutrients per serving</caption>
        <tbody>
          {rest.map((f) => (
            <tr key={f.nutrient} className={INDENTED.has(f.name) ? "is-sub" : undefined}>
              <th scope="row">{f.name}</th>
              <td>{formatValue(f)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
