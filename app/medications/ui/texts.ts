import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import type { DoseUnit, ScheduleKind } from "../codes";

/**
 * The medications area's texts in the page's language (issue 41): the `medications` namespace's
 * `t`, the formats, and the sentences every screen builds around a value (a dose with its unit, a
 * schedule), each a whole key.
 */
export function useMedTexts() {
  const { t } = useTranslation("medications");
  const f = useFormat();
  /** "2.4 mg", "1 tablet", "2 tablets"; "—" when there is none. */
  const dose = (value: number | null, unit: DoseUnit): string => (value === null ? t("dose.none") : t(`dose.${unit}`, { count: value, dose: f.number(value, 3) }));
  const times = (list: readonly string[]): string => {
    const shown = list.map(f.time);
    return shown.length <= 1 ? (shown[0] ?? "") : t("schedule.twoOrMore", { first: shown.slice(0, -1).join(", "), last: shown[shown.length - 1] });
  };
  /** "Every day at 8:00 AM and 8:00 PM", "Every Monday at 9:00 AM", "As needed". */
  const schedule = (s: { kind: ScheduleKind; times: readonly string[]; weekday: number | null }): string =>
    s.kind === "daily"
      ? t("schedule.daily", { times: times(s.times) })
      : s.kind === "weekly"
        ? t("schedule.weekly", { weekday: t(`weekdays.${s.weekday ?? 0}`), times: times(s.times) })
        : t("schedule.as_needed");
  return { t, f, dose, schedule };
}
