import { z } from "zod";
import { day, id, int, named, shape } from "~/api/shapes";

/** What the badge calls answer (docs/api.md, Badges); the domain's types are these (award.server.ts). */

export const badgeCard = named(
  "Badge",
  shape({
    id: id(),
    code: z.string(),
    name: z.string(),
    description: z.string().describe("What earns it."),
    image: z.string(),
    badge_count: int().min(0).describe("How often the caller earned it."),
    /** A streak: the day it reached its length. */
    last_earned: day().nullable(),
    repeatable: z.boolean(),
  }),
);

export const memberBadge = shape({
  id: id(),
  badge: id(),
  date_range: z.union([z.tuple([day()]), z.tuple([day(), day()])]).describe("The achievement day, or a streak's first and last."),
  earned: day().describe("The day the rule was first met (a streak: the day it reached its length)."),
});
