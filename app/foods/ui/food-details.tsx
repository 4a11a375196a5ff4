import { Fragment } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { SERVING_KINDS } from "~/foods/codes";
import type { FoodDetail, IngredientWeightRow, NutCell } from "~/foods/types";
import { useFormat } from "~/i18n/react";
import { TableScroll } from "~/ui/table-scroll";
import { useSourceName } from "./food-status";

/** A stored amount, up to three decimals, in the page's language; a dash for none. */
function useAmount() {
  const f = useFormat();
  return (n: number | null) => (n === null ? "—" : f.number(n, 3));
}

/**
 * The nutrition table of a food: nut_data's header row first ("Group", "Nutrient", "Unit",
 * "Per 100 g", then one column per measure), then the rows, shown under a heading row per group.
 * The header's words and the nutrient groups are drawn in the page's language; the nutrients'
 * names and the measures are the USDA table's, as written.
 */
export function NutritionTable({ nutData, baseWeight }: { nutData: NutCell[][]; baseWeight: number }) {
  const { t } = useTranslation("foods");
  const fmt = useAmount();
  const [header, ...rows] = nutData;
  if (!header || rows.length === 0) return <p className="muted">{t("empty.data")}</p>;
  const amountColumns = header.slice(3);
  const groupName = (cell: NutCell) => (typeof cell === "string" ? t(`nutrientGroups.${cell}`, { defaultValue: cell }) : cell);
  return (
    <TableScroll label={t("details.nutritionTable")}>
      <table className="table nutrition-table">
        <caption className="visually-hidden">{t("details.nutrition")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("table.nutrient")}</th>
            <th scope="col">{t("table.unit")}</th>
            {amountColumns.map((h, i) => (
              <th key={i} scope="col" className="num">
                {i === 0 ? t("table.per", { grams: fmt(baseWeight) }) : h}
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
                    {groupName(row[0])}
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

/** The food's group, base weight and exchange servings, as a compact fact list. */
export function FoodFacts({ food }: { food: FoodDetail }) {
  const { t } = useTranslation("foods");
  const fmt = useAmount();
  const sourceName = useSourceName();
  const group = [food.hier1_data?.name, food.hier2_data?.name, food.hier3_data?.name].filter(Boolean).join(" › ");
  return (
    <div className="food-facts">
      <dl className="facts">
        <dt>{t("fields.group")}</dt>
        <dd>{group || "—"}</dd>
        <dt>{t("fields.baseWeight")}</dt>
        <dd>{t("grams", { grams: fmt(food.base_weight) })}</dd>
        <dt>{t("fields.source")}</dt>
        <dd>{sourceName(food.source)}</dd>
        <dt>{t("fields.proteinCalorieType")}</dt>
        <dd>{t(`proteinCalorieTypes.${food.protein_calorie_type}`)}</dd>
        <dt>{t("fields.servingsType")}</dt>
        <dd>{t(`servingsTypes.${food.servings_type}`)}</dd>
      </dl>
      <div>
        <h3>{t("details.servingsPer", { grams: fmt(food.base_weight) })}</h3>
        <ul className="servings-chips" aria-label={t("details.servings")}>
          {SERVING_KINDS.map((k) => (
            <li key={k.key} className={food[k.food] > 0 ? "has-value" : undefined}>
              <span className="chip-value">{fmt(food[k.food])}</span> <span className="chip-label">{t(`servingKinds.${k.key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function MeasuresList({ measures }: { measures: IngredientWeightRow[] }) {
  const { t } = useTranslation("foods");
  const fmt = useAmount();
  if (measures.length === 0) return <p className="muted">{t("empty.items")}</p>;
  return (
    <table className="table measures-table">
      <thead>
        <tr>
          <th scope="col" className="num">
            {t("measures.quantity")}
          </th>
          <th scope="col">{t("measures.measure")}</th>
          <th scope="col" className="num">
            {t("measures.grams")}
          </th>
          <th scope="col">{t("measures.source")}</th>
        </tr>
      </thead>
      <tbody>
        {measures.map((m) => (
          <tr key={m.id}>
            <td className="num">{fmt(m.quantity)}</td>
            <td>{m.measure}</td>
            <td className="num">{fmt(m.grams)}</td>
            <td>{m.usda ? <span className="badge badge-usda">{t("measures.usda")}</span> : t("measures.entered")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The food's details, nutrition table and measures: the staff details and approval pages. */
export function FoodDetailSections({ food, measures }: { food: FoodDetail; measures: IngredientWeightRow[] }) {
  const { t } = useTranslation("foods");
  return (
    <div className="stack-lg">
      <section className="card" aria-labelledby="facts-title">
        <h2 id="facts-title">{t("details.facts")}</h2>
        <FoodFacts food={food} />
      </section>
      <section className="card" aria-labelledby="nutrition-title">
        <h2 id="nutrition-title">{t("details.nutrition")}</h2>
        <NutritionTable nutData={food.nut_data} baseWeight={food.base_weight} />
      </section>
      <section className="card" aria-labelledby="measures-title">
        <h2 id="measures-title">{t("details.measures")}</h2>
        <MeasuresList measures={measures} />
      </section>
    </div>
  );
}
