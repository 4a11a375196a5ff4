import { beforeAll, describe, expect, it } from "vitest";
import { call, withServerDb } from "./client";
import { getPage, signInAll, uniqueWord, type Tokens } from "./foods-support";

interface ResourceJson {
  id: number;
  title: string;
  author: string;
  created: string;
  description: string;
  body?: string;
}

let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

/** Stores an article straight in the server's database, the way a future editor might. */
async function storeArticle(values: { title: string; description_html: string; body_html: string }): Promise<number> {
  const row = await withServerDb((db) =>
    db
      .prepare("insert into resources (title, author, created, description_html, body_html) values (?, ?, ?, ?, ?) returning id")
      .get<{ id: number }>(values.title, "Test Author", "2001-01-01", values.description_html, values.body_html),
  );
  return row!.id;
}

describe("GET /api/resources", () => {
  it("articles newest first, 20 a page, with sanitized descriptions", async () => {
    const page = await getPage<ResourceJson>("/api/resources", t.jane);
    expect(page.count).toBeGreaterThanOrEqual(20);
    expect(page.results.length).toBe(Math.min(20, page.count));
    expect(page.results[0]).toEqual({ id: expect.any(Number), title: expect.any(String), author: expect.any(String), created: expect.any(String), description: expect.any(String) });
    const dates = page.results.map((r) => r.created);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("pages with limit and offset; next/previous links keep the search", async () => {
    const first = await getPage<ResourceJson>("/api/resources/?limit=5", t.staff);
    expect(first.results).toHaveLength(5);
    expect(first.previous).toBeNull();
    const next = new URL(first.next!);
    expect(next.searchParams.get("offset")).toBe("5");
    const second = await getPage<ResourceJson>(`${next.pathname}${next.search}`, t.staff);
    expect(second.results.map((r) => r.id)).not.toContain(first.results[0].id);
    expect(new URL(second.previous!).searchParams.get("offset")).toBeNull();
    const last = await getPage<ResourceJson>(`/api/resources?limit=5&offset=${first.count - 1}`, t.staff);
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
  });

  it("search finds by title, author or description; a shorter term is refused", async () => {
    const all = await getPage<ResourceJson>("/api/resources?limit=100", t.jane);
    const target = all.results[3];
    const word = target.title.split(/\s+/).find((w) => w.length > 5)!;
    const found = await getPage<ResourceJson>(`/api/resources?search=${encodeURIComponent(word)}&limit=100`, t.jane);
    expect(found.results.map((r) => r.id)).toContain(target.id);
    expect(found.count).toBeLessThan(all.count);
    expect((await getPage<ResourceJson>(`/api/resources?search=${uniqueWord()}`, t.jane)).count).toBe(0);
    // An empty term, or one under 3 characters, is "Enter search term!" (spec part 2 §5), as on the page.
    for (const term of ["ab", ""]) {
      expect(await call(`/api/resources?search=${term}`, { token: t.jane })).toMatchObject({ status: 400, data: { errors: { search: ["Enter search term!"] } } });
    }
  });

  it("bad paging is a VALIDATION_ERROR", async () => {
    const res = await call("/api/resources?limit=abc", { token: t.jane });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { limit: ["A valid integer is required."] } });
  });

  it("only GET is served", async () => {
    const res = await call("/api/resources", { token: t.staff, json: { title: "x" }, direct: true });
    expect(res.status).toBe(405);
  });
});

describe("GET /api/resources/{id}", () => {
  it("one article with its body; trailing slash optional", async () => {
    const first = (await getPage<ResourceJson>("/api/resources?limit=1", t.jane)).results[0];
    const res = await call(`/api/resources/${first.id}`, { token: t.jane });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ...first, body: expect.stringContaining("<p>") });
    // The document spells paths without the slash; the server takes it too.
    expect((await call(`/api/resources/${first.id}/`, { token: t.jane, direct: true })).data).toEqual(res.data);
  });

  it("stored HTML is sanitized before it is sent", async () => {
    const title = `Unsafe ${uniqueWord()}`;
    const id = await storeArticle({
      title,
      description_html: `<p onclick="steal()">Intro</p><img src=x onerror="alert(1)">`,
      body_html: `<h2>Heading</h2><script>alert(1)</script><a href="javascript:alert(1)">link</a>`,
    });
    const res = await call(`/api/resources/${id}/`, { token: t.jane });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ title, description: "<p>Intro</p>", body: '<h2>Heading</h2><a rel="noopener noreferrer">link</a>' });
    const listed = (await getPage<ResourceJson>(`/api/resources?search=${encodeURIComponent(title)}`, t.jane)).results;
    expect(listed.map((r) => r.description)).toEqual(["<p>Intro</p>"]);
  });

  it("a missing article or a non-number id is 404", async () => {
    for (const id of ["99999999", "abc", "0"]) {
      const res = await call(`/api/resources/${id}`, { token: t.jane });
      expect(res.status, id).toBe(404);
      expect(res.data).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
    }
  });
});
