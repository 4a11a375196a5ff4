import { pageQuery } from "./api.server";

/**
 * The short lists of a details page or a home page (featured, recently viewed, similar): one
 * page of at most `max`, in the list shape every other call uses, with no further pages.
 */
export const SHORT_LIST_MAX = 30;

export const shortListQuery = (defaultLimit: number) => pageQuery(defaultLimit, SHORT_LIST_MAX).pick({ limit: true });

export function shortListOf<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}
