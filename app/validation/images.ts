import { MAX_IMAGE_MB } from "~/config/limits";
import { message } from "~/i18n/languages";

/**
 * What every image upload is told (spec part 2 §5 for the first two), recipes and testimonials
 * alike, as keys of common.json (issue 41): the English is the spec's, word for word.
 */
export const IMAGE_MSG = {
  unsupportedFormat: (type: string) => message("common:validation.image.unsupported", { type }),
  uploadOneImage: message("common:validation.image.one"),
  // Not worded by the spec.
  tooLarge: message("common:validation.image.tooLarge", { mb: MAX_IMAGE_MB }),
  unreadable: message("common:validation.image.unreadable"),
} as const;
