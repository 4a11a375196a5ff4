import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { createToastHeader, sweepExpiredToasts, takeToast } from "./toast.server";

const requestWith = (setCookie: string) => new Request("http://portal.test/signin", { headers: { Cookie: setCookie.split(";")[0] } });

describe("flash toasts", () => {
  it("keep personal values out of the stored row and fill them in from the cookie", async () => {
    const email = "private.person@example.com";
    const header = await createToastHeader({ message: "If an account exists for {email}, password reset instructions will be sent." }, { email });
    const rows = await db.selectFrom("flash_messages").select("payload").execute();
    expect(rows.some((r) => r.payload.includes(email))).toBe(false);
    const { toast } = await takeToast(requestWith(header));
    expect(toast?.message).toBe(`If an account exists for ${email}, password reset instructions will be sent.`);
  });

  it("sweeps rows older than their cookie can live", async () => {
    await createToastHeader({ message: "Old news" });
    const deleted = await sweepExpiredToasts(Date.now() + 11 * 60 * 1000);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom("flash_messages").select("payload").where("payload", "like", "%Old news%").execute();
    expect(left).toEqual([]);
  });
});
