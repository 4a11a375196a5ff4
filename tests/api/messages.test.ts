import { beforeAll, describe, expect, it } from "vitest";
import { call, expectTokenRequired, urlFor, withServerDb } from "./client";
import { carePatient, careStaff, healthRows, type Person } from "./care-support";
import { pngBytes, upload } from "./recipes-support";

/**
 * Messages between a patient and their care team over the API (issue 39): a patient asks, the
 * clinic's staff see it in their inbox, assign, answer with a photo, the patient is told (a link,
 * never the text) and reads it. Scoping: another patient's conversation and another clinic's are
 * 404, each side refused the other's calls (403), nothing stored by a refused call; every read and
 * write audited. Bad input, withdrawing and the rate limit are messages-input.test.ts's.
 */

type Message = { id: number; from: string; sender: string | null; mine: boolean; text: string | null; withdrawn: boolean; image: Record<string, string> | null; withdraw_until: string | null };
type Sent = { conversation: number; patient: number; message: Message };
type Row = { id: number; subject: string; state: string; unread: number; patient: { id: number; name: string }; assigned_to: { id: number; name: string } | null; waiting_count: number; overdue: boolean; last_closed: unknown };

let nurse: Person;
let colleague: Person;
let dallas: Person;

beforeAll(async () => {
  [nurse, colleague, dallas] = await Promise.all([careStaff([1], "Inbox"), careStaff([1], "Colleague"), careStaff([35], "Dallas")]);
});

const ask = async (p: Person, subject = "Redness at the injection site", body = "There is a red patch where I injected. Should I worry?") => {
  const res = await call("/api/messages", { token: p.token, json: { subject, body } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as unknown as Sent;
};
const messageCount = (conversation: number) =>
  withServerDb(async (db) => Number((await db.prepare("select count(*) as n from messages where conversation_id = ?").get<{ n: number }>(conversation))!.n));

describe("who may call", () => {
  it("every messaging call needs a token", async () => {
    await expectTokenRequired([
      ["GET", "/api/messages"],
      ["POST", "/api/messages"],
      ["GET", "/api/messages/1"],
      ["POST", "/api/messages/1/replies"],
      ["POST", "/api/messages/1/read"],
      ["POST", "/api/messages/1/withdraw"],
      ["GET", "/api/care/messages"],
      ["GET", "/api/care/messages/1"],
      ["POST", "/api/care/messages/1/replies"],
      ["POST", "/api/care/messages/1/assign"],
      ["POST", "/api/care/messages/1/close"],
      ["POST", "/api/care/messages/1/read"],
      ["POST", "/api/care/messages/1/withdraw"],
      ["POST", "/api/care/patients/1/messages"],
    ]);
  });

  it("a patient gets 403 on every care call, about their own conversation too; staff 403 on the patient's calls; nothing is stored", async () => {
    const p = await carePatient("Refused");
    const { conversation: id } = await ask(p);
    const staffCalls: [string, string, unknown?][] = [
      ["GET", "/api/care/messages"],
      ["GET", `/api/care/messages/${id}`],
      ["POST", `/api/care/messages/${id}/replies`, { body: "hi" }],
      ["POST", `/api/care/messages/${id}/assign`, { assignee: p.id }],
      ["POST", `/api/care/messages/${id}/close`],
      ["POST", `/api/care/messages/${id}/read`],
      ["POST", `/api/care/messages/${id}/withdraw`, { message: 1 }],
      ["POST", `/api/care/patients/${p.id}/messages`, { subject: "x", body: "y" }],
    ];
    for (const [method, path, json] of staffCalls) {
      const res = await call(path, { method, token: p.token, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data.error_code).toBe("PERMISSION_DENIED");
    }
    const patientCalls: [string, string, unknown?][] = [
      ["GET", "/api/messages"],
      ["POST", "/api/messages", { subject: "x", body: "y" }],
      ["GET", `/api/messages/${id}`],
      ["POST", `/api/messages/${id}/replies`, { body: "hi" }],
      ["POST", `/api/messages/${id}/read`],
    ];
    for (const [method, path, json] of patientCalls) {
      const res = await call(path, { method, token: nurse.token, json });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await messageCount(id)).toBe(1);
    const conv = await call(`/api/messages/${id}`, { token: p.token });
    expect(conv.data).toMatchObject({ state: "waiting", unread: 0 });
  });

  it("another patient's conversation is 404 on every call, exactly like a missing one; nothing is stored or read", async () => {
    const p = await carePatient("Owner");
    const other = await carePatient("Other");
    const { conversation: id, message } = await ask(p);
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/messages/${id}`],
      ["POST", `/api/messages/${id}/replies`, { body: "Is it mine?" }],
      ["POST", `/api/messages/${id}/read`],
      ["POST", `/api/messages/${id}/withdraw`, { message: message.id }],
    ];
    for (const [method, path, json] of calls) {
      const theirs = await call(path, { method, token: other.token, json });
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(theirs.data).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
      const missing = await call(path.replace(`/${id}/`, "/2147483000/").replace(new RegExp(`/${id}$`), "/2147483000"), { method, token: other.token, json });
      expect(missing.data, `missing ${path}`).toEqual(theirs.data);
    }
    expect(await messageCount(id)).toBe(1);
    expect((await call("/api/messages", { token: other.token })).data.count).toBe(0);
    expect((await healthRows(p.id)).filter((r) => r.user_id === other.id)).toEqual([]);
    // Still the owner's, unwithdrawn.
    expect(((await call(`/api/messages/${id}`, { token: p.token })).data.messages as unknown as { results: Message[] }).results[0]).toMatchObject({ withdrawn: false, text: message.text });
  });

  it("another clinic's staff get 404 for every call about a Tampa conversation and patient; they write and read nothing", async () => {
    const p = await carePatient("Tampa");
    const { conversation: id, message } = await ask(p);
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/care/messages/${id}`],
      ["POST", `/api/care/messages/${id}/replies`, { body: "Hello from Dallas" }],
      ["POST", `/api/care/messages/${id}/assign`, { assignee: dallas.id }],
      ["POST", `/api/care/messages/${id}/close`],
      ["POST", `/api/care/messages/${id}/read`],
      ["POST", `/api/care/messages/${id}/withdraw`, { message: message.id }],
      ["POST", `/api/care/patients/${p.id}/messages`, { subject: "Hello", body: "From Dallas" }],
      ["GET", "/api/care/messages?clinic=1"],
    ];
    for (const [method, path, json] of calls) {
      const res = await call(path, { method, token: dallas.token, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
    }
    expect(await messageCount(id)).toBe(1);
    expect((await call(`/api/messages/${id}`, { token: p.token })).data).toMatchObject({ state: "waiting" });
    expect((await healthRows(p.id)).filter((r) => r.user_id === dallas.id)).toEqual([]);
    // Their own inbox is Dallas's, without the Tampa conversation.
    const inbox = await call("/api/care/messages?status=all&limit=100", { token: dallas.token });
    expect(inbox.data.clinic).toMatchObject({ id: 35 });
    expect((inbox.data.results as unknown as Row[]).some((r) => r.id === id)).toBe(false);
  });
});

describe("a patient asks, the care team answers", () => {
  it("the inbox shows it waiting, the nurse assigns and answers with a photo, the patient is told without the text and reads it", async () => {
    const p = await carePatient("Asks");
    const asked = await ask(p, "Nausea after my dose", "I feel queasy since the dose went up.");
    expect(asked).toMatchObject({ patient: p.id, message: { from: "patient", mine: true, text: "I feel queasy since the dose went up.", withdrawn: false, image: null } });
    expect(asked.message.withdraw_until).toEqual(expect.any(String));
    const mine = await call("/api/messages", { token: p.token });
    expect(mine.data).toMatchObject({ count: 1, next: null, previous: null });
    expect(mine.data.results).toEqual([{ id: asked.conversation, subject: "Nausea after my dose", state: "waiting", created_at: expect.any(String), last_message_at: expect.any(String), unread: 0 }]);

    // The care team's inbox: waiting for us, unread, nobody assigned; the panel counts it.
    const inbox = await call(`/api/care/messages?patient=${p.id}`, { token: nurse.token });
    expect(inbox.status, JSON.stringify(inbox.data)).toBe(200);
    expect(inbox.data.clinic).toEqual({ id: 1, name: "Tampa Medical Weight Loss Clinic" });
    expect(inbox.data.counts).toEqual({ waiting: 1, answered: 0, closed: 0, all: 1 });
    const [row] = inbox.data.results as unknown as Row[];
    expect(row).toMatchObject({ id: asked.conversation, state: "waiting", unread: 1, patient: { id: p.id, name: p.name }, assigned_to: null, waiting_count: 1, overdue: false, last_closed: null });
    const panel = await call(`/api/care/patients?search=${encodeURIComponent(p.name.split(" ")[1])}`, { token: nurse.token });
    expect((panel.data.results as unknown as { id: number; waiting_messages: number }[]).find((r) => r.id === p.id)?.waiting_messages).toBe(1);

    // Assigned to a colleague of the clinic, then to herself; someone of another clinic is refused.
    const other = await call(`/api/care/messages/${asked.conversation}/assign`, { token: nurse.token, json: { assignee: dallas.id } });
    expect(other.status).toBe(400);
    expect(other.data.errors).toEqual({ assignee: ["Please choose someone who looks after this clinic."] });
    expect((await call(`/api/care/messages/${asked.conversation}/assign`, { token: nurse.token, json: { assignee: colleague.id } })).data).toMatchObject({ assigned_to: { id: colleague.id } });
    const assigned = await call(`/api/care/messages/${asked.conversation}/assign`, { token: nurse.token, json: { assignee: nurse.id } });
    expect(assigned.data).toMatchObject({ assigned_to: { id: nurse.id, name: nurse.name } });
    expect(((await call("/api/care/messages?assigned=me&status=all&limit=100", { token: nurse.token })).data.results as unknown as Row[]).map((r) => r.id)).toContain(asked.conversation);
    expect(((await call("/api/care/messages?assigned=me&status=all&limit=100", { token: colleague.token })).data.results as unknown as Row[]).map((r) => r.id)).not.toContain(asked.conversation);

    // The answer, with a photo.
    const answered = await upload(`/api/care/messages/${asked.conversation}/replies`, nurse.token, {
      body: "Smaller meals help. See https://www.niddk.nih.gov for more.",
      image: { name: "label.png", data: await pngBytes(), type: "image/png" },
    });
    expect(answered.status, JSON.stringify(answered.data)).toBe(201);
    const answer = (answered.data as unknown as Sent).message;
    expect(answer).toMatchObject({ from: "care_team", sender: nurse.name, mine: true, withdrawn: false });
    expect(answer.image).toEqual({ s: expect.stringMatching(/^\/message-photos\/\d+\/s$/), m: expect.any(String), l: expect.any(String), o: expect.any(String) });

    // The patient is told, with a link only.
    const notices = (await call("/api/notifications/", { token: p.token })).data.results as unknown as { kind: string; title: string; body: string; link: string }[];
    const notice = notices.find((n) => n.kind === "care_message")!;
    expect(notice).toMatchObject({ title: "A message from your care team", link: `/messages/${asked.conversation}` });
    expect(`${notice.title} ${notice.body}`).not.toMatch(/meals|niddk|Nausea/i);

    // The patient sees one unread answer, reads the conversation, marks it read.
    expect(((await call("/api/messages", { token: p.token })).data.results as unknown as Row[])[0]).toMatchObject({ state: "answered", unread: 1 });
    const conv = await call(`/api/messages/${asked.conversation}`, { token: p.token });
    expect(conv.data).toMatchObject({ id: asked.conversation, state: "answered", unread: 1, messages: { count: 2, next: null, previous: null } });
    const results = (conv.data.messages as unknown as { results: Message[] }).results;
    expect(results.map((m) => [m.from, m.mine, m.text])).toEqual([
      ["care_team", false, "Smaller meals help. See https://www.niddk.nih.gov for more."],
      ["patient", true, "I feel queasy since the dose went up."],
    ]);
    expect(results[0].withdraw_until).toBeNull();
    expect((await call(`/api/messages/${asked.conversation}/read`, { method: "POST", token: p.token })).data).toEqual({ read_up_to: answer.id });
    expect(((await call("/api/messages", { token: p.token })).data.results as unknown as Row[])[0].unread).toBe(0);

    // The photo: to the patient and the clinic's care team, nobody else; never cached.
    const photo = (token?: string) => fetch(urlFor(answer.image!.m), { headers: token ? { Authorization: `JWT ${token}` } : {} });
    for (const token of [p.token, nurse.token]) {
      const res = await photo(token);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    const stranger = await carePatient("Stranger");
    for (const token of [stranger.token, dallas.token, undefined]) expect((await photo(token)).status).toBe(404);

    // The staff member's reads and writes are the patient's to see.
    const rows = await healthRows(p.id);
    expect(rows.find((r) => r.user_id === nurse.id && r.record_type === "message" && r.event === "health_create")).toMatchObject({ record_id: answer.id, detail: "api" });
    expect(rows.some((r) => r.user_id === nurse.id && r.record_type === "conversation" && r.event === "health_read" && r.detail === "api:inbox")).toBe(true);
    expect(rows.some((r) => r.user_id === nurse.id && r.record_type === "message_photo" && r.event === "health_read")).toBe(true);
    const log = await call("/api/me/access_log", { token: p.token });
    const whats = (log.data.results as unknown as { staff: { name: string }; what: string; action: string }[]).filter((e) => e.staff.name === nurse.name).map((e) => `${e.action} ${e.what}`);
    expect(whats).toEqual(expect.arrayContaining(["added a message to you", "viewed your messages with the care team", "viewed a photo in your messages"]));
  });

  it("closing takes it out of the waiting list; the patient's reply opens it again and it waits for us once more", async () => {
    const p = await carePatient("Closes");
    const { conversation: id } = await ask(p);
    const closed = await call(`/api/care/messages/${id}/close`, { method: "POST", token: nurse.token });
    expect(closed.data).toMatchObject({ state: "closed", waiting_count: 0, last_closed: { by: nurse.name } });
    expect((await call(`/api/care/messages/${id}/close`, { method: "POST", token: nurse.token })).status).toBe(200);
    expect((await call(`/api/care/messages?patient=${p.id}`, { token: nurse.token })).data.counts).toEqual({ waiting: 0, answered: 0, closed: 1, all: 1 });
    expect((await call(`/api/messages/${id}`, { token: p.token })).data.state).toBe("closed");
    const again = await call(`/api/messages/${id}/replies`, { token: p.token, json: { body: "One more question, please." } });
    expect(again.status).toBe(201);
    const row = ((await call(`/api/care/messages?patient=${p.id}`, { token: nurse.token })).data.results as unknown as Row[])[0];
    expect(row).toMatchObject({ id, state: "waiting", waiting_count: 1, last_closed: { by: nurse.name } });
  });

  it("the care team starts a conversation from the record: assigned to the writer, waiting for the patient, the patient told", async () => {
    const p = await carePatient("Started");
    const res = await call(`/api/care/patients/${p.id}/messages`, { token: nurse.token, json: { subject: "Your lab results", body: "They look good; we will go through them at your visit." } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const sent = res.data as unknown as Sent;
    const detail = await call(`/api/care/messages/${sent.conversation}`, { token: nurse.token });
    expect(detail.data).toMatchObject({ state: "answered", assigned_to: { id: nurse.id }, patient: { id: p.id }, messages: { count: 1 } });
    expect(((await call("/api/messages", { token: p.token })).data.results as unknown as Row[])[0]).toMatchObject({ id: sent.conversation, subject: "Your lab results", state: "answered", unread: 1 });
    expect(((await call("/api/notifications/", { token: p.token })).data.results as unknown as { kind: string }[]).some((n) => n.kind === "care_message")).toBe(true);
    expect((await call(`/api/care/patients/2147483000/messages`, { token: nurse.token, json: { subject: "x", body: "y" } })).status).toBe(404);
  });
});
