import { message } from "~/i18n/languages";
import { defineWizard } from "~/ui/wizard/steps";
import type { TestimonialImageType } from "~/db/tables/progress";

/**
 * Spec part 3 §8 and §9: the testimonial screens' messages, word for word in English; each travels
 * as a key of the testimonials namespace and is drawn in the reader's language (issue 41).
 */
export const TESTIMONIAL_MSG = {
  addNotes: message("testimonials:msg.addNotes"),
  added: message("testimonials:msg.added"),
  published: message("testimonials:msg.published"),
  empty: message("testimonials:msg.empty"),
  removed: message("testimonials:msg.removed"),
  tryAgain: message("testimonials:msg.tryAgain"),
  // Not worded by the spec.
  saved: message("testimonials:msg.saved"),
  unpublished: message("testimonials:msg.unpublished"),
  imageAdded: message("testimonials:msg.imageAdded"),
  nothingChanged: message("testimonials:msg.nothingChanged"),
  imagesSaved: (n: number) => message("testimonials:msg.imagesSaved", { count: n }),
  imageExists: message("testimonials:msg.imageExists"),
  replaced: (n: number) => (n === 0 ? message("testimonials:msg.noReplacement") : message("testimonials:msg.replaced", { count: n })),
  chooseReplacement: message("testimonials:msg.chooseReplacement"),
  invalidChoice: message("testimonials:msg.invalidChoice"),
  needsFinalText: message("testimonials:msg.needsFinalText"),
  needsCountry: message("testimonials:msg.needsCountry"),
  needsAuthorization: message("testimonials:msg.needsAuthorization"),
  notAMember: message("testimonials:msg.invalidChoice"),
} as const;

/** Spec part 3 §9: testimonials 10 a page. */
export const TESTIMONIAL_PAGE_SIZE = 10;

/** Spec part 3 §3 and §9: A after, B before, X unknown, Z authorization. */
export const IMAGE_TYPES: readonly { value: TestimonialImageType; label: string }[] = [
  { value: "B", label: "Before" },
  { value: "A", label: "After" },
  { value: "X", label: "Unknown" },
  { value: "Z", label: "Authorization" },
];
export const IMAGE_TYPE_VALUES = ["A", "B", "X", "Z"] as const;
export const imageTypeLabel = (t: string) => IMAGE_TYPES.find((i) => i.value === t)?.label ?? t;

export const MIN_PHOTO_WIDTH = 200;
/** Width over height the preview frames show. */
export const PHOTO_RATIO = 2 / 3;

/** The editor's three tabs (spec part 3 §2, §4), on the wizard kit; `?step=1` to `?step=3`. */
export const TESTIMONIAL_WIZARD = defineWizard([
  { key: "1", label: "Final Version Edit" },
  { key: "2", label: "Images" },
  { key: "3", label: "Final Version Preview" },
] as const);
export type TestimonialStep = (typeof TESTIMONIAL_WIZARD.steps)[number]["key"];

/** Where a photo is served (only to its member and staff; never cached by shared caches). */
export const photoUrl = (id: number, size: "o" | "l" | "m" | "s") => `/testimonial-photos/${id}/${size}`;
