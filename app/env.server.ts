import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "~/recipes/image-type";

/**
 * The environment is read and validated once, here. Everything else imports `env`.
 * Secrets (SESSION_SECRET, JWT_SECRET, CAPTCHA_HMAC_KEY) come from the environment; when one is
 * missing it is generated once at random and kept in the data folder (`secrets.json`, mode 0600),
 * so a fresh demo works without setup and no well-known default can ever sign a session or token.
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
    SESSION_SECRET: z.string().min(16).optional(),
    JWT_SECRET: z.string().min(16).optional(),
    CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
    JWT_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
    JWT_REFRESH_DAYS: z.coerce.number().positive().default(7),
    RESET_TOKEN_MINUTES: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** Honour X-Forwarded-For (only behind a trusted proxy, or in the test harness). */
    TRUST_PROXY: z
      .enum(["0", "1", "true", "false"])
      .default("0")
      .transform((v) => v === "1" || v === "true"),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default("Clinic Portal <no-reply@portal.example.com>"),
    PUBLIC_URL: z.string().url().default("http://localhost:3000"),
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
    /** Send the Secure cookie flag. Defaults to on in production unless PUBLIC_URL is plain http. */
    SECURE_COOKIES: z.enum(["0", "1", "true", "false"]).optional(),
  })
  .transform((raw) => {
    const isProd = raw.NODE_ENV === "production";
    const generated = () => generatedSecrets(raw.DATA_DIR);
    const secureDefault = isProd && raw.PUBLIC_URL.startsWith("https:");
    return {
      ...raw,
      isProd,
      SESSION_SECRET: raw.SESSION_SECRET ?? generated().SESSION_SECRET,
      JWT_SECRET: raw.JWT_SECRET ?? generated().JWT_SECRET,
      CAPTCHA_HMAC_KEY: raw.CAPTCHA_HMAC_KEY ?? generated().CAPTCHA_HMAC_KEY,
      SECURE_COOKIES:
        raw.SECURE_COOKIES === undefined
          ? secureDefault
          : raw.SECURE_COOKIES === "1" || raw.SECURE_COOKIES === "true",
      DB_FILE: path.join(raw.DATA_DIR, "portal.sqlite"),
      MAIL_DIR: path.join(raw.DATA_DIR, "mail"),
    };
  });

const SECRET_NAMES = ["SESSION_SECRET", "JWT_SECRET", "CAPTCHA_HMAC_KEY"] as const;
type Secrets = Record<(typeof SECRET_NAMES)[number], string>;

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
  const parsed = schema.safeParse(process.env);
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

export const env = load();
export type Env = ReturnType<typeof load>;

for (const warning of startupWarnings(env)) console.warn(`\n*** SECURITY WARNING *** ${warning}\n`);
