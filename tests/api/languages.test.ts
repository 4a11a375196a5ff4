import { describe, expect, it } from "vitest";
import { call, fetchApi, signInCookie, tokenFor } from "./client";

/**
 * Issue 41 over HTTP: which language a page and an API answer are written in (decision 0280).
 * The areas' own Spanish texts are tested in their files; this is the machinery they share.
 */

const PATIENT = { email: "patient@example.com", password: "patient-demo-password" };

const page = (path: string, headers: Record<string, string>) =>
  call(path, { headers }).then((r) => ({ status: r.status, html: String(r.data) }));
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe("the language of a page", () => {
  it("follows the browser's Accept-Language when nothing was chosen", async () => {
    const es = await page("/signin", { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(es.status).toBe(200);
    expect(langOf(es.html)).toBe("es");
    expect(es.html).toContain("Ir al contenido");
    expect(es.html).toContain("Política de privacidad");
    const en = await page("/signin", { "Accept-Language": "en-US,en;q=0.9" });
    expect(langOf(en.html)).toBe("en");
    expect(en.html).toContain("Skip to content");
  });

  it("falls back to English for a language the portal does not have", async () => {
    const fr = await page("/signin", { "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(langOf(fr.html)).toBe("en");
  });

  it("lets the signed-out visitor's cookie win over the browser", async () => {
    const r = await page("/signin", { "Accept-Language": "en-US", Cookie: "lng=es" });
    expect(langOf(r.html)).toBe("es");
    const unknown = await page("/signin", { "Accept-Language": "en-US", Cookie: "lng=xx" });
    expect(langOf(unknown.html)).toBe("en");
  });

  it("names the page's texts in its language and asks for them in its head; the files serve them (decision 0283)", async () => {
    const r = await page("/signin", { "Accept-Language": "es" });
    const block = /<script id="i18n-texts" type="application\/json">([^<]*)<\/script>/.exec(r.html);
    expect(block).not.toBeNull();
    const boot = JSON.parse(block![1]) as { language: string; version: string; namespaces: string[] };
    expect(boot.language).toBe("es");
    expect(boot.namespaces).toContain("common");
    expect(boot.namespaces).toContain("public");
    // Only the page's own: no area's texts ride along.
    expect(boot.namespaces).not.toContain("journal");
    // The document carries no texts of its own any more: a few hundred bytes, not tens of kilobytes.
    expect(block![1].length).toBeLessThan(400);
    const head = r.html.slice(0, r.html.indexOf("</head>"));
    for (const ns of boot.namespaces) {
      const href = `/locales/es/${ns}.json?v=${boot.version}`;
      expect(head).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}"/>`);
      const file = await fetchApi(href, { direct: true });
      expect(file.status).toBe(200);
      expect(file.headers.get("cache-control")).toMatch(/max-age=\d+/);
    }
    const file = await fetchApi(`/locales/es/common.json?v=${boot.version}`, { direct: true });
    const common = (await file.json()) as { language: { name: string } };
    expect(common.language.name).toBe("Español");
  });

  it("a signed-in member with no choice reads the language of their browser", async () => {
    const cookie = await signInCookie(PATIENT.email, PATIENT.password);
    const r = await page("/home", { Cookie: cookie, "Accept-Language": "es" });
    expect(r.status).toBe(200);
    expect(langOf(r.html)).toBe("es");
  });
});

describe("a page's title", () => {
  const ADMIN = { email: "admin@example.com", password: "admin-demo-password" };
  const titlesOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];

  it("is one <title>, in the page's language, with the portal's description; a page that names none is the portal's", async () => {
    const cookie = await signInCookie(PATIENT.email, PATIENT.password);
    const token = await tokenFor(PATIENT.email, PATIENT.password);
    const medicines = await call("/api/me/medications", { token });
    const conversations = await call("/api/messages", { token });
    const medicine = (medicines.data as unknown as { results: { id: number; medication: { name: string } }[] }).results[0];
    const conversation = (conversations.data as unknown as { results: { id: number; subject: string }[] }).results[0];
    const spanish = { Cookie: cookie, "Accept-Language": "es" };
    const expected: [string, string][] = [
      ["/home", "Inicio · Portal del Paciente"],
      ["/progress", "Progreso de peso · Portal del Paciente"],
      ["/fitness", "Inicio de actividad física · Portal del Paciente"],
      ["/notifications", "Notificaciones · Portal del Paciente"],
      ["/my-badges", "Mis insignias · Portal del Paciente"],
      [`/medications/${medicine.id}`, `${medicine.medication.name} · Mis medicamentos · Portal del Paciente`],
      [`/messages/${conversation.id}`, `${conversation.subject} · Mensajes · Portal del Paciente`],
    ];
    for (const [path, title] of expected) {
      const r = await page(path, spanish);
      expect(r.status, path).toBe(200);
      expect(titlesOf(r.html), path).toEqual([title]);
      expect(descriptionOf(r.html), path).toBe("El portal del paciente de nuestro programa médico de pérdida de peso.");
    }
    // Words only a screen reader or a tooltip says are Spanish too: the messages link, a recipe's stars.
    const home = await page("/home", spanish);
    expect(home.html).toMatch(/aria-label="Mensajes(, \d+ sin leer)?"/);
    expect(home.html).not.toContain('aria-label="Messages');
    const recipes = await page("/nutrition/recipes", spanish);
    expect(recipes.html).toMatch(/Calificación: [\d.]+ de 5 estrellas/);
    expect(recipes.html).toMatch(/Calificación en llamas: \d de 3/);
    expect(recipes.html).not.toContain("Rated ");
    const signin = await page("/signin", { "Accept-Language": "en" });
    expect(titlesOf(signin.html)).toEqual(["Sign in · Patient Portal"]);
    expect(descriptionOf(signin.html)).toBe("The patient portal of our medical weight-loss programme.");
    // Unsubscribing has a title of its own and still tells search engines to stay away.
    const unsubscribe = await page("/unsubscribe?token=x", { "Accept-Language": "es" });
    expect(titlesOf(unsubscribe.html)).toEqual(["Cancelar la suscripción · Portal del Paciente"]);
    expect(unsubscribe.html).toContain('<meta name="robots" content="noindex"/>');
    const admin = await signInCookie(ADMIN.email, ADMIN.password);
    expect(titlesOf((await page("/ads", { Cookie: admin, "Accept-Language": "en" })).html)).toEqual(["Ad management · Patient Portal"]);
    expect(titlesOf((await page("/motivational-content", { Cookie: admin, "Accept-Language": "en" })).html)).toEqual(["Motivational content · Patient Portal"]);
  });
});

describe("the language of an API answer", () => {
  it("says a refusal in the caller's Accept-Language, with the same error_code", async () => {
    const token = await tokenFor(PATIENT.email, PATIENT.password);
    const es = await call("/api/recipes/999999", { token, headers: { "Accept-Language": "es" } });
    expect(es.status).toBe(404);
    expect(es.data).toEqual({ error_code: "NOT_FOUND", detail: "No encontrado." });
    const en = await call("/api/recipes/999999", { token, headers: { "Accept-Language": "en" } });
    expect(en.data).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
  });

  it("says a missing token in Spanish too", async () => {
    const r = await call("/api/me", { headers: { "Accept-Language": "es-ES" } });
    expect(r.status).toBe(401);
    expect(r.data.error_code).toBe("NOT_AUTHENTICATED");
    expect(r.data.detail).toBe("No se proporcionaron las credenciales de autenticación.");
  });
});
