import { z } from "zod";
import { MSG, requiredText, url, youtubeUrl } from "~/validation/rules";
import { CONTENT_MSG, IMAGE_NAME_MAX, type Channel, type ContentKind } from "./codes";
import { message } from "~/i18n/languages";

/**
 * One schema per channel and kind (spec part 3 §5), used by the staff forms (conform, in the
 * browser and in the action) and by /api/ads and /api/motivational. The image file itself is
 * checked on the server (app/content/images.server.ts): by content, name length and size.
 */

const title = () => requiredText({ max: 250 });

/**
 * The first message only: an empty address is "Required", not also "Invalid url" and "Not a
 * YouTube Video Url" (zod runs every refinement of the shared rule).
 */
function firstMessageOf<S extends z.ZodTypeAny>(schema: S) {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      const parsed = schema.safeParse(v);
      if (!parsed.success) ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error.issues[0]?.message ?? MSG.required });
    })
    .transform((v) => {
      const parsed = schema.safeParse(v);
      return (parsed.success ? parsed.data : "") as z.output<S>;
    });
}
/** An optional link: empty is none; anything else must be a URL. */
const optionalLink = () =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), firstMessageOf(url()).optional());

export const contentSchemas = {
  ad: {
    // An ad video needs a YouTube address; an ad image's link must be a URL.
    video: z.object({ title: title(), url: firstMessageOf(youtubeUrl()) }),
    image: z.object({ title: title(), url: optionalLink() }),
  },
  motivational: {
    // A motivational video needs an address that is a URL (spec part 3 §5).
    video: z.object({ title: title(), url: firstMessageOf(url()) }),
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
}, z.boolean({ invalid_type_error: message("common:api.boolean") }));

/**
 * The picture as the browser sees it before sending (the server checks it again, and its content):
 * chosen on add ('Please select an image!'), a name of at most 100 characters.
 */
export function imageFieldSchema(required: boolean) {
  return z.unknown().superRefine((v, ctx) => {
    const file = v as { name?: string; size?: number } | undefined;
    if (!file || typeof file !== "object" || !file.size) {
      if (required) ctx.addIssue({ code: z.ZodIssueCode.custom, message: CONTENT_MSG.selectImage });
      return;
    }
    if ((file.name ?? "").length > IMAGE_NAME_MAX) ctx.addIssue({ code: z.ZodIssueCode.custom, message: CONTENT_MSG.imageNameTooLong });
  });
}

/** The staff form's schema: the item's fields, and the picture for an image. */
export function contentFormSchema(channel: Channel, kind: ContentKind, adding: boolean) {
  const base = contentSchema(channel, kind);
  return kind === "image" ? base.extend({ image: imageFieldSchema(adding) }) : base;
}
