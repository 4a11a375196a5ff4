import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { FoodSummary } from "~/foods/types";
import { useFormat } from "~/i18n/react";
import { useSourceName } from "./food-status";

/** One food in a card list: its name and description, energy per base weight, and its links. */
export function FoodCard({ food, href, actions, extra }: { food: FoodSummary; href: string; actions?: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation("foods");
  const f = useFormat();
  const sourceName = useSourceName();
  return (
    <article className="card food-card" aria-labelledby={`food-${food.id}`}>
      <h2 className="food-card-title" id={`food-${food.id}`}>
        <Link to={href}>{food.long_desc}</Link>
      </h2>
      <p className="food-card-meta">
        <span>{food.name}</span>
        <span>
          {food.energy_kcal === null
            ? t("card.noEnergy")
            : t("card.energy", { kcal: f.number(food.energy_kcal, 1), grams: f.number(food.base_weight, 1) })}
        </span>
        <span>{sourceName(food.source)}</span>
      </p>
      {extra}
      {actions ? <div className="food-card-actions">{actions}</div> : null}
    </article>
  );
}
