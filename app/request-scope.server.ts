import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work done once per HTTP request and shared by every loader and action it runs (issue 15): the
 * signed-in layout, the page and its guards each ask "who is this?", and the answer (a signed
 * cookie check, a session row and a user row) is the same within one request. server.mjs runs
 * each request inside `runInRequestScope`; outside one (unit tests, scripts) nothing is kept.
 */
const scope = new AsyncLocalStorage<Map<string, unknown>>();

export function runInRequestScope<T>(fn: () => T): T {
  return scope.run(new Map(), fn);
}

/** The value `make` gives for `key`, made once per request (a promise is kept as it is, settled or not). */
export function oncePerRequest<T>(key: string, make: () => T): T {
  const store = scope.getStore();
  if (!store) return make();
  if (!store.has(key)) store.set(key, make());
  return store.get(key) as T;
}

/** Forgets `key` for the rest of this request (after a sign-in or sign-out changes the answer). */
export function forgetForRequest(key: string): void {
  scope.getStore()?.delete(key);
}
