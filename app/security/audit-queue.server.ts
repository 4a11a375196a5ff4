import type { Insertable } from "kysely";
import { db } from "~/db/db.server";
import type { AuditLogTable } from "~/db/tables/accounts";
import { env } from "~/env.server";

/**
 * How audit rows reach the table (docs/decisions/0150-audit-rows-off-the-page-path.md).
 *
 * A read of health data (every page view of a journal, a dashboard, a chart) leaves a row; those
 * rows are queued and written together, one statement for all that arrived within
 * AUDIT_BATCH_MS (5 ms), so a page never waits for its own. Every other row (a write of health
 * data, a security event) is written before its caller goes on, after whatever reads were queued
 * before it: the log keeps the order in which things happened within a process.
 *
 * The queue is written out when the server stops (server.mjs) and by anything that reads the log
 * (the staff's audit view). What a crash can lose is what was queued and not yet written: the
 * reads of the last AUDIT_BATCH_MS, plus those of a write in flight; a failed write keeps its
 * rows queued and tries again a second later.
 *
 * While writes fail (the database gone, or refusing writes while it still answers reads) the
 * queue holds at most MOST_QUEUED rows (decision 0191): pages that read health data are still
 * served, and a read's row past the bound is counted, not kept. The first write that succeeds
 * after that writes an `audit_rows_lost` row in their place (how many, from when to when).
 * Writes of health data and security events are never queued: their row is written before they
 * go on, so while the log cannot be written they fail and change nothing.
 */

type Row = Insertable<AuditLogTable>;

/** More rows than this are written at once without waiting for the window to end. */
const MOST_AT_ONCE = 200;
/** After a failed write, the next try waits this long (the database is busy or gone). */
const RETRY_MS = 1000;
/** Rows waiting, those being written included, while writes fail: some 5 MB at most (decision 0191). */
export const MOST_QUEUED = 10_000;

let queued: Row[] = [];
/** How many rows the write in flight holds (counted against MOST_QUEUED). */
let inFlight = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let writing: Promise<void> | null = null;
/** The last write failed: only the retry's timer (or a caller that must see the log) tries again. */
let failing = false;
/** Reads' rows not kept since the queue was full: how many, the first's and the last's time. */
let lost: { count: number; from: string; to: string } | null = null;

function schedule(ms: number) {
  timer ??= setTimeout(() => {
    timer = null;
    void flushAuditRows();
  }, ms);
  // A wait for the next write never keeps a process alive on its own: the server writes the
  // queue when it stops (server.mjs), and a script flushes before it closes its connection.
  timer.unref?.();
}

const full = () => queued.length + inFlight >= MOST_QUEUED;

/** Once there is room again, the count of rows not kept takes its place in the queue. */
function queueLoss() {
  if (!lost || full()) return;
  const { count, from, to } = lost;
  lost = null;
  queued.push({ occurred_at: to, event: "audit_rows_lost", user_id: null, ip: "", user_agent: "", detail: `${count} health reads from ${from} to ${to} not recorded: the audit log could not be written` });
}

/** Queues a row to be written within the batch window (at once when the window is 0). */
export function queueAuditRow(row: Row): Promise<void> | void {
  if (env.AUDIT_BATCH_MS === 0) return writeAuditRow(row);
  queueLoss();
  if (full()) {
    lost = lost ? { ...lost, count: lost.count + 1, to: row.occurred_at } : { count: 1, from: row.occurred_at, to: row.occurred_at };
    return;
  }
  queued.push(row);
  if (failing) return;
  if (queued.length >= MOST_AT_ONCE) void flushAuditRows();
  else schedule(env.AUDIT_BATCH_MS);
}

/** Writes every queued row; resolves when they are in the table (or a write failed and they wait). */
export async function flushAuditRows(): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  for (;;) {
    // One write at a time, so rows reach the table in the order they were queued.
    while (writing) await writing;
    queueLoss();
    if (queued.length === 0) return;
    const rows = queued.splice(0, MOST_AT_ONCE);
    inFlight = rows.length;
    let failed = false;
    writing = db
      .insertInto("audit_log")
      .values(rows)
      .execute()
      .then(
        () => {
          failing = false;
        },
        (e: unknown) => {
          failed = failing = true;
          queued = rows.concat(queued);
          const notKept = lost ? `, ${lost.count} not kept` : "";
          console.error(`[audit] writing ${rows.length} queued rows failed (${queued.length} waiting${notKept}):`, e instanceof Error ? e.message : e);
          schedule(RETRY_MS);
        },
      )
      .finally(() => {
        writing = null;
        inFlight = 0;
      });
    await writing;
    if (failed) return;
  }
}

/** Writes one row now, after the rows queued before it. */
export async function writeAuditRow(row: Row): Promise<void> {
  if (queued.length || writing) await flushAuditRows();
  await db.insertInto("audit_log").values(row).execute();
}

/** How many rows wait to be written (tests, the shutdown message). */
export const queuedAuditRows = () => queued.length;

/** How many reads' rows were not kept because the queue was full, and not yet told in the log (tests). */
export const lostAuditRows = () => lost?.count ?? 0;
