import { SERVING_KINDS } from "~/foods/codes";

/** What the food wizard's steps share: how a stored number and a code are shown. */

export const codeLabel = (list: readonly { id: number; label: string }[], id: number) => list.find((c) => c.id === id)?.label ?? "";

/** A stored number as typed back (up to three decimals, no trailing zeros); a dash for none. */
export const fmt = (n: number | null) => (n === null ? "—" : String(Number(n.toFixed(3))));

/** The food's serving columns and their labels, in the order every screen lists them. */
export const SERVINGS_FIELDS = SERVING_KINDS.map((k) => [k.food, k.label] as const);
