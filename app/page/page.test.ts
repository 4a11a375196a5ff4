import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstError } from "~/domain/outcome";
import { conformErrors, foundOr404, pageOutcome } from "./outcome.server";
import { hereWith, param, parseParams, readParams } from "./params.server";

const url = (q: string) => new URL(`http://x.test/page?${q}`);

describe("page query parameters", () => {
  const shape = {
    offset: param.offset(30),
    id: param.id(),
    search: param.search(),
    ordering: param.oneOf(["name", "-created"] as const, "name"),
    category: param.ids(),
    day: param.day(),
    scale: param.int(4, { min: 1, max: 99 }),
    add: param.flag(),
  };

  it("reads good values", () => {
    const q = readParams(url("offset=60&id=7&search=%20chicken%20&ordering=-created&category=1&category=2,3&day=2026/02/03&scale=6&add=1"), shape);
    expect(q).toEqual({ offset: 60, id: 7, search: "chicken", ordering: "-created", category: [1, 2, 3], day: "2026-02-03", scale: 6, add: true });
  });

  it("falls back to defaults for missing values", () => {
    expect(readParams(url(""), shape)).toEqual({ offset: 0, id: null, search: "", ordering: "name", category: [], day: null, scale: 4, add: false });
  });

  it("gives each request its own defaults when there is no query, lists included", () => {
    const first = readParams(new URL("http://x.test/page"), shape);
    first.offset = 90;
    first.category.push(7);
    const second = readParams(new URL("http://x.test/page"), shape);
    expect(second).toEqual({ offset: 0, id: null, search: "", ordering: "name", category: [], day: null, scale: 4, add: false });
    expect(readParams(new URL("http://x.test/page"), { n: param.int(3) })).not.toBe(readParams(new URL("http://x.test/page"), { n: param.int(3) }));
  });

  it("never fails on a hand-edited URL: each bad value is its default", () => {
    const q = readParams(url("offset=abc&id=-3&search=ab&ordering=drop&category=x,0,5&day=2026-02-30&scale=1000&add=maybe"), shape);
    expect(q).toEqual({ offset: 0, id: null, search: "", ordering: "name", category: [5], day: null, scale: 4, add: false });
  });

  it("rounds an offset down to a whole page", () => {
    expect(readParams(url("offset=75"), { offset: param.offset(30) }).offset).toBe(60);
    expect(readParams(url("offset=75"), { offset: param.offset() }).offset).toBe(75);
  });

  it("builds each parameter's schema once per set of arguments, and keeps each set's own fallback", () => {
    expect(param.int(3)).toBe(param.int(3));
    expect(param.oneOf(["a", "b"], "a")).toBe(param.oneOf(["a", "b"], "a"));
    for (let round = 0; round < 2; round++) {
      expect(readParams(url(""), { n: param.int(3) }).n).toBe(3);
      expect(readParams(url(""), { n: param.int(5) }).n).toBe(5);
      expect(readParams(url("n=9"), { n: param.int(5, { max: 8 }) }).n).toBe(5);
      expect(readParams(url("n=9"), { n: param.int(5) }).n).toBe(9);
      expect(readParams(url("o=b"), { o: param.oneOf(["a", "b"], "a") }).o).toBe("b");
      expect(readParams(url("o=b"), { o: param.oneOf(["a", "c"], "c") }).o).toBe("c");
      // A shape of the same names with a schema of its own is parsed with that schema.
      expect(readParams(url("n=9"), { n: z.string().transform((v) => `got ${v}`) }).n).toBe("got 9");
    }
  });

  it("takes a Request as well as a URL", () => {
    expect(readParams(new Request("http://x.test/?id=12"), { id: param.id() }).id).toBe(12);
  });

  it("gives a value its area judges as it was typed, or null when absent", () => {
    expect(readParams(url("token=%20ab.c%20&date=9999-01-01"), { token: param.raw(), date: param.raw(), meal: param.raw() })).toEqual({
      token: " ab.c ",
      date: "9999-01-01",
      meal: null,
    });
    // Present but empty is not absent (a search asked for with no words is told so).
    expect(readParams(url("search="), { search: param.raw() }).search).toBe("");
  });

  it("parseParams gives the schema's verdict for a query the page refuses with a 400", () => {
    const schema = z.object({ format: z.enum(["json", "zip"]).default("json") });
    expect(parseParams(url("format=zip"), schema)).toMatchObject({ success: true, data: { format: "zip" } });
    expect(parseParams(url(""), schema)).toMatchObject({ success: true, data: { format: "json" } });
    expect(parseParams(url("format=pdf"), schema).success).toBe(false);
  });

  it("hereWith is the page's own address with parameters set or removed", () => {
    const request = new Request("http://x.test/patients?flag=weight&offset=50");
    expect(hereWith(request, { offset: "100" })).toBe("/patients?flag=weight&offset=100");
    expect(hereWith(request, { offset: null })).toBe("/patients?flag=weight");
  });
});

describe("outcomes in pages", () => {
  it("not found and forbidden become 404 and 403 responses", () => {
    expect(() => pageOutcome({ ok: false, reason: "not_found" })).toThrow(Response);
    try {
      pageOutcome({ ok: false, reason: "forbidden" });
    } catch (e) {
      expect((e as Response).status).toBe(403);
    }
    try {
      foundOr404(null);
    } catch (e) {
      expect((e as Response).status).toBe(404);
    }
  });

  it("success and field errors come back", () => {
    expect(pageOutcome({ ok: true, data: 3 })).toEqual({ ok: true, data: 3 });
    expect(pageOutcome({ ok: false, reason: "invalid", errors: { name: ["Required"] } })).toEqual({ ok: false, errors: { name: ["Required"] } });
    expect(foundOr404(0)).toBe(0);
  });

  it("field errors as conform errors: bulk-row keys lose their row, non_field_errors are the form's", () => {
    expect(conformErrors({ non_field_errors: ["Nope"], "0.measure": ["Please select weight!"], name: ["Required"] })).toEqual({
      formErrors: ["Nope"],
      fieldErrors: { measure: ["Please select weight!"], name: ["Required"] },
    });
  });

  it("the first error of a set, or the fallback", () => {
    expect(firstError({ a: [], b: ["second"] }, "fallback")).toBe("second");
    expect(firstError(undefined, "fallback")).toBe("fallback");
  });
});
