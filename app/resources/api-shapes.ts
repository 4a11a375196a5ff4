import { z } from "zod";
import { day, id, shape } from "~/api/shapes";

/** What the resource calls answer (docs/api.md, Resources). */

export const resourceSummary = shape({
  id: id(),
  title: z.string(),
  author: z.string(),
  created: day(),
  description: z.string().describe("Sanitized HTML: paragraphs, headings, lists, emphasis, quotes and http(s)/mailto links."),
});

export const resourceDetail = shape({ ...resourceSummary.shape, body: z.string().describe("Sanitized HTML.") });
