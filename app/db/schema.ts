import type { AccountsTables } from "./tables/accounts";
import type { BodyTables } from "./tables/body";
import type { FitnessTables } from "./tables/fitness";
import type { FoodsTables } from "./tables/foods";
import type { RecipesTables } from "./tables/recipes";

/** The whole database, composed from one interface per table group. */
export type Database = AccountsTables & BodyTables & FoodsTables & RecipesTables & FitnessTables;
