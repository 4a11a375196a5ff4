import { z } from "zod";
import { nutrientValuesBulkSchema } from "~/foods/schemas";

/** The Nutrient Data step: the food's values as one form (values[i].id, values[i].nut_val). */
export const nutrientStepSchema = z.object({ values: nutrientValuesBulkSchema });
