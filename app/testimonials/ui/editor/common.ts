import type { TestimonialImageJson } from "~/testimonials/images.server";
import type { TestimonialJson } from "~/testimonials/testimonials.server";
import { paths } from "~/paths";
import { stepHref as wizardStepHref } from "~/ui/wizard/steps";
import { TESTIMONIAL_WIZARD, type TestimonialStep } from "../../codes";

/** What the staff testimonial editor's loader gives its steps (app/routes/_app.testimonials.$id.edit.tsx). */
export interface EditorData {
  testimonial: TestimonialJson;
  /** 1 Final Version Edit, 2 Images, 3 Final Version Preview. */
  step: number;
  /** The member's photos (steps 2 and 3). */
  images: TestimonialImageJson[];
  /** What stops publishing (step 3), by the step that fixes it. */
  problem: { field: string; message: string } | null;
  /** The staff member's weight unit (lb or kg) for the photos' weights while editing. */
  weightUnit: string;
}

/** A step of one testimonial's editor. */
export const editorStepHref = (id: number, step: 1 | 2 | 3) => wizardStepHref(TESTIMONIAL_WIZARD, paths.testimonialEdit(id), String(step) as TestimonialStep);
