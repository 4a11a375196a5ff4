import { z } from "zod";
import { day, named, shape, timestamp, type Answers } from "~/api/shapes";
import { publicUser } from "~/accounts/responses.server";
import { UNIT_SYSTEMS } from "~/domain/units";
import type { Device } from "./devices.server";
import type { Profile } from "./profile.server";

/** What the member's own account calls answer (docs/api.md, Account calls), checked against the domain's types. */

export const profile = named(
  "Profile",
  publicUser.extend({
    phone: z.string(),
    units: z.enum(UNIT_SYSTEMS).describe("The member's choice for the web pages; an app decides what it shows."),
    date_of_birth: day().nullable().describe("From the clinic record; null when the clinic has not given it."),
    pending_email: z.string().nullable().describe("A new address waiting for its confirmation link to be followed."),
  }),
) satisfies Answers<Profile>;

export const emailState = shape({ email: z.string(), pending_email: z.string().nullable() });
export const emailPending = shape({ pending_email: z.string() }).describe("Accepted: a confirmation link went to the new address; the email changes when it is followed.");

export const device = named(
  "Device",
  shape({
    id: z.string().describe('"web-…" for a browser, "app-…" for an app sign-in.'),
    kind: z.enum(["web", "app"]),
    name: z.string().describe('"Chrome on Windows", "Portal app on iOS", …'),
    ip: z.string(),
    signed_in_at: timestamp(),
    last_active_at: timestamp(),
    current: z.boolean().describe("The browser or app asking."),
  }),
) satisfies Answers<Device>;
