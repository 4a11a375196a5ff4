import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { MAX_INT } from "~/validation/rules";
import { endpointsOf, type Answer, type Auth, type EndpointSpec, type Method } from "./api.server";
import { errors } from "./shapes";

/**
 * The OpenAPI 3.1 document of /api, made from the endpoints themselves: Remix's route table gives
 * each path (the file name is the URL), `apiRoute` keeps each method's declaration (auth, query,
 * body, summary, responses), and the zod schemas the handlers validate with become the
 * parameters and bodies. Nothing is written twice, so an endpoint and its entry cannot disagree
 * (docs/decisions/0140-openapi-from-the-endpoints.md).
 */

/** One route of Remix's route table (the server build's `routes`, or the app's route config). */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { loader?: unknown };
}

export interface Operation {
  method: Method;
  /** The OpenAPI path, `/api/food/{id}`. */
  path: string;
  routeId: string;
  spec: EndpointSpec;
}

/** The catch-all (api.$.tsx) answers JSON 404 to unknown paths; it is the absence of an endpoint, not one. */
const isCatchAll = (path: string) => path.includes("*");

/** The full URL path of a route: its own path under its parents' (an API route's parent is the root). */
function fullPath(route: RouteEntry, byId: Map<string, RouteEntry>): string {
  const parts: string[] = [];
  for (let r: RouteEntry | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** Remix's `:id` is OpenAPI's `{id}`. */
const openApiPath = (remixPath: string) => remixPath.replace(/:(\w+)/g, "{$1}");

/** Every operation the API routes declare, in path order. */
export function apiOperations(routes: RouteEntry[]): Operation[] {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const operations: Operation[] = [];
  for (const route of routes) {
    const path = fullPath(route, byId);
    if (!path.startsWith("/api/") || isCatchAll(path)) continue;
    const endpoints = endpointsOf(route.module) ?? {};
    for (const [method, spec] of Object.entries(endpoints) as [Method, EndpointSpec][]) {
      operations.push({ method, path: openApiPath(path), routeId: route.id, spec });
    }
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method));
}

/** API routes that declare no endpoint through `apiRoute` (the drift test lists them). */
export function undeclaredApiRoutes(routes: RouteEntry[]): string[] {
  const byId = new Map(routes.map((r) => [r.id, r]));
  return routes.filter((r) => fullPath(r, byId).startsWith("/api/") && !endpointsOf(r.module)).map((r) => r.id);
}

const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The tag (reference section) of a path, by its first segment after /api; the narrative is docs/api.md's section. */
const TAGS: { name: string; segments: RegExp; description: string }[] = [
  {
    name: "Accounts",
    segments: /^(token-auth|token-verify|token-refresh|logout|password_reset|change-password|members|newsletter|leads|me|referral|openapi\.json|docs)$/,
    description: "Signing in, tokens, registration, password reset, the newsletter and information requests; the member and their data.",
  },
  { name: "Foods", segments: /^(food|hier1|hier2|hier3|ingredient_weights|ingredients_weights|nut)$/, description: "The nutrition database, personal foods (My Food) and their approval." },
  { name: "Resources", segments: /^resources$/, description: "Articles." },
  {
    name: "Recipes",
    segments: /^(recipes|recipe_\w+|recipenut_list|categories|category_groups|sources|images|comments)$/,
    description: "Recipes and their parts, the catalogue staff keep, submissions, comments and favourites.",
  },
  { name: "Journal", segments: /^(journals|journal_update|goals)$/, description: "The food journal and the nutrition goals: the caller's own." },
  {
    name: "Fitness",
    segments: /^(exercises|exercise_filters|workout_plans|member_exercise_plans|manage_my_workout|history_summary|log_exercises|fitness_journals|fitness_goals)$/,
    description: "The exercise library, workout plans, My Workout, logs, the fitness journal and goals.",
  },
  { name: "Progress", segments: /^(progress|statistics|badges|member_badge)$/, description: "Weigh-ins, the body profile, the charts and badges." },
  { name: "Testimonials", segments: /^(plug_submit|plugs|plugs_image)$/, description: "Members' testimonials, their pictures and the staff's final versions." },
  { name: "Notifications", segments: /^notifications$/, description: "What the portal tells a member, and reading it." },
  { name: "Messages", segments: /^messages$/, description: "A patient's conversations with their clinic's care team (the care team's side is under Care team)." },
  {
    name: "Care team",
    segments: /^care$/,
    description: "The care team's panel and a patient's summary, clinic weigh-ins, goals, notes and flag reviews, and the inbox of messages with patients (staff; another clinic's patient is not found).",
  },
  { name: "Ads and motivational content", segments: /^(ads|motivational)$/, description: "The same calls for /api/ads and /api/motivational." },
];

function tagOf(path: string): string {
  const segment = path.split("/")[2] ?? "";
  return TAGS.find((t) => t.segments.test(segment))?.name ?? segment;
}

const pathId = z.number().int().min(1).max(MAX_INT).describe("A record id; anything but a positive integer is not found.");

/** The refusals a declaration implies, plus those its handler declares. */
export function refusalsOf(spec: EndpointSpec, path: string): number[] {
  const reads = Boolean(spec.body || spec.reads);
  const out = new Set<number>(spec.refuses ?? []);
  if (spec.query || reads || spec.responses[400]) out.add(400);
  if (spec.auth !== "none") out.add(401);
  if (spec.auth === "admin" || spec.auth === "staff") out.add(403);
  if (path.includes("{")) out.add(404);
  if (reads) out.add(413);
  if (spec.rateLimit) out.add(429);
  out.add(500);
  return [...out].sort();
}

const refusalResponse: Record<number, { ref: string; description: string }> = {
  400: { ref: "BadRequest", description: "Invalid input: the messages by field." },
  401: { ref: "NotAuthenticated", description: "No token, or one that is invalid, expired or withdrawn." },
  403: { ref: "PermissionDenied", description: "The caller's role may not do this." },
  404: { ref: "NotFound", description: "No such object, or another member's." },
  413: { ref: "PayloadTooLarge", description: "The body is over its size bound." },
  429: { ref: "RateLimited", description: "Too many tries from this address." },
  500: { ref: "ServerError", description: "An unexpected failure." },
};

const json = (schema: z.ZodTypeAny) => ({ "application/json": { schema } });

function successResponse(status: number, answer: Answer): ResponseConfig {
  if (answer === null) return { description: status === 204 ? "Done; no body." : "No body." };
  if (answer instanceof z.ZodType) return { description: answer.description ?? defaultDescription(status), content: json(answer) };
  return { description: answer.description, content: Object.fromEntries(Object.entries(answer.content).map(([type, schema]) => [type, { schema }])) };
}

const defaultDescription = (status: number) => (status === 201 ? "Created." : status === 202 ? "Accepted." : "OK.");

function security(auth: Auth) {
  return auth === "none" ? [] : [{ jwt: [] }];
}

/** `get_food_id`, `post_recipe_ingredients_bulk_create`: unique, since a path has one entry per method. */
const operationId = (method: Method, path: string) =>
  [method.toLowerCase(), ...path.split("/").slice(2)]
    .join("_")
    .replace(/[{}]/g, "")
    .replace(/[^A-Za-z0-9_]+/g, "_");

function routeConfig(op: Operation): RouteConfig {
  const { spec, method, path } = op;
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const bodies = spec.reads ?? (spec.body ? { json: spec.body } : {});
  const request: RouteConfig["request"] = {};
  if (params.length) request.params = z.object(Object.fromEntries(params.map((p) => [p, spec.params?.[p] ?? pathId])));
  if (spec.query) request.query = spec.query as z.AnyZodObject;
  if (bodies.json || bodies.multipart) {
    const schema = (bodies.json ?? bodies.multipart)!;
    request.body = {
      // An empty body is read as {}: a body whose every field is optional may be left out.
      required: !schema.isOptional() && !(bodies.json && !bodies.multipart && schema.safeParse({}).success),
      content: {
        ...(bodies.json ? json(bodies.json) : {}),
        ...(bodies.multipart ? { "multipart/form-data": { schema: bodies.multipart } } : {}),
      },
    };
  }
  const { 400: ownBadRequest, ...successes } = spec.responses;
  const responses: RouteConfig["responses"] = {};
  for (const [status, answer] of Object.entries(successes)) responses[status] = successResponse(Number(status), answer as Answer);
  for (const status of refusalsOf(spec, path)) responses[String(status)] = { $ref: `#/components/responses/${refusalResponse[status].ref}` };
  if (ownBadRequest) {
    responses["400"] = {
      description: ownBadRequest.description ?? refusalResponse[400].description,
      content: json(z.union([ownBadRequest, errors.validation, errors.parse])),
    };
  }
  return {
    method: method.toLowerCase() as RouteConfig["method"],
    path,
    operationId: operationId(method, path),
    summary: spec.summary,
    description: spec.description,
    tags: [tagOf(path)],
    security: security(spec.auth),
    // Who may call it, as the handler's declaration says: anyone, any signed-in member, staff of either role, or administrators.
    "x-auth": spec.auth,
    request,
    responses,
  };
}

const INTRO = `The JSON API the clinic's mobile apps use, with the web portal's rules (its conventions are
Django REST framework's). The narrative — authentication, errors, lists and paging, and why the
calls differ from the specification where they do — is docs/api.md in the portal's repository.

- **Authentication**: \`Authorization: JWT <token>\` (\`Bearer <token>\` works too), the token from
  \`POST /api/token-auth\`. The web portal's session cookie is not accepted here.
- **Paths** are listed without a trailing slash; the same path with one is the same call.
- **Lists** are pages: \`{count, next, previous, results}\` with \`limit\` and \`offset\`.
- **Errors** carry an \`error_code\`; a validation error lists messages by field.`;

/** The document for the given route table. */
export function openApiDocument(routes: RouteEntry[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "jwt", {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description: "`JWT <token>` (or `Bearer <token>`), the token from POST /api/token-auth; it lives JWT_TTL_SECONDS and is renewed with POST /api/token-refresh.",
  });
  // The refusal answers are shared components: their bodies are the named error schemas.
  const bodies: Record<string, z.ZodTypeAny[]> = {
    BadRequest: [errors.validation, errors.parse],
    NotAuthenticated: [errors.unauthenticated],
    PermissionDenied: [errors.forbidden],
    NotFound: [errors.notFound],
    PayloadTooLarge: [errors.tooLarge],
    RateLimited: [errors.rateLimited],
    ServerError: [errors.server],
  };
  for (const schema of Object.values(bodies).flat()) registry.register(refIdOf(schema), schema);
  for (const { ref, description } of Object.values(refusalResponse)) {
    const refs = bodies[ref].map((schema) => ({ $ref: `#/components/schemas/${refIdOf(schema)}` }));
    registry.registerComponent("responses", ref, {
      description,
      ...(ref === "RateLimited" ? { headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } } } : {}),
      content: { "application/json": { schema: refs.length === 1 ? refs[0] : { anyOf: refs } } },
    });
  }
  for (const op of apiOperations(routes)) registry.registerPath(routeConfig(op));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: { title: "Clinic portal API", version: "1.0.0", description: INTRO },
    servers: [{ url: "/", description: "This portal" }],
    tags: TAGS.map(({ name, description }) => ({ name, description })),
  });
  // The generated document shares arrays with the zod schemas (an enum's values): a copy is
  // changed, never the schemas the forms validate with.
  return nullableEnums(structuredClone(document));
}

/**
 * A nullable enum comes out as `type: [..., "null"]` with an `enum` that lacks null, which no
 * value null can pass; the generator's gap, closed here by listing null among the values.
 */
function nullableEnums<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(nullableEnums);
  else if (node && typeof node === "object") {
    const schema = node as { type?: unknown; enum?: unknown[] };
    if (Array.isArray(schema.type) && schema.type.includes("null") && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
    Object.values(node).forEach(nullableEnums);
  }
  return node;
}

function refIdOf(schema: z.ZodTypeAny): string {
  const name = (schema._def as { openapi?: { _internal?: { refId?: string } } }).openapi?._internal?.refId;
  if (!name) throw new Error("a shared error body must be a named schema");
  return name;
}

let served: { routes: object; json: string } | undefined;

/** The running portal's document, as JSON text: made once from the build's route table. */
export function servedDocument(routes: Record<string, RouteEntry>): string {
  if (served?.routes !== routes) served = { routes, json: JSON.stringify(openApiDocument(Object.values(routes))) };
  return served.json;
}
