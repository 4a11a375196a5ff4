import { describe, expect, it } from "vitest";
import { COUNTRIES, countryName, isCountryCode } from "./countries";
import { applyReplacements, REPLACEMENTS } from "./replacements";

const jane = { last_name: "Doe" };

describe("standard replacements", () => {
  it("have unique ids and say what they do", () => {
    expect(new Set(REPLACEMENTS.map((r) => r.id)).size).toBe(REPLACEMENTS.length);
    for (const r of REPLACEMENTS) expect(r.description.length).toBeGreaterThan(10);
  });

  it("the surname becomes its initial, as a whole word in any case", () => {
    expect(applyReplacements("<p>I am Jane Doe. DOE family! Doeling stays.</p>", [1], jane)).toEqual({
      html: "<p>I am Jane D.. D. family! Doeling stays.</p>",
      changes: 2,
    });
  });

  it("contact details come out", () => {
    const { html, changes } = applyReplacements("<p>Mail jane.doe@example.com or call (813) 555-0142 / 813.555.0100</p>", [2, 3], jane);
    expect(html).toBe("<p>Mail [email removed] or call [phone removed] / [phone removed]</p>");
    expect(changes).toBe(3);
  });

  it("medication names, miracle claims and lbs", () => {
    expect(applyReplacements("<p>Ozempic and phentermine were a miracle: 40 lbs, 2 LB more.</p>", [4, 5, 7], jane).html).toBe(
      "<p>My prescribed medication and my prescribed medication were remarkable: 40 pounds, 2 pounds more.</p>",
    );
  });

  it("a miracle claim reads as English afterwards: no 'a remarkable!'", () => {
    const miracle = (text: string) => applyReplacements(`<p>${text}</p>`, [5], jane).html.slice(3, -4);
    expect(miracle("This program is a miracle!")).toBe("This program is remarkable!");
    expect(miracle("It was a true miracle, and an absolute miracle.")).toBe("It was remarkable, and remarkable.");
    expect(miracle("Not a miracle diet, a miracle for me")).toBe("Not a remarkable diet, remarkable for me");
    expect(miracle("Miracle! The staff work miracles; I feel miraculous, miraculously lighter.")).toBe(
      "Remarkable! The staff work wonders; I feel remarkable, remarkably lighter.",
    );
    expect(applyReplacements("<p>a miracle</p>", [5], jane).changes).toBe(1);
  });

  it("never touches the markup, only the text between tags", () => {
    expect(applyReplacements('<p>Tom &amp; Jerry</p><b>lb</b>', [8, 7], jane).html).toBe("<p>Tom and Jerry</p><b>pounds</b>");
    expect(applyReplacements("<strong>a  b</strong>", [9], jane).html).toBe("<strong>a b</strong>");
  });

  it("only the chosen ones apply; no match is no change", () => {
    expect(applyReplacements("<p>40 lbs</p>", [1], jane)).toEqual({ html: "<p>40 lbs</p>", changes: 0 });
  });
});

describe("countries", () => {
  it("lead with the United States, then by name, all real ISO codes", () => {
    expect(COUNTRIES[0]).toEqual({ code: "US", name: "United States" });
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(isCountryCode("CA")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
    expect(countryName("MX")).toBe("Mexico");
    const rest = COUNTRIES.slice(1).map((c) => c.name);
    expect([...rest].sort((a, b) => a.localeCompare(b, "en"))).toEqual(rest);
  });
});
