import { z } from "zod";
import { message } from "~/i18n/languages";
import "./zod-openapi";

/**
 * The shared validation rules of spec part 1 §5, as zod building blocks. Forms (through conform)
 * and the /api handlers use these same pieces, so a message is written exactly once.
 * The messages travel as keys of common.json's `validation` group (issue 41): the form kit and the
 * API write them in the reader's language where they are shown; the English is kept exactly as
 * the spec writes it.
 */
export const MSG = {
  required: message("common:validation.required"),
  maxLength: (max: number) => message("common:validation.maxLength", { max }),
  email: message("common:validation.email"),
  passwordMismatch: message("common:validation.passwordMismatch"),
  max: (max: number) => message("common:validation.max", { max }),
  min: (min: number) => message("common:validation.min", { min }),
  integer: message("common:validation.integer"),
  decimal: (places: 1 | 2 | 3) => message("common:validation.decimal", { count: places }),
  url: message("common:validation.url"),
  youtube: message("common:validation.youtube"),
  /** A value outside a fixed list (Django's wording). */
  invalidChoice: message("common:validation.invalidChoice"),
  /** A bulk call's list: one request may not ask for unbounded work. */
  tooMany: (max: number) => message("common:validation.tooMany", { max }),
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

/**
 * An empty value, however a client sends it: left out, "" or spaces (a form), or null (JSON).
 * Each is "Required" where a value is required (spec part 1 §5), never a type message: a null
 * `preptime` got "Please provide a valid integer" where "" got "Required".
 */
export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** An empty value as zod's "missing" (so `required_error` answers it); anything else as it came. */
export const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

type NumberOpts = { min?: number; max?: number };

/** A number as a form (text) or JSON (a number) gives it: empty is missing, never 0; text is read as typed. */
function numberInput(invalid: string) {
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === "string" ? Number(v.trim()) : v),
    z.number({ required_error: MSG.required, invalid_type_error: invalid }),
  );
}

/** A required integer in [min, max] (max defaults to the spec's maximum integer). */
export function integer(opts: NumberOpts = {}) {
  const max = opts.max ?? MAX_INT;
  return numberInput(MSG.integer)
    .pipe(
      z
        .number({ required_error: MSG.required })
        .refine((n) => Number.isFinite(n) && Number.isInteger(n), MSG.integer)
        .refine((n) => opts.min === undefined || n >= opts.min, MSG.min(opts.min ?? 0))
        .refine((n) => n <= max, MSG.max(max)),
    )
    .openapi({ type: "integer", minimum: opts.min, maximum: max });
}

/** An optional whole number in a query or form: empty or left out is undefined. */
export function optionalInteger(opts: NumberOpts = {}) {
  return z
    .preprocess((v) => (v === "" || v === null ? undefined : v), integer(opts).optional())
    .openapi({ type: "integer", minimum: opts.min, maximum: opts.max ?? MAX_INT });
}

/** A required decimal with at most `places` decimals in [min, max]. */
export function decimal(places: 1 | 2 | 3, opts: NumberOpts = {}) {
  const max = opts.max ?? MAX_INT;
  const factor = 10 ** places;
  return numberInput(MSG.decimal(places))
    .pipe(
      z
        .number()
        .refine((n) => Number.isFinite(n), MSG.decimal(places))
        .refine((n) => Math.abs(Math.round(n * factor) - n * factor) < 1e-6, MSG.decimal(places))
        .refine((n) => opts.min === undefined || n >= opts.min, MSG.min(opts.min ?? 0))
        .refine((n) => n <= max, MSG.max(max)),
    )
    .openapi({ type: "number", minimum: opts.min, maximum: max, description: `Up to ${places} decimal place${places === 1 ? "" : "s"}.` });
}

/** A new password's minimum length: not in the spec, but no real product accepts "a". */
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = message("common:validation.passwordTooShort", { min: PASSWORD_MIN });

/**
 * Adds "Password does not match" on confirmPassword when the two differ, whatever else is wrong.
 * An object's refinement runs only once every field has a value, so a form with an empty email
 * (sent as missing) showed the length rule and hid the mismatch, where JSON with "" reported both:
 * the two are compared first, as sent, and the fields are checked after. An empty confirmation is
 * "Required" only.
 */
export function withPasswordConfirmation<T extends z.ZodRawShape>(shape: T) {
  const fields = z.object(shape).extend({
    password: requiredText({ max: 100 }).pipe(z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT)),
    confirmPassword: requiredText({ max: 100 }),
  });
  const typed = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const compared = z.preprocess((sent, ctx) => {
    const v = (sent ?? {}) as Record<string, unknown>;
    const confirmation = typed(v.confirmPassword);
    if (confirmation !== "" && typed(v.password) !== confirmation) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: MSG.passwordMismatch });
    }
    return sent;
  }, fields);
  // The value passes through unchanged: what is sent is what the fields take.
  return compared as unknown as z.ZodEffects<typeof fields, z.output<typeof fields>, z.input<typeof fields>>;
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

/** How a yes/no query parameter is spelled (the apps send Django's True/False). */
export const QUERY_FLAG_WORDS = ["True", "False", "true", "false", "1", "0"];

/** A query flag: absent or "" is "not filtered". */
export const queryFlag = () =>
  z
    .preprocess(
      (v) => (v === undefined || v === "" ? undefined : v === true || v === "true" || v === "True" || v === "1" || v === 1),
      z.boolean().optional(),
    )
    .openapi({ type: "string", enum: QUERY_FLAG_WORDS, description: "True or False (Django's spelling; true/false and 1/0 too)." });
