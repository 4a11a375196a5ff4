import { z } from "zod";
import { MAX_IMAGE_MB } from "~/config/limits";

/** What every image upload is told (spec part 2 §5 for the first two), recipes and testimonials alike. */
export const IMAGE_MSG = {
  unsupportedFormat: (type: string) => `Unsupported format! (${type})`,
  uploadOneImage: "Please upload one image",
  // Not worded by the spec.
  tooLarge: `Image is too large! The limit is ${MAX_IMAGE_MB} MB.`,
  unreadable: "The image could not be read. Please try another file.",
} as const;

/** A non-empty uploaded file, from a form (File) or a multipart body. */
const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File && v.size > 0;

/** Exactly one image: 'Please upload one image'. */
export const oneImage = () =>
  z
    .preprocess((v) => (Array.isArray(v) ? v : v === undefined || v === null || v === "" ? [] : [v]), z.array(z.unknown()))
    .transform((list) => list.filter(isFile))
    .refine((files) => files.length === 1, IMAGE_MSG.uploadOneImage)
    .transform((files) => files[0] as File);
