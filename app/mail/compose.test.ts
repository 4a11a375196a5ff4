import { describe, expect, it } from "vitest";
import { env } from "~/env.server";
import { composeMail } from "./compose.server";

/** The portal's email: the text and the HTML say the same, and the HTML is a document a phone's mail program lays out. */

const base = {
  to: "jane@example.com",
  subject: "Your food was approved",
  firstName: "Jane",
  paragraphs: ["Your food was approved.", "Bananas, raw is in the food database now."],
  action: { label: "Open the patient portal", href: "/nutrition/myfood" },
  footer: ["You receive this because you asked for it.", { label: "Stop these emails", href: "https://portal.example/unsubscribe?token=a&b=1" }],
};

describe("composeMail", () => {
  it("says the same in text and in HTML: greeting, paragraphs, the button's full address and the footer's links", () => {
    const mail = composeMail(base);
    const portal = `${env.PUBLIC_URL}/nutrition/myfood`;
    expect(mail.text).toBe(
      [
        "Hello Jane,",
        "",
        "Your food was approved.",
        "",
        "Bananas, raw is in the food database now.",
        "",
        `Open the patient portal: ${portal}`,
        "",
        "--",
        "You receive this because you asked for it.",
        "Stop these emails: https://portal.example/unsubscribe?token=a&b=1",
        "",
      ].join("\n"),
    );
    for (const text of ["Hello Jane,", "Bananas, raw is in the food database now.", "You receive this because you asked for it."]) expect(mail.html).toContain(text);
    // The button and, for mail programs that drop it, its address written out.
    expect(mail.html.match(new RegExp(`href="${portal}"`, "g"))).toHaveLength(2);
    expect(mail.html).toContain(">Open the patient portal</a>");
    expect(mail.html).toContain('href="https://portal.example/unsubscribe?token=a&amp;b=1"');
    expect(mail.html).toContain(">Stop these emails</a>");
  });

  it("is a whole document for a phone: doctype, language, viewport, the subject as its title, the first paragraph as the inbox preview", () => {
    const { html } = composeMail(base);
    expect(html.startsWith("<!DOCTYPE html><html lang=\"en\">")).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain("<title>Your food was approved</title>");
    expect(html).toMatch(/<div style="display:none[^"]*">Your food was approved\.<\/div>/);
    expect(html).toContain('role="presentation"');
    expect(html).toContain("Patient Portal");
  });

  it("escapes what members typed: a name or a food with markup is shown as text, never run", () => {
    const { html, text } = composeMail({ ...base, firstName: "<b>Al</b>", paragraphs: ['Your food "<script>alert(1)</script>" was approved.'] });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Al</b>");
    expect(html).toContain("Hello &lt;b&gt;Al&lt;/b&gt;,");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(text).toContain('Your food "<script>alert(1)</script>" was approved.');
  });

  it("without a button or a footer there is neither; without a first name the greeting is plain", () => {
    const mail = composeMail({ to: "a@example.com", subject: "Hi", paragraphs: ["Only this."] });
    expect(mail.text).toBe("Hello,\n\nOnly this.\n\n");
    expect(mail.html).not.toContain("<a ");
    expect(mail.html).not.toContain("border-top");
    expect(mail.headers).toBeUndefined();
  });
});
