import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { notificationMail } from "./email.server";
import { appointmentTomorrow, badgeEarned, weeklySummary } from "./messages";
import { listNotifications, savePreference } from "./notifications.server";
import { notify } from "./notify.server";

/**
 * A notification is read in its reader's language (issue 41): it keeps its texts as messages, the
 * bell's list and the email say them in the reader's language, and the English stays beside them.
 */

let seq = 0;
async function member(language: string | null): Promise<{ id: number; email: string; user_type: string }> {
  seq += 1;
  const now = new Date().toISOString();
  const email = `told-${seq}-${Date.now().toString(36)}@example.com`;
  const { id } = await db
    .insertInto("users")
    .values({ email, password_hash: "x", user_type: "P", first_name: "Rosa", last_name: "Díaz", city: "Tampa", state: "FL", clinic_id: 1, created_at: now, password_changed_at: now, language })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, email, user_type: "P" };
}

describe("a notification in the reader's language", () => {
  it("is listed in Spanish for a Spanish reader and in English for an English one, dates written their way; the stored English is unchanged", async () => {
    const m = await member("es");
    await notify(db, m.id, appointmentTomorrow({ id: 1, date: "2031-05-06", time: "14:30", clinic: "Tampa" }));
    const row = await db.selectFrom("notifications").select(["title", "body"]).where("user_id", "=", m.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: "Your appointment is tomorrow", body: "Tuesday, May 6, 2031 at 2:30 PM, Tampa." });
    const viewer = { id: m.id, user_type: "P" } as Parameters<typeof listNotifications>[0];
    const es = await listNotifications(viewer, { limit: 5, offset: 0, language: "es" });
    expect(es.results.map((n) => [n.title, n.body])).toEqual([["Su cita es mañana", "martes, 6 de mayo de 2031 a las 2:30 p.m., Tampa."]]);
    const en = await listNotifications(viewer, { limit: 5, offset: 0, language: "en" });
    expect(en.results.map((n) => [n.title, n.body])).toEqual([["Your appointment is tomorrow", "Tuesday, May 6, 2031 at 2:30 PM, Tampa."]]);
  });

  it("a row written before (English text, no message) is shown as it was, in any language", async () => {
    const m = await member("es");
    await db.insertInto("notifications").values({ user_id: m.id, kind: "badge_earned", title: "An old notice", body: "As it was written.", link: "", created_at: new Date().toISOString(), dedupe_key: null }).execute();
    const viewer = { id: m.id, user_type: "P" } as Parameters<typeof listNotifications>[0];
    const es = await listNotifications(viewer, { limit: 5, offset: 0, language: "es" });
    expect(es.results.map((n) => [n.title, n.body])).toEqual([["An old notice", "As it was written."]]);
  });

  it("the email to a member who chose Spanish has a Spanish subject, greeting, body, button and footer; one with no choice gets English", async () => {
    const es = await member("es");
    await savePreference(db, es.id, "badge_earned", "email");
    const id = await notify(db, es.id, badgeEarned({ name: "First Workout" }));
    const mail = await notificationMail(db, id!);
    expect(mail?.subject).toBe("Obtuvo la insignia “First Workout”");
    for (const text of ["Hola, Rosa:", "¡Felicidades! Vea todas sus insignias.", "Abrir el portal del paciente", "No recibir más estos correos", "«Insignias obtenidas»"]) expect(mail?.text).toContain(text);
    expect(mail?.html).toContain('<html lang="es">');
    expect(mail?.html).toContain("Portal del Paciente");
    expect(mail?.text).not.toMatch(/Hello|Well done|Open the patient portal/);

    const en = await member(null);
    await savePreference(db, en.id, "weekly_summary", "email");
    const enId = await notify(db, en.id, weeklySummary({ from: "2031-05-05", to: "2031-05-11", weightChange: "−1.2 lb", daysLogged: 5, exerciseMinutes: 90 }));
    const enMail = await notificationMail(db, enId!);
    expect(enMail?.subject).toBe("Your week, May 5, 2031 to May 11, 2031");
    expect(enMail?.text).toContain("Hello Rosa,");
    expect(enMail?.text).toContain("Weight change: −1.2 lb · 5 of 7 days logged · 90 exercise minutes");
    expect(enMail?.html).toContain('<html lang="en">');
  });
});
