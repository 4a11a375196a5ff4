import { z } from "zod";

/**
 * The shared validation rules of spec part 1 §5, as zod building blocks. Forms (through conform)
 * and the /api handlers use these same pieces, so a message is written exactly once.
 * Texts are kept exactly as the spec writes them.
 */
export const MSG = {
  required: "Required",
  maxLength: (n: number) => `Must be ${n} characters or less`,
  email: "Invalid email address",
  passwordMismatch: "Password does not match",
  max: (n: number) => `Must be ${n} or less`,
  min: (n: number) => `Must be ${n} or more`,
  integer: "Please provide a valid integer",
  decimal: (places: 1 | 2 | 3) => `Please provide a valid number, up to ${places} decimal place${places === 1 ? "" : "s"}`,
  url: "Invalid url",
  youtube: "Not a YouTube Video Url",
  /** A bulk call's list: one request may not ask for unbounded work. */
  tooMany: (n: number) => `At most ${n} at a time`,
} as const;

export const MAX_INT = 2147483647;

/** A record id as a path, query or form gives it: digits only, 1 to MAX_INT; anything else null. */
export function recordId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_INT ? id : null;
}

/** {something}@{domain}.{2 to 4 letters}: the spec's email shape. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
const YOUTUBE_RE =
  /^(https?:\/\/)?(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/|v\/)|youtu\.be\/)[\w-]{11}([?&#].*)?$/;

type StringOpts = { max?: number };

/**
 * A required text field. Accepts `undefined` (conform turns an empty input into undefined)
 * and reports "Required" for it as well as for whitespace-only text.
 */
export function requiredText(opts: StringOpts = {}) {
  let s = z.string({ required_error: MSG.required, invalid_type_error: MSG.required }).trim().min(1, MSG.required);
  if (opts.max) s = s.max(opts.max, MSG.maxLength(opts.max));
  return s;
}

/** Optional text: empty becomes undefined. */
export function optionalText(opts: StringOpts = {}) {
  let s = z.string({ invalid_type_error: MSG.required }).trim();
  if (opts.max) s = s.max(opts.max, MSG.maxLength(opts.max));
  return s.optional();
}

export function email() {
  return requiredText({ max: 250 }).regex(EMAIL_RE, MSG.email).transform((v) => v.toLowerCase());
}

export function url() {
  return requiredText({ max: 250 }).refine(isHttpUrl, MSG.url);
}

export function youtubeUrl() {
  return url().refine((v) => YOUTUBE_RE.test(v), MSG.youtube);
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_URL = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([\w-]{11})(?:[?&#].*)?$/;

/** A YouTube link (watch, youtu.be, embed, shorts) or a bare id, as the 11-character id; null otherwise. */
export function youtubeIdOf(value: string): string | null {
  const v = value.trim();
  if (YOUTUBE_ID.test(v)) return v;
  return YOUTUBE_URL.exec(v)?.[1] ?? null;
}

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

type NumberOpts = { min?: number; max?: number };

function numberInput() {
  // Forms send strings, JSON sends numbers: accept both, never coerce "" to 0.
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z.number({ required_error: MSG.required, invalid_type_error: MSG.integer }),
  );
}

/** A required integer in [min, max] (max defaults to the spec's maximum integer). */
export function integer(opts: NumberOpts = {}) {
  const max = opts.max ?? MAX_INT;
  return numberInput().pipe(
    z
      .number({ required_error: MSG.required })
      .refine((n) => Number.isFinite(n) && Number.isInteger(n), MSG.integer)
      .refine((n) => opts.min === undefined || n >= opts.min, MSG.min(opts.min ?? 0))
      .refine((n) => n <= max, MSG.max(max)),
  );
}

/** A required decimal with at most `places` decimals in [min, max]. */
export function decimal(places: 1 | 2 | 3, opts: NumberOpts = {}) {
  const max = opts.max ?? MAX_INT;
  const factor = 10 ** places;
  return z
    .preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
      z.number({ required_error: MSG.required, invalid_type_error: MSG.decimal(places) }),
    )
    .pipe(
      z
        .number()
        .refine((n) => Number.isFinite(n), MSG.decimal(places))
        .refine((n) => Math.abs(Math.round(n * factor) - n * factor) < 1e-6, MSG.decimal(places))
        .refine((n) => opts.min === undefined || n >= opts.min, MSG.min(opts.min ?? 0))
        .refine((n) => n <= max, MSG.max(max)),
    );
}

/** A new password's minimum length: not in the spec, but no real product accepts "a". */
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = `Must be ${PASSWORD_MIN} characters or more`;

/** Adds "Password does not match" on confirmPassword when the two differ. */
export function withPasswordConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .extend({
      password: requiredText({ max: 100 }).pipe(z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT)),
      confirmPassword: requiredText({ max: 100 }),
    })
    .superRefine((v, ctx) => {
      if (v.password !== v.confirmPassword) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: MSG.passwordMismatch });
      }
    });
}

/** zod issues → DRF-style `{field: [messages]}` (top-level issues go under non_field_errors). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Checkbox "on", JSON true/false, "true"/"True", 1/"1". */
export const flag = () =>
  z.preprocess((v) => v === true || v === "on" || v === "true" || v === "True" || v === "1" || v === 1, z.boolean());

/** A query flag: absent or "" is "not filtered". */
export const queryFlag = () =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v === true || v === "true" || v === "True" || v === "1" || v === 1),
    z.boolean().optional(),
  );
