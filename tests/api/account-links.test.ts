import { describe, expect, it } from "vitest";
import { linkIn, mailsTo, resetLinkIn, waitForMailTo } from "../support/mail";
import { call, dataDir, serverModules, signInCookie, visit, withServerDb } from "./client";
import { FRESH_PASSWORD, freshPatient } from "./progress-support";

/**
 * Which account events void which link or sign-in (issue 36 items 1-3;
 * docs/decisions/0161-what-voids-each-link.md), over HTTP. Each test arms a fresh patient with one
 * of everything the portal hands out (a browser session, an app sign-in, a password-reset link,
 * an email-change link to a new address, an unsubscribe link), makes one event happen, and asks
 * each of them, as its holder would, whether it still works.
 */

const form = (fields: Record<string, string>) => ({ rawBody: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded" });
const NEW_PASSWORD = "a-whole-new-password";

interface Armed {
  id: number;
  email: string;
  /** Where the pending email change would move the account (the link went there). */
  movedTo: string;
  cookie: string;
  app: string;
  reset: string;
  confirm: string;
  unsubscribe: string;
}

async function armed(label: string): Promise<Armed> {
  const me = await freshPatient(label);
  const movedTo = `moved-${me.email}`;
  const cookie = await signInCookie(me.email, FRESH_PASSWORD);
  expect((await call("/api/me/email", { token: me.token, json: { email: movedTo, current_password: FRESH_PASSWORD } })).status).toBe(202);
  const confirm = new URL(linkIn(await waitForMailTo(dataDir(), movedTo, (m) => m.includes("/confirm-email?token=")), "/confirm-email")).searchParams.get("token")!;
  expect((await call("/api/password_reset/", { json: { email: me.email } })).status).toBe(200);
  const reset = new URL(resetLinkIn(await waitForMailTo(dataDir(), me.email, (m) => m.includes("/reset-password-request?token=")))).searchParams.get("token")!;
  const { unsubscribeToken } = await serverModules(() => import("~/notifications/unsubscribe.server"));
  return { id: me.id, email: me.email, movedTo, cookie, app: me.token, reset, confirm, unsubscribe: unsubscribeToken(me.id, "weekly_summary") };
}

/** Asks each of them whether it still works, changing nothing. */
async function stillWorks(a: Armed) {
  const confirmPage = await visit(`/confirm-email?token=${encodeURIComponent(a.confirm)}`);
  return {
    session: (await visit("/home", { cookie: a.cookie })).status === 200 && (await visit("/home", { cookie: a.cookie })).redirects.length === 0,
    app: (await call("/api/token-verify/", { json: { token: a.app } })).status === 200,
    reset: !(await visit(`/reset-password-request?token=${encodeURIComponent(a.reset)}`)).html.includes("Invalid token!"),
    confirm: confirmPage.html.includes("Confirm my new email") && confirmPage.html.includes(a.movedTo),
    unsubscribe: (await call(`/unsubscribe?token=${encodeURIComponent(a.unsubscribe)}`)).status === 200,
  };
}

/** What a holder of a voided link gets when they follow it anyway: refused, and nothing changes. */
async function expectLinksRefused(a: Armed, which: { reset?: boolean; confirm?: boolean }) {
  if (which.reset) {
    const res = await call("/api/change-password/", { json: { token: a.reset, password: "taken-over-pass", confirmPassword: "taken-over-pass" } });
    expect(res).toMatchObject({ status: 404, data: { detail: "Invalid token!" } });
    expect((await call("/api/token-auth/", { json: { email: a.email, password: "taken-over-pass" } })).status).toBe(400);
  }
  if (which.confirm) {
    const res = await call("/confirm-email", { method: "POST", ...form({ token: a.confirm }) });
    expect(res.status).toBe(400);
    expect(String(res.data)).toContain("This confirmation link is not valid any more.");
    const email = await withServerDb((db) => db.prepare("select email from users where id = ?").get<{ email: string }>(a.id));
    expect(email?.email).not.toBe(a.movedTo);
  }
}

const pendingEmailOf = (a: Armed) => withServerDb((db) => db.prepare("select count(*) as n from email_changes where user_id = ? and confirmed_at is null").get<{ n: number }>(a.id)).then((r) => Number(r?.n));

describe("what voids each link and sign-in (decision 0161)", () => {
  it("armed and untouched, everything works", async () => {
    const a = await armed("links-none");
    expect(await stillWorks(a)).toEqual({ session: true, app: true, reset: true, confirm: true, unsubscribe: true });
  });

  it("a password change (issue 36 items 1, 2): every session, app sign-in and reset link ends, the pending email change is cancelled and the mail says so; unsubscribe stays", async () => {
    const a = await armed("links-password");
    const changed = await call("/api/me/password", { token: a.app, json: { current_password: FRESH_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect(await stillWorks(a)).toEqual({ session: false, app: false, reset: false, confirm: false, unsubscribe: true });
    await expectLinksRefused(a, { reset: true, confirm: true });
    expect(await pendingEmailOf(a)).toBe(0);
    expect((await call("/api/me", { token: changed.data.token as string })).data).toMatchObject({ email: a.email, pending_email: null });
    const mail = await waitForMailTo(dataDir(), a.email, (m) => m.includes("Your patient portal password was changed"));
    expect(mail).toContain("The change of your sign-in email that was waiting for its confirmation link is cancelled");
    expect(mail).not.toContain(a.movedTo);
    expect(mail).toContain("Password reset links we sent you before this no longer work.");
  });

  it("a password change on /profile keeps this browser signed in, and cancels the same", async () => {
    const a = await armed("links-password-web");
    const here = await signInCookie(a.email, FRESH_PASSWORD);
    const res = await call("/profile", { method: "POST", headers: { Cookie: here }, ...form({ intent: "password", current_password: FRESH_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }) });
    expect(res.status).toBe(302);
    expect((await visit("/profile", { cookie: here })).heading).toBe("My profile");
    expect(await stillWorks(a)).toEqual({ session: false, app: false, reset: false, confirm: false, unsubscribe: true });
  });

  it("a password reset (issue 36 item 1): the link is spent, every session and app sign-in ends, the pending email change is cancelled, and the account's address is told", async () => {
    const a = await armed("links-reset");
    const done = await call("/api/change-password/", { json: { token: a.reset, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(done).toMatchObject({ status: 200, data: { status: "OK" } });
    expect(await stillWorks(a)).toEqual({ session: false, app: false, reset: false, confirm: false, unsubscribe: true });
    await expectLinksRefused(a, { confirm: true });
    expect(await pendingEmailOf(a)).toBe(0);
    // The device list no longer shows the app as signed in.
    const revoked = await withServerDb((db) => db.prepare("select count(*) as n from api_tokens where user_id = ? and revoked_at is null").get<{ n: number }>(a.id));
    expect(Number(revoked?.n)).toBe(0);
    const mail = await waitForMailTo(dataDir(), a.email, (m) => m.includes("Your patient portal password was changed"));
    expect(mail).toContain("was just reset with a link sent to this address");
    expect(mail).toContain("The change of your sign-in email that was waiting for its confirmation link is cancelled");
    // The queue holds ids and flags, never an address (issue 37): the mail does not name the new one.
    expect(mail).not.toContain(a.movedTo);
    // The new password signs in; the link cannot set another.
    expect((await call("/api/token-auth/", { json: { email: a.email, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await call("/api/change-password/", { json: { token: a.reset, password: "third-password", confirmPassword: "third-password" } })).status).toBe(404);
  });

  it("a password reset on its page does the same", async () => {
    const a = await armed("links-reset-page");
    const res = await call(`/reset-password-request?token=${encodeURIComponent(a.reset)}`, {
      method: "POST",
      ...form({ token: a.reset, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    });
    expect(res.status).toBe(302);
    expect(await stillWorks(a)).toEqual({ session: false, app: false, reset: false, confirm: false, unsubscribe: true });
    expect(await pendingEmailOf(a)).toBe(0);
  });

  it("an email change (issue 36 item 2): every reset link, mailed to the old address, stops working; sessions, apps and unsubscribe stay", async () => {
    const a = await armed("links-email");
    const done = await call("/confirm-email", { method: "POST", ...form({ token: a.confirm }) });
    expect(done.status).toBe(200);
    expect(await stillWorks(a)).toEqual({ session: true, app: true, reset: false, confirm: false, unsubscribe: true });
    await expectLinksRefused(a, { reset: true });
    expect((await call("/api/token-auth/", { json: { email: a.movedTo, password: FRESH_PASSWORD } })).status).toBe(200);
  });

  it("sign out everywhere (issue 36 item 1): every session, app sign-in and reset link ends, the pending email change is cancelled and the account's address is told", async () => {
    const a = await armed("links-everywhere");
    const res = await call("/profile", { method: "POST", headers: { Cookie: a.cookie }, ...form({ intent: "sign-out-everywhere" }) });
    expect(res.status).toBe(302);
    expect(await stillWorks(a)).toEqual({ session: false, app: false, reset: false, confirm: false, unsubscribe: true });
    await expectLinksRefused(a, { reset: true, confirm: true });
    const mail = await waitForMailTo(dataDir(), a.email, (m) => m.includes("Your patient portal email change was cancelled"));
    expect(mail).toContain("You signed out of the patient portal on every device and app.");
    expect(mail).toContain("The change of your sign-in email that was waiting for its confirmation link is cancelled");
    // The queue holds ids and flags, never an address (issue 37): the mail does not name the new one.
    expect(mail).not.toContain(a.movedTo);
  });

  it("sign out everywhere from an app ({everywhere: true}) does the same", async () => {
    const a = await armed("links-everywhere-api");
    expect((await call("/api/logout/", { method: "POST", token: a.app, json: { everywhere: true } })).status).toBe(204);
    expect(await stillWorks(a)).toEqual({ session: false, app: false, reset: false, confirm: false, unsubscribe: true });
  });

  it("sign out everywhere with nothing pending mails nothing", async () => {
    const me = await freshPatient("links-everywhere-quiet");
    expect((await call("/api/logout/", { method: "POST", token: me.token, json: { everywhere: true } })).status).toBe(204);
    // Mail goes out from the queue: a reset asked after it is mailed after anything it queued.
    await call("/api/password_reset/", { json: { email: me.email } });
    await waitForMailTo(dataDir(), me.email, (m) => m.includes("/reset-password-request?token="));
    expect(mailsTo(dataDir(), me.email).filter((m) => m.includes("email change was cancelled"))).toEqual([]);
  });

  it("an account made inactive by its clinic: its sessions, app sign-ins, reset and email-change links are refused, and no new reset link is mailed; unsubscribe still works", async () => {
    const a = await armed("links-inactive");
    await withServerDb((db) => db.prepare("update users set is_active = 0 where id = ?").run(a.id));
    expect(await stillWorks(a)).toEqual({ session: false, app: false, reset: false, confirm: false, unsubscribe: true });
    await expectLinksRefused(a, { reset: true, confirm: true });
    const resetJobs = () =>
      withServerDb((db) => db.prepare("select count(*) as n from jobs where kind = 'account.password_reset' and payload = ?").get<{ n: number }>(JSON.stringify({ user: a.id }))).then((r) => Number(r?.n));
    const before = await resetJobs();
    expect((await call("/api/password_reset/", { json: { email: a.email } })).status).toBe(200);
    expect(await resetJobs()).toBe(before);
  });
});

describe("/confirm-email says what the link does before asking anything (issue 36 item 3)", () => {
  it("a live link names the address it moves the account to; a spent, cancelled or made-up one says it is not valid, with no button", async () => {
    const a = await armed("links-confirm-page");
    const live = await visit(`/confirm-email?token=${encodeURIComponent(a.confirm)}`);
    expect(live.status).toBe(200);
    expect(live.html).toContain(`Sign in to the patient portal with ${a.movedTo} from now on?`);
    expect(live.html).toContain("Confirm my new email");

    for (const query of ["?token=made-up-token-made-up-token", "?token=short", "?token=", ""]) {
      const page = await visit(`/confirm-email${query}`);
      expect(page.status, query).toBe(200);
      expect(page.html, query).toContain("This confirmation link is not valid any more. Ask for a new one on your profile.");
      expect(page.html, query).not.toContain("Confirm my new email");
    }

    // Followed as the page's form posts it (to the link's own address): the page says it is done.
    const link = `/confirm-email?token=${encodeURIComponent(a.confirm)}`;
    const followed = await call(link, { method: "POST", ...form({ token: a.confirm }) });
    expect(followed.status).toBe(200);
    expect(String(followed.data)).toContain(`Your email address is changed. From now on you sign in with ${a.movedTo}.`);
    // Spent: the same link then says so.
    const spent = await visit(link);
    expect(spent.html).toContain("This confirmation link is not valid any more.");
    expect(spent.html).not.toContain("Confirm my new email");
  });

  it("an address taken by another member since the link was sent is said at once", async () => {
    const a = await armed("links-confirm-taken");
    const other = await freshPatient("links-confirm-other");
    await withServerDb((db) => db.prepare("update users set email = ? where id = ?").run(a.movedTo, other.id));
    const page = await visit(`/confirm-email?token=${encodeURIComponent(a.confirm)}`);
    expect(page.html).toContain("A member with this email address already exists.");
    expect(page.html).not.toContain("Confirm my new email");
  });
});
