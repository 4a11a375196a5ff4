import path from "node:path";
import Database from "better-sqlite3";
import { ACCOUNTS, expect, gotoHydrated, pageAs, serverDataDir, signInAs, test } from "./fixtures";

/** Refer a friend (spec part 3 §2): the printable card, the video, and the lead it brings. */

test("the referral card carries the member's first name, clinic, code and a QR code, and prints alone", async ({ page }) => {
  await signInAs(page, "patient");
  await gotoHydrated(page, "/refer-a-friend");
  const card = page.getByRole("article", { name: "Start your own weight-loss journey" });
  await expect(card).toContainText(`An invitation from ${ACCOUNTS.patient.firstName}`);
  await expect(card).toContainText("Tampa Medical Weight Loss Clinic");
  await expect(card).toContainText("Tampa, FL");
  await expect(card).toContainText("Referral code JANE7K4Q");
  await expect(card.getByRole("img", { name: /QR code: opens the request-information page with the referral code JANE7K4Q/ })).toBeVisible();
  await expect(card).toContainText("/request-information?ref=JANE7K4Q");
  await expect(page.getByRole("button", { name: "Print my card" })).toBeVisible();
  const video = page.locator("video");
  await expect(video.locator("track[kind=captions]")).toHaveCount(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.canPlayType("video/webm"))).not.toBe("");

  await page.emulateMedia({ media: "print" });
  await expect(card).toBeVisible();
  await expect(page.getByRole("button", { name: "Print my card" })).toBeHidden();
  await expect(video).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const pdf = await page.pdf({ format: "Letter" });
  expect(pdf.byteLength).toBeGreaterThan(2000);
});

test("the QR link opens request-information with the code filled in, and staff see who referred the lead", async ({ page, browser }) => {
  await gotoHydrated(page, "/request-information?ref=JANE7K4Q");
  await expect(page.getByLabel("Referral code (optional)")).toHaveValue("JANE7K4Q");
  // The public page never names the member.
  await expect(page.getByText("Jane")).toHaveCount(0);

  // A lead that came with Jane's code (the API tests send one through POST /api/leads).
  const email = `friend-${Date.now().toString(36)}@example.com`;
  const sqlite = new Database(path.join(serverDataDir(), "portal.sqlite"));
  try {
    sqlite.pragma("busy_timeout = 5000");
    const jane = sqlite.prepare("select user_id from referral_codes where code = 'JANE7K4Q'").get() as { user_id: number };
    sqlite
      .prepare("insert into leads (first_name, email, zip, comments, subject, created_at, referral_code, referred_by) values ('Pat', ?, '33601', 'Hi', 'Request Information', ?, 'JANE7K4Q', ?)")
      .run(email, new Date().toISOString(), jane.user_id);
  } finally {
    sqlite.close();
  }
  const { page: staff, close } = await pageAs(browser, "admin");
  try {
    await gotoHydrated(staff, "/refer-a-friend");
    await expect(staff.getByRole("heading", { level: 1, name: "Refer a friend" })).toBeVisible();
    await expect(staff.getByText("Referrals: the leads")).toBeVisible();
    const row = staff.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("JANE7K4Q");
    await expect(row).toContainText("Jane Doe");
    await expect(row).toContainText("patient@example.com");
  } finally {
    await close();
  }
});

test("a patient reading Spanish gets the card, the share panel and the invitation in Spanish (issue 41)", async ({ page, baseURL }) => {
  await signInAs(page, "patient");
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  await gotoHydrated(page, "/refer-a-friend");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Recomiende a un amigo · Portal del Paciente");
  const card = page.getByRole("article", { name: "Comience su propio camino para bajar de peso" });
  await expect(card).toContainText(`Una invitación de ${ACCOUNTS.patient.firstName}`);
  await expect(card).toContainText("Código de recomendación JANE7K4Q");
  await expect(card.getByRole("img", { name: /Código QR: abre la página de solicitud de información con el código de recomendación JANE7K4Q/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimir mi tarjeta" })).toBeVisible();
  const mail = await page.getByRole("link", { name: "Enviar el enlace por correo" }).getAttribute("href");
  expect(decodeURIComponent(mail ?? "")).toContain("Un programa para bajar de peso que me funcionó");
  expect(decodeURIComponent(mail ?? "")).toContain("mi código de recomendación es JANE7K4Q");
});
