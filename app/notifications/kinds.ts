/**
 * The kinds of notification and what a member may choose for each (docs/decisions/0131). Shared
 * by the server, the profile's preference form and the API. An event (a decision on something
 * the member sent, a badge, a note from the clinic) is always in the portal, and also emailed if
 * the member wishes; a reminder may be turned off. Each kind is for patients or for staff, and a
 * member is offered only their own.
 */

export const CHANNELS = ["off", "portal", "email"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Who a kind is for: patients, or staff (the care team's morning count). */
export type Audience = "patients" | "staff";

interface KindDef {
  // What the profile's preference list says: the "notifications" namespace's kinds.{kind}.label and .hint (issue 41).
  group: "event" | "reminder";
  default: Channel;
  /** Patients unless said. */
  audience?: Audience;
}

export const NOTIFICATION_KINDS = {
  food_decision: { group: "event", default: "email" },
  recipe_decision: { group: "event", default: "email" },
  testimonial_published: { group: "event", default: "email" },
  badge_earned: { group: "event", default: "portal" },
  clinic_goal: { group: "event", default: "email" },
  care_note: { group: "event", default: "email" },
  care_message: { group: "event", default: "email" },
  appointment: { group: "event", default: "email" },
  medication: { group: "event", default: "email" },
  nothing_logged: { group: "reminder", default: "off" },
  weigh_in_due: { group: "reminder", default: "off" },
  dose_due: { group: "reminder", default: "off" },
  refill_due: { group: "reminder", default: "off" },
  weekly_summary: { group: "reminder", default: "off" },
  care_flags: { group: "reminder", default: "portal", audience: "staff" },
} as const satisfies Record<string, KindDef>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export const isKind = (value: unknown): value is NotificationKind => typeof value === "string" && Object.hasOwn(NOTIFICATION_KINDS, value);

const audienceOfKind = (kind: NotificationKind): Audience => (NOTIFICATION_KINDS[kind] as KindDef).audience ?? "patients";
/** A staff account's kinds are the staff's; everyone else's the patients'. */
export const audienceOf = (member: { user_type: string }): Audience => (member.user_type === "A" ? "staff" : "patients");
const KINDS_OF: Record<Audience, readonly NotificationKind[]> = {
  patients: KIND_NAMES.filter((k) => audienceOfKind(k) === "patients"),
  staff: KIND_NAMES.filter((k) => audienceOfKind(k) === "staff"),
};
/** An audience's kinds, in the profile's order. */
export const kindsOfAudience = (audience: Audience): readonly NotificationKind[] => KINDS_OF[audience];
/** The kinds a member is offered and may choose for, in the profile's order. */
export const kindsFor = (member: { user_type: string }): readonly NotificationKind[] => KINDS_OF[audienceOf(member)];

/** The choices a kind offers: an event is always in the portal. */
export function channelsOf(kind: NotificationKind): readonly Channel[] {
  return NOTIFICATION_KINDS[kind].group === "event" ? ["portal", "email"] : CHANNELS;
}

export type Preferences = Record<NotificationKind, Channel>;

/** A member's choices: what they chose, the default where they chose nothing (or a choice the kind no longer offers). */
export function preferencesOf(rows: readonly { kind: string; channel: string }[]): Preferences {
  const prefs = Object.fromEntries(KIND_NAMES.map((k) => [k, NOTIFICATION_KINDS[k].default])) as Preferences;
  for (const row of rows) {
    if (isKind(row.kind) && (channelsOf(row.kind) as readonly string[]).includes(row.channel)) prefs[row.kind] = row.channel as Channel;
  }
  return prefs;
}

/** What unsubscribing from a kind's email leaves: the portal. */
export const UNSUBSCRIBED: Channel = "portal";

/** Notifications are kept this long (issue 26). */
export const KEEP_DAYS = 180;

/** The bell's page size. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
