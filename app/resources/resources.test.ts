import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { getResource, listResources, sanitizeArticleHtml } from "./resources.server";

describe("resources", () => {
  it("lists the seeded articles newest first, 20 a page", async () => {
    const page = await listResources();
    expect(page.count).toBeGreaterThanOrEqual(20);
    expect(page.results.length).toBeLessThanOrEqual(20);
    const dates = page.results.map((r) => r.created);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("searches titles, authors and descriptions; under 3 characters is no search", async () => {
    const all = await listResources({ limit: 100 });
    const journal = await listResources({ search: "food journal" });
    expect(journal.count).toBeGreaterThan(0);
    expect(journal.count).toBeLessThan(all.count);
    expect((await listResources({ search: "fo", limit: 100 })).count).toBe(all.count);
    expect((await listResources({ search: "100%_" })).count).toBe(0);
  });

  it("shows stored HTML only after sanitizing it", async () => {
    expect(sanitizeArticleHtml(`<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x">y</a></p>`)).toBe("<p>Hi <a rel=\"noopener noreferrer\">y</a></p>");
    const { id } = await db
      .insertInto("resources")
      .values({ title: "Unsafe", author: "Test", created: "2020-01-01", description_html: "<img src=x onerror=alert(1)><p>ok</p>", body_html: "<h2>Hi</h2><script>1</script>" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await getResource(id)).toMatchObject({ description: "<p>ok</p>", body: "<h2>Hi</h2>" });
    expect(await getResource(999999)).toBeNull();
    await db.deleteFrom("resources").where("id", "=", id).execute();
  });
});
