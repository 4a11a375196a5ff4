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
 * - Who was found to be asking (a session or a token), so a 404 served to a signed-in member is
 *   recorded wherever it was thrown: probing another patient's ids leaves a trail (issue 24 §4).
 * - What to tidy once the request has been answered: the temporary files its uploads were
 *   streamed to (app/uploads/multipart.server.ts).
 */
export interface RequestClient {
  ip: string;
  userAgent: string;
}

export interface RequestScope {
  client: RequestClient;
  memo: Map<string, unknown>;
  /** The signed-in member or token holder, once a guard has found one. */
  viewerId: number | null;
  /** Run by finishRequestScope once the answer has gone out or the client has gone. */
  atEnd: (() => void)[];
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` in a fresh scope, which it is handed (the server reads it when the response is done). */
export function runInRequestScope<T>(client: RequestClient, fn: (scope: RequestScope) => T): T {
  const fresh: RequestScope = { client: { ip: client.ip, userAgent: client.userAgent.slice(0, 200) }, memo: new Map(), viewerId: null, atEnd: [] };
  return scope.run(fresh, () => fn(fresh));
}

/** Runs `fn` when the request being served ends (server.mjs); false outside a request, where nothing is run. */
export function whenRequestEnds(fn: () => void): boolean {
  const store = scope.getStore();
  if (!store) return false;
  store.atEnd.push(fn);
  return true;
}

/** The request has been answered, or its client has gone: what it asked to be run at its end runs now. */
export function finishRequestScope(ended: RequestScope): void {
  for (const fn of ended.atEnd.splice(0)) {
    try {
      fn();
    } catch (e) {
      console.error("[request] tidying after a request failed:", e instanceof Error ? e.message : e);
    }
  }
}

/** Notes who this request turned out to be from (a valid session or token). */
export function noteViewer(id: number): void {
  const store = scope.getStore();
  if (store) store.viewerId = id;
}

/** Who the request being served was found to be from (a valid session or token); null before a guard, or outside a request. */
export const requestViewer = (): number | null => scope.getStore()?.viewerId ?? null;

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

/** True while serving a request (server.mjs); false in unit tests and scripts. */
export const inRequestScope = (): boolean => scope.getStore() !== undefined;
