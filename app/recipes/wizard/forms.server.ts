import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import type { SessionUser } from "~/auth/users.server";
import { firstError, type FieldErrors } from "~/domain/outcome";
import { formFailure } from "~/page/form.server";
import { conformErrors } from "~/page/outcome.server";
import { readRows } from "~/page/wizard.server";
import { redirectWithToast } from "~/toast/toast.server";
import type { FormReply } from "~/ui/forms";
import { RECIPE_MSG, RECIPE_TOAST } from "../schemas";
import { stepHref } from "./schemas";

/**
 * The recipe wizard's three kinds of form (docs/decisions/0034-wizard-kit.md): a step's Save &
 * Next with the rows kept in the browser (`saveRows`), one row added without JavaScript
 * (`addOne`), and a management form for groups, categories and sources (`manage`).
 */

export const fail = (reply: FormReply) => formFailure(reply.formKey, reply);

/** `back`: the page the form was sent from (an open panel stays open), without the delete question. */
export type Ctx = { user: SessionUser; recipe: { id: number } | null; pathname: string; back: string; step: number; form: FormData; intent: string };

export const firstMessage = (errors: FieldErrors | undefined) => firstError(errors, RECIPE_MSG.tryAgain);

export const toast = (message: string, type: "success" | "error" = "success") => ({ type, message });

export async function saveRows<S extends z.ZodTypeAny>(
  ctx: Ctx,
  schema: S,
  create: (user: SessionUser, rows: z.infer<S>) => Promise<{ ok: true } | { ok: false; errors?: Record<string, string[]> }>,
  next: string,
  nextToast: ReturnType<typeof toast> | null,
) {
  const rows = readRows(ctx.form);
  if (rows === null) return fail({ formKey: ctx.intent, notice: RECIPE_MSG.tryAgain });
  if (rows.length === 0) return nextToast ? redirectWithToast(next, nextToast) : redirectTo(next);
  const parsed = schema.safeParse(rows);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
    return fail({ formKey: ctx.intent, notice: firstMessage(errors) });
  }
  const result = await create(ctx.user, parsed.data);
  if (!result.ok) return fail({ formKey: ctx.intent, notice: firstMessage(result.errors) });
  return redirectWithToast(next, nextToast ?? toast(RECIPE_TOAST.added));
}

const redirectTo = (url: string) => new Response(null, { status: 302, headers: { Location: url } });

/** One row added without JavaScript: saved at once through the same bulk call. */
export async function addOne<S extends z.ZodTypeAny>(
  ctx: Ctx,
  schema: S,
  create: (user: SessionUser, rows: z.infer<S>[]) => Promise<{ ok: true } | { ok: false; errors?: Record<string, string[]> }>,
) {
  const submission = parseWithZod(ctx.form, { schema });
  if (submission.status !== "success") return fail({ formKey: ctx.intent, result: submission.reply() });
  const result = await create(ctx.user, [submission.value]);
  if (!result.ok) {
    return fail({ formKey: ctx.intent, result: submission.reply(conformErrors(result.errors ?? { non_field_errors: [RECIPE_MSG.tryAgain] })) });
  }
  return redirectWithToast(stepHref(ctx.pathname, ctx.step), toast(RECIPE_TOAST.itemAdded));
}

/** A management form (groups, categories, sources): its message shows beside it and as a toast. */
export async function manage<S extends z.ZodTypeAny>(
  ctx: Ctx,
  schema: S,
  run: (value: z.infer<S>) => Promise<{ ok: true } | { ok: false; errors?: Record<string, string[]> }>,
  success: string,
) {
  const submission = parseWithZod(ctx.form, { schema });
  const key = `${ctx.intent}:${String(ctx.form.get("id") ?? "")}`;
  if (submission.status !== "success") {
    return fail({ formKey: key, notice: firstMessage(submission.reply().error as Record<string, string[]>) });
  }
  const result = await run(submission.value);
  if (!result.ok) return fail({ formKey: key, notice: firstMessage(result.errors) });
  return redirectWithToast(ctx.back, toast(success));
}
