import type { Page } from "@playwright/test";
import { expect, gotoHydrated, makeRegistrationCode, recordRequests, test, toast, uniqueEmail, withServerDb } from "./fixtures";
import { freshPatient } from "./progress-data";

/**
 * The portal in Spanish for a member's own account (issue 41): the signed-out switcher, a new
 * member registering in the language they chose, /profile's language form, a password change and
 * the data download in Spanish. With JavaScript on, and the switcher and the profile's language
 * form with it off. The API's side (GET/PUT /api/me, refusals, the cookie's redirect) is checked
 * over HTTP (tests/api/account-language.test.ts).
 */

const html = (page: Page) => page.locator("html");

test("a Spanish speaker switches to Español without an account, registers, and reads the account pages, toasts and download in Spanish", async ({ page }) => {
  await gotoHydrated(page, "/signin");
  await expect(html(page)).toHaveAttribute("lang", "en");
  await page.getByRole("form", { name: "Language" }).getByRole("button", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inicie sesión en su portal" })).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "es");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await page.getByRole("link", { name: "Regístrese ahora" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registrarse" })).toBeVisible();
  const code = makeRegistrationCode({ firstName: "Lucía" });
  const email = uniqueEmail("lucia");
  await page.getByLabel("Código de registro").fill(code.code);
  await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("lucia-password-1");
  await page.getByLabel("Confirme la contraseña").fill("lucia-password-1");
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(toast(page, "¡Su registro se completó!")).toBeVisible();
  expect(withServerDb((db) => db.prepare("select language from users where email = ?").get(email))).toEqual({ language: "es" });

  await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("lucia-password-1");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(html(page)).toHaveAttribute("lang", "es");

  await gotoHydrated(page, "/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Mi perfil" })).toBeVisible();
  const language = page.getByRole("region", { name: "Idioma" });
  await expect(language.getByRole("radio", { name: "Español" })).toBeChecked();
  await language.getByRole("radio", { name: "English" }).check();
  await language.getByRole("button", { name: "Guardar el idioma" }).click();
  await expect(toast(page, "Your language is saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "en");
  await page.getByRole("region", { name: "Language" }).getByRole("radio", { name: "Español" }).check();
  await page.getByRole("region", { name: "Language" }).getByRole("button", { name: "Save language" }).click();
  await expect(toast(page, "Se guardó su idioma.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Mi perfil" })).toBeVisible();

  const password = page.getByRole("region", { name: "Contraseña" });
  await password.getByLabel("Contraseña actual").fill("lucia-password-1");
  await password.getByLabel("Contraseña nueva", { exact: true }).fill("lucia-password-2");
  await password.getByLabel("Confirme la contraseña nueva").fill("lucia-password-2");
  await password.getByRole("button", { name: "Cambiar la contraseña" }).click();
  await expect(toast(page, "Su contraseña se cambió. Aquí sigue con la sesión iniciada; en los demás dispositivos y aplicaciones se cerró la sesión.")).toBeVisible();

  const download = await page.request.get("/my-data/download?format=zip");
  expect(download.status()).toBe(200);
  const zip = (await download.body()).toString("utf8");
  expect(zip).toContain("LEAME.txt");
  expect(zip).toContain("Número,Correo electrónico,Nombre,Segundo nombre,Apellido");
});

test.describe("the page's texts (decision 0283)", () => {
  test("arrive once each, asked for by the document's head, before the page is taken over", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    const fetched = recordRequests(page, (url) => url.pathname.startsWith("/locales/"));
    await gotoHydrated(page, "/register");
    const boot = JSON.parse((await page.locator("#i18n-texts").textContent()) ?? "{}") as { version: string; namespaces: string[] };
    expect(boot.namespaces).toEqual(expect.arrayContaining(["common", "public"]));
    // The preloaded answer is the one i18next's backend uses: one request a file, not two.
    expect(fetched.map((u) => `${u.pathname}${u.search}`).sort()).toEqual(boot.namespaces.map((ns) => `/locales/es/${ns}.json?v=${boot.version}`).sort());
    await expect(page.getByRole("heading", { level: 1, name: "Registrarse" })).toBeVisible();
  });

  test("that do not arrive leave the server's page as it is, and its forms work without JavaScript", async ({ page }) => {
    await page.route("**/locales/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/signin");
    await expect(html(page)).toHaveAttribute("data-texts", "missing");
    await expect(html(page)).not.toHaveAttribute("data-hydrated", /.*/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to your portal" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password-1");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to your portal" })).toBeVisible();
    await expect(page.getByText("Unable to log in with provided credentials.")).toBeVisible();
  });
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the signed-out switcher posts and the page comes back in Spanish, then English again", async ({ page }) => {
    await page.goto("/register");
    // One button, named in the language it changes to, and only for the other language.
    const switcher = page.getByRole("form", { name: "Language" });
    await expect(switcher.getByRole("button")).toHaveText(["Español"]);
    await switcher.getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Registrarse" })).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Registrarse · Portal del Paciente");
    await expect(page.getByRole("form", { name: "Idioma" }).getByRole("button")).toHaveText(["English"]);
    await page.getByRole("form", { name: "Idioma" }).getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Register" })).toBeVisible();
  });

  test("the profile's language form saves the choice and every page follows it", async ({ page }) => {
    const me = await freshPatient(page);
    await page.goto("/profile");
    const language = page.getByRole("region", { name: "Language" });
    await language.getByRole("radio", { name: "Español" }).check();
    await language.getByRole("button", { name: "Save language" }).click();
    await expect(toast(page, "Se guardó su idioma.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Mi perfil" })).toBeVisible();
    expect(withServerDb((db) => db.prepare("select language from users where id = ?").get(me.id))).toEqual({ language: "es" });
    await page.goto("/home");
    await expect(html(page)).toHaveAttribute("lang", "es");
  });
});
