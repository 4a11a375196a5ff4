import type { z } from "zod";
import type * as apiShapes from "./api-shapes";
/** What the resource pages and /api/resources get back. */

export type ResourceSummary = z.infer<typeof apiShapes.resourceSummary>;

export type ResourceDetail = z.infer<typeof apiShapes.resourceDetail>;
