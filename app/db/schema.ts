import type { AccountsTables } from "./tables/accounts";

/** The whole database, composed from one interface per table group. */
export type Database = AccountsTables;
