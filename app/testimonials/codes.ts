import { defineWizard } from "~/ui/wizard/steps";
import type { TestimonialImageType } from "~/db/tables/progress";

/** Spec part 3 §8 and §9: the testimonial screens' texts and constants, word for word. */
export const TESTIMONIAL_MSG = {
  addNotes: "Please add notes!",
  added: "Successfully added testimonial",
  published: "Testimonial published successfully!",
  empty: "No testimonials found!",
  removed: "Item has been removed!",
  tryAgain: "Please try again!",
  // Not worded by the spec.
  saved: "Final version saved.",
  unpublished: "Testimonial taken off the public site.",
  imageAdded: "Image added.",
  nothingChanged: "Nothing to update!",
  imagesSaved: (n: number) => (n === 1 ? "1 image updated." : `${n} images updated.`),
  imageExists: "This image is already in the member's images.",
  replaced: (n: number) => (n === 0 ? "No text matched the chosen replacements." : `${n} ${n === 1 ? "replacement" : "replacements"} made.`),
  chooseReplacement: "Please choose at least one replacement.",
  invalidChoice: "Select a valid choice.",
  needsFinalText: "Please write the final version before publishing.",
  needsCountry: "Please choose the country before publishing.",
  needsAuthorization: "Please add the member's signed authorization (type Z) before publishing.",
  notAMember: "Select a valid choice.",
  /** Spec part 3 §8: an image's validation errors show as the joined messages. */
  imageInvalid: (messages: readonly string[]) => messages.join(", "),
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

/** Spec part 3 §5's hint for testimonial photos. */
export const IMAGE_HINT = "Minimum width 200 px; width to height 2 × 3 (portrait). JPEG, PNG, GIF or BMP, up to 10 MB.";
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
