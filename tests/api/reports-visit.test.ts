import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { call, fetchApi, signInCookie, visit, withServerDb } from "./client";
import { carePatient, careStaff, healthRows, PASSWORD, type Person } from "./care-support";
import { tampaToday } from "./progress-support";

/**
 * The visit summary (issue 40) over HTTP: the care team's call and pages (staff only, their
 * clinics' patients only, every read an audited row), the patient's own call and PDF, and the
 * day it starts from refused with a clear message when it cannot be read.
 */

const daysBefore = (n: number) => {
  const d = new Date(`${tampaToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** A Tampa patient who weighed 220 lb 20 days ago and 214 lb today, had a visit 14 days ago and keeps a question. */
async function patientWithVisit(label: string): Promise<Person> {
  const p = await carePatient(label);
  for (const [weight, date] of [
    [220, daysBefore(20)],
    [214, tampaToday()],
  ] as const) {
    const res = await call("/api/progress/add_weight", { token: p.token, json: { weight, date } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
  }
  await withServerDb(async (db) => {
    const now = new Date().toISOString();
    await db.prepare("insert into appointments (user_id, appt_date, appt_time, created_at) values (?, ?, '09:30', ?)").run(p.id, daysBefore(14), now);
    await db.prepare("insert into visit_questions (user_id, body, created_at) values (?, ?, ?)").run(p.id, "Can I lower my dose before the holidays?", now);
  });
  return p;
}

const rowsOf = async (patientId: number, actor: number) => (await healthRows(patientId)).filter((r) => r.user_id === actor && r.record_type === "visit_summary");

/**
 * The text a visit summary's PDF shows, a line a text call: pdfkit's page streams inflated, each
 * `[<hex> …] TJ` array's strings joined (the built-in fonts' WinAnsi bytes, read as Latin-1, so
 * "Composición" reads as written).
 */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString("latin1");
  // Each stream's bytes are taken by its /Length: compressed bytes may end in "\r", which a pattern
  // reading up to "\r?\nendstream" would drop, losing a whole page's text about once in 256 PDFs.
  for (const stream of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = stream.index + stream[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, start + Number(stream[1])), "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) lines.push([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join(""));
  }
  return lines.join("\n");
}

describe("GET /api/care/patients/{id}/reports/visit", () => {
  it("answers the summary since the last visit, in the reader's units, and audits the staff member's read", async () => {
    const nurse = await careStaff([1]);
    const p = await patientWithVisit("Visit");
    const res = await call(`/api/care/patients/${p.id}/reports/visit`, { token: nurse.token });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({
      patient: { id: p.id, name: p.name },
      today: tampaToday(),
      since: daysBefore(14),
      since_source: "visit",
      last_visit: daysBefore(14),
      units: "imperial",
      weight: { start: { date: daysBefore(20), weight: 220 }, current: { date: tampaToday(), weight: 214 }, change: -6, weigh_ins: 1 },
      adherence: null,
      questions: [{ text: "Can I lower my dose before the holidays?" }],
    });
    const metric = await call(`/api/care/patients/${p.id}/reports/visit?units=metric&since=${daysBefore(25)}`, { token: nurse.token });
    expect(metric.status).toBe(200);
    expect(metric.data).toMatchObject({ units: "metric", since: daysBefore(25), since_source: "chosen", weight: { start: { weight: 99.8 }, current: { weight: 97.1 }, weigh_ins: 2 } });
    const rows = await rowsOf(p.id, nurse.id);
    expect(rows.map((r) => [r.event, r.detail])).toEqual([
      ["health_read", `api:since ${daysBefore(25)}`],
      ["health_read", `api:since ${daysBefore(14)}`],
    ]);
  });

  it("refuses a day it cannot read with a clear message, and audits nothing", async () => {
    const nurse = await careStaff([1]);
    const p = await patientWithVisit("Refused");
    const cases: [string, string][] = [
      ["2026-13-45", "Enter a date as YYYY-MM-DD."],
      [daysBefore(-1), "The date cannot be in the future."],
      [daysBefore(800), "Choose a day within the last two years."],
    ];
    for (const [since, message] of cases) {
      const res = await call(`/api/care/patients/${p.id}/reports/visit?since=${since}`, { token: nurse.token });
      expect(res.status, since).toBe(400);
      expect(res.data).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { since: [message] } });
    }
    expect(await rowsOf(p.id, nurse.id)).toEqual([]);
  });

  it("another clinic's patient is not found, a patient is refused, no sign-in is asked for one; none is audited", async () => {
    const p = await patientWithVisit("Scope");
    const dallas = await careStaff([35]);
    expect((await call(`/api/care/patients/${p.id}/reports/visit`, { token: dallas.token })).status).toBe(404);
    expect((await call(`/api/care/patients/999999999/reports/visit`, { token: dallas.token })).status).toBe(404);
    const other = await carePatient("Other");
    expect((await call(`/api/care/patients/${other.id}/reports/visit`, { token: p.token })).status).toBe(403);
    expect((await call(`/api/care/patients/${p.id}/reports/visit`, { token: p.token })).status).toBe(403);
    expect((await call(`/api/care/patients/${p.id}/reports/visit`)).status).toBe(401);
    expect((await healthRows(p.id)).filter((r) => r.record_type === "visit_summary")).toEqual([]);
    expect((await healthRows(other.id)).filter((r) => r.record_type === "visit_summary")).toEqual([]);
  });
});

describe("the patient's own summary: GET /api/reports/visit and its PDF", () => {
  it("answers the caller's own summary and its PDF, each audited as their own read", async () => {
    const p = await patientWithVisit("Own");
    const res = await call("/api/reports/visit", { token: p.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ patient: { id: p.id }, since: daysBefore(14), weight: { change: -6 } });
    expect((await call(`/api/reports/visit?since=${daysBefore(-3)}`, { token: p.token })).data).toMatchObject({ errors: { since: ["The date cannot be in the future."] } });

    const pdf = await fetchApi(`/api/reports/visit.pdf?since=${daysBefore(25)}`, { headers: { Authorization: `JWT ${p.token}` }, binary: true });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="visit-summary-${tampaToday()}.pdf"`);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const rows = await rowsOf(p.id, p.id);
    expect(rows.map((r) => r.event)).toEqual(["health_export", "health_read"]);
  });
});

describe("the care team's pages: /patients/{id}/visit and its PDF", () => {
  it("shows the summary to the patient's nurse and downloads its PDF, both audited; another clinic's nurse gets 404, a patient is sent home", async () => {
    const nurse = await careStaff([1]);
    const p = await patientWithVisit("Page");
    const cookie = await signInCookie(nurse.email, PASSWORD);
    const page = await visit(`/patients/${p.id}/visit`, { cookie });
    expect(page.status).toBe(200);
    expect(page.heading).toBe(`Visit summary: ${p.name} · Tampa Medical Weight Loss Clinic`);
    expect(page.html).toContain("Can I lower my dose before the holidays?");
    expect(page.html).toContain(`/patients/${p.id}/visit.pdf`);

    const future = await visit(`/patients/${p.id}/visit?since=${daysBefore(-2)}`, { cookie });
    expect(future.status).toBe(200);
    expect(future.html).toContain("The date cannot be in the future.");

    const pdf = await fetchApi(`/patients/${p.id}/visit.pdf`, { headers: { Cookie: cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await rowsOf(p.id, nurse.id)).map((r) => [r.event, r.detail])).toEqual([
      ["health_export", `page:pdf since ${daysBefore(14)}`],
      ["health_read", `page:since ${daysBefore(14)}`],
      ["health_read", `page:since ${daysBefore(14)}`],
    ]);

    const dallas = await signInCookie((await careStaff([35])).email, PASSWORD);
    expect((await visit(`/patients/${p.id}/visit`, { cookie: dallas })).status).toBe(404);
    expect((await fetchApi(`/patients/${p.id}/visit.pdf`, { headers: { Cookie: dallas } })).status).toBe(404);
    const own = await signInCookie(p.email, PASSWORD);
    expect((await visit(`/patients/${p.id}/visit`, { cookie: own })).redirects[0]).toBe("/home");
    expect((await fetchApi(`/patients/${p.id}/visit.pdf`, { headers: { Cookie: own }, redirect: "manual" })).headers.get("location")).toBe("/home");
  });
});

describe("the patient's page: /reports/visit and its PDF", () => {
  it("shows the patient their own summary and downloads its PDF, both audited as their own", async () => {
    const p = await patientWithVisit("Mine");
    const cookie = await signInCookie(p.email, PASSWORD);
    const page = await visit(`/reports/visit?since=${daysBefore(25)}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.heading).toBe("Visit summary");
    expect(page.html).toContain("Can I lower my dose before the holidays?");
    expect(page.html).toContain(`/reports/visit.pdf?since=${daysBefore(25)}`);
    const pdf = await fetchApi(`/reports/visit.pdf?since=${daysBefore(25)}`, { headers: { Cookie: cookie } });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await rowsOf(p.id, p.id)).map((r) => [r.event, r.detail])).toEqual([
      ["health_export", `page:pdf since ${daysBefore(25)}`],
      ["health_read", `page:since ${daysBefore(25)}`],
    ]);
  });

  it("is the patient's own: care staff are sent to their patients from the page and its PDF, and refused (403) by the API; none is audited", async () => {
    const nurse = await careStaff([1]);
    const staffCookie = await signInCookie(nurse.email, PASSWORD);
    for (const url of ["/reports/visit", "/reports/visit.pdf"]) {
      const res = await fetchApi(url, { headers: { Cookie: staffCookie }, redirect: "manual" });
      expect(res.status, url).toBe(302);
      expect(res.headers.get("location"), url).toBe("/patients");
    }
    for (const path of ["/api/reports/visit", "/api/reports/visit.pdf"]) {
      const res = await call(path, { token: nurse.token });
      expect(res.status, path).toBe(403);
      expect(res.data, path).toMatchObject({ error_code: "PERMISSION_DENIED" });
    }
    const audited = await withServerDb((db) => db.prepare("select count(*) as n from audit_log where record_type = 'visit_summary' and user_id = ?").get<{ n: number }>(nurse.id));
    expect(Number(audited!.n)).toBe(0);
  });

  it("names the period's worst side effect on the page and in the JSON, and each week's in the intake rows", async () => {
    const p = await patientWithVisit("SideEffects");
    for (const [day, symptom, severity] of [
      [daysBefore(9), "nausea", 4],
      [daysBefore(3), "headache", 4],
      [daysBefore(3), "fatigue", 2],
      [daysBefore(20), "vomiting", 5],
    ] as const) {
      expect((await call("/api/me/side_effects", { token: p.token, json: { day, symptom, severity } })).status).toBe(201);
    }
    // Since the visit 14 days ago: the vomiting before it is not in the period; of the two at 4, the later.
    const res = await call("/api/reports/visit", { token: p.token });
    expect(res.status).toBe(200);
    expect(res.data.worst_side_effect).toEqual({ symptom: "headache", severity: 4, day: daysBefore(3) });
    const shown = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${daysBefore(3)}T00:00:00Z`));
    const page = await visit("/reports/visit", { cookie: await signInCookie(p.email, PASSWORD) });
    expect(page.html).toContain(`The worst side effect in the period: Headache, 4 – bad, on ${shown}.`);
    const rows = (await call(`/api/reports/intake?from=${daysBefore(20)}&to=${tampaToday()}&group=day`, { token: p.token })).data.rows as unknown as { period: string; worst_side_effect: unknown }[];
    expect(rows.filter((r) => r.worst_side_effect !== null).map((r) => [r.period, r.worst_side_effect])).toEqual([
      [daysBefore(20), { symptom: "vomiting", severity: 5, day: daysBefore(20) }],
      [daysBefore(9), { symptom: "nausea", severity: 4, day: daysBefore(9) }],
      [daysBefore(3), { symptom: "headache", severity: 4, day: daysBefore(3) }],
    ]);
  });
});

describe("the visit summary in Spanish (issue 41)", () => {
  it("writes the page and its PDF in the page's language, the API's PDF in the caller's; what people wrote stays as written; a nurse who chose English reads English", async () => {
    const p = await patientWithVisit("Spanish");
    const cookie = `${await signInCookie(p.email, PASSWORD)}; lng=es`;
    const page = await visit(`/reports/visit?since=${daysBefore(25)}`, { cookie });
    expect(page.html).toContain('<html lang="es"');
    expect(page.heading).toBe("Resumen de la visita");
    expect(page.html).toContain("Composición corporal");

    const spanish = [
      "Resumen de la visita",
      "Peso",
      "Alimentación y ejercicio por semana",
      "Medicamentos",
      "Preguntas del paciente",
      "Can I lower my dose before the holidays?",
      `Del ${new Intl.DateTimeFormat("es-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${daysBefore(25)}T00:00:00Z`))} al`,
    ];
    const own = pdfText(Buffer.from(await (await fetchApi(`/reports/visit.pdf?since=${daysBefore(25)}`, { headers: { Cookie: cookie } })).arrayBuffer()));
    for (const text of spanish) expect(own).toContain(text);
    expect(own).not.toContain("Visit summary");

    const api = await fetchApi(`/api/reports/visit.pdf?since=${daysBefore(25)}`, { headers: { Authorization: `JWT ${p.token}`, "Accept-Language": "es" }, binary: true });
    expect(api.status).toBe(200);
    expect(pdfText(Buffer.from(await api.arrayBuffer()))).toContain("Alimentación y ejercicio por semana");

    // The nurse saved English: the page and the PDF are in English, whatever the cookie says.
    const nurse = await careStaff([1]);
    await withServerDb((db) => db.prepare("update users set language = 'en' where id = ?").run(nurse.id));
    const nurseCookie = `${await signInCookie(nurse.email, PASSWORD)}; lng=es`;
    expect((await visit(`/patients/${p.id}/visit`, { cookie: nurseCookie })).heading).toBe(`Visit summary: ${p.name} · Tampa Medical Weight Loss Clinic`);
    const english = pdfText(Buffer.from(await (await fetchApi(`/patients/${p.id}/visit.pdf`, { headers: { Cookie: nurseCookie } })).arrayBuffer()));
    expect(english).toContain("Food and exercise by week");
    expect(english).not.toContain("Resumen de la visita");
  });
});
