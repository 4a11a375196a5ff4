import { describe, expect, it } from "vitest";
import { translate } from "~/i18n/i18n.server";
import { BAD_REQUEST, errorPageText } from "./error-page";

/** The heading a reader of a language sees. */
const heading = (error: unknown, language = "en") => translate(language, `common:${errorPageText(error).heading}`);

/** What the boundary is handed for a thrown Response (Remix's ErrorResponse). */
const thrown = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("the error page", () => {
  it("calls a 400 an unreadable form only when a form could not be read", () => {
    expect(heading(thrown(400, BAD_REQUEST.form))).toBe("The form could not be read.");
    expect(heading(thrown(400, BAD_REQUEST.address))).toBe("This address could not be read.");
    expect(heading(thrown(400, "Bad Request"))).toBe("This address could not be read.");
  });

  it("keeps its not-found, forbidden and error pages", () => {
    expect(heading(thrown(404, "Not Found"))).toBe("We couldn't find that page.");
    expect(heading(thrown(403, "Forbidden"))).toBe("This page is not available to your account.");
    expect(heading(new Error("boom"))).toBe("Something went wrong. Please try later!");
  });

  it("says it in the reader's language", () => {
    expect(heading(thrown(404, "Not Found"), "es")).toBe("No encontramos esa página.");
    expect(heading(thrown(400, BAD_REQUEST.address), "es")).not.toBe(heading(thrown(400, BAD_REQUEST.form), "es"));
    expect(heading(thrown(400, BAD_REQUEST.address), "es")).toBe(translate("es", "common:error.badAddress.heading"));
  });
});
