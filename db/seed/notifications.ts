import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";
import { badgeById, badgeName } from "../../app/badges/catalogue";
import { DECLINE_CODES } from "../../app/foods/codes";
import { badgeEarned, foodDecided, recipeDecided } from "../../app/notifications/messages";
import type { NewNotification } from "../../app/notifications/notify.server";

/**
 * The demo's bell: what the seeded history would have told each patient (a declined food or
 * recipe with its reason, their latest badge), so the notifications page has something on it.
 * Written as the rows they are, with no email jobs: the demo sends nothing on its first start.
 */
export async function seedNotifications(db: Kysely<Database>, today: string): Promise<void> {
  const existing = await db.selectFrom("notifications").select("id").limit(1).executeTakeFirst();
  if (existing) return console.log("notifications: already seeded");
  const reason = (code: string | null) => DECLINE_CODES.find((d) => d.code === code)?.label;
  const rows: { user_id: number; n: NewNotification; daysAgo: number; read: boolean }[] = [];

  const foods = await db.selectFrom("foods").select(["id", "name", "owner_id", "decline_code"]).where("status", "=", "declined").where("owner_id", "is not", null).orderBy("id").execute();
  for (const [i, f] of foods.entries()) rows.push({ user_id: f.owner_id!, n: foodDecided({ id: f.id, name: f.name, approved: false, reason: reason(f.decline_code) }), daysAgo: 3 + i, read: false });

  const recipes = await db
    .selectFrom("recipes")
    .select(["id", "name", "created_by", "decline_code"])
    .where("is_submitted", "=", 1)
    .where("decline_code", "is not", null)
    .where("created_by", "is not", null)
    .orderBy("id")
    .execute();
  for (const [i, r] of recipes.entries()) rows.push({ user_id: r.created_by!, n: recipeDecided({ id: r.id, name: r.name, approved: false, reason: reason(r.decline_code) }), daysAgo: 5 + i, read: true });

  const badges = await db.selectFrom("member_badges").select(["user_id", "badge_id", "end_day"]).orderBy("end_day", "desc").orderBy("id", "desc").execute();
  const seen = new Set<number>();
  for (const b of badges) {
    const def = badgeById(b.badge_id);
    if (seen.has(b.user_id) || !def) continue;
    seen.add(b.user_id);
    rows.push({ user_id: b.user_id, n: badgeEarned({ name: badgeName(def) }), daysAgo: 1, read: false });
  }

  const at = (daysAgo: number) => new Date(Date.parse(`${today}T14:00:00Z`) - daysAgo * 86_400_000).toISOString();
  if (rows.length) {
    await db
      .insertInto("notifications")
      .values(rows.map((r) => ({ user_id: r.user_id, kind: r.n.kind, title: r.n.title, body: r.n.body ?? "", link: r.n.link ?? "", created_at: at(r.daysAgo), read_at: r.read ? at(r.daysAgo - 1) : null })))
      .execute();
  }
  console.log(`notifications: ${rows.length} for ${new Set(rows.map((r) => r.user_id)).size} members`);
}
