import type { AccountsTables } from "./tables/accounts";
import type { FoodsTables } from "./tables/foods";

/** The whole database, composed from one interface per table group. */
export type Database = AccountsTables & FoodsTables;
