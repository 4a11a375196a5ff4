import { z } from "zod";
import { MSG, requiredText, url, youtubeUrl } from "~/validation/rules";
import type { Channel, ContentKind } from "./codes";

/**
 * One schema per channel and kind (spec part 3 §5), used by the staff forms (conform, in the
 * browser and in the action) and by /api/ads and /api/motivational. The image file itself is
 * checked on the server (app/content/images.server.ts): by content, name length and size.
 */

const title = () => requiredText({ max: 250 });
/** An optional link: empty is none; anything else must be a URL. */
const optionalLink = () =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string({ invalid_type_error: MSG.url }).trim().max(250, MSG.maxLength(250)).pipe(url()).optional());

export const contentSchemas = {
  ad: {
    // An ad video needs a YouTube address; an ad image's link must be a URL.
    video: z.object({ title: title(), url: youtubeUrl() }),
    image: z.object({ title: title(), url: optionalLink() }),
  },
  motivational: {
    // A motivational video needs an address that is a URL (spec part 3 §5).
    video: z.object({ title: title(), url: url() }),
    image: z.object({ title: title(), url: optionalLink() }),
  },
} as const;

export function contentSchema(channel: Channel, kind: ContentKind) {
  return contentSchemas[channel][kind];
}

export type ContentInput = { title: string; url?: string };

/** is_active as the API may send it: true/false, 1/0, "true"/"false", "True"/"False". */
export const activeFlag = z.preprocess((v) => {
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (s === "true" || s === "1") return true;
    if (s === "false" || s === "0") return false;
  }
  if (v === 1) return true;
  if (v === 0) return false;
  return v;
}, z.boolean({ invalid_type_error: "Must be a valid boolean." }));
