/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { FoodSummary } from "~/foods/types";

const fmt = (n: number) => String(Number(n.toFixed(1)));

/** One food in a card list: its name and description, energy per base weight, and its links. */
export function FoodCard({ food, href, actions, extra }: { food: FoodSummary; href: string; actions?: ReactNode; extra?: ReactNode }) {
  return (
    <article className="card food-card" aria-labelledby={`food-${food.id}`}>
      <h2 className="food-card-title" id={`food-${food.id}`}>
        <Link to={href}>{food.long_desc}</Link>
      </h2>
      <p className="food-card-meta">
        <span>{food.name}</span>
        <span>{food.energy_kcal === null ? "Energy not given" : `${fmt(food.energy_kcal)} kcal per ${fmt(food.base_weight)} g`}</span>
        <span>{food.source}</span>
      </p>
      {extra}
      {actions ? <div className="food-card-actions">{actions}</div> : null}
    </article>
  );
}
