import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { apiLanguage, translate, translateMessage } from "~/i18n/i18n.server";
import { message } from "~/i18n/languages";
import { z } from "zod";
import { checkToken, tokenFromHeader } from "~/auth/jwt.server";
import { isAdmin, isStaff } from "~/domain/users";
import { type SessionUser } from "~/auth/users.server";
import { env } from "~/env.server";
import { noteViewer } from "~/request-scope.server";
import { auditEvent } from "~/security/audit.server";
import { BODY_TOO_LARGE_MSG } from "~/security/body-limit.server";
import { MultipartTooLarge, readMultipartForm } from "~/uploads/multipart.server";
import { queryObject } from "~/validation/query";
import { enforceRateLimit, type RateBucket } from "~/security/rate-limit.server";
import { fieldErrors, MAX_INT } from "~/validation/rules";
import "~/validation/zod-openapi";

/**
 * The /api contract's conventions (docs/api.md), in one place. Each endpoint is declared as
 * method → { auth, query, body, handler } plus what the document says of it (summary, responses);
 * this module parses, authorizes and shapes errors the way Django REST framework does, because
 * the mobile apps were built against it. The OpenAPI document (app/api/openapi.server.ts) is made
 * from these same declarations, so an endpoint and its entry cannot disagree.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Who may call: anyone, any signed-in member, staff of either role, or programme administrators. */
export type Auth = "none" | "user" | "staff" | "admin";

/** A success answer: the JSON body's schema, null for an empty body (204), or bodies by media type. */
export type Answer = z.ZodTypeAny | null | { description: string; content: Record<string, z.ZodTypeAny> };

/** Refusals an endpoint's declaration does not already imply (see `refusalsOf` in openapi.server.ts). */
export type Refusal = 400 | 403 | 404 | 429;

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
  /** One line for the reference (what the call does); `description` for the rules behind it. */
  summary: string;
  description?: string;
  /** Path parameters that are not a record id (a record id is documented as one by default). */
  params?: Record<string, z.ZodTypeAny>;
  query?: z.ZodType<Q, z.ZodTypeDef, unknown>;
  body?: z.ZodType<B, z.ZodTypeDef, unknown>;
  /**
   * A body the handler reads itself (a multipart upload, or a schema chosen by the caller's
   * role), by media type, so the document shows the schemas the handler parses with.
   */
  reads?: { json?: z.ZodTypeAny; multipart?: z.ZodTypeAny };
  /**
   * Every success status with its body; a 400 only where the endpoint answers one in its own
   * shape (the sign-in calls' DRF errors), besides the usual VALIDATION_ERROR and PARSE_ERROR.
   */
  responses: Partial<Record<200 | 201 | 202 | 204, Answer>> & { 400?: z.ZodTypeAny };
  /** Refusals the handler makes itself (a role check, a lookup that is not found, …). */
  refuses?: Refusal[];
  /** Counted for the client's address before anything is read, so every try counts (valid or not). */
  rateLimit?: RateBucket;
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

/** The API's own messages, as keys (app/i18n/languages.ts): `inLanguage` below says them in the caller's language. */
export const API_MSG = {
  malformedForm: message("common:api.malformedForm"),
  jsonParse: message("common:api.jsonParse"),
  expectedMultipart: message("common:api.expectedMultipart"),
  expectedObject: message("common:api.expectedObject"),
  integer: message("common:api.integer"),
  boolean: message("common:api.boolean"),
  atLeast: (min: number) => message("common:api.atLeast", { min }),
  atMost: (max: number) => message("common:api.atMost", { max }),
  /** A choice among codes, which stay as they are in every language. */
  oneOf: (choices: readonly string[]) => message("common:api.oneOf", { choices: choices.join(", ") }),
  oneOfOrdering: (choices: readonly string[]) => message("common:api.oneOfOrdering", { choices: choices.join(", ") }),
};

export const apiErrors = {
  validation: (errors: Record<string, string[]>) => new ApiError(400, { error_code: "VALIDATION_ERROR", errors }),
  parse: (detail: string) => new ApiError(400, { error_code: "PARSE_ERROR", detail }),
  unauthenticated: (detail = message("common:api.unauthenticated")) => new ApiError(401, { error_code: "NOT_AUTHENTICATED", detail }),
  forbidden: () => new ApiError(403, { error_code: "PERMISSION_DENIED", detail: message("common:api.forbidden") }),
  notFound: () => new ApiError(404, { error_code: "NOT_FOUND", detail: message("common:api.notFound") }),
  tooLarge: (detail: string) => new ApiError(413, { error_code: "PAYLOAD_TOO_LARGE", detail }),
};

export type Endpoints = Partial<Record<Method, EndpointSpec<unknown, unknown, Auth>>>;

/** Where a route module's endpoints are kept on its loader, for the document to read. */
const ENDPOINTS = Symbol.for("clinic-portal.api-endpoints");

/** The endpoints a route module declares through `apiRoute`, or null when it does not use it. */
export function endpointsOf(module: { loader?: unknown }): Endpoints | null {
  const loader = module.loader as { [ENDPOINTS]?: Endpoints } | undefined;
  return loader?.[ENDPOINTS] ?? null;
}

/** `{ loader, action }` for a resource route serving the given methods. */
export function apiRoute(methods: Endpoints) {
  const serve = async ({ request, context, params }: LoaderFunctionArgs | ActionFunctionArgs) => {
    const method = request.method.toUpperCase() as Method;
    const spec = methods[method];
    let user: SessionUser | null = null;
    try {
      if (!spec) {
        throw new ApiError(405, { error_code: "METHOD_NOT_ALLOWED", detail: message("common:api.methodNotAllowed", { method }) });
      }
      if (spec.rateLimit) await enforceRateLimit(spec.rateLimit, request, context, "json");
      user = await authenticate(request, spec.auth);
      const query = spec.query ? validate(spec.query, queryObject(spec.query, new URL(request.url).searchParams)) : undefined;
      const body = spec.body ? validate(spec.body, await readBody(request)) : undefined;
      return await spec.handler({ request, context, params, query, body, user: user as SessionUser });
    } catch (e) {
      if (e instanceof ApiError) {
        if (e.status === 403 && !("audited" in e)) await auditRefusal("permission_denied", user, request);
        const language = await apiLanguage(request, user?.language ?? null);
        return Response.json(inLanguage(e.payload, language), { status: e.status, headers: noStore });
      }
      if (e instanceof Response) throw e; // a rate limit or a redirect from shared code
      console.error(`[api] ${method} ${new URL(request.url).pathname} failed:`, e instanceof Error ? e.message : e);
      const language = await apiLanguage(request, user?.language ?? null);
      return Response.json({ error_code: "SERVER_ERROR", detail: translate(language, "common:api.serverError") }, { status: 500, headers: noStore });
    }
  };
  const loader = Object.assign(serve, { [ENDPOINTS]: methods });
  return { loader, action: serve };
}

const noStore = { "Cache-Control": "no-store" };

/**
 * A refusal's `detail` and field errors in the caller's language (issue 41): messages travel as
 * keys (app/i18n/languages.ts) and are translated here, once; `error_code` never changes.
 */
function inLanguage(payload: Record<string, unknown>, language: string): Record<string, unknown> {
  const say = (value: unknown): unknown =>
    typeof value === "string"
      ? translateMessage(language, value)
      : Array.isArray(value)
        ? value.map(say)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, say(v)]))
          : value;
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, k === "error_code" ? v : say(v)]));
}

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

/** A form's fields: a repeated key gives a list. */
export type FormFields = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

/** A form's entries as fields: one value, or a list for a repeated key. */
export function fieldsOf(form: FormData): FormFields {
  const out: FormFields = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/**
 * JSON, urlencoded or multipart bodies; anything unreadable is a 400, never a 500. A multipart
 * body's files go to disk as they arrive, its text fields held to the bound of a JSON body
 * (app/uploads/multipart.server.ts).
 */
async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) {
    try {
      return fieldsOf(await readMultipartForm(request, { fileBytes: env.UPLOAD_BODY_LIMIT_BYTES, fieldBytes: env.BODY_LIMIT_BYTES, bodyBytes: Infinity }));
    } catch (e) {
      if (e instanceof MultipartTooLarge) throw apiErrors.tooLarge(BODY_TOO_LARGE_MSG);
      throw apiErrors.parse(API_MSG.malformedForm);
    }
  }
  if (type.includes("application/x-www-form-urlencoded")) {
    try {
      return fieldsOf(await request.formData());
    } catch {
      throw apiErrors.parse(API_MSG.malformedForm);
    }
  }
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw apiErrors.parse(API_MSG.jsonParse);
  }
}

/** `limit`/`offset` query parameters with a default page size and a hard cap. */
export function pageQuery(defaultLimit: number, maxLimit = 100) {
  return z.object({
    limit: z.coerce
      .number({ invalid_type_error: API_MSG.integer })
      .int(API_MSG.integer)
      .min(1, API_MSG.atLeast(1))
      .max(maxLimit, API_MSG.atMost(maxLimit))
      .default(defaultLimit)
      .openapi({ type: "integer", minimum: 1, maximum: maxLimit, default: defaultLimit, description: "Page size." }),
    offset: z.coerce
      .number({ invalid_type_error: API_MSG.integer })
      .int(API_MSG.integer)
      .min(0, API_MSG.atLeast(0))
      // The database takes a 32-bit offset at most; a larger one would reach it and fail.
      .max(MAX_INT, API_MSG.atMost(MAX_INT))
      .default(0)
      .openapi({ type: "integer", minimum: 0, maximum: MAX_INT, default: 0, description: "Results to skip." }),
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
