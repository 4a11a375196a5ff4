import { describe, expect, it } from "vitest";
import { linkPieces } from "./links";

describe("a message's links", () => {
  it("makes web addresses links and leaves the rest text", () => {
    expect(linkPieces("See https://www.niddk.nih.gov/health-information/weight-management and call us.")).toEqual([
      { text: "See " },
      { text: "https://www.niddk.nih.gov/health-information/weight-management", href: "https://www.niddk.nih.gov/health-information/weight-management" },
      { text: " and call us." },
    ]);
    expect(linkPieces("www.cdc.gov/healthyweight")).toEqual([{ text: "www.cdc.gov/healthyweight", href: "https://www.cdc.gov/healthyweight" }]);
  });

  it("keeps the sentence's punctuation and an unmatched bracket out of the link", () => {
    expect(linkPieces("(see https://example.org/a_(b).)")).toEqual([{ text: "(see " }, { text: "https://example.org/a_(b)", href: "https://example.org/a_(b)" }, { text: ".)" }]);
    expect(linkPieces("Is it http://example.com/x?")).toEqual([{ text: "Is it " }, { text: "http://example.com/x", href: "http://example.com/x" }, { text: "?" }]);
  });

  it("never links another scheme, markup or an address without a real host", () => {
    for (const text of ["javascript:alert(1)", "<a href=\"https://evil.example\">x</a>", "data:text/html,<script>", "http://localhost/x", "ftp://example.com/file"]) {
      const links = linkPieces(text).filter((p) => p.href);
      for (const l of links) expect(l.href, text).toMatch(/^https?:\/\/[^/]*\./);
      expect(links.every((l) => !l.href!.includes("<") && !l.href!.includes('"')), text).toBe(true);
    }
    expect(linkPieces("javascript:alert(1)")).toEqual([{ text: "javascript:alert(1)" }]);
    expect(linkPieces("http://localhost/x")).toEqual([{ text: "http://localhost/x" }]);
  });

  it("text without an address is one piece, as typed, line breaks and all", () => {
    expect(linkPieces("Line one\n\nline <b>two</b> & three")).toEqual([{ text: "Line one\n\nline <b>two</b> & three" }]);
    expect(linkPieces("")).toEqual([]);
  });
});
