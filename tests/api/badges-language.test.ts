import { describe, expect, it } from "vitest";
import { call, signInCookie, visit } from "./client";
import { carePatient, PASSWORD } from "./care-support";

/** The text a person reads on a page: tags dropped, React's comment markers too. */
const shown = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

/** Badge names and what earns them, in the member's language (issue 41); English stays as it was. */
describe("badges in Spanish", () => {
  it("a member who chose Spanish reads the badge's name and card text in Spanish: the page, the notice, the API", async () => {
    const p = await carePatient("Insignia");
    expect((await call("/api/me", { method: "PUT", token: p.token, json: { language: "es" } })).status).toBe(200);
    expect((await call("/api/progress/add_weight", { token: p.token, json: { weight: 200 } })).status).toBe(201);
    expect((await call("/api/progress/add_weight", { token: p.token, json: { weight: 194 } })).status).toBe(201);

    const html = (await visit("/my-badges", { cookie: await signInCookie(p.email, PASSWORD) })).html;
    expect(html).toContain('<html lang="es"');
    expect(shown(html)).toContain("Primeras 5 libras");
    expect(shown(html)).toContain("Registre un peso 5 libras por debajo de su primer registro de peso.");
    expect(shown(html)).not.toContain("First 5 Pounds");

    const notices = (await call("/api/notifications/", { token: p.token })).data.results as unknown as { kind: string; title: string }[];
    expect(notices.filter((n) => n.kind === "badge_earned").map((n) => n.title)).toContain("Obtuvo la insignia “Primeras 5 libras”");

    const cards = (await call("/api/badges", { token: p.token })).data.results as unknown as { id: number; name: string; description: string }[];
    expect(cards[0]).toMatchObject({ id: 1, name: "Primeras 5 libras" });
    // The caller's Accept-Language decides an API answer: English when asked for.
    const english = (await call("/api/badges", { token: p.token, headers: { "Accept-Language": "en" } })).data.results as unknown as { name: string; description: string }[];
    expect(english[0]).toMatchObject({ name: "First 5 Pounds", description: "Weigh in 5 pounds below your first weigh-in." });
  });
});
