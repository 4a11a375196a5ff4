import { createLogger } from "@stoplight/prism-core";
import { createInstance, getHttpOperationsFromSpec, type IHttpRequest, type IHttpResponse } from "@stoplight/prism-http";
import * as E from "fp-ts/Either";
import * as TE from "fp-ts/TaskEither";

/**
 * Prism's own validation, in the test's process, for the calls its HTTP proxy cannot carry: it
 * forwards bodies as text, so a multipart upload's file and a zip download arrive mangled. The
 * call goes straight to the server; the same Prism engine then routes the request and checks it
 * and the server's answer against the document, replaying the answer as if it had forwarded it.
 * What it reports is read like the proxy's `sl-violations` header.
 */
type Operations = Awaited<ReturnType<typeof getHttpOperationsFromSpec>>;
let operations: Promise<Operations> | undefined;

export interface Checked {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

const SEVERITY = ["Error", "Warning", "Information", "Hint"];

export async function checkAgainstDocument(
  documentPath: string,
  request: { method: string; path: string; headers: Record<string, string> },
  response: { status: number; headers: Headers; body: unknown },
): Promise<Checked[]> {
  operations ??= getHttpOperationsFromSpec(documentPath);
  const url = new URL(request.path, "http://portal.invalid");
  const replayed: IHttpResponse = { statusCode: response.status, headers: Object.fromEntries(response.headers), body: response.body };
  const prism = createInstance(
    { mock: { dynamic: false }, checkSecurity: true, validateRequest: true, validateResponse: true, errors: false, upstreamProxy: undefined, isProxy: true, upstream: new URL("http://portal.invalid") },
    { logger: createLogger("contract", { level: "silent" }), forward: () => () => TE.right(replayed) },
  );
  const input: IHttpRequest = {
    method: request.method.toLowerCase() as IHttpRequest["method"],
    url: {
      path: url.pathname,
      query: Object.fromEntries([...new Set(url.searchParams.keys())].map((k) => {
        const values = url.searchParams.getAll(k);
        return [k, values.length === 1 ? values[0] : values];
      })),
    },
    headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const result = await prism.request(input, await operations)();
  if (E.isLeft(result)) return [{ location: ["request"], severity: "Error", message: result.left.message }];
  const { input: bad, output: wrong } = result.right.validations;
  const as = (side: string) => (d: (typeof bad)[number]): Checked => ({
    location: [side, ...(d.path ?? [])],
    severity: SEVERITY[d.severity] ?? String(d.severity),
    code: d.code,
    message: d.message,
  });
  return [...bad.map(as("request")), ...wrong.map(as("response"))];
}
