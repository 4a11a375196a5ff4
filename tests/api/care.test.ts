import { beforeAll, describe, expect, it } from "vitest";
import { call, expectTokenRequired, signInCookie, tokenFor, visit, withServerDb } from "./client";
import { carePatient, careStaff, healthRows, PASSWORD, type Person } from "./care-support";
import { formatLongDate } from "../../app/i18n/format";
import { tampaToday } from "./progress-support";

/**
 * The care team's calls (issue 25): scoping by clinic (another clinic's patient is 404 on every
 * call), patients refused (403), every read and write audited and shown in the patient's access
 * log, notes reaching the patient, a goal the clinic set, clinic weigh-ins, and a reviewed flag
 * that stays quiet and comes back.
 */

const NURSE = { email: "nurse@example.com", password: "nurse-demo-password" };
const t = { nurse: "", admin: "", jane: "" };
let elsewhere: Person;
let nurseId = 0;

beforeAll(async () => {
  [t.nurse, t.admin, t.jane] = await Promise.all([
    tokenFor(NURSE.email, NURSE.password),
    tokenFor("admin@example.com", "admin-demo-password"),
    tokenFor("patient@example.com", "patient-demo-password"),
  ]);
  // Care staff of the Dallas clinic (35) only.
  elsewhere = await careStaff([35]);
  nurseId = ((await call("/api/me", { token: t.nurse })).data.id as unknown as number) ?? 0;
});

type Row = { id: number; name: string; flags: { code: string; since: string; reviewed: boolean }[]; [k: string]: unknown };
const panelRow = async (token: string, p: Person) => {
  const res = await call(`/api/care/patients?search=${encodeURIComponent(p.name.split(" ")[1])}`, { token });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return (res.data.results as unknown as Row[]).find((r) => r.id === p.id);
};
const weigh = (token: string, weight: number, extra: Record<string, unknown> = {}) => call("/api/progress/add_weight", { token, json: { weight, ...extra } });

describe("who may call", () => {
  it("every care call needs a token", async () => {
    await expectTokenRequired([
      ["GET", "/api/care/clinics"],
      ["GET", "/api/care/patients"],
      ["GET", "/api/care/patients/2"],
      ["POST", "/api/care/patients/2/weights"],
      ["PUT", "/api/care/patients/2/goals"],
      ["POST", "/api/care/patients/2/notes"],
      ["POST", "/api/care/patients/2/flags/plateau/review"],
      ["GET", "/api/journals/notes"],
      ["POST", "/api/journals/notes/1/read"],
      ["GET", "/api/me/access_log"],
    ]);
  });

  it("a patient gets 403 on every care call, their own record included", async () => {
    const jane = (await call("/api/me", { token: t.jane })).data.id;
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/care/clinics"],
      ["GET", "/api/care/patients"],
      ["GET", `/api/care/patients/${jane}`],
      ["POST", `/api/care/patients/${jane}/weights`, { weight: 180 }],
      ["PUT", `/api/care/patients/${jane}/goals`, {}],
      ["POST", `/api/care/patients/${jane}/notes`, { date: tampaToday(), text: "hi" }],
      ["POST", `/api/care/patients/${jane}/flags/plateau/review`, { note: "ok" }],
    ];
    for (const [method, path, json] of calls) {
      const res = await call(path, { method, token: t.jane, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data.error_code).toBe("PERMISSION_DENIED");
    }
  });

  it("staff of another clinic get 404 for every call about a Tampa patient, exactly as for a missing one", async () => {
    const p = await carePatient();
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/care/patients/${p.id}`],
      ["POST", `/api/care/patients/${p.id}/weights`, { weight: 180 }],
      ["PUT", `/api/care/patients/${p.id}/goals`, { calories: 1200, protein_calories: 400, vegetable: 4, fruits: 2, fat: 2, misc: 1, starch: 2, dairy: 1, hydration: 64, electrolyte: 16 }],
      ["POST", `/api/care/patients/${p.id}/notes`, { date: tampaToday(), text: "hello" }],
      ["POST", `/api/care/patients/${p.id}/flags/quiet/review`, { note: "ok" }],
      ["GET", "/api/care/patients?clinic=1"],
    ];
    for (const [method, path, json] of calls) {
      const theirs = await call(path, { method, token: elsewhere.token, json });
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(theirs.data).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
      const missing = await call(path.replace(String(p.id), "2147483000"), { method, token: t.nurse, json });
      if (!path.includes("clinic=1")) expect(missing.data, `missing ${path}`).toEqual(theirs.data);
    }
    // Nothing was written for them: no weigh-in, no note, no audit row.
    expect((await call("/api/progress/list_weight_history", { token: p.token })).data.count).toBe(0);
    expect((await call("/api/journals/notes", { token: p.token })).data.count).toBe(0);
    expect((await healthRows(p.id)).filter((r) => r.user_id === elsewhere.id)).toEqual([]);
    // Their own clinic's panel, and their clinics: only Dallas.
    const clinics = await call("/api/care/clinics", { token: elsewhere.token });
    expect((clinics.data.results as unknown as { id: number }[]).map((c) => c.id)).toEqual([35]);
    const panel = await call("/api/care/patients", { token: elsewhere.token });
    expect(panel.data.clinic).toMatchObject({ id: 35 });
    expect((panel.data.results as unknown as Row[]).some((r) => r.id === p.id)).toBe(false);
  });

  it("pages too: another clinic's record and panel are 404 pages; a patient is sent to /home", async () => {
    const p = await carePatient();
    const cookie = await signInCookie(elsewhere.email, PASSWORD);
    for (const url of [`/patients/${p.id}`, "/patients?clinic=1", "/patients/export.csv?clinic=1"]) {
      const page = await visit(url, { cookie });
      expect(page.status, url).toBe(404);
      expect(page.html, url).not.toContain(p.name);
    }
    const patient = await signInCookie(p.email, PASSWORD);
    for (const url of ["/patients", `/patients/${p.id}`, "/patients/export.csv"]) {
      const page = await visit(url, { cookie: patient });
      expect(page.redirects, url).toEqual(["/home"]);
    }
  });
});

describe("GET /api/care/clinics and /api/care/patients", () => {
  it("the nurse's clinic with its patients; an administrator's are every clinic", async () => {
    const nurse = await call("/api/care/clinics", { token: t.nurse });
    expect(nurse.status).toBe(200);
    expect(nurse.data.results).toEqual([{ id: 1, name: "Tampa Medical Weight Loss Clinic", city: "Tampa", state: "FL", patients: expect.any(Number) }]);
    expect((nurse.data.results as unknown as { patients: number }[])[0].patients).toBeGreaterThanOrEqual(40);
    const admin = await call("/api/care/clinics", { token: t.admin });
    expect(admin.data.count).toBe(91);
    // Without a clinic, the panel is the staff member's own clinic (Grace works at Tampa).
    expect((await call("/api/care/patients?limit=1", { token: t.admin })).data.clinic).toEqual({ id: 1, name: "Tampa Medical Weight Loss Clinic" });
  });

  it("a page of the panel: rows with the issue's columns and flags, filters, search and ordering", async () => {
    const res = await call("/api/care/patients?limit=10", { token: t.nurse });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ clinic: { id: 1, name: "Tampa Medical Weight Loss Clinic" }, next: expect.stringContaining("offset=10"), previous: null });
    const rows = res.data.results as unknown as Row[];
    expect(rows).toHaveLength(10);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ["id", "name", "first_name", "last_name", "weeks", "start_weight", "trend_weight", "change", "change_pct", "rate", "journal_days", "exercise_minutes", "last_weigh_in", "next_appointment", "flags", "waiting_messages", "adherence_28d"].sort(),
    );
    // Most needing a look first (the default ordering).
    expect(rows[0].flags.filter((f) => !f.reviewed).length).toBeGreaterThanOrEqual(rows[9].flags.filter((f) => !f.reviewed).length);
    for (const code of ["plateau", "rapid_loss", "regain", "quiet", "no_weigh_in", "implausible"]) {
      const filtered = await call(`/api/care/patients?flag=${code}&limit=100`, { token: t.nurse });
      const found = filtered.data.results as unknown as Row[];
      expect(found.length, code).toBeGreaterThan(0);
      expect(found.every((r) => r.flags.some((f) => f.code === code)), code).toBe(true);
    }
    const byName = await call("/api/care/patients?search=okafor", { token: t.nurse });
    expect((byName.data.results as unknown as Row[]).map((r) => r.name)).toEqual(["Samuel Okafor"]);
    expect((byName.data.results as unknown as Row[])[0].flags).toEqual([{ code: "plateau", since: expect.any(String), reviewed: true }]);
    const heaviest = await call("/api/care/patients?ordering=-start&limit=3", { token: t.nurse });
    const starts = (heaviest.data.results as unknown as { start_weight: number }[]).map((r) => r.start_weight);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(starts[0]).toBe(301.9);
    // Columns worked out from the calendar sort the same way, across every page.
    for (const [ordering, key] of [["-journal_days", "journal_days"], ["weeks", "weeks"], ["exercise_minutes", "exercise_minutes"]] as const) {
      const all = (await call(`/api/care/patients?ordering=${ordering}&limit=100`, { token: t.nurse })).data.results as unknown as Record<string, number>[];
      const values = all.map((r) => r[key]);
      expect(values, ordering).toEqual([...values].sort((a, b) => (ordering.startsWith("-") ? b - a : a - b)));
    }
    const names = ((await call("/api/care/patients?ordering=name&limit=100", { token: t.nurse })).data.results as unknown as Row[]).map((r) => `${r.last_name} ${r.first_name}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    // A row's numbers are its own whatever the order (the rows shown read their details apart, decision 0256).
    const sortedByName = new Map(((await call("/api/care/patients?ordering=name&limit=100", { token: t.nurse })).data.results as unknown as Row[]).map((r) => [r.id, r]));
    for (const ordering of ["weeks", "-journal_days", "next_appointment", "-flags", "adherence"]) {
      const shown = ((await call(`/api/care/patients?ordering=${ordering}&limit=100`, { token: t.nurse })).data.results as unknown as Row[]).filter((r) => sortedByName.has(r.id));
      expect(shown.length, ordering).toBeGreaterThan(0);
      for (const r of shown) expect(r, ordering).toEqual(sortedByName.get(r.id));
    }
  });

  it("bad query values are a VALIDATION_ERROR, never a 500", async () => {
    for (const q of ["flag=stalled", "ordering=height", "clinic=abc", "limit=0", "offset=-1", `search=${"x".repeat(101)}`]) {
      const res = await call(`/api/care/patients?${q}`, { token: t.nurse });
      expect(res.status, q).toBe(400);
      expect(res.data.error_code, q).toBe("VALIDATION_ERROR");
    }
    expect((await call("/api/care/patients?clinic=2", { token: t.nurse })).status).toBe(404);
    expect((await call("/api/care/patients/abc", { token: t.nurse })).status).toBe(404);
  });
});

describe("a patient's record, and what the care team does on it", () => {
  it("GET /api/care/patients/{id}: the summary, audited as the staff member's read", async () => {
    const jane = (await call("/api/me", { token: t.jane })).data.id as unknown as number;
    const res = await call(`/api/care/patients/${jane}`, { token: t.nurse });
    expect(res.status).toBe(200);
    const r = res.data as unknown as Record<string, unknown> & { weights: { member_created: boolean }[]; journal: unknown[]; exercise: unknown[]; flags: unknown[] };
    expect(r).toMatchObject({ id: jane, name: "Jane Doe", clinic: { id: 1, name: "Tampa Medical Weight Loss Clinic" }, start_weight: 212.4, goal: { weight: 160 } });
    expect(r.journal).toHaveLength(14);
    expect(r.exercise).toHaveLength(8);
    expect(r.weights.some((w) => !w.member_created)).toBe(true);
    const [row] = await healthRows(jane);
    expect(row).toMatchObject({ event: "health_read", record_type: "care_record", user_id: nurseId, detail: "api" });
  });

  it("a clinic weigh-in: 201, the clinic's (member_created false) with who entered it; far from the trend it asks to confirm", async () => {
    const p = await carePatient();
    expect((await weigh(p.token, 200)).status).toBe(201);
    const far = await call(`/api/care/patients/${p.id}/weights`, { token: t.nurse, json: { weight: 180 } });
    expect(far.status).toBe(400);
    expect(far.data.errors).toEqual({ weight: ["This is more than 5 % away from the trend (200 lb). Please check the weight."], confirm: [expect.any(String)] });
    const res = await call(`/api/care/patients/${p.id}/weights`, { token: t.nurse, json: { weight: 196.4, pulse: 72 } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({ weight: 196.4, pulse: 72, member_created: false, start_date: tampaToday() });
    const mine = await call("/api/progress/list_weight_history?member_created=False", { token: p.token });
    expect((mine.data.results as unknown as { weight: number }[]).map((w) => w.weight)).toEqual([196.4]);
    const record = await call(`/api/care/patients/${p.id}`, { token: t.nurse });
    expect((record.data.weights as unknown as { weight: number; entered_by: string | null }[])[0]).toMatchObject({ weight: 196.4, entered_by: "Florence Baker" });
    expect((await healthRows(p.id)).some((r) => r.event === "health_create" && r.record_type === "weight" && r.record_id === res.data.id && r.user_id === nurseId)).toBe(true);
    const bad = await call(`/api/care/patients/${p.id}/weights`, { token: t.nurse, json: { weight: "heavy", date: "2999-01-01" } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toMatchObject({ weight: ["Please provide a valid number, up to 2 decimal places"] });
    const future = await call(`/api/care/patients/${p.id}/weights`, { token: t.nurse, json: { weight: 196, date: "2999-01-01" } });
    expect(future.data.errors).toEqual({ date: ["The date cannot be in the future."] });
  });

  it("goals the clinic sets show in the patient's journal as set by the clinic; the goal weight too", async () => {
    const p = await carePatient();
    const body = { calories: 1300, protein_calories: 420, vegetable: 4, fruits: 2, fat: 1.5, misc: 1, starch: 2, dairy: 1, hydration: 72, electrolyte: 16, goal_weight: 165.5 };
    const res = await call(`/api/care/patients/${p.id}/goals`, { method: "PUT", token: t.nurse, json: body });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({ calories: 1300, set_by_clinic: true, date: tampaToday(), goal_weight: 165.5 });
    const again = await call(`/api/care/patients/${p.id}/goals`, { method: "PUT", token: t.nurse, json: { ...body, calories: 1250 } });
    expect(again.status).toBe(200);
    const goals = await call("/api/goals/", { token: p.token });
    expect((goals.data.results as unknown as Record<string, unknown>[])[0]).toMatchObject({ calories: 1250, set_by_clinic: true });
    const cookie = await signInCookie(p.email, PASSWORD);
    const journal = await visit("/nutrition/journal", { cookie });
    expect(journal.html).toContain("Set by your clinic");
    expect((await call("/api/progress", { token: p.token })).data.goal_weight).toBe(165.5);
    // One notice to the patient: goals and goal weight sent together are one, and a change the same day tells nothing new (issue 36 item 5).
    const goalNotices = ((await call("/api/notifications/", { token: p.token })).data.results as unknown as { kind: string; link: string }[]).filter((n) => n.kind === "clinic_goal");
    expect(goalNotices).toHaveLength(1);
    expect(goalNotices[0]).toMatchObject({ link: "/nutrition/journal" });
    const bad = await call(`/api/care/patients/${p.id}/goals`, { method: "PUT", token: t.nurse, json: { ...body, calories: "lots", date: "2020-01-01" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.errors as object).sort()).toEqual(["calories"]);
    const past = await call(`/api/care/patients/${p.id}/goals`, { method: "PUT", token: t.nurse, json: { ...body, date: "2020-01-01" } });
    expect(past.status).toBe(400);
    expect(past.data.errors).toHaveProperty("date");
  });

  it("a note reaches the patient on that journal day, with the nurse's name; they mark it read; audited both ways", async () => {
    const p = await carePatient();
    const other = await carePatient();
    const day = tampaToday();
    const res = await call(`/api/care/patients/${p.id}/notes`, { token: t.nurse, json: { date: day, text: "Great start! Keep the water up." } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({ date: day, text: "Great start! Keep the water up.", author: "Florence Baker", read: false });
    const list = await call(`/api/journals/notes?date=${day}`, { token: p.token });
    expect(list.data).toMatchObject({ count: 1, results: [{ id: res.data.id, author: "Florence Baker", read: false }] });
    expect((await call(`/api/journals/notes?date=${day}`, { token: other.token })).data.count).toBe(0);
    const cookie = await signInCookie(p.email, PASSWORD);
    const page = await visit(`/nutrition/journal`, { cookie });
    expect(page.html).toContain("From your care team");
    expect(page.html).toContain("Great start! Keep the water up.");
    expect((await call(`/api/journals/notes/${res.data.id}/read`, { method: "POST", token: other.token })).status).toBe(404);
    const read = await call(`/api/journals/notes/${res.data.id}/read`, { method: "POST", token: p.token });
    expect(read.data).toMatchObject({ read: true, read_at: expect.any(String) });
    // The patient is told in the portal (and by email, the default for notes); the notice names the day, never the note.
    const notices = await call("/api/notifications/", { token: p.token });
    const notice = (notices.data.results as unknown as { kind: string; title: string; body: string; link: string }[]).find((n) => n.kind === "care_note");
    expect(notice).toMatchObject({ title: "A note from your care team", link: expect.stringContaining(day) });
    expect(JSON.stringify(notices.data)).not.toContain("Keep the water up");
    expect(((await call("/api/notifications/", { token: other.token })).data.results as unknown as { kind: string }[]).some((n) => n.kind === "care_note")).toBe(false);
    const rows = await healthRows(p.id);
    expect(rows.find((r) => r.record_type === "care_note" && r.event === "health_create")).toMatchObject({ user_id: nurseId, record_id: res.data.id });
    expect(rows.find((r) => r.record_type === "care_note" && r.event === "health_update")).toMatchObject({ user_id: p.id, record_id: res.data.id });
  });

  it("a note whose author's account is gone is signed by the clinic, in the reader's language, everywhere it is shown", async () => {
    const p = await carePatient();
    const day = tampaToday();
    const res = await call(`/api/care/patients/${p.id}/notes`, { token: t.nurse, json: { date: day, text: "Remember your walk." } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    // What deleting the account does to its notes (the key is ON DELETE SET NULL).
    await withServerDb((db) => db.prepare("update care_notes set author_id = null where id = ?").run(res.data.id));
    const authorIn = async (language: string) => {
      const list = await call(`/api/journals/notes?date=${day}`, { token: p.token, headers: { "Accept-Language": language } });
      return (list.data.results as unknown as { author: string }[])[0].author;
    };
    expect(await authorIn("en")).toBe("Your clinic");
    expect(await authorIn("es")).toBe("Su clínica");
    const record = await call(`/api/care/patients/${p.id}`, { token: t.nurse });
    expect((record.data.notes as unknown as { id: number; author: string }[]).find((n) => n.id === res.data.id)?.author).toBe("Your clinic");
    const visitSummary = await call(`/api/care/patients/${p.id}/reports/visit`, { token: t.nurse, headers: { "Accept-Language": "es" } });
    expect((visitSummary.data.notes as unknown as { author: string }[])[0].author).toBe("Su clínica");
    const cookie = await signInCookie(p.email, PASSWORD);
    // What the page shows (its data, in a script, carries the key the text travelled as).
    const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
    const spanish = shown(String((await call("/nutrition/journal", { headers: { Cookie: cookie, "Accept-Language": "es" } })).data));
    expect(spanish).toContain("Remember your walk.");
    expect(spanish).toContain("Su clínica, ");
    expect(spanish).not.toContain("formerStaff");
    const nurseCookie = await signInCookie(NURSE.email, NURSE.password);
    const recordPage = shown((await visit(`/patients/${p.id}`, { cookie: nurseCookie })).html);
    expect(recordPage).toContain("Your clinic");
    expect(recordPage).not.toContain("formerStaff");
  });

  it("a note: bad input is refused and nothing is stored", async () => {
    const p = await carePatient();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ date: tampaToday(), text: "  " }, { text: ["Required"] }],
      [{ date: "2999-01-01", text: "Hello" }, { date: ["A note cannot be for a day in the future."] }],
      [{ date: "yesterday", text: "Hello" }, { date: ["Please enter a valid date."] }],
      [{ text: "x".repeat(1001), date: tampaToday() }, { text: ["Must be 1000 characters or less"] }],
    ];
    for (const [json, errors] of cases) {
      const res = await call(`/api/care/patients/${p.id}/notes`, { token: t.nurse, json });
      expect(res.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect(res.data.errors).toEqual(errors);
    }
    const broken = await call(`/api/care/patients/${p.id}/notes`, { token: t.nurse, rawBody: "{text:", contentType: "application/json", direct: true });
    expect(broken.data.error_code).toBe("PARSE_ERROR");
    expect((await call("/api/journals/notes", { token: p.token })).data.count).toBe(0);
    expect(((await call("/api/notifications/", { token: p.token })).data.results as unknown as { kind: string }[]).some((n) => n.kind === "care_note")).toBe(false);
  });

  it("a note's refusal in the caller's language: with Accept-Language es, the field errors in Spanish under the same code; nothing stored (issue 41)", async () => {
    const p = await carePatient();
    const json = { date: "2999-01-01", text: "Hola" };
    const en = await call(`/api/care/patients/${p.id}/notes`, { token: t.nurse, json });
    const es = await call(`/api/care/patients/${p.id}/notes`, { token: t.nurse, json, headers: { "Accept-Language": "es" } });
    expect(es.status).toBe(400);
    expect(es.data).toEqual({ error_code: en.data.error_code, errors: { date: ["Una nota no puede ser para un día futuro."] } });
    const notOpen = await call(`/api/care/patients/${p.id}/flags/plateau/review`, { token: t.nurse, json: { note: "ok" }, headers: { "Accept-Language": "es" } });
    expect(notOpen.status).toBe(400);
    expect(notOpen.data.errors).toEqual({ non_field_errors: ["Esta alerta no está activa para el paciente en este momento."] });
    expect((await call("/api/journals/notes", { token: p.token })).data.count).toBe(0);
  });
});

describe("flags and their reviews", () => {
  it("a reviewed flag stays quiet while it holds, and comes back after it clears and is raised again", async () => {
    const p = await carePatient("Flag");
    expect((await weigh(p.token, 200)).status).toBe(201);
    // 10 % under the trend: the patient is asked to confirm, then it saves and is flagged.
    const asked = await weigh(p.token, 180);
    expect(asked.status).toBe(400);
    expect(Object.keys(asked.data.errors as object)).toEqual(["weight", "confirm"]);
    const typo = await weigh(p.token, 180, { confirm: true });
    expect(typo.status).toBe(201);
    expect((await panelRow(t.nurse, p))!.flags).toEqual([{ code: "implausible", since: tampaToday(), reviewed: false }]);
    // Not open: cannot be reviewed. Unknown code: not found.
    const notOpen = await call(`/api/care/patients/${p.id}/flags/plateau/review`, { token: t.nurse, json: { note: "ok" } });
    expect(notOpen.status).toBe(400);
    expect(notOpen.data.errors).toEqual({ non_field_errors: ["This flag is not raised for the patient now."] });
    expect((await call(`/api/care/patients/${p.id}/flags/stalled/review`, { token: t.nurse, json: { note: "ok" } })).status).toBe(404);
    expect((await call(`/api/care/patients/${p.id}/flags/implausible/review`, { token: t.nurse, json: { note: "" } })).data.errors).toEqual({ note: ["Required"] });
    const review = await call(`/api/care/patients/${p.id}/flags/implausible/review`, { token: t.nurse, json: { note: "Asked her to re-weigh tomorrow." } });
    expect(review.status).toBe(200);
    expect(review.data).toMatchObject({ code: "implausible", reviewed: true, review: { by: "Florence Baker", note: "Asked her to re-weigh tomorrow." } });
    expect((await panelRow(t.nurse, p))!.flags).toEqual([{ code: "implausible", since: tampaToday(), reviewed: true }]);
    // A plausible weigh-in later: the same entry still stands, the flag stays quiet.
    expect((await weigh(p.token, 199)).status).toBe(201);
    expect((await panelRow(t.nurse, p))!.flags).toEqual([{ code: "implausible", since: tampaToday(), reviewed: true }]);
    // The entry is removed: the flag clears. A new slip raises it again, unreviewed.
    expect((await call(`/api/progress/${typo.data.id}`, { method: "DELETE", token: p.token })).status).toBe(204);
    expect((await panelRow(t.nurse, p))!.flags).toEqual([]);
    expect((await weigh(p.token, 220, { confirm: true })).status).toBe(201);
    expect((await panelRow(t.nurse, p))!.flags).toEqual([{ code: "implausible", since: tampaToday(), reviewed: false }]);
    // The record's history: the reviewed episode, cleared, and the open one.
    const record = await call(`/api/care/patients/${p.id}`, { token: t.nurse });
    const history = record.data.flag_history as unknown as { code: string; cleared_on: string | null; reviewed_by: string | null }[];
    expect(history.map((h) => [h.code, h.cleared_on !== null, h.reviewed_by])).toEqual([
      ["implausible", false, null],
      ["implausible", true, "Florence Baker"],
    ]);
    expect((await healthRows(p.id)).some((r) => r.record_type === "care_flag" && r.event === "health_update" && r.user_id === nurseId)).toBe(true);
  });
});

describe("who viewed my record (GET /api/me/access_log, /my-data)", () => {
  it("lists the staff member, their clinic, when and what, newest first; the patient's own reads are not listed", async () => {
    const p = await carePatient("Viewed");
    expect((await call("/api/progress", { token: p.token })).status).toBe(200);
    expect((await call("/api/me/access_log", { token: p.token })).data).toMatchObject({ count: 0, results: [] });
    await call(`/api/care/patients/${p.id}`, { token: t.nurse });
    await call(`/api/care/patients/${p.id}/notes`, { token: t.nurse, json: { date: tampaToday(), text: "Hello from the clinic" } });
    const log = await call("/api/me/access_log", { token: p.token });
    expect(log.status).toBe(200);
    expect(log.data.count).toBe(2);
    const nurse = { name: "Florence Baker", clinic: "Tampa Medical Weight Loss Clinic" };
    const at = { id: expect.any(Number), occurred_at: expect.any(String), first_at: expect.any(String), times: 1 };
    expect(log.data.results).toEqual([
      { ...at, staff: nurse, action: "added", what: "a note to you", summary: `Left you a note on your journal for ${formatLongDate(tampaToday())}`, record: "care_note" },
      { ...at, staff: nurse, action: "viewed", what: "your record", summary: "Viewed your record", record: "care_record" },
    ]);
    const paged = await call("/api/me/access_log?limit=1&offset=1", { token: p.token });
    expect(paged.data).toMatchObject({ count: 2, previous: expect.any(String), next: null });
    expect((await call("/api/me/access_log?limit=abc", { token: p.token })).status).toBe(400);
    // In the caller's language (issue 41): the lines are sentences of their own, the day as Spanish writes one.
    const es = (await call("/api/me/access_log", { token: p.token, headers: { "Accept-Language": "es" } })).data.results as unknown as { summary: string }[];
    expect(es.map((r) => r.summary)).toEqual([expect.stringMatching(/^Le dejó una nota en su diario del \S+, \d+ de \S+ de \d{4}$/), "Vio su expediente"]);
    expect(es.map((r) => (r as unknown as { what: string }).what)).toEqual(["una nota para usted", "su expediente"]);
    const page = await visit("/my-data", { cookie: await signInCookie(p.email, PASSWORD) });
    expect(page.html).toContain("Who viewed my record");
    expect(page.html).toContain("Florence Baker");
    expect(page.html).toContain("Viewed your record");
  });

  it("the panel's rows and its CSV are audited for each patient shown, and show up in their logs", async () => {
    const p = await carePatient("Csv");
    const cookie = await signInCookie(NURSE.email, NURSE.password);
    const csv = await call(`/patients/export.csv?q=${encodeURIComponent(p.name.split(" ")[1])}`, { headers: { Cookie: cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="patients-tampa-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(csv.data).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("Patient,Weeks on programme,Start weight (lb)");
    expect(lines[1]).toContain(p.name);
    const page = await visit(`/patients?q=${encodeURIComponent(p.name.split(" ")[1])}`, { cookie });
    expect(page.html).toContain(p.name);
    const log = await call("/api/me/access_log", { token: p.token });
    expect((log.data.results as unknown as { action: string; record: string }[]).map((r) => `${r.action} ${r.record}`)).toEqual(["viewed care_panel", "downloaded care_panel"]);
  });
});
