import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { checkToken, tokenFromHeader } from "~/auth/jwt.server";
import { isAdmin, isStaff } from "~/domain/users";
import { type SessionUser } from "~/auth/users.server";
import { noteViewer } from "~/request-scope.server";
import { auditEvent } from "~/security/audit.server";
import { queryObject } from "~/validation/query";
import { fieldErrors, MAX_INT } from "~/validation/rules";

/**
 * The /api contract's conventions (docs/api.md), in one place. Each endpoint is declared as
 * method → { auth, query, body, handler }; this module parses, authorizes and shapes errors the
 * way Django REST framework does, because the mobile apps were built against it.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Who may call: anyone, any signed-in member, staff of either role, or programme administrators. */
type Auth = "none" | "user" | "staff" | "admin";

export interface HandlerArgs<Q, B, A extends Auth> {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
  query: Q;
  body: B;
  user: A extends "none" ? SessionUser | null : SessionUser;
}

export interface EndpointSpec<Q = unknown, B = unknown, A extends Auth = Auth> {
  auth: A;
  query?: z.ZodType<Q, z.ZodTypeDef, unknown>;
  body?: z.ZodType<B, z.ZodTypeDef, unknown>;
  handler: (args: HandlerArgs<Q, B, A>) => Promise<Response> | Response;
}

/** Helps TypeScript infer each endpoint's query/body types. */
export function endpoint<Q = undefined, B = undefined, A extends Auth = Auth>(spec: EndpointSpec<Q, B, A>) {
  return spec as unknown as EndpointSpec<unknown, unknown, Auth>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly payload: Record<string, unknown>,
  ) {
    super(String(payload.detail ?? payload.error_code ?? status));
  }
}

export const apiErrors = {
  validation: (errors: Record<string, string[]>) => new ApiError(400, { error_code: "VALIDATION_ERROR", errors }),
  parse: (detail: string) => new ApiError(400, { error_code: "PARSE_ERROR", detail }),
  unauthenticated: (detail = "Authentication credentials were not provided.") =>
    new ApiError(401, { error_code: "NOT_AUTHENTICATED", detail }),
  forbidden: () => new ApiError(403, { error_code: "PERMISSION_DENIED", detail: "You do not have permission to perform this action." }),
  notFound: () => new ApiError(404, { error_code: "NOT_FOUND", detail: "Not found." }),
};

/** `{ loader, action }` for a resource route serving the given methods. */
export function apiRoute(methods: Partial<Record<Method, EndpointSpec<unknown, unknown, Auth>>>) {
  const serve = async ({ request, context, params }: LoaderFunctionArgs | ActionFunctionArgs) => {
    const method = request.method.toUpperCase() as Method;
    const spec = methods[method];
    let user: SessionUser | null = null;
    try {
      if (!spec) {
        throw new ApiError(405, { error_code: "METHOD_NOT_ALLOWED", detail: `Method "${method}" not allowed.` });
      }
      user = await authenticate(request, spec.auth);
      const query = spec.query ? validate(spec.query, queryObject(spec.query, new URL(request.url).searchParams)) : undefined;
      const body = spec.body ? validate(spec.body, await readBody(request)) : undefined;
      return await spec.handler({ request, context, params, query, body, user: user as SessionUser });
    } catch (e) {
      if (e instanceof ApiError) {
        if (e.status === 403 && !("audited" in e)) await auditRefusal("permission_denied", user, request);
        return Response.json(e.payload, { status: e.status, headers: noStore });
      }
      if (e instanceof Response) throw e; // a rate limit or a redirect from shared code
      console.error(`[api] ${method} ${new URL(request.url).pathname} failed:`, e instanceof Error ? e.message : e);
      return Response.json({ error_code: "SERVER_ERROR", detail: "Something went wrong. Please try later!" }, { status: 500, headers: noStore });
    }
  };
  return { loader: serve, action: serve };
}

const noStore = { "Cache-Control": "no-store" };

export function ok(data: unknown, status = 200): Response {
  return Response.json(data, { status, headers: noStore });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: noStore });
}

async function authenticate(request: Request, auth: Auth): Promise<SessionUser | null> {
  const token = tokenFromHeader(request);
  if (!token) {
    if (auth === "none") return null;
    throw apiErrors.unauthenticated();
  }
  const check = await checkToken(token);
  if (!check.ok) {
    if (auth === "none") return null;
    throw apiErrors.unauthenticated(check.message);
  }
  noteViewer(check.user.id);
  if ((auth === "admin" && !isAdmin(check.user)) || (auth === "staff" && !isStaff(check.user))) {
    await auditRefusal("permission_denied", check.user, request);
    throw Object.assign(apiErrors.forbidden(), { audited: true });
  }
  return check.user;
}

/** A refusal is a security event: who, and which call (never the body). */
async function auditRefusal(event: "permission_denied", user: SessionUser | null, request: Request) {
  await auditEvent(event, user?.id ?? null, `${request.method} ${new URL(request.url).pathname}`.slice(0, 200));
}

function validate<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw apiErrors.validation(fieldErrors(parsed.error));
  return parsed.data;
}

/** JSON, urlencoded or multipart bodies; anything unreadable is a 400, never a 500. */
async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    try {
      const form = await request.formData();
      const out: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
      for (const key of new Set(form.keys())) {
        const all = form.getAll(key);
        out[key] = all.length > 1 ? all : all[0];
      }
      return out;
    } catch {
      throw apiErrors.parse("Malformed form data.");
    }
  }
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch (e) {
    throw apiErrors.parse(`JSON parse error - ${e instanceof Error ? e.message : "invalid JSON"}`);
  }
}

/** `limit`/`offset` query parameters with a default page size and a hard cap. */
export function pageQuery(defaultLimit: number, maxLimit = 100) {
  return z.object({
    limit: z.coerce.number({ invalid_type_error: "A valid integer is required." }).int("A valid integer is required.").min(1, "Ensure this value is greater than or equal to 1.").max(maxLimit, `Ensure this value is less than or equal to ${maxLimit}.`).default(defaultLimit),
    offset: z.coerce
      .number({ invalid_type_error: "A valid integer is required." })
      .int("A valid integer is required.")
      .min(0, "Ensure this value is greater than or equal to 0.")
      // The database takes a 32-bit offset at most; a larger one would reach it and fail.
      .max(MAX_INT, `Ensure this value is less than or equal to ${MAX_INT}.`)
      .default(0),
  });
}

/** The DRF list shape: `{count, next, previous, results}` with absolute next/previous links. */
export function pageOf<T>(request: Request, page: { count: number; results: T[]; limit: number; offset: number }) {
  const link = (offset: number) => {
    const url = new URL(request.url);
    url.searchParams.set("limit", String(page.limit));
    if (offset <= 0) url.searchParams.delete("offset");
    else url.searchParams.set("offset", String(offset));
    return url.toString();
  };
  return {
    count: page.count,
    next: page.offset + page.limit < page.count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
    results: page.results,
  };
}
