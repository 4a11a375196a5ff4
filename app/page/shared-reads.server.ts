import { onTableWritten } from "~/db/written-tables";
import { inRequestScope } from "~/request-scope.server";

/**
 * What every patient sees the same (the ads, the featured recipes and exercises, the motivational
 * items) read once per process for a few seconds instead of on every page (issue 28; decision
 * 0152). An entry is forgotten the moment this process writes one of the tables it was read
 * from, so staff see their own change at once; another instance of the portal, or a write in raw
 * SQL, shows after at most SHARED_READ_TTL_MS. Only a request served by the server keeps
 * anything: unit tests and scripts read each time.
 */
export const SHARED_READ_TTL_MS = 10_000;
/** Per-recipe entries (nutrition, similar recipes) are bounded: past this, the oldest goes. */
const MAX_ENTRIES = 1000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
  tables: readonly string[];
}

const entries = new Map<string, Entry>();

onTableWritten((table) => {
  for (const [key, entry] of entries) if (entry.tables.includes(table)) entries.delete(key);
});

/** `read()`'s answer for `key`, kept until it expires or one of `tables` is written. Callers must not change it. */
export function sharedRead<T>(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T> {
  if (!inRequestScope()) return read();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const entry: Entry = { value: read(), expires: now + SHARED_READ_TTL_MS, tables };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}
