import { describe, expect, it } from "vitest";
import { call, expectTokenRequired, tokenFor } from "./client";
import { carePatient, careStaff, healthRows } from "./care-support";
import { STAFF } from "./foods-support";

/**
 * The patient's questions for their visit over the API (issue 40): GET and POST
 * /api/reports/questions, DELETE /api/reports/questions/{id}, the same list /reports keeps.
 * Bad input is a 400 with the field's message and changes nothing; another patient's question is
 * not found; staff are refused; each read and write is audited.
 */

type Question = { id: number; text: string; created_at: string };
const listOf = async (token: string) => {
  const res = await call("/api/reports/questions", { token });
  expect(res.status).toBe(200);
  return res.data as unknown as { count: number; next: null; previous: null; results: Question[] };
};

describe("/api/reports/questions", () => {
  it("adds, lists and removes the caller's own questions, oldest first, each audited", async () => {
    const p = await carePatient("Questions");
    expect(await listOf(p.token)).toEqual({ count: 0, next: null, previous: null, results: [] });
    const first = await call("/api/reports/questions", { token: p.token, json: { text: "  Can I swap rice for quinoa?  " } });
    expect(first.status, JSON.stringify(first.data)).toBe(201);
    expect(first.data).toMatchObject({ text: "Can I swap rice for quinoa?" });
    const second = await call("/api/reports/questions/", { token: p.token, json: { text: "Is my fibre enough?" } });
    expect(second.status).toBe(201);
    const list = await listOf(p.token);
    expect(list.count).toBe(2);
    expect(list.results.map((q) => q.text)).toEqual(["Can I swap rice for quinoa?", "Is my fibre enough?"]);

    const removed = await call(`/api/reports/questions/${first.data.id}`, { method: "DELETE", token: p.token });
    expect(removed.status).toBe(204);
    expect((await listOf(p.token)).results.map((q) => q.text)).toEqual(["Is my fibre enough?"]);
    // Removed already: not found.
    expect((await call(`/api/reports/questions/${first.data.id}`, { method: "DELETE", token: p.token })).status).toBe(404);

    const rows = (await healthRows(p.id)).filter((r) => r.record_type === "visit_question");
    expect(rows.map((r) => [r.event, r.record_id])).toEqual([
      ["health_read", null],
      ["health_delete", first.data.id],
      ["health_read", null],
      ["health_create", second.data.id],
      ["health_create", first.data.id],
      ["health_read", null],
    ]);
  });

  it("refuses the eleventh question of a Spanish caller (Accept-Language: es) in Spanish, with the same error_code", async () => {
    const p = await carePatient("SpanishQuestions");
    for (let i = 1; i <= 10; i++) expect((await call("/api/reports/questions", { token: p.token, json: { text: `Pregunta ${i}` } })).status).toBe(201);
    const full = await call("/api/reports/questions", { token: p.token, json: { text: "Una más" }, headers: { "Accept-Language": "es" } });
    expect(full.status).toBe(400);
    expect(full.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { text: ["Puede guardar hasta 10 preguntas. Elimine una primero."] } });
    expect((await call("/api/reports/questions", { token: p.token })).data).toMatchObject({ count: 10 });
  });

  it("refuses bad input with the field's message and changes nothing; the eleventh question is refused", async () => {
    const p = await carePatient("BadQuestions");
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { text: ["Required"] }],
      [{ text: "   " }, { text: ["Required"] }],
      [{ text: 42 }, { text: ["Required"] }],
      [{ text: "x".repeat(301) }, { text: ["Must be 300 characters or less"] }],
    ];
    for (const [json, errors] of cases) {
      const res = await call("/api/reports/questions", { token: p.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.data, JSON.stringify(json)).toEqual({ error_code: "VALIDATION_ERROR", errors });
    }
    expect((await listOf(p.token)).count).toBe(0);
    for (let i = 1; i <= 10; i++) expect((await call("/api/reports/questions", { token: p.token, json: { text: `Question ${i}?` } })).status).toBe(201);
    const full = await call("/api/reports/questions", { token: p.token, json: { text: "One more?" } });
    expect(full.status).toBe(400);
    expect(full.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { text: ["You can keep up to 10 questions. Remove one first."] } });
    expect((await listOf(p.token)).count).toBe(10);
  });

  it("another patient's question is not found and stays; staff are refused (403); no token, no call", async () => {
    const p = await carePatient("Owner");
    const other = await carePatient("Stranger");
    const q = await call("/api/reports/questions", { token: p.token, json: { text: "What about my knees?" } });
    expect(q.status).toBe(201);
    expect((await call(`/api/reports/questions/${q.data.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await listOf(other.token)).count).toBe(0);
    expect((await listOf(p.token)).results.map((x) => x.id)).toEqual([q.data.id]);

    const nurse = await careStaff([1]);
    const admin = await tokenFor(STAFF.email, STAFF.password);
    for (const token of [nurse.token, admin]) {
      for (const [method, path, json] of [
        ["GET", "/api/reports/questions", undefined],
        ["POST", "/api/reports/questions", { text: "Staff question?" }],
        ["DELETE", `/api/reports/questions/${q.data.id}`, undefined],
      ] as const) {
        const res = await call(path, { method, token, json });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.data).toMatchObject({ error_code: "PERMISSION_DENIED" });
      }
    }
    expect((await listOf(p.token)).count).toBe(1);
    await expectTokenRequired([
      ["GET", "/api/reports/questions"],
      ["POST", "/api/reports/questions"],
      ["DELETE", `/api/reports/questions/${q.data.id}`],
    ]);
  });
});
