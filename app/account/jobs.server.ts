import { mailPasswordResetLink, PASSWORD_RESET_JOB } from "~/account/accounts.server";
import { EMAIL_CHANGE_JOB, EMAIL_CHANGED_JOB, mailEmailChanged, mailEmailChangeLink, pruneEmailChanges } from "./email-change.server";
import { EMAIL_CHANGE_CANCELLED_JOB, mailEmailChangeCancelled, mailPasswordChanged, PASSWORD_CHANGED_JOB } from "./notices.server";
import type { JobHandler } from "~/jobs/worker.server";
import type { Db } from "~/domain/outcome";

/** The account's mail, sent by the worker (app/job-runner.server.ts). */
export const ACCOUNT_JOB_HANDLERS: Record<string, JobHandler> = {
  [PASSWORD_RESET_JOB]: mailPasswordResetLink,
  [PASSWORD_CHANGED_JOB]: mailPasswordChanged,
  [EMAIL_CHANGE_JOB]: mailEmailChangeLink,
  [EMAIL_CHANGED_JOB]: mailEmailChanged,
  [EMAIL_CHANGE_CANCELLED_JOB]: mailEmailChangeCancelled,
};

/** The daily maintenance: spent or expired email changes, and app sign-ins long over. */
export async function pruneAccountRecords(conn: Db, now: number): Promise<void> {
  await pruneEmailChanges(conn, now);
  const monthAgo = new Date(now - 30 * 86_400_000).toISOString();
  await conn
    .deleteFrom("api_tokens")
    .where((eb) => eb.or([eb("expires_at", "<", monthAgo), eb("revoked_at", "<", monthAgo)]))
    .execute();
}
