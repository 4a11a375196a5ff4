import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";

export async function seedTestimonials(_db: Kysely<Database>, _today: string, _dataDir: string): Promise<number> {
  return 0;
}
