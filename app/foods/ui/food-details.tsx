/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Fragment } from "react";
import { PROTEIN_CALORIE_TYPES, SERVING_KINDS, SERVINGS_TYPES } from "~/foods/codes";
import type { FoodDetail, IngredientWeightRow, NutCell } from "~/foods/types";
import { TableScroll } from "~/ui/table-scroll";

const fmt = (n: number | null) =>
  n === null ? "—" : String(Number(n.toFixed(3)));

/**
 * The nutrition table of a food: nut_data's header row first ("Group", "Nutrient", "Unit",
 * "Per 100 g", then one column per measure), then the rows, shown under a heading row per group.
 */
export function NutritionTable({ nutData }: { nutData: NutCell[][] }) {
  const [header, ...rows] = nutData;
  if (!header || rows.length === 0)
    return <p className="muted">No data found!</p>;
  const amountColumns = header.slice(3);
  return (
    <TableScroll label="Nutrition facts table">
      <table className="table nutrition-table">
        <caption className="visually-hidden">Nutrition facts</caption>
        <thead>
          <tr>
            <th scope="col">{header[1]}</th>
            <th scope="col">{header[2]}</th>
            {amountColumns.map((h, i) => (
              <th key={i} scope="col" className="num">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <Fragment key={i}>
              {i === 0 || rows[i - 1][0] !== row[0] ? (
                <tr className="group-row">
                  <th scope="colgroup" colSpan={2 + amountColumns.length}>
                    {row[0]}
                  </th>
                </tr>
              ) : null}
              <tr>
                <th scope="row">{row[1]}</th>
                <td>{row[2]}</td>
                {row.slice(3).map((v, j) => (
                  <td key={j} className="num">
                    {typeof v === "number" ? fmt(v) : v ?? "—"}
                  </td>
                ))}
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const label = (list: readonly { id: number; label: string }[], id: number) =>
  list.find((c) => c.id === id)?.label ?? "";

/** The food's group, base weight and exchange servings, as a compact fact list. */
export function FoodFacts({ food }: { food: FoodDetail }) {
  const group = [
    food.hier1_data?.name,
    food.hier2_data?.name,
    food.hier3_data?.name,
  ]
    .filter(Boolean)
    .join(" › ");
  const servings: [string, number][] = SERVING_KINDS.map((k) => [k.label, food[k.food]]);
  return (
    <div className="food-facts">
      <dl className="facts">
        <dt>Food group</dt>
        <dd>{group || "—"}</dd>
        <dt>Base weight</dt>
        <dd>{fmt(food.base_weight)} g</dd>
        <dt>Data source</dt>
        <dd>{food.source}</dd>
        <dt>Protein calorie type</dt>
        <dd>{label(PROTEIN_CALORIE_TYPES, food.protein_calorie_type)}</dd>
        <dt>Servings type</dt>
        <dd>{label(SERVINGS_TYPES, food.servings_type)}</dd>
      </dl>
      <div>
        <h3>Servings per {fmt(food.base_weight)} g</h3>
        <ul className="servings-chips" aria-label="Servings">
          {servings.map(([name, value]) => (
            <li key={name} className={value > 0 ? "has-value" : undefined}>
              <span className="chip-value">{fmt(value)}</span>{" "}
              <span className="chip-label">{name}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function MeasuresList({
  measures,
}: {
  measures: IngredientWeightRow[];
}) {
  if (measures.length === 0) return <p className="muted">No items found!</p>;
  return (
    <table className="table measures-table">
      <thead>
        <tr>
          <th scope="col" className="num">
            Quantity
          </th>
          <th scope="col">Measure</th>
          <th scope="col" className="num">
            Grams
          </th>
          <th scope="col">Source</th>
        </tr>
      </thead>
      <tbody>
        {measures.map((m) => (
          <tr key={m.id}>
            <td className="num">{fmt(m.quantity)}</td>
            <td>{m.measure}</td>
            <td className="num">{fmt(m.grams)}</td>
            <td>
              {m.usda ? (
                <span className="badge badge-usda">USDA</span>
              ) : (
                "Entered"
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The food's details, nutrition table and measures: the staff details and approval pages. */
export function FoodDetailSections({
  food,
  measures,
}: {
  food: FoodDetail;
  measures: IngredientWeightRow[];
}) {
  return (
    <div className="stack-lg">
      <section className="card" aria-labelledby="facts-title">
        <h2 id="facts-title">Food details</h2>
        <FoodFacts food={food} />
      </section>
      <section className="card" aria-labelledby="nutrition-title">
        <h2 id="nutrition-title">Nutrition facts</h2>
        <NutritionTable nutData={food.nut_data} />
      </section>
      <section className="card" aria-labelledby="measures-title">
        <h2 id="measures-title">Common weights and measures</h2>
        <MeasuresList measures={measures} />
      </section>
    </div>
  );
}
