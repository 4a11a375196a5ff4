import { SERVING_KINDS } from "~/foods/codes";

/** What the food wizard's steps share: how a stored number is typed back, and the serving columns. */

/** A stored number as typed back (up to three decimals, no trailing zeros); a dash for none. */
export const fmt = (n: number | null) => (n === null ? "—" : String(Number(n.toFixed(3))));

/** The food's serving columns and their kinds (the key of their label), in the order every screen lists them. */
export const SERVINGS_FIELDS = SERVING_KINDS.map((k) => [k.food, k.key] as const);
