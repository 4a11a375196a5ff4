/**
 * The flags the care team is shown, their codes (the API's and the URL filter's) and labels: raised
 * from the patient areas' facts (./flags.ts), read by the care pages and the browser bundle.
 */

/** The flags, in the order the panel shows them (docs/decisions/0121). Codes are the API's and the URL filter's. */
export const FLAG_CODES = ["rapid_loss", "implausible", "regain", "plateau", "no_weigh_in", "quiet", "unanswered", "missed_doses", "side_effects"] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

export const FLAG_LABELS: Record<FlagCode, string> = {
  plateau: "Plateau",
  rapid_loss: "Rapid loss",
  regain: "Regain",
  quiet: "Gone quiet",
  no_weigh_in: "No weigh-in",
  implausible: "Implausible entry",
  unanswered: "Unanswered message",
  missed_doses: "Missed doses",
  side_effects: "Side effects",
};

export const isFlagCode = (v: unknown): v is FlagCode => typeof v === "string" && (FLAG_CODES as readonly string[]).includes(v);
