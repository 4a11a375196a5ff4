import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "~/config/limits";

/**
 * The environment is read and validated once, here. Everything else imports `env`.
 * Secrets (SESSION_SECRET, JWT_SECRET, CAPTCHA_HMAC_KEY) come from the environment; when one is
 * missing it is generated once at random and kept in the data folder (`secrets.json`, mode 0600),
 * so a fresh demo works without setup and no well-known default can ever sign a session or token.
 * Not with DATABASE_URL: several instances share that database and must sign alike, so a missing
 * secret stops the start (docs/decisions/0090-shared-state-for-several-instances.md).
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().positive().default(3000),
    DATA_DIR: z.string().default(path.resolve("data")),
    /** PostgreSQL instead of the SQLite file under DATA_DIR (docs/deploying.md). */
    DATABASE_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL").optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Each PostgreSQL connection keeps its statements prepared under a name (app/db/connection.ts).
     * "off" behind a pooler in transaction mode that does not keep them (docs/deploying.md).
     */
    DATABASE_PREPARED_STATEMENTS: z.enum(["on", "off"]).default("on"),
    /**
     * Where uploaded pictures live; every instance must see the same folder (a shared mount).
     * Default: DATA_DIR/uploads. Private testimonial photos: PRIVATE_UPLOADS_DIR, default
     * DATA_DIR/private/testimonial-photos (beside, never under, the public folder).
     */
    UPLOADS_DIR: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
    PRIVATE_UPLOADS_DIR: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
    SESSION_SECRET: z.string().min(16).optional(),
    JWT_SECRET: z.string().min(16).optional(),
    CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
    JWT_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
    JWT_REFRESH_DAYS: z.coerce.number().positive().default(7),
    RESET_TOKEN_MINUTES: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /**
     * Which proxies may write X-Forwarded-For (docs/deploying.md): how many hops in front of the
     * app ("1": one balancer), or their addresses ("10.0.0.5, 10.0.1.0/24", "loopback"). The
     * client is the right-most address no trusted proxy wrote. Off by default.
     */
    TRUST_PROXY: z
      .string()
      .default("0")
      .transform((v, ctx) => {
        const trust = trustProxyOf(v);
        if (trust === null) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: TRUST_PROXY_HELP });
          return z.NEVER;
        }
        return trust;
      }),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default("Clinic Portal <no-reply@portal.example.com>"),
    /** Where patients reach the portal; unset, http://localhost:PORT (said at start). */
    PUBLIC_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
    SHOP_URL: z.string().url().default("https://shop.example.com/"),
    HELP_URL: z.string().url().default("https://help.example.com/portal-tutorial"),
    /**
     * Largest request body read, in bytes: JSON and form posts (BODY_LIMIT_BYTES) and multipart
     * uploads (UPLOAD_BODY_LIMIT_BYTES, at least one largest image). Counted while the body
     * arrives; a body over it gets 413 and the rest is never read (docs/decisions/0080).
     */
    BODY_LIMIT_BYTES: z.coerce.number().int().min(16 * 1024).default(1024 * 1024),
    UPLOAD_BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(MAX_IMAGE_BYTES + 64 * 1024, `must hold one ${MAX_IMAGE_BYTES} byte image and its form fields`)
      // Twice the image limit: a file somewhat over it still reaches the form, which says the
      // spec's "Image is too large!" under the field; beyond, the server refuses it unread.
      .default(2 * MAX_IMAGE_BYTES),
    /**
     * The job worker (docs/decisions/0130-job-queue.md): "in-process" runs it inside each web
     * server (the default; any number may share a database), "off" leaves it to `npm run worker`.
     */
    JOBS_WORKER: z.enum(["in-process", "off"]).default("in-process"),
    /** How often an idle worker looks for due jobs, and how long a claimed job is its alone. */
    JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Audit rows of health-data reads are written together, at most this many milliseconds after
     * the read (0: each at once). A crash can lose that window's rows (docs/decisions/0150).
     */
    AUDIT_BATCH_MS: z.coerce.number().int().min(0).max(1000).default(5),
    /** Send the Secure cookie flag. Defaults to on in production unless PUBLIC_URL is plain http. */
    SECURE_COOKIES: z.enum(["0", "1", "true", "false"]).optional(),
  })
  .transform(({ PUBLIC_URL: givenPublicUrl, ...raw }) => {
    const isProd = raw.NODE_ENV === "production";
    const PUBLIC_URL = publicUrlOf({ PUBLIC_URL: givenPublicUrl, PORT: raw.PORT });
    const secureDefault = isProd && PUBLIC_URL.startsWith("https:");
    return {
      ...raw,
      PUBLIC_URL,
      /** The public URL's scheme, host and port: the one origin a browser's write may come from. */
      PUBLIC_ORIGIN: new URL(PUBLIC_URL).origin,
      PUBLIC_URL_DERIVED: givenPublicUrl === undefined,
      isProd,
      ...secretsFor(raw),
      ...uploadFolders(raw),
      SECURE_COOKIES:
        raw.SECURE_COOKIES === undefined
          ? secureDefault
          : raw.SECURE_COOKIES === "1" || raw.SECURE_COOKIES === "true",
      DB_FILE: path.join(raw.DATA_DIR, "portal.sqlite"),
      MAIL_DIR: path.join(raw.DATA_DIR, "mail"),
    };
  });

/** The public URL as given, or this server's own address on its port (reset links and the QR code follow PORT). */
export function publicUrlOf(raw: { PUBLIC_URL?: string; PORT: number }): string {
  return (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
}

const TRUST_PROXY_HELP =
  'must be 0 (no proxy), the number of proxies in front of the app (1 for one balancer), or their addresses and subnets separated by commas ("10.0.0.5, 10.0.1.0/24", "loopback"). "true" would trust any address a client writes.';
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY as Express's `trust proxy` takes it: false, a hop count, or a list of addresses;
 * null when it is none of these. Never "trust everyone": then the client's address would be the
 * left-most of X-Forwarded-For, which the client writes (issue 24 §8).
 */
export function trustProxyOf(value: string): false | number | string | null {
  const v = value.trim().toLowerCase();
  if (v === "" || v === "0" || v === "false") return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const items = v.split(",").map((item) => item.trim());
  const valid = items.every((item) => {
    if (PROXY_NAMES.has(item)) return true;
    const [address, bits, ...rest] = item.split("/");
    const family = isIP(address);
    if (!family || rest.length) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  return valid ? items.join(",") : null;
}

/**
 * The two upload folders. /uploads serves the public one to anyone, so the private one (patients'
 * testimonial photos) may be neither that folder nor inside it: the start stops and says so.
 */
export function uploadFolders(raw: { DATA_DIR: string; UPLOADS_DIR?: string; PRIVATE_UPLOADS_DIR?: string }) {
  const UPLOADS_DIR = path.resolve(raw.UPLOADS_DIR ?? path.join(raw.DATA_DIR, "uploads"));
  const PRIVATE_UPLOADS_DIR = path.resolve(raw.PRIVATE_UPLOADS_DIR ?? path.join(raw.DATA_DIR, "private", "testimonial-photos"));
  const inside = path.relative(UPLOADS_DIR, PRIVATE_UPLOADS_DIR);
  if (inside === "" || (!inside.startsWith(`..${path.sep}`) && inside !== ".." && !path.isAbsolute(inside))) {
    throw new Error(
      `PRIVATE_UPLOADS_DIR (${PRIVATE_UPLOADS_DIR}) is UPLOADS_DIR (${UPLOADS_DIR}) or inside it, and /uploads serves that folder to anyone: patients' photos would be public. Give the private folder a place of its own.`,
    );
  }
  return { UPLOADS_DIR, PRIVATE_UPLOADS_DIR };
}

const SECRET_NAMES = ["SESSION_SECRET", "JWT_SECRET", "CAPTCHA_HMAC_KEY"] as const;
type SecretName = (typeof SECRET_NAMES)[number];
type Secrets = Record<SecretName, string>;

/**
 * The three secrets: as given; a missing one generated into the data folder on the single-machine
 * SQLite setup; with DATABASE_URL (several instances) a missing one is an error naming each.
 */
export function secretsFor(
  raw: Partial<Record<SecretName, string>> & { DATABASE_URL?: string; DATA_DIR: string },
  generate: (dataDir: string) => Secrets = generatedSecrets,
): Secrets {
  const missing = SECRET_NAMES.filter((name) => !raw[name]);
  if (missing.length && raw.DATABASE_URL) {
    throw new Error(
      `Missing ${missing.join(", ")}. With DATABASE_URL set, every app instance must share the same secrets, so they are not generated on this machine. ` +
        `Set ${missing.length > 1 ? "each" : "it"} in every instance's environment, for example to the output of \`openssl rand -hex 32\`.`,
    );
  }
  const generated = missing.length ? generate(raw.DATA_DIR) : undefined;
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, raw[name] || generated![name]])) as Secrets;
}

/** Reads the data folder's generated secrets, creating any that are missing. */
function generatedSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Secrets>;
  const secrets = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, stored[name] ?? randomBytes(32).toString("hex")]),
  ) as Secrets;
  if (SECRET_NAMES.some((name) => stored[name] === undefined)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

function load() {
  let parsed;
  try {
    parsed = schema.safeParse(process.env);
  } catch (e) {
    throw new Error(`Invalid environment: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${issues}`);
  }
  return parsed.data;
}

/**
 * What an operator must hear at start: in production over plain http the session cookie cannot be
 * Secure and no HSTS is sent, so sessions travel in clear text.
 */
export function startupWarnings(e: Pick<Env, "isProd" | "PUBLIC_URL" | "SECURE_COOKIES">): string[] {
  const warnings: string[] = [];
  if (e.isProd && !e.PUBLIC_URL.startsWith("https:")) {
    warnings.push(
      `PUBLIC_URL is ${e.PUBLIC_URL}: in production it must be https. Without it the session cookie is not Secure and no HSTS header is sent, so sign-ins and health data can be read on the network.`,
    );
  }
  if (e.isProd && !e.SECURE_COOKIES) warnings.push("SECURE_COOKIES is off in production: session cookies will be sent over plain http.");
  return warnings;
}

/** What the start says about settings it chose itself. */
export function startupNotices(e: Pick<Env, "PUBLIC_URL" | "PUBLIC_URL_DERIVED">): string[] {
  if (!e.PUBLIC_URL_DERIVED) return [];
  return [`PUBLIC_URL is not set: links in mail, the referral QR code and the cross-site check use ${e.PUBLIC_URL}. Set it to the address patients use.`];
}

export type Env = ReturnType<typeof load>;

let loaded: Env | undefined;

/** The environment, read, validated and (secrets) completed on first use, with its warnings said once. */
function current(): Env {
  if (!loaded) {
    loaded = load();
    for (const warning of startupWarnings(loaded)) console.warn(`\n*** SECURITY WARNING *** ${warning}\n`);
  }
  return loaded;
}

/**
 * The settings, read on first use rather than on import: importing a module (a test, the seed, a
 * script) must not create the data folder or its secrets before the caller has pointed DATA_DIR
 * where it wants them. The server reads a setting at start, so a bad environment still stops it
 * there.
 */
export const env: Env = new Proxy({} as Env, {
  get: (_, key) => current()[key as keyof Env],
  has: (_, key) => key in current(),
  ownKeys: () => Reflect.ownKeys(current()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
});
