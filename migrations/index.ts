import type { Migration } from "kysely";
import * as m0001 from "./0001_foundation";
import * as m0002 from "./0002_foods";

/**
 * Every migration, in order. Listed statically (not discovered with a dynamic import) so that the
 * same code runs under tsx, vitest and any bundler. db/migrate.ts refuses to run if a file in this
 * folder is missing here.
 */
export const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_foods": m0002,
};
