import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import { fieldErrors } from "~/validation/rules";
import { CHANNEL_WORDS } from "./codes";
import { contentSchema } from "./schemas";
import { splitAds } from "~/home/split-ads";

/** Field errors as an English reader reads them (the messages travel as keys, issue 41). */
const inEnglish = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => translateMessage("en", m))]));

const errorsOf = (schema: ReturnType<typeof contentSchema>, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : inEnglish(fieldErrors(r.error));
};

describe("ads and motivational forms (spec part 3 §5)", () => {
  it("a title is required", () => {
    expect(errorsOf(contentSchema("ad", "image"), { title: " " })).toEqual({ title: ["Required"] });
    expect(errorsOf(contentSchema("motivational", "video"), { url: "https://youtu.be/IyeZ5AN1wY4" })).toEqual({ title: ["Required"] });
  });

  it("an ad video needs a YouTube address, one message at a time", () => {
    const ad = contentSchema("ad", "video");
    expect(errorsOf(ad, { title: "t", url: "" })).toEqual({ url: ["Required"] });
    expect(errorsOf(ad, { title: "t", url: "youtube" })).toEqual({ url: ["Invalid url"] });
    expect(errorsOf(ad, { title: "t", url: "https://vimeo.com/1" })).toEqual({ url: ["Not a YouTube Video Url"] });
    expect(ad.parse({ title: " t ", url: "https://www.youtube.com/watch?v=IyeZ5AN1wY4" })).toEqual({ title: "t", url: "https://www.youtube.com/watch?v=IyeZ5AN1wY4" });
  });

  it("a motivational video needs an address that is a URL (any site)", () => {
    const m = contentSchema("motivational", "video");
    expect(errorsOf(m, { title: "t" })).toEqual({ url: ["Required"] });
    expect(errorsOf(m, { title: "t", url: "nope" })).toEqual({ url: ["Invalid url"] });
    expect(errorsOf(m, { title: "t", url: "https://vimeo.com/1" })).toEqual({});
  });

  it("an image's link is optional and must be a URL when given", () => {
    const img = contentSchema("ad", "image");
    expect(img.parse({ title: "t", url: "" })).toEqual({ title: "t", url: undefined });
    expect(errorsOf(img, { title: "t", url: "clinic dot com" })).toEqual({ url: ["Invalid url"] });
  });

  it("failed forms are announced as the spec words them", () => {
    expect(translateMessage("en", CHANNEL_WORDS.ad.invalid(["Required", "Please select an image!"]))).toBe("Invalid Fields..., Required, Please select an image!");
    expect(translateMessage("es", CHANNEL_WORDS.ad.invalid(["Obligatorio"]))).toBe("Hay campos no válidos: Obligatorio");
    expect(translateMessage("en", CHANNEL_WORDS.motivational.invalid(["Required"]))).toBe("Invalid Fields");
    expect(translateMessage("en", CHANNEL_WORDS.ad.submitted)).toBe("Advertisment submitted");
    expect(translateMessage("en", CHANNEL_WORDS.motivational.deleted)).toBe("Motivational Content Deleted");
  });

  it("the dashboard's two carousels share the ads without repeating one", () => {
    expect(splitAds([])).toEqual([[], []]);
    expect(splitAds([1])).toEqual([[1], []]);
    expect(splitAds([1, 2, 3, 4, 5])).toEqual([[1, 3, 5], [2, 4]]);
  });
});
