import { z } from "zod";
import { decimal, flag, integer, MSG, optionalText, requiredText } from "~/validation/rules";
import { oneImage } from "~/uploads/schemas";
import { IMAGE_TYPE_VALUES, TESTIMONIAL_MSG } from "./codes";
import { isCountryCode } from "./countries";
import { replacementIds } from "./replacements";

/** One schema per testimonial mutation, shared by the pages (conform) and the /api handlers. */

/** A member's testimonial (spec part 3 §5): 'Please add notes!' when empty. */
export const testimonialSubmitSchema = z.object({
  fulltext: z
    .string({ required_error: TESTIMONIAL_MSG.addNotes, invalid_type_error: TESTIMONIAL_MSG.addNotes })
    .trim()
    .min(1, TESTIMONIAL_MSG.addNotes)
    .max(5000, MSG.maxLength(5000)),
});

const country = () =>
  z
    .string({ required_error: MSG.required, invalid_type_error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, TESTIMONIAL_MSG.invalidChoice);

/** Several checkboxes send a list, one a string, the API a list of numbers. */
const replacementList = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : String(v).split(",")),
    z.array(z.coerce.number().int().refine((n) => replacementIds.has(n), TESTIMONIAL_MSG.invalidChoice)),
  );

/**
 * Final Version Edit (spec part 3 §5): country required, quotes at most 100 characters, blurb at
 * most 250, the final text (HTML, sanitized on save). `replacements` applies standard
 * replacements to the final text as it is saved.
 */
export const finalVersionSchema = z.object({
  country: country(),
  quotes: optionalText({ max: 100 }),
  blurb: optionalText({ max: 250 }),
  fulltext_html: optionalText({ max: 20000 }),
  replacements: replacementList(),
});

/** The page's "apply replacements" button: the same form, with at least one replacement ticked. */
export const applyReplacementsSchema = finalVersionSchema.refine((v) => v.replacements.length > 0, {
  path: ["replacements"],
  message: TESTIMONIAL_MSG.chooseReplacement,
});

/** PUT /api/plugs/{id}: the final version, and the flags; `active: true` publishes. */
export const testimonialUpdateSchema = finalVersionSchema.extend({
  active: flag().optional(),
  featured: flag().optional(),
  homepage: flag().optional(),
});

/** Preview: publish with the featured and homepage flags. */
export const publishSchema = z.object({ featured: flag(), homepage: flag() });

const imageType = () =>
  z.enum(IMAGE_TYPE_VALUES, {
    errorMap: (issue) => ({ message: issue.code === "invalid_enum_value" && issue.received !== "" ? TESTIMONIAL_MSG.invalidChoice : MSG.required }),
  });

/**
 * A testimonial image's details (spec part 3 §5): title, type and weight required; week
 * required, a whole number, 0 or more; weight 0 or more, in the staff member's units (pounds, or
 * kilograms: issue 26).
 */
export const imageMetaShape = {
  name: requiredText({ max: 100 }),
  type: z.preprocess((v) => (v === "" || v === null ? undefined : typeof v === "string" ? v.toUpperCase() : v), imageType()),
  weight: decimal(2, { min: 0, max: 1000 }),
  week: integer({ min: 0, max: 520 }),
  primary: flag(),
};

export const imageUploadSchema = z.object({ ...imageMetaShape, member: integer({ min: 1 }) });

/**
 * The editor's upload form: the member is the testimonial's, the file one image. The file comes
 * first, as on the page: a refusal's joined messages (spec part 3 §8) read in the form's order.
 */
export const imageUploadFormSchema = z.object({ photo_o: oneImage() }).merge(imageUploadSchema.omit({ member: true }));

/** PATCH /api/plugs_image/{id} and the page's image row: any of the details. */
export const imagePatchSchema = z.object({
  name: imageMetaShape.name.optional(),
  type: imageMetaShape.type.optional(),
  weight: imageMetaShape.weight.optional(),
  week: imageMetaShape.week.optional(),
  primary: flag().optional(),
});

/** The page's image row form: every field (the checkbox is absent when unticked). */
export const imageEditFormSchema = z.object(imageMetaShape);

/**
 * The editor's Images step: every photo's details in one form, so "Save and next" saves what was
 * changed on any photo before it moves on (issue 24: a link there lost the edits silently).
 */
export const imagesFormSchema = z.object({
  images: z.array(imageEditFormSchema.extend({ id: integer({ min: 1 }) })).max(200),
});
export type ImagesFormInput = z.output<typeof imagesFormSchema>;

export type ImageMetaInput = z.output<typeof imageEditFormSchema>;
export type ImagePatchInput = z.output<typeof imagePatchSchema>;
export type FinalVersionInput = z.output<typeof finalVersionSchema>;
