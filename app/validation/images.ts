import { MAX_IMAGE_MB } from "~/config/limits";

/** What every image upload is told (spec part 2 §5 for the first two), recipes and testimonials alike. */
export const IMAGE_MSG = {
  unsupportedFormat: (type: string) => `Unsupported format! (${type})`,
  uploadOneImage: "Please upload one image",
  // Not worded by the spec.
  tooLarge: `Image is too large! The limit is ${MAX_IMAGE_MB} MB.`,
  unreadable: "The image could not be read. Please try another file.",
} as const;
