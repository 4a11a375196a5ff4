import { z } from "zod";
import { day, id, int, named, shape, timestamp } from "~/api/shapes";

/**
 * What the care team's calls answer of the clinic's own records (docs/api.md, The care team): the
 * caller's clinics (access.server.ts adds the zone it keeps to itself) and the notes staff leave
 * on a patient's journal day, which the journal, the record, the messages and the reports show.
 */

export const careClinic = named(
  "CareClinic",
  shape({ id: id(), name: z.string(), city: z.string(), state: z.string(), patients: int().min(0).describe("Patients registered at the clinic.") }),
);

/** A note as the portal shows it: to the patient on their journal day, to staff on the record. */
export const careNote = named(
  "CareNote",
  shape({
    id: id(),
    date: day().describe("The journal day it is about."),
    text: z.string(),
    author: z.string().describe("The staff member who wrote it; \"Your clinic\", in the caller's language, once their account is gone."),
    created_at: timestamp(),
    read: z.boolean(),
    read_at: timestamp().nullable(),
  }),
);

export type CareNote = z.infer<typeof careNote>;
