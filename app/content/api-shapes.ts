import { z } from "zod";
import { id, named, shape } from "~/api/shapes";
import { KINDS } from "./codes";

/** What /api/ads and /api/motivational answer (docs/api.md, Ads and motivational content). */

export const contentItem = named(
  "ContentItem",
  shape({
    id: id(),
    title: z.string(),
    kind: z.enum(KINDS),
    image: z.string().nullable().describe("The picture (1280 px) under /uploads for an image item, else null."),
    image_m: z.string().nullable().describe("A 640 px rendition."),
    image_name: z.string().nullable(),
    /** True for a video item. */
    video: z.boolean(),
    youtube_id: z.string().nullable(),
    url: z.string().describe('An image\'s link or a video\'s address; "" when an image has no link.'),
    is_active: z.boolean(),
  }),
);
