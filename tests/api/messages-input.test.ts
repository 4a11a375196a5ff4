import { beforeAll, describe, expect, it } from "vitest";
import { call, urlFor, withServerDb } from "./client";
import { carePatient, careStaff, type Person } from "./care-support";
import { pngBytes, upload } from "./recipes-support";

/**
 * Messaging's rules over the API (issue 39): bad input is a 400 with the field's message and
 * stores nothing; a message is withdrawn only by its sender within 5 minutes; a sender sending
 * too often is refused (429) whatever address they write from.
 */

type Sent = { conversation: number; patient: number; message: { id: number; text: string | null; withdrawn: boolean; image: Record<string, string> | null; created_at: string } };

let nurse: Person;
beforeAll(async () => {
  nurse = await careStaff([1], "Rules");
});

const stored = () =>
  withServerDb(async (db) => ({
    conversations: Number((await db.prepare("select count(*) as n from conversations").get<{ n: number }>())!.n),
    messages: Number((await db.prepare("select count(*) as n from messages").get<{ n: number }>())!.n),
  }));

const ask = async (p: Person) => {
  const res = await call("/api/messages", { token: p.token, json: { subject: "A question", body: "Is this normal?" } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as unknown as Sent;
};

describe("bad input", () => {
  it("a new conversation without a subject or text, or too long, is a VALIDATION_ERROR and nothing is stored", async () => {
    const p = await carePatient("Bad");
    const before = await stored();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { subject: ["Required"], body: ["Required"] }],
      [{ subject: "   ", body: "\n\n" }, { subject: ["Required"], body: ["Required"] }],
      [{ subject: "x".repeat(121), body: "ok" }, { subject: ["Must be 120 characters or less"] }],
      [{ subject: "ok", body: "x".repeat(5001) }, { body: ["Must be 5000 characters or less"] }],
      [{ subject: "ok", body: "ok", image: "not-a-file" }, { image: ["Please upload one image"] }],
      [{ subject: 7, body: ["a"] }, { subject: ["Required"], body: ["Required"] }],
    ];
    for (const [json, errors] of cases) {
      const res = await call("/api/messages", { token: p.token, json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors });
    }
    expect((await call("/api/messages", { token: p.token, rawBody: "{not json", direct: true })).data.error_code).toBe("PARSE_ERROR");
    // 5,000 characters exactly is a message.
    expect((await call("/api/messages", { token: p.token, json: { subject: "Long", body: "y".repeat(5000) } })).status).toBe(201);
    const after = await stored();
    expect(after.messages - before.messages).toBe(1);
  });

  it("a reply with a file that is not a picture, or a bad reply, stores nothing; nor does a bad assignment or withdrawal", async () => {
    const p = await carePatient("BadReply");
    const { conversation: id } = await ask(p);
    const before = await stored();
    const notPicture = await upload(`/api/messages/${id}/replies`, p.token, { body: "My label", image: { name: "label.png", data: new TextEncoder().encode("just some text"), type: "image/png" } });
    expect(notPicture.status).toBe(400);
    expect(notPicture.data.errors).toEqual({ image: [expect.stringMatching(/^Unsupported format!/)] });
    const two = await upload(`/api/messages/${id}/replies`, p.token, { body: "Two", image: [{ name: "a.png", data: await pngBytes() }, { name: "b.png", data: await pngBytes() }] });
    expect(two.data.errors).toEqual({ image: ["Please upload one image"] });
    expect((await call(`/api/messages/${id}/replies`, { token: p.token, json: { body: "" } })).data.errors).toEqual({ body: ["Required"] });
    expect((await call(`/api/care/messages/${id}/replies`, { token: nurse.token, json: {} })).data.errors).toEqual({ body: ["Required"] });
    expect((await call(`/api/care/messages/${id}/assign`, { token: nurse.token, json: { assignee: "abc" } })).data.errors).toEqual({ assignee: ["Please choose someone who looks after this clinic."] });
    expect((await call(`/api/care/messages/${id}/assign`, { token: nurse.token, json: {} })).data.errors).toEqual({ assignee: ["Required"] });
    expect((await call(`/api/messages/${id}/withdraw`, { token: p.token, json: {} })).data.errors).toEqual({ message: ["Required"] });
    expect((await call(`/api/messages/${id}/withdraw`, { token: p.token, json: { message: 2147483000 } })).status).toBe(404);
    expect(await stored()).toEqual(before);
    const conv = await call(`/api/care/messages/${id}`, { token: nurse.token });
    expect(conv.data).toMatchObject({ assigned_to: null, state: "waiting", messages: { count: 1 } });
  });

  it("the inbox's bad query values are a VALIDATION_ERROR, never a 500", async () => {
    for (const q of ["status=open", "assigned=someone", "clinic=abc", "patient=-1", "limit=0", "offset=-1", "limit=101"]) {
      const res = await call(`/api/care/messages?${q}`, { token: nurse.token });
      expect(res.status, q).toBe(400);
      expect(res.data.error_code, q).toBe("VALIDATION_ERROR");
    }
    expect((await call("/api/care/messages?clinic=2", { token: nurse.token })).status).toBe(404);
    const patient = await carePatient("Query");
    expect((await call("/api/messages/abc", { token: patient.token })).status).toBe(404);
    expect((await call("/api/messages/1?limit=500", { token: patient.token })).status).toBe(400);
  });
});

describe("withdrawing", () => {
  it("the sender withdraws within 5 minutes: it stays as withdrawn, its photo is gone; after 5 minutes, or someone else's, is refused", async () => {
    const p = await carePatient("Withdraws");
    const first = await ask(p);
    const id = first.conversation;
    const withPhoto = await upload(`/api/messages/${id}/replies`, p.token, { body: "Here is the rash", image: { name: "rash.png", data: await pngBytes(), type: "image/png" } });
    expect(withPhoto.status, JSON.stringify(withPhoto.data)).toBe(201);
    const photoMessage = (withPhoto.data as unknown as Sent).message;
    const photoUrl = urlFor(photoMessage.image!.s);
    expect((await fetch(photoUrl, { headers: { Authorization: `JWT ${p.token}` } })).status).toBe(200);

    // Not hers to withdraw: the nurse's; nor the nurse's to withdraw hers.
    const answer = (await call(`/api/care/messages/${id}/replies`, { token: nurse.token, json: { body: "Thanks, looking now." } })).data as unknown as Sent;
    expect((await call(`/api/messages/${id}/withdraw`, { token: p.token, json: { message: answer.message.id } })).data.errors).toEqual({ message: ["You can withdraw only a message you sent."] });
    expect((await call(`/api/care/messages/${id}/withdraw`, { token: nurse.token, json: { message: photoMessage.id } })).data.errors).toEqual({ message: ["You can withdraw only a message you sent."] });
    // Asked in Spanish (issue 41): the same refusal in Spanish, the same error_code.
    const inSpanish = await call(`/api/messages/${id}/withdraw`, { token: p.token, headers: { "Accept-Language": "es" }, json: { message: answer.message.id } });
    expect(inSpanish.status).toBe(400);
    expect(inSpanish.data).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { message: ["Solo puede retirar un mensaje que usted envió."] } });

    const res = await call(`/api/messages/${id}/withdraw`, { token: p.token, json: { message: photoMessage.id } });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({ id: photoMessage.id, withdrawn: true, text: null, image: null, withdraw_until: null });
    const seen = await call(`/api/care/messages/${id}`, { token: nurse.token });
    expect((seen.data.messages as unknown as { results: { id: number; withdrawn: boolean; text: string | null }[] }).results.find((m) => m.id === photoMessage.id)).toMatchObject({ withdrawn: true, text: null });
    expect((await fetch(photoUrl, { headers: { Authorization: `JWT ${p.token}` } })).status).toBe(404);
    expect((await fetch(photoUrl, { headers: { Authorization: `JWT ${nurse.token}` } })).status).toBe(404);
    expect((await call(`/api/messages/${id}/withdraw`, { token: p.token, json: { message: photoMessage.id } })).data.errors).toEqual({ message: ["This message was already withdrawn."] });

    // Six minutes later (the clock moved on: the message's time set back), the first is hers for good.
    await withServerDb((db) => db.prepare("update messages set created_at = ? where id = ?").run(new Date(Date.now() - 6 * 60_000).toISOString(), first.message.id));
    const late = await call(`/api/messages/${id}/withdraw`, { token: p.token, json: { message: first.message.id } });
    expect(late.status).toBe(400);
    expect(late.data.errors).toEqual({ message: ["A message can be withdrawn only within 5 minutes of sending it."] });
    const mine = await call(`/api/messages/${id}`, { token: p.token });
    expect((mine.data.messages as unknown as { results: { id: number; withdrawn: boolean; withdraw_until: string | null }[] }).results.find((m) => m.id === first.message.id)).toMatchObject({ withdrawn: false, withdraw_until: null });
  });
});

describe("the rate limit", () => {
  it("a sender's 11th message within the minute is refused with 429 and Retry-After, from any address; nothing is stored; others still send", async () => {
    const p = await carePatient("Flood");
    const { conversation: id } = await ask(p);
    for (let i = 2; i <= 10; i++) {
      // Each call from an address of its own: the limit is the sender's.
      const res = await call(`/api/messages/${id}/replies`, { token: p.token, json: { body: `Message ${i}` } });
      expect(res.status, `message ${i}`).toBe(201);
    }
    const before = await stored();
    const refused = await call(`/api/messages/${id}/replies`, { token: p.token, json: { body: "Message 11" } });
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({ error_code: "RATE_LIMITED", detail: "You have sent many messages in a short time. Please wait a minute and send it again." });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call("/api/messages", { token: p.token, json: { subject: "New", body: "Another" } })).status).toBe(429);
    expect(await stored()).toEqual(before);
    // The care team still answers.
    expect((await call(`/api/care/messages/${id}/replies`, { token: nurse.token, json: { body: "We are here." } })).status).toBe(201);
    const events = await withServerDb((db) => db.prepare("select detail from audit_log where event = 'rate_limited' and user_id = ?").all<{ detail: string }>(p.id));
    expect(events.map((e) => e.detail)).toContain("message");
  });
});
