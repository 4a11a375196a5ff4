/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { formatShortDate } from "~/i18n/format";
import { FLAG_LABELS, type FlagCode } from "~/clinical/flag-codes";

/** What each flag means, for the tag's title and the record (the thresholds of docs/decisions/0121). */
export const FLAG_MEANINGS: Record<FlagCode, string> = {
  plateau: "After the first 4 weeks, the trend moved less than 0.5 % in 21 days.",
  rapid_loss: "Losing more than 1.5 % of body weight a week over the last 2 weeks.",
  regain: "The trend is 2 % or more above its lowest point (after 8 weeks).",
  quiet: "No journal entry, exercise log or weigh-in for 7 days.",
  no_weigh_in: "No weigh-in for 14 days.",
  implausible: "A weigh-in farther from the trend before it than 5 % plus a plausible weekly loss since the one before.",
  unanswered: "A message from the patient unanswered past the clinic's next working day.",
  missed_doses: "A weekly dose more than 2 days late, or under 80 % of the daily doses taken over 14 days.",
  side_effects: "A side effect of severity 4 or 5 in the last 7 days, or vomiting on 3 of them.",
};

/** A flag as a tag: open flags stand out; a reviewed one is quiet until it comes back. */
export function FlagTag({ code, since, reviewed }: { code: FlagCode; since: string; reviewed: boolean }) {
  return (
    <span className={reviewed ? "flag-tag flag-reviewed" : `flag-tag flag-${code}`} title={`${FLAG_MEANINGS[code]} Since ${formatShortDate(since)}.`}>
      {FLAG_LABELS[code]}
      {reviewed ? <span className="visually-hidden"> (reviewed)</span> : null}
      {reviewed ? (
        <span aria-hidden="true" className="flag-check">
          ✓
        </span>
      ) : null}
    </span>
  );
}

export function FlagTags({ flags }: { flags: { code: FlagCode; since: string; reviewed: boolean }[] }) {
  if (flags.length === 0) return <span className="muted small">None</span>;
  return (
    <ul className="flag-list">
      {flags.map((f) => (
        <li key={f.code}>
          <FlagTag {...f} />
        </li>
      ))}
    </ul>
  );
}
