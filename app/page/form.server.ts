import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { env } from "~/env.server";
import { BAD_REQUEST } from "~/ui/error-page";
import type { FormReply } from "~/ui/forms";
import { MultipartTooLarge, readMultipartForm, type MultipartBounds } from "~/uploads/multipart.server";
import { IMAGE_MSG } from "~/validation/images";
import { recordId } from "~/validation/rules";
import { firstError, type FieldErrors } from "~/domain/outcome";
import { conformErrors } from "./outcome.server";

/**
 * The action side of the form kit (app/ui/forms.tsx): every failed form is answered with one
 * shape, FormReply, and status 400; success is a redirect with a toast (redirectWithToast).
 */

export const FORM_UNREADABLE = BAD_REQUEST.form;

const isMultipart = (request: Request) => (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * A multipart form's bounds: files streamed to disk (app/uploads/multipart.server.ts), the text
 * fields held to the bound of a urlencoded form, the whole to the server's upload bound.
 */
const multipartBounds = (fileBytes: number): MultipartBounds => ({ fileBytes, fieldBytes: env.BODY_LIMIT_BYTES, bodyBytes: Infinity });

/**
 * Every web action reads its form here (docs/decisions/0083-unreadable-forms.md; a lint rule
 * forbids `request.formData()` elsewhere): a body that is not form data — text, JSON, broken
 * multipart — is answered 400 with a clear message, never a 500. A body-less post is an empty form.
 * A multipart body's files go to disk as they arrive, never into memory (decision 0190).
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isForm = type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
  if (!isForm) {
    const body = request.body ? await request.arrayBuffer() : new ArrayBuffer(0);
    if (body.byteLength === 0) return new FormData();
    throw unreadableForm();
  }
  let form: FormData;
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one place a urlencoded form is read
    form = isMultipart(request) ? await readMultipartForm(request, multipartBounds(env.UPLOAD_BODY_LIMIT_BYTES)) : await request.formData();
  } catch {
    throw unreadableForm();
  }
  if (namesHugeIndex(form)) throw unreadableForm();
  return form;
}

/**
 * A page form's body: urlencoded, or multipart with each file held to the image limit. An
 * oversized file stops the read at the limit (the rest is never read) and comes back as the
 * clear 'too large' message under the form field that carried it.
 */
export async function readPageForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; field: string; message: string }> {
  if (!isMultipart(request)) return { ok: true, form: await readForm(request) };
  let form: FormData;
  try {
    form = await readMultipartForm(request, multipartBounds(MAX_IMAGE_BYTES));
  } catch (e) {
    if (e instanceof MultipartTooLarge && e.bound === "file") return { ok: false, field: e.field, message: IMAGE_MSG.tooLarge };
    if (e instanceof MultipartTooLarge) throw unreadableForm();
    return { ok: false, field: "", message: IMAGE_MSG.unreadable };
  }
  if (namesHugeIndex(form)) throw unreadableForm();
  return { ok: true, form };
}

/**
 * Whether a field name asks for a list index past 999 ("rows[1000].qty"). conform builds a list as
 * long as the largest index it sees, so one anonymous `x[100000000]=1` would cost seconds and
 * gigabytes; no form of ours has a thousand rows. Such a form is unreadable (400).
 */
export function namesHugeIndex(form: FormData): boolean {
  for (const key of form.keys()) {
    for (const m of key.matchAll(/\[(\d+)\]/g)) if (m[1].length > 3) return true;
  }
  return false;
}

export const unreadableForm = () =>
  new Response(FORM_UNREADABLE, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * A form's record id (a hidden `id`): a whole number from 1 to 2147483647, or 0, which names no
 * record, so the domain answers "not found" as for anyone else's id. Never NaN or a number the
 * database cannot take ("abc", "1e20", "-1").
 */
export function formId(form: FormData, field = "id"): number {
  return recordId(form.get(field)) ?? 0;
}

/** A failed form: its conform result (field errors under the fields) and/or a notice. */
export function formFailure(formKey: string, reply: { result?: SubmissionResult<string[]>; notice?: string }, status = 400) {
  return data<FormReply>({ formKey, ...reply }, { status });
}

/** A form answered in place, for a fetcher form that stays on the page (the page revalidates). */
export const formDone = (formKey: string) => data<FormReply>({ formKey, done: true });

/** Parses a form with its schema: the value, or the failure to return as it is. */
export function parseForm<S extends z.ZodTypeAny>(formKey: string, form: FormData, schema: S) {
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return { ok: false as const, response: formFailure(formKey, { result: submission.reply() }), submission };
  return { ok: true as const, value: submission.value as z.output<S>, submission };
}

/** Domain field errors on a form that parsed: under its fields, and the first as the notice when none is a field's. */
export function domainFailure(
  formKey: string,
  submission: { reply: (opts?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> },
  errors: FieldErrors,
) {
  return formFailure(formKey, { result: submission.reply(conformErrors(errors)) });
}

/** A notice-only failure from domain errors (bulk rows, management forms). */
export function noticeFailure(formKey: string, errors: FieldErrors | undefined, fallback: string) {
  return formFailure(formKey, { notice: firstError(errors, fallback) });
}
