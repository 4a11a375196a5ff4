import { describe, expect, it } from "vitest";
import { BAD_REQUEST, errorPageText } from "./error-page";

/** What the boundary is handed for a thrown Response (Remix's ErrorResponse). */
const thrown = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("the error page", () => {
  it("calls a 400 an unreadable form only when a form could not be read", () => {
    expect(errorPageText(thrown(400, BAD_REQUEST.form)).heading).toBe("The form could not be read.");
    expect(errorPageText(thrown(400, BAD_REQUEST.address)).heading).toBe("This address could not be read.");
    expect(errorPageText(thrown(400, "Bad Request")).heading).toBe("This address could not be read.");
  });

  it("keeps its not-found, forbidden and error pages", () => {
    expect(errorPageText(thrown(404, "Not Found")).heading).toBe("We couldn't find that page.");
    expect(errorPageText(thrown(403, "Forbidden")).heading).toBe("This page is not available to your account.");
    expect(errorPageText(new Error("boom")).heading).toBe("Something went wrong. Please try later!");
  });
});
