import { beforeAll, describe, expect, it } from "vitest";
import { call, signInCookie, tokenFor, withServerDb } from "./client";
import { carePatient, PASSWORD, type Person } from "./care-support";
import { tampaToday } from "./progress-support";

/**
 * Issue 36, items 12 and 13: a weigh-in after a long gap is judged against what a plausible rate
 * of loss could have done in the gap (decision 0173), a confirmed wild weigh-in earns nothing
 * until staff have reviewed it, and a goal weight above the current weight needs confirming.
 */

const t = { nurse: "" };
beforeAll(async () => {
  t.nurse = await tokenFor("nurse@example.com", "nurse-demo-password");
});

const postForm = (path: string, cookie: string, body: Record<string, string>) =>
  call(path, { method: "POST", rawBody: new URLSearchParams(body).toString(), contentType: "application/x-www-form-urlencoded", headers: { Cookie: cookie } });
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weigh = (p: Person, weight: number, extra: Record<string, unknown> = {}) => call("/api/progress/add_weight", { token: p.token, json: { weight, ...extra } });
const clinicWeigh = (p: Person, weight: number, extra: Record<string, unknown> = {}) => call(`/api/care/patients/${p.id}/weights`, { token: t.nurse, json: { weight, ...extra } });
const weightCount = (p: Person) => withServerDb(async (db) => Number((await db.prepare("select count(*) as n from weights where user_id = ?").get<{ n: number }>(p.id))!.n));
const badgesOf = (p: Person) => withServerDb((db) => db.prepare("select badge_id from member_badges where user_id = ? order by badge_id").all<{ badge_id: number }>(p.id)).then((r) => r.map((b) => Number(b.badge_id)));
const badgeNotices = async (p: Person) =>
  ((await call("/api/notifications/", { token: p.token })).data.results as unknown as { kind: string; title: string }[]).filter((n) => n.kind === "badge_earned").map((n) => n.title);
const flagsOf = async (p: Person) => {
  const res = await call(`/api/care/patients?search=${encodeURIComponent(p.name.split(" ")[1])}`, { token: t.nurse });
  return ((res.data.results as unknown as { id: number; flags: { code: string; reviewed: boolean }[] }[]).find((r) => r.id === p.id)?.flags ?? []).map((f) => `${f.code}${f.reviewed ? " (reviewed)" : ""}`);
};

describe("a weigh-in after a gap (item 12)", () => {
  it("8 % lost over six weeks without weighing saves without a confirm, as an app built to the spec sends it; nothing is flagged", async () => {
    const p = await carePatient("Gap");
    const today = tampaToday();
    expect((await weigh(p, 200, { date: addDays(today, -42) })).status).toBe(201);
    const res = await weigh(p, 184);
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(await flagsOf(p)).not.toContain("implausible");
  });

  it("the same 8 % a week after the last weigh-in is still asked about, and so is a change no rate explains after six weeks", async () => {
    const p = await carePatient("Gap");
    const today = tampaToday();
    expect((await weigh(p, 200, { date: addDays(today, -7) })).status).toBe(201);
    const week = await weigh(p, 184);
    expect(week.status).toBe(400);
    expect(Object.keys(week.data.errors as object)).toEqual(["weight", "confirm"]);

    const q = await carePatient("Gap");
    expect((await weigh(q, 200, { date: addDays(today, -42) })).status).toBe(201);
    // 186.4 typed as 136.4: 32 % in six weeks.
    const slip = await weigh(q, 136.4);
    expect(slip.status).toBe(400);
    expect(slip.data.errors).toMatchObject({ weight: [expect.stringContaining("Please check the weight.")], confirm: [expect.any(String)] });
    expect(await weightCount(q)).toBe(1);
    // The clinic's form asks the same.
    expect((await clinicWeigh(q, 136.4)).status).toBe(400);
    expect(await weightCount(q)).toBe(1);
  });
});

describe("the pages after a gap (item 12)", () => {
  it("/progress's Add Weight saves 8 % after six weeks without a box to tick; the record's clinic weigh-in still asks about 32 %, naming what the gap allowed", async () => {
    const today = tampaToday();
    const p = await carePatient("Gap");
    expect((await weigh(p, 200, { date: addDays(today, -42) })).status).toBe(201);
    const cookie = await signInCookie(p.email, PASSWORD);
    const saved = await postForm("/progress", cookie, { intent: "add-weight", weight: "184" });
    expect(saved.status).toBe(302);
    expect(await weightCount(p)).toBe(2);

    const q = await carePatient("Gap");
    expect((await weigh(q, 200, { date: addDays(today, -42) })).status).toBe(201);
    const nurse = await signInCookie("nurse@example.com", "nurse-demo-password");
    const asked = await postForm(`/patients/${q.id}`, nurse, { intent: "add-weight", weight: "136.4" });
    expect(asked.status).toBe(400);
    expect(String(asked.data)).toContain("This is more than 20 % away from the trend (200 lb). Please check the weight.");
    expect(await weightCount(q)).toBe(1);
    const held = await postForm(`/patients/${q.id}`, nurse, { intent: "add-weight", weight: "136.4", confirm: "on" });
    expect(held.status).toBe(302);
    expect(await badgesOf(q)).toEqual([]);
  });
});

describe("a confirmed wild weigh-in waits for staff (item 12)", () => {
  it("a clinic weigh-in confirmed far from the trend earns no badge and no notice until staff review it; then it does", async () => {
    const p = await carePatient("Held");
    expect((await weigh(p, 200)).status).toBe(201);
    // 178 lb the same day: 11 % under, confirmed by the nurse.
    expect((await clinicWeigh(p, 178)).status).toBe(400);
    const held = await clinicWeigh(p, 178, { confirm: true });
    expect(held.status, JSON.stringify(held.data)).toBe(201);
    expect(await badgesOf(p)).toEqual([]);
    expect(await badgeNotices(p)).toEqual([]);
    // Staff see it flagged, to review.
    expect(await flagsOf(p)).toContain("implausible");

    const review = await call(`/api/care/patients/${p.id}/flags/implausible/review`, { token: t.nurse, json: { note: "Re-weighed at the desk: right." } });
    expect(review.status, JSON.stringify(review.data)).toBe(200);
    expect(await badgesOf(p)).toEqual([1, 2, 4, 5]);
    expect(await badgeNotices(p)).toEqual(expect.arrayContaining(["You earned the “10% Lighter” badge", "You earned the “First 5 Pounds” badge"]));
  });

  it("the patient's own confirmed slip is held the same way; corrected, it counts at once", async () => {
    const p = await carePatient("Held");
    expect((await weigh(p, 200)).status).toBe(201);
    const slip = await weigh(p, 168.4, { confirm: true });
    expect(slip.status).toBe(201);
    expect(await badgesOf(p)).toEqual([]);
    expect(slip.data.badges_earned).toEqual([]);
    // Corrected to what the scale said: plausible, so it is no longer held.
    const fixed = await call(`/api/progress/${slip.data.id}`, { method: "PUT", token: p.token, json: { weight: 194.6 } });
    expect(fixed.status, JSON.stringify(fixed.data)).toBe(200);
    expect(await badgesOf(p)).toEqual([1]);
    expect(await flagsOf(p)).not.toContain("implausible");
  });
});
describe("a goal weight above the current weight (item 13)", () => {
  it("the patient's API call without confirm is 400 with a clear message and stores nothing; with confirm it saves", async () => {
    const p = await carePatient("Goal");
    expect((await weigh(p, 213)).status).toBe(201);
    const above = await call("/api/progress/profile", { method: "PUT", token: p.token, json: { goal_weight: 250 } });
    expect(above.status).toBe(400);
    expect(above.data.errors).toEqual({
      goal_weight: ["This goal weight is above your current weight (213 lb). Please check the goal."],
      confirm: ["If the goal is right, tick the box to confirm it and save again."],
    });
    expect((await call("/api/progress/profile", { token: p.token })).data.goal_weight).toBeNull();
    // In kilograms, the message is too.
    const metric = await call("/api/progress/profile?units=metric", { method: "PUT", token: p.token, json: { goal_weight: 110 } });
    expect(metric.data.errors).toMatchObject({ goal_weight: ["This goal weight is above your current weight (96.6 kg). Please check the goal."] });
    const confirmed = await call("/api/progress/profile", { method: "PUT", token: p.token, json: { goal_weight: 250, confirm: true } });
    expect(confirmed.status, JSON.stringify(confirmed.data)).toBe(200);
    expect(confirmed.data.goal_weight).toBe(250);
    // Below the current weight: no question. Without a weigh-in there is nothing to compare with.
    expect((await call("/api/progress/profile", { method: "PUT", token: p.token, json: { goal_weight: 180 } })).status).toBe(200);
    const fresh = await carePatient("Goal");
    expect((await call("/api/progress/profile", { method: "PUT", token: fresh.token, json: { goal_weight: 250 } })).status).toBe(200);
  });

  it("the care API asks the same and stores nothing at all, the nutrition goals of the same call included", async () => {
    const p = await carePatient("Goal");
    expect((await weigh(p, 213)).status).toBe(201);
    const body = { calories: 1300, protein_calories: 420, vegetable: 4, fruits: 2, fat: 1.5, misc: 1, starch: 2, dairy: 1, hydration: 72, electrolyte: 16, goal_weight: 250 };
    const above = await call(`/api/care/patients/${p.id}/goals`, { method: "PUT", token: t.nurse, json: body });
    expect(above.status).toBe(400);
    expect(above.data.errors).toEqual({
      goal_weight: ["This goal weight is above the patient's current weight (213 lb). Please check the goal."],
      confirm: ["If the goal is right, tick the box to confirm it and save again."],
    });
    expect((await call("/api/goals/", { token: p.token })).data.count).toBe(0);
    expect((await call("/api/progress/profile", { token: p.token })).data.goal_weight).toBeNull();
    const ok = await call(`/api/care/patients/${p.id}/goals`, { method: "PUT", token: t.nurse, json: { ...body, confirm: true } });
    expect(ok.status, JSON.stringify(ok.data)).toBe(201);
    expect((await call("/api/progress/profile", { token: p.token })).data.goal_weight).toBe(250);
  });

  it("the pages: /progress and the patient record warn, keep the goal unsaved and offer the box; ticked, it saves", async () => {
    const p = await carePatient("Goal");
    expect((await weigh(p, 213)).status).toBe(201);
    const cookie = await signInCookie(p.email, PASSWORD);
    const asked = await postForm("/progress?panel=goal", cookie, { intent: "set-goal", goal_weight: "250" });
    expect(asked.status).toBe(400);
    expect(String(asked.data)).toContain("This goal weight is above your current weight (213 lb). Please check the goal.");
    expect(String(asked.data)).toContain("Yes, this goal is right");
    expect((await call("/api/progress/profile", { token: p.token })).data.goal_weight).toBeNull();
    const saved = await postForm("/progress?panel=goal", cookie, { intent: "set-goal", goal_weight: "250", confirm: "on" });
    expect(saved.status).toBe(302);
    expect((await call("/api/progress/profile", { token: p.token })).data.goal_weight).toBe(250);

    const q = await carePatient("Goal");
    expect((await weigh(q, 213)).status).toBe(201);
    const nurse = await signInCookie("nurse@example.com", "nurse-demo-password");
    const staffAsked = await postForm(`/patients/${q.id}`, nurse, { intent: "goal-weight", goal_weight: "250" });
    expect(staffAsked.status).toBe(400);
    expect(String(staffAsked.data)).toContain("This goal weight is above the patient&#x27;s current weight (213 lb). Please check the goal.");
    expect(String(staffAsked.data)).toContain("Yes, this goal is right");
    expect((await call("/api/progress/profile", { token: q.token })).data.goal_weight).toBeNull();
    const staffSaved = await postForm(`/patients/${q.id}`, nurse, { intent: "goal-weight", goal_weight: "250", confirm: "on" });
    expect(staffSaved.status).toBe(302);
    expect((await call("/api/progress/profile", { token: q.token })).data.goal_weight).toBe(250);
  });
});
