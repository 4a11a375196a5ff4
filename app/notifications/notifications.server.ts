import { sql } from "kysely";
import { preparedRead } from "~/db/prepared";
import { db } from "~/db/db.server";
import type { NotificationRow } from "~/db/tables/notifications";
import { type Db, done, invalid, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { notificationTexts } from "./texts.server";
import { translate } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { type Channel, channelsOf, isKind, KEEP_DAYS, kindsFor, type NotificationKind, type Preferences, preferencesOf } from "./kinds";
import type { z } from "zod";
import { MSG } from "~/validation/rules";
import type * as apiShapes from "./api-shapes";
import { message } from "~/i18n/languages";

/** A member's notifications: the bell's count, the list, reading them, and their choices per kind. */

export type NotificationJson = z.infer<typeof apiShapes.notification>;

const COLUMNS = ["id", "kind", "title", "body", "link", "created_at", "read_at", "title_message", "body_message"] as const;

/** A notification as its reader reads it: its texts in their language (issue 41). */
const toJson =
  (language: string) =>
  ({ title_message: _t, body_message: _b, ...r }: Pick<NotificationRow, (typeof COLUMNS)[number]>): NotificationJson => ({
    ...r,
    ...notificationTexts(language, { title: r.title, body: r.body, title_message: _t, body_message: _b }),
    read: r.read_at !== null,
  });

/** Oldest kept: notifications older than KEEP_DAYS are not shown (and are deleted by the daily maintenance). */
export const keptSince = (now = Date.now()) => new Date(now - KEEP_DAYS * 86_400_000).toISOString();

/** The member's notifications, newest first; only the unread with `unread`; in the reader's `language`. */
export async function listNotifications(viewer: Viewer, page: { limit: number; offset: number; unread?: boolean; language: string }) {
  let base = db.selectFrom("notifications").where("user_id", "=", viewer.id).where("created_at", ">=", keptSince());
  if (page.unread) base = base.where("read_at", "is", null);
  const [rows, total] = await Promise.all([
    base.select(COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map(toJson(page.language)) };
}

/** The bell's number. */
const unreadRow = preparedRead(["userId", "since"], (a: { userId: number; since: string }) =>
  db.selectFrom("notifications").select(sql<number>`count(*)`.as("n")).where("user_id", "=", a.userId).where("read_at", "is", null).where("created_at", ">=", a.since),
);

/** The bell's count, on every signed-in page: prepared once (app/db/prepared.ts). */
export async function unreadCount(viewer: Viewer): Promise<number> {
  const [row] = await unreadRow(db, { userId: viewer.id, since: keptSince() });
  return Number(row?.n ?? 0);
}

/** Marks one of the member's notifications read (reading it again changes nothing). Another member's is not found. */
export async function markRead(viewer: Viewer, id: number, language: string): Promise<Outcome<NotificationJson>> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("notifications").select(COLUMNS).where("id", "=", id).where("user_id", "=", viewer.id).executeTakeFirst();
    if (!row) return notFound;
    if (row.read_at !== null) return done(toJson(language)(row));
    const readAt = new Date().toISOString();
    await trx.updateTable("notifications").set({ read_at: readAt }).where("id", "=", id).execute();
    return done(toJson(language)({ ...row, read_at: readAt }));
  });
}

/** Marks every unread notification of the member read; answers how many were. */
export async function markAllRead(viewer: Viewer): Promise<number> {
  const result = await db.updateTable("notifications").set({ read_at: new Date().toISOString() }).where("user_id", "=", viewer.id).where("read_at", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function preferencesOfUser(conn: Db, userId: number): Promise<Preferences> {
  return preferencesOf(await conn.selectFrom("notification_preferences").select(["kind", "channel"]).where("user_id", "=", userId).execute());
}

export async function getPreferences(viewer: Viewer): Promise<Preferences> {
  return preferencesOfUser(db, viewer.id);
}

export const INVALID_CHOICE = message("common:validation.invalidChoice");

/**
 * Each of the member's kinds with its choices and the member's choice: the profile's list and the
 * API's answer, each choice's label in `language` (the page draws its own).
 */
export function describePreferences(prefs: Preferences, member: { user_type: string }, language = DEFAULT_LANGUAGE) {
  const label = (c: Channel) => translate(language, `notifications:channels.${c}`);
  return kindsFor(member).map((kind) => ({ kind, channel: prefs[kind], choices: channelsOf(kind).map((c) => ({ value: c, label: label(c) })) }));
}

/** GET and PUT /api/me/preferences: the member's kinds, by kind and as a list. */
export function preferencesAnswer(prefs: Preferences, member: { user_type: string }, language: string) {
  return { preferences: Object.fromEntries(kindsFor(member).map((k) => [k, prefs[k]])) as Partial<Preferences>, kinds: describePreferences(prefs, member, language) };
}

/**
 * Changes some of the member's choices (kinds not named stay as they are). An unknown kind, a kind
 * that is not the member's (a patient's reminder for staff, the care team's for a patient), or a
 * choice the kind does not offer (an event cannot be off), is refused and nothing changes.
 */
export async function setPreferences(viewer: Viewer, changes: Record<string, unknown>): Promise<Outcome<Preferences>> {
  const errors: Record<string, string[]> = {};
  const valid: [NotificationKind, Channel][] = [];
  const theirs = kindsFor(viewer);
  for (const [kind, channel] of Object.entries(changes)) {
    if (!isKind(kind) || !theirs.includes(kind)) errors[kind] = [message("common:api.notificationKind")];
    else if (typeof channel !== "string" || !(channelsOf(kind) as readonly string[]).includes(channel)) errors[kind] = [INVALID_CHOICE];
    else valid.push([kind, channel as Channel]);
  }
  if (Object.keys(errors).length) return invalid(errors);
  if (valid.length === 0) return invalid({ non_field_errors: [MSG.required] });
  await db.transaction().execute(async (trx) => {
    for (const [kind, channel] of valid) await savePreference(trx, viewer.id, kind, channel);
  });
  return done(await preferencesOfUser(db, viewer.id));
}

export async function savePreference(conn: Db, userId: number, kind: NotificationKind, channel: Channel): Promise<void> {
  const now = new Date().toISOString();
  await conn
    .insertInto("notification_preferences")
    .values({ user_id: userId, kind, channel, updated_at: now })
    .onConflict((oc) => oc.columns(["user_id", "kind"]).doUpdateSet({ channel, updated_at: now }))
    .execute();
}

/** The daily maintenance: notifications past KEEP_DAYS go. */
export async function pruneNotifications(conn: Db, now = Date.now()): Promise<number> {
  const result = await conn.deleteFrom("notifications").where("created_at", "<", keptSince(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
