import { onTableWritten } from "~/db/written-tables";
import { inRequestScope } from "~/request-scope.server";

/**
 * What every patient sees the same (the ads, the featured recipes and exercises, the motivational
 * items) read once per process for a few seconds instead of on every page (issue 28; decision
 * 0152). An entry is forgotten when this process writes one of the tables it was read from, and
 * again when that write's transaction commits (a read on another connection meanwhile saw the
 * past: app/db/written-tables.ts), so staff see their own change at once; another instance of the
 * portal, or a write in raw SQL, shows after at most SHARED_READ_TTL_MS. Only a request served by
 * the server keeps anything: unit tests and scripts read each time.
 *
 * Bounded by size (decision 0190): entries past their time are dropped as new ones come (the map
 * is in order of expiry), and past MAX_ENTRIES or SHARED_READS_MAX_BYTES (each value's size
 * estimated when it arrives) the oldest go; a value of more than an eighth of that is not kept.
 */
export const SHARED_READ_TTL_MS = 10_000;
/** Per-recipe entries (nutrition, similar recipes) are many: past this, the oldest goes. */
const MAX_ENTRIES = 1000;
/** What the kept values may take of the heap, by estimateBytes. */
export const SHARED_READS_MAX_BYTES = 8 * 1024 * 1024;

interface Entry {
  value: Promise<unknown>;
  expires: number;
  tables: readonly string[];
  /** Estimated once the value has arrived; 0 until then. */
  bytes: number;
}

const entries = new Map<string, Entry>();
let keptBytes = 0;

function drop(key: string, entry: Entry) {
  entries.delete(key);
  keptBytes -= entry.bytes;
}

onTableWritten((table) => {
  for (const [key, entry] of entries) if (entry.tables.includes(table)) drop(key, entry);
});

/** Expired entries first (they lead the map), then the oldest while over a bound. */
function prune(now: number) {
  for (const [key, entry] of entries) {
    if (entry.expires > now && entries.size <= MAX_ENTRIES && keptBytes <= SHARED_READS_MAX_BYTES) break;
    drop(key, entry);
  }
}

/**
 * A value's size on the heap, roughly and on the high side: what a V8 object, array, string or
 * number of it takes (headers, 8 bytes a slot). Shared values are plain data read from the
 * database; anything else counts as one slot. Walks at most `budget` nodes.
 */
export function estimateBytes(value: unknown, budget = 100_000): number {
  let bytes = 0;
  let nodes = 0;
  const seen = new Set<object>();
  const walk = (v: unknown): void => {
    if (++nodes > budget) return;
    if (typeof v === "string") bytes += 16 + 2 * v.length;
    else if (typeof v === "number") bytes += 16;
    else if (v === null || typeof v !== "object" || seen.has(v)) bytes += 8;
    else {
      seen.add(v);
      if (Array.isArray(v)) {
        bytes += 32 + 8 * v.length;
        for (const item of v) walk(item);
      } else {
        const keys = Object.keys(v);
        bytes += 32 + 24 * keys.length;
        for (const k of keys) walk((v as Record<string, unknown>)[k]);
      }
    }
  };
  walk(value);
  return bytes;
}

/** The shared values kept now: how many, and their estimated bytes (tests, the soak). */
export const sharedReadsKept = () => ({ entries: entries.size, bytes: keptBytes });

/** `read()`'s answer for `key`, kept until it expires or one of `tables` is written. Callers must not change it. */
export function sharedRead<T>(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T> {
  if (!inRequestScope()) return read();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit) drop(key, hit);
  const entry: Entry = { value: read(), expires: now + SHARED_READ_TTL_MS, tables, bytes: 0 };
  entries.set(key, entry);
  prune(now);
  entry.value.then(
    (value) => {
      if (entries.get(key) !== entry) return;
      const bytes = estimateBytes(value);
      // A value that would take an eighth of the budget alone is served, never kept.
      if (bytes > SHARED_READS_MAX_BYTES / 8) return drop(key, entry);
      entry.bytes = bytes;
      keptBytes += bytes;
      prune(Date.now());
    },
    () => {
      if (entries.get(key) === entry) drop(key, entry);
    },
  );
  return entry.value as Promise<T>;
}
