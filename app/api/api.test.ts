import { describe, expect, it } from "vitest";
import { pageOf, pageQuery } from "./api.server";

describe("list conventions", () => {
  const req = new Request("http://portal.test/api/things?search=kale&limit=2&offset=2");

  it("{count, next, previous, results} with limit/offset links", () => {
    expect(pageOf(req, { count: 5, results: ["c", "d"], limit: 2, offset: 2 })).toEqual({
      count: 5,
      next: "http://portal.test/api/things?search=kale&limit=2&offset=4",
      previous: "http://portal.test/api/things?search=kale&limit=2",
      results: ["c", "d"],
    });
    expect(pageOf(req, { count: 3, results: ["c"], limit: 2, offset: 2 }).next).toBeNull();
    expect(pageOf(req, { count: 3, results: ["a", "b"], limit: 2, offset: 0 }).previous).toBeNull();
  });

  it("limit and offset are checked, with defaults", () => {
    const q = pageQuery(30, 100);
    expect(q.parse({})).toEqual({ limit: 30, offset: 0 });
    expect(q.parse({ limit: "10", offset: "20" })).toEqual({ limit: 10, offset: 20 });
    expect(q.safeParse({ limit: "abc" }).success).toBe(false);
    expect(q.safeParse({ limit: "1000" }).success).toBe(false);
    expect(q.safeParse({ offset: "-1" }).success).toBe(false);
  });
});
