import { beforeAll, describe, expect, it } from "vitest";
import { call, expectTokenRequired, signInCookie, tokenFor, visit, withServerDb } from "./client";
import { carePatient, careStaff, healthRows, PASSWORD, type Person } from "./care-support";
import { tampaToday } from "./progress-support";

/**
 * Medicines and supplements over HTTP (issue 38): the formulary (anyone reads it, administrators
 * keep it), prescribing and changing a patient's medicines (the care team, in their clinics), a
 * patient's own supplements, recorded doses and side effects: another member's regimen is 404,
 * patients are refused catalogue writes and prescribing, bad input is 400 with nothing stored, a
 * future time and an injection without its site are refused; every read and write is audited.
 */

const t = { nurse: "", admin: "", jane: "" };
let elsewhere: Person;
const catalogue = new Map<string, number>();

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const count = (table: string, where = "1 = 1", ...args: unknown[]) => withServerDb((db) => db.prepare(`select count(*) as n from ${table} where ${where}`).get<{ n: number }>(...args)).then((r) => Number(r!.n));

beforeAll(async () => {
  [t.nurse, t.admin, t.jane] = await Promise.all([
    tokenFor("nurse@example.com", "nurse-demo-password"),
    tokenFor("admin@example.com", "admin-demo-password"),
    tokenFor("patient@example.com", "patient-demo-password"),
  ]);
  elsewhere = await careStaff([35]);
  const list = await call("/api/medications/catalogue?limit=200", { token: t.jane });
  for (const m of list.data.results as unknown as { id: number; name: string }[]) catalogue.set(m.name, m.id);
});

/** A Wegovy prescription from `startDaysAgo` days ago on the start's weekday, following the label's steps. */
const prescribeWegovy = (p: Person, startDaysAgo = 0, token = t.nurse) => {
  const start = addDays(tampaToday(), -startDaysAgo);
  return call(`/api/care/patients/${p.id}/medications`, {
    token,
    json: { medication: catalogue.get("Wegovy"), dose: 0.25, schedule: "weekly", weekday: weekday(start), times: ["09:00"], start_day: start, titrate: true },
  });
};

describe("who may call", () => {
  it("every medicines call needs a token", async () => {
    await expectTokenRequired([
      ["GET", "/api/medications/catalogue"],
      ["POST", "/api/medications/catalogue"],
      ["GET", "/api/medications/catalogue/1"],
      ["GET", "/api/me/medications"],
      ["POST", "/api/me/medications"],
      ["PUT", "/api/me/medications/1"],
      ["POST", "/api/me/medications/1/stop"],
      ["GET", "/api/me/medications/1/site"],
      ["GET", "/api/me/doses"],
      ["POST", "/api/me/doses"],
      ["GET", "/api/me/side_effects"],
      ["POST", "/api/me/side_effects"],
      ["GET", "/api/care/patients/1/medications"],
      ["POST", "/api/care/patients/1/medications"],
      ["PUT", "/api/care/patients/1/medications/1"],
    ]);
  });

  it("patients are refused the formulary's writes and prescribing (403), and nothing is stored", async () => {
    const p = await carePatient("Medsrefused");
    const entries = await count("medications");
    const body = { name: "Snake oil", generic_name: "oil", kind: "liquid", route: "oral", unit: "mL", strengths: [5] };
    expect((await call("/api/medications/catalogue", { token: p.token, json: body })).status).toBe(403);
    expect((await call(`/api/medications/catalogue/${catalogue.get("Wegovy")}`, { token: p.token, method: "PUT", json: body })).status).toBe(403);
    expect((await call(`/api/medications/catalogue/${catalogue.get("Wegovy")}`, { token: p.token, method: "DELETE" })).status).toBe(403);
    // Care staff are not programme administrators either.
    expect((await call("/api/medications/catalogue", { token: t.nurse, json: body })).status).toBe(403);
    const prescribing = await prescribeWegovy(p, 0, p.token);
    expect(prescribing.status).toBe(403);
    expect(prescribing.data.error_code).toBe("PERMISSION_DENIED");
    expect((await call(`/api/care/patients/${p.id}/medications`, { token: p.token })).status).toBe(403);
    expect(await count("medications")).toBe(entries);
    expect(await count("medication_regimens", "user_id = ?", p.id)).toBe(0);
  });
});

describe("the formulary", () => {
  it("anyone signed in reads it, each entry citing its label; kind narrows it", async () => {
    const wegovy = await call(`/api/medications/catalogue/${catalogue.get("Wegovy")}`, { token: t.jane });
    expect(wegovy.status).toBe(200);
    expect(wegovy.data).toMatchObject({
      name: "Wegovy",
      generic_name: "semaglutide",
      kind: "injection",
      unit: "mg",
      prescription: true,
      steps: [
        { dose: 0.25, weeks: 4 },
        { dose: 0.5, weeks: 4 },
        { dose: 1, weeks: 4 },
        { dose: 1.7, weeks: 4 },
        { dose: 2.4, weeks: null },
      ],
    });
    expect(wegovy.data.source).toMatch(/WEGOVY \(semaglutide\) injection, US prescribing information.*dailymed\.nlm\.nih\.gov/);
    const supplements = await call("/api/medications/catalogue?kind=supplement", { token: t.jane });
    expect((supplements.data.results as unknown as { kind: string }[]).every((m) => m.kind === "supplement")).toBe(true);
    expect((await call("/api/medications/catalogue?kind=pill", { token: t.jane })).status).toBe(400);
  });

  it("administrators add, change and take entries off; bad input is 400 with nothing stored", async () => {
    const before = await count("medications");
    const bad = await call("/api/medications/catalogue", { token: t.admin, json: { name: "Test pen", generic_name: "x", kind: "injection", route: "subcutaneous", unit: "mg", strengths: [1, 2], steps: [{ dose: 3, weeks: 4 }] } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ steps: ["Each step's dose must be one of the strengths."] });
    const duplicate = await call("/api/medications/catalogue", { token: t.admin, json: { name: "wegovy", generic_name: "x", kind: "injection", route: "subcutaneous", unit: "mg", strengths: [1] } });
    expect(duplicate.data.errors).toEqual({ name: ["A medicine with this name is already in the list."] });
    expect(await count("medications")).toBe(before);

    const name = `Test pen ${Date.now()}`;
    const made = await call("/api/medications/catalogue", { token: t.admin, json: { name, generic_name: "testatide", kind: "injection", route: "subcutaneous", unit: "mg", strengths: "1, 2", steps: "1:2, 2", usual_schedule: "weekly", usual_times: "10:00", source: "Test label, section 2." } });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ name, strengths: [1, 2], steps: [{ dose: 1, weeks: 2 }, { dose: 2, weeks: null }], usual_times: ["10:00"], retired: false });
    const id = made.data.id as unknown as number;
    const changed = await call(`/api/medications/catalogue/${id}`, { token: t.admin, method: "PUT", json: { ...made.data, strengths: [1, 2, 3] } });
    expect(changed.status).toBe(200);
    expect(changed.data.strengths).toEqual([1, 2, 3]);
    expect((await call(`/api/medications/catalogue/${id}`, { token: t.admin, method: "DELETE" })).status).toBe(204);
    expect((await call(`/api/medications/catalogue/${id}`, { token: t.jane })).status).toBe(404);
    expect((await call(`/api/medications/catalogue/${id}`, { token: t.admin })).data.retired).toBe(true);
    expect((await call(`/api/medications/catalogue/${id}`, { token: t.admin, method: "DELETE" })).status).toBe(404);
  });
});

describe("prescribing and changing a patient's medicines", () => {
  it("the nurse prescribes with the label's steps; the patient sees it set by the clinic and is told; another clinic's nurse is answered 404", async () => {
    const p = await carePatient("Medsprescribed");
    const bad = await call(`/api/care/patients/${p.id}/medications`, { token: t.nurse, json: { medication: catalogue.get("Wegovy"), dose: 0.3, schedule: "weekly", times: ["09:00"] } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ weekday: ["Please choose the day of the week."] });
    const notStrength = await call(`/api/care/patients/${p.id}/medications`, { token: t.nurse, json: { medication: catalogue.get("Wegovy"), dose: 3, schedule: "weekly", weekday: 1, times: "09:00" } });
    expect(notStrength.data.errors).toEqual({ dose: ["Please choose one of the medicine's strengths."] });
    expect(await count("medication_regimens", "user_id = ?", p.id)).toBe(0);
    expect((await prescribeWegovy(p, 0, elsewhere.token)).status).toBe(404);

    const made = await prescribeWegovy(p, 10);
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ set_by: "clinic", dose: 0.25, unit: "mg", status: "active", titrate_to: 2.4, schedule: { kind: "weekly", times: ["09:00"] } });
    expect((made.data.titration as unknown as { dose: number }[]).map((s) => s.dose)).toEqual([0.25, 0.5, 1, 1.7, 2.4]);
    const mine = await call("/api/me/medications", { token: p.token });
    expect(mine.data).toMatchObject({ count: 1, results: [{ id: made.data.id, set_by: "clinic", medication: { name: "Wegovy" } }] });
    const told = await call("/api/notifications", { token: p.token });
    expect((told.data.results as unknown as { kind: string; title: string }[])[0]).toMatchObject({ kind: "medication", title: "Your clinic updated your medicines" });
  });

  it("a dose change from today keeps the history; pause, resume and stop; a bad action is 400; the patient may not change the clinic's medicine", async () => {
    const p = await carePatient("Medschanged");
    const made = await prescribeWegovy(p, 35);
    const rid = made.data.id as unknown as number;
    const put = (json: unknown, token = t.nurse) => call(`/api/care/patients/${p.id}/medications/${rid}`, { token, method: "PUT", json });
    expect((await put({ action: "grow" })).data.errors).toEqual({ action: ["Please choose what to change."] });
    expect((await put({ action: "dose", dose: 0.25, from_day: addDays(tampaToday(), -3) })).data.errors).toEqual({ from_day: ["A dose change starts today or later: earlier days keep their dose."] });
    const held = await put({ action: "dose", dose: 0.25, note: "Nausea" });
    expect(held.status).toBe(200);
    expect((held.data.titration as unknown as { dose: number; source: string }[]).map((s) => `${s.dose} ${s.source}`)).toEqual(["0.25 start", "0.5 plan", "0.25 change"]);
    expect((await put({ action: "pause" })).data.status).toBe("paused");
    expect((await put({ action: "resume" })).data.status).toBe("active");
    expect((await put({ action: "stop" })).data.errors).toEqual({ reason: ["Required"] });
    expect((await put({ action: "stop", reason: "Moved away" })).data).toMatchObject({ status: "stopped", end_day: tampaToday(), stop_reason: "Moved away" });
    expect((await put({ action: "pause" })).data.errors).toEqual({ non_field_errors: ["This medicine has been stopped."] });
    expect((await put({ action: "pause" }, elsewhere.token)).status).toBe(404);
    expect((await call(`/api/me/medications/${rid}`, { token: p.token, method: "PUT", json: { dose: 0.5 } })).status).toBe(403);
    expect((await call(`/api/me/medications/${rid}/stop`, { token: p.token, json: {} })).status).toBe(403);
    const rows = await healthRows(p.id);
    expect(rows.filter((r) => r.record_type === "medication").map((r) => `${r.event} ${r.detail}`)).toEqual(
      expect.arrayContaining(["health_create api", "health_update api:dose", "health_update api:pause", "health_update api:resume", "health_update api:stop"]),
    );
  });

  it("the record's medicines: doses, adherence and the chart; the panel's row carries adherence and the missed-doses flag", async () => {
    const p = await carePatient("Medsmissed");
    // A weekly pen started 20 days ago and never recorded: its first dose is long late.
    await prescribeWegovy(p, 20);
    const record = await call(`/api/care/patients/${p.id}/medications`, { token: t.nurse });
    expect(record.status).toBe(200);
    const regimen = (record.data.regimens as unknown as { adherence: unknown; recent: { status: string }[] }[])[0];
    expect(regimen.adherence).toEqual({ d7: 0, d28: 0 });
    expect(regimen.recent.map((d) => d.status)).toContain("missed");
    expect(record.data.chart).toMatchObject({ dose: { name: "Wegovy", unit: "mg" } });
    const panel = await call(`/api/care/patients?search=${encodeURIComponent(p.name.split(" ")[1])}`, { token: t.nurse });
    const row = (panel.data.results as unknown as { id: number; adherence_28d: number; flags: { code: string; since: string }[] }[]).find((r) => r.id === p.id)!;
    expect(row.adherence_28d).toBe(0);
    expect(row.flags).toContainEqual({ code: "missed_doses", since: addDays(tampaToday(), -17), reviewed: false });
    expect((await call(`/api/care/patients?ordering=-adherence&flag=missed_doses`, { token: t.nurse })).status).toBe(200);
    expect((await call(`/api/care/patients/${p.id}/medications`, { token: elsewhere.token })).status).toBe(404);
    expect((await healthRows(p.id)).some((r) => r.event === "health_read" && r.record_type === "medications")).toBe(true);
  });
});

describe("the patient's own medicines", () => {
  it("a supplement of their own: a prescription medicine is refused with a clear message; a new dose, stop; another patient's is 404", async () => {
    const p = await carePatient("Medsown");
    const other = await carePatient("Medsother");
    const refused = await call("/api/me/medications", { token: p.token, json: { medication: catalogue.get("Adipex-P"), dose: 37.5, schedule: "daily", times: ["07:30"] } });
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toEqual({ medication: ["This medicine needs a prescription: only your clinic can add it."] });
    expect(await count("medication_regimens", "user_id = ?", p.id)).toBe(0);
    const added = await call("/api/me/medications", { token: p.token, json: { medication: catalogue.get("Vitamin D3"), dose: 1000, schedule: "daily", times: "08:00", supply: 60 } });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ set_by: "self", dose: 1000, unit: "IU", supply: { doses: 60, left: 60 } });
    const id = added.data.id as unknown as number;
    expect((await call(`/api/me/medications/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(`/api/me/medications/${id}`, { token: other.token, method: "PUT", json: { dose: 2000 } })).status).toBe(404);
    const edited = await call(`/api/me/medications/${id}`, { token: p.token, method: "PUT", json: { dose: 2000 } });
    expect(edited.data).toMatchObject({ dose: 2000 });
    expect((await call(`/api/me/medications/${id}/supply`, { token: p.token, json: { supply: 10 } })).data.supply).toMatchObject({ doses: 10, left: 10 });
    expect((await call(`/api/me/medications/${id}/stop`, { token: p.token, json: { reason: "Summer sun" } })).data).toMatchObject({ status: "stopped", stop_reason: "Summer sun" });
  });

  it("doses: a future time, another member's regimen and an injection without its site are refused, nothing stored; the list shows each dose's status", async () => {
    const p = await carePatient("Medsdoses");
    const other = await carePatient("Medsnosy");
    const made = await prescribeWegovy(p, 14);
    const rid = made.data.id as unknown as number;
    const dose = (json: Record<string, unknown>, token = p.token) => call("/api/me/doses", { token, json });
    const tomorrow = await dose({ regimen: rid, day: addDays(tampaToday(), 1), status: "taken", site: "thigh_left_upper" });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.data.errors).toEqual({ day: ["A dose cannot be recorded for a time in the future."] });
    const now = new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date());
    if (now < "23:58") expect((await dose({ regimen: rid, time: "23:59", status: "taken", site: "thigh_left_upper" })).data.errors).toEqual({ time: ["A dose cannot be recorded for a time in the future."] });
    expect((await dose({ regimen: rid, day: addDays(tampaToday(), -14), status: "taken" })).data.errors).toEqual({ site: ["Please choose where you injected."] });
    expect((await dose({ regimen: rid, day: addDays(tampaToday(), -15), status: "taken", site: "thigh_left_upper" })).data.errors).toEqual({ day: ["This medicine had not started on that day."] });
    expect((await dose({ regimen: rid, day: addDays(tampaToday(), -7), status: "skipped" })).data.errors).toEqual({ reason: ["Please say why the dose was skipped."] });
    expect((await dose({ regimen: rid, status: "taken", site: "thigh_left_upper" }, other.token)).status).toBe(404);
    expect((await dose({ regimen: rid, status: "taken", site: "elbow" })).data.errors).toEqual({ site: ["Please choose one of the injection sites."] });
    expect(await count("medication_doses", "regimen_id = ?", rid)).toBe(0);

    const taken = await dose({ regimen: rid, day: addDays(tampaToday(), -14), time: "09:15", status: "taken", site: "thigh_left_upper" });
    expect(taken.status).toBe(201);
    expect(taken.data).toMatchObject({ regimen: rid, due_day: addDays(tampaToday(), -14), slot: "09:00", status: "taken", taken_time: "09:15", site: "thigh_left_upper", dose: 0.25, unit: "mg" });
    expect((await dose({ regimen: rid, day: addDays(tampaToday(), -13), status: "taken", site: "thigh_right_upper" })).data.errors).toEqual({ non_field_errors: ["This week's dose is already recorded."] });
    const list = await call(`/api/me/doses?from=${addDays(tampaToday(), -14)}&to=${tampaToday()}`, { token: p.token });
    expect((list.data.results as unknown as { day: string; status: string }[]).map((d) => [d.day, d.status])).toEqual([
      [addDays(tampaToday(), -14), "taken"],
      [addDays(tampaToday(), -7), "missed"],
      [tampaToday(), expect.stringMatching(/due|upcoming/)],
    ]);
    expect((await call(`/api/me/doses?from=${tampaToday()}&to=${addDays(tampaToday(), -1)}`, { token: p.token })).data.errors).toEqual({ to: ["The end must be on or after the start."] });
    const id = taken.data.id as unknown as number;
    expect((await call(`/api/me/doses/${id}`, { token: other.token, method: "DELETE" })).status).toBe(404);
    expect((await call(`/api/me/doses/${id}`, { token: p.token, method: "DELETE" })).status).toBe(204);
    expect(await count("medication_doses", "regimen_id = ?", rid)).toBe(0);
  });

  it("/medications suggests the next injection site in rotation, and warns once the same site was used twice in a row", async () => {
    const p = await carePatient("Medssites");
    const rid = (await prescribeWegovy(p, 14)).data.id as unknown as number;
    const cookie = await signInCookie(p.email, PASSWORD);
    const take = (daysAgo: number, site: string) => call("/api/me/doses", { token: p.token, json: { regimen: rid, day: addDays(tampaToday(), -daysAgo), status: "taken", site } });
    // The sentence as drawn (the page also carries its texts' templates, "You used {{site}}…", for the browser).
    const warning = /You used [^.{]* last time too\./;

    expect((await take(14, "thigh_left_upper")).status).toBe(201);
    let page = (await visit("/medications", { cookie })).html;
    expect(page).toContain("Suggested site: Thigh, right, upper.");
    expect(page).not.toMatch(warning);

    expect((await take(7, "thigh_left_upper")).status).toBe(201);
    page = (await visit("/medications", { cookie })).html;
    expect(page).toContain("Suggested site: Thigh, right, upper.");
    expect(page).toContain("You used Thigh, left, upper last time too. Moving to a new site each time helps the skin heal.");
  });

  it("GET /api/me/medications/{id}/site: the site the page suggests and its warning; another member's is 404, a medicine that is not an injection 400; audited", async () => {
    const p = await carePatient("Medssiteapi");
    const other = await carePatient("Medssitenosy");
    const rid = (await prescribeWegovy(p, 14)).data.id as unknown as number;
    const site = (id: number, token = p.token) => call(`/api/me/medications/${id}/site`, { token });
    const take = (daysAgo: number, where: string) => call("/api/me/doses", { token: p.token, json: { regimen: rid, day: addDays(tampaToday(), -daysAgo), status: "taken", site: where } });

    // Nothing recorded yet: the rotation's first site.
    expect((await site(rid)).data).toEqual({ regimen: rid, next: "abdomen_left_upper", last: null, previous: null, repeated: false });
    expect((await take(14, "arm_right_lower")).status).toBe(201);
    // After the rotation's last site, round to its first again.
    expect((await site(rid)).data).toEqual({ regimen: rid, next: "abdomen_left_upper", last: "arm_right_lower", previous: null, repeated: false });
    expect((await take(7, "arm_right_lower")).status).toBe(201);
    const twice = await site(rid);
    expect(twice.status).toBe(200);
    expect(twice.data).toEqual({ regimen: rid, next: "abdomen_left_upper", last: "arm_right_lower", previous: "arm_right_lower", repeated: true });
    // The same answer as the page: its suggestion and its warning.
    const page = (await visit("/medications", { cookie: await signInCookie(p.email, PASSWORD) })).html;
    expect(page).toContain("Suggested site: Abdomen, left, upper.");
    expect(page).toContain("You used Upper arm, right, lower part last time too.");

    const theirs = await site(rid, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.data.error_code).toBe("NOT_FOUND");
    expect((await site(999_999_999)).status).toBe(404);
    const tablet = await call("/api/me/medications", { token: p.token, json: { medication: catalogue.get("Vitamin D3"), dose: 1000, schedule: "daily", times: ["08:00"] } });
    const notInjection = await site(tablet.data.id as unknown as number);
    expect(notInjection.status).toBe(400);
    expect(notInjection.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { non_field_errors: ["Only an injection has a site."] } });
    expect((await call(`/api/me/medications/${rid}/site`)).status).toBe(401);
    const rows = await healthRows(p.id);
    expect(rows.filter((r) => r.event === "health_read" && r.record_type === "medication" && r.detail === "api:site").map((r) => r.record_id)).toContain(rid);
  });

  it("side effects: a check-in, the same symptom again changes it, bad input and a future day refused; who viewed my record names the care team's reads", async () => {
    const p = await carePatient("Medsfeel");
    const post = (json: Record<string, unknown>) => call("/api/me/side_effects", { token: p.token, json });
    expect((await post({ symptom: "nausea", severity: 6 })).data.errors).toEqual({ severity: ["Must be 5 or less"] });
    expect((await post({ symptom: "dizzy", severity: 2 })).data.errors).toEqual({ symptom: ["Please choose a symptom."] });
    expect((await post({ symptom: "nausea", severity: 2, day: addDays(tampaToday(), 1) })).data.errors).toEqual({ day: ["A day in the future cannot be recorded."] });
    expect(await count("side_effects", "user_id = ?", p.id)).toBe(0);
    const first = await post({ symptom: "vomiting", severity: 3, note: "After dinner" });
    expect(first.status).toBe(201);
    const again = await post({ symptom: "vomiting", severity: 4 });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ id: first.data.id, severity: 4, day: tampaToday() });
    expect((await call("/api/me/side_effects", { token: p.token })).data).toMatchObject({ count: 1, results: [{ symptom: "vomiting", severity: 4 }] });
    // Severity 4: the care team's side-effects flag is up from today.
    const panel = await call(`/api/care/patients?search=${encodeURIComponent(p.name.split(" ")[1])}`, { token: t.nurse });
    expect((panel.data.results as unknown as { flags: { code: string; since: string }[] }[])[0].flags).toContainEqual({ code: "side_effects", since: tampaToday(), reviewed: false });
    await call(`/api/care/patients/${p.id}/medications`, { token: t.nurse });
    const log = await call("/api/me/access_log", { token: p.token });
    expect((log.data.results as unknown as { what: string }[]).map((r) => r.what)).toContain("your medicines");
    const exported = await call("/api/me/export", { token: p.token });
    expect(exported.data.side_effects).toMatchObject([{ symptom: "vomiting", severity: 4, note: "" }]);
    expect(exported.data).toHaveProperty("medication_doses");
  });

  it("in Spanish (Accept-Language: es): a dose skipped without its reason and one in the future are refused in Spanish, with the same error_code, nothing stored", async () => {
    const p = await carePatient("Medsspanish");
    const added = await call("/api/me/medications", { token: p.token, json: { medication: catalogue.get("Vitamin D3"), dose: 1000, schedule: "daily", times: "00:00" } });
    const rid = added.data.id as unknown as number;
    const es = { "Accept-Language": "es-US,es;q=0.9,en;q=0.5" };
    const skipped = await call("/api/me/doses", { token: p.token, headers: es, json: { regimen: rid, status: "skipped" } });
    expect(skipped.status).toBe(400);
    expect(skipped.data).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { reason: ["Por favor, indique por qué omitió la dosis."] } });
    const future = await call("/api/me/doses", { token: p.token, headers: es, json: { regimen: rid, day: addDays(tampaToday(), 1), status: "taken" } });
    expect(future.data).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { day: ["No se puede registrar una dosis para una hora futura."] } });
    // The same refusal asked in English is the spec's English.
    const english = await call("/api/me/doses", { token: p.token, json: { regimen: rid, status: "skipped" } });
    expect(english.data).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { reason: ["Please say why the dose was skipped."] } });
    expect(await count("medication_doses", "regimen_id = ?", rid)).toBe(0);
  });
});
