import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one HTTP request shares across everything it runs. server.mjs runs each request inside
 * `runInRequestScope`; outside one (unit tests, scripts) nothing is kept and the client is
 * unknown, not invented.
 * - Work done once per request (issue 15): the signed-in layout, the page and its guards each
 *   ask "who is this?", and the answer (a signed cookie check, a session row and a user row) is
 *   the same within one request.
 * - The client (address and user agent), for code far from the route that records a security
 *   event (a session found idle, an upload refused by its content; decision 0085).
 */
export interface RequestClient {
  ip: string;
  userAgent: string;
}

interface RequestScope {
  client: RequestClient;
  memo: Map<string, unknown>;
}

const scope = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(client: RequestClient, fn: () => T): T {
  return scope.run({ client: { ip: client.ip, userAgent: client.userAgent.slice(0, 200) }, memo: new Map() }, fn);
}

/** The client of the request being served; empty outside a request. */
export const requestClient = (): RequestClient => scope.getStore()?.client ?? { ip: "", userAgent: "" };

/** The value `make` gives for `key`, made once per request (a promise is kept as it is, settled or not). */
export function oncePerRequest<T>(key: string, make: () => T): T {
  const store = scope.getStore()?.memo;
  if (!store) return make();
  if (!store.has(key)) store.set(key, make());
  return store.get(key) as T;
}

/** Forgets `key` for the rest of this request (after a sign-in or sign-out changes the answer). */
export function forgetForRequest(key: string): void {
  scope.getStore()?.memo.delete(key);
}
