import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { viewerOf } from "../../tests/support/domain";
import { flushAuditRows } from "./audit-queue.server";
import { auditOwn, auditPhotoRead, auditStaff } from "./audit.server";

const context = { cspNonce: "", clientIp: "192.0.2.7" };
const rowsSince = (since: number) =>
  db.selectFrom("audit_log").select(["event", "user_id", "patient_id", "record_type", "record_id", "detail", "ip"]).where("id", ">", since).orderBy("id").execute();
const lastId = async () => Number((await db.selectFrom("audit_log").select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow()).id ?? 0);

describe("auditOwn", () => {
  it("records the signed-in patient as actor and patient, and the channel from the request's path", async () => {
    const user = await viewerOf("patient@example.com");
    const since = await lastId();
    await auditOwn({ request: new Request("http://portal.test/api/progress/12"), context, user }, "update", "weight", { recordId: 12 });
    await auditOwn({ request: new Request("http://portal.test/fitness/journal?date=2026-01-05"), context, user }, "read", "fitness_journal", { detail: "week" });
    await auditOwn({ request: new Request("http://portal.test/apiary"), context, user }, "read", "weight");
    // Reads are queued and written within a few milliseconds (decision 0150).
    await flushAuditRows();
    expect(await rowsSince(since)).toEqual([
      { event: "health_update", user_id: user.id, patient_id: user.id, record_type: "weight", record_id: 12, detail: "api", ip: "192.0.2.7" },
      { event: "health_read", user_id: user.id, patient_id: user.id, record_type: "fitness_journal", record_id: null, detail: "page:week", ip: "192.0.2.7" },
      { event: "health_read", user_id: user.id, patient_id: user.id, record_type: "weight", record_id: null, detail: "page", ip: "192.0.2.7" },
    ]);
  });

});

describe("auditStaff", () => {
  it("a staff list of several members' records leaves one read row per member, each once, with the channel", async () => {
    const staff = await viewerOf("admin@example.com");
    const [a, b] = [await viewerOf("patient@example.com"), await viewerOf("patient2@example.com")];
    const since = await lastId();
    await auditStaff({ request: new Request("http://portal.test/testimonials"), context, user: staff }, [a.id, b.id, a.id], "read", "testimonial");
    await auditStaff({ request: new Request("http://portal.test/api/plug_submit/"), context, user: staff }, [b.id, b.id], "read", "testimonial");
    await flushAuditRows();
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.user_id, r.patient_id, r.event, r.detail])).toEqual([
      [staff.id, a.id, "health_read", "page"],
      [staff.id, b.id, "health_read", "page"],
      [staff.id, b.id, "health_read", "api"],
    ]);
  });

  it("a member's own testimonial, named by the call, is their own row; a photo fetched says photo, page or app alike", async () => {
    const member = await viewerOf("patient@example.com");
    const since = await lastId();
    await auditStaff({ request: new Request("http://portal.test/api/plugs/7"), context, user: member }, member.id, "update", "testimonial", { recordId: 7 });
    await auditPhotoRead({ request: new Request("http://portal.test/testimonial-photos/3/m"), context, user: member }, member.id, "testimonial_image", 3);
    await flushAuditRows();
    expect((await rowsSince(since)).map((r) => [r.user_id, r.patient_id, r.event, r.record_type, r.record_id, r.detail])).toEqual([
      [member.id, member.id, "health_update", "testimonial", 7, "api"],
      [member.id, member.id, "health_read", "testimonial_image", 3, "photo"],
    ]);
  });
});
