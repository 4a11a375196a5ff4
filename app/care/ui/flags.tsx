import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import type { FlagCode } from "~/clinical/flag-codes";

/**
 * What each flag means, for the tag's title and the record (the thresholds of docs/decisions/0121):
 * the `care` namespace's `flagMeanings.<code>`, its label `flagLabels.<code>` (issue 41).
 */

/** A mark, not a word: the same in every language. */
const TICK = "✓";

/** A flag as a tag: open flags stand out; a reviewed one is quiet until it comes back. */
export function FlagTag({ code, since, reviewed }: { code: FlagCode; since: string; reviewed: boolean }) {
  const { t } = useTranslation("care");
  const f = useFormat();
  return (
    <span className={reviewed ? "flag-tag flag-reviewed" : `flag-tag flag-${code}`} title={t("flag.title", { meaning: t(`flagMeanings.${code}`), day: f.shortDate(since) })}>
      {t(`flagLabels.${code}`)}
      {reviewed ? <span className="visually-hidden">{t("flag.reviewed")}</span> : null}
      {reviewed ? (
        <span aria-hidden="true" className="flag-check">
          {TICK}
        </span>
      ) : null}
    </span>
  );
}

export function FlagTags({ flags }: { flags: { code: FlagCode; since: string; reviewed: boolean }[] }) {
  const { t } = useTranslation("care");
  if (flags.length === 0) return <span className="muted small">{t("flag.none")}</span>;
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
