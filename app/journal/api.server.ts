import type { Viewer } from "~/domain/outcome";
import { todayOf } from "./journal.server";

/** `start_date` and `end_date` with their defaults: one day, today when neither is given. */
export function rangeOf(user: Viewer, query: { start_date?: string; end_date?: string }): { start: string; end: string } {
  const start = query.start_date ?? query.end_date ?? todayOf(user);
  return { start, end: query.end_date ?? start };
}
