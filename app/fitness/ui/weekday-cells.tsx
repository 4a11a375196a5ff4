import { useTranslation } from "~/i18n/use-translation";
import { WEEKDAYS, type WeekdayKey } from "../weekdays";
import { vocabOf } from "./vocab";

/** A booked day's mark (a symbol, the same in every language; its meaning is said beside it). */
const CHECK_MARK = "✓";

/** The head cells of a plan table: the seven weekdays, Sunday first (spec part 3 §9). */
export function WeekdayHeadCells() {
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  return (
    <>
      {WEEKDAYS.map((d) => (
        <th key={d.key} scope="col" className="fitness-day-col">
          <abbr title={vocab.weekday(d.index)}>{vocab.weekdayShort(d.index)}</abbr>
        </th>
      ))}
    </>
  );
}

/** A row's booked days as check marks, each with its meaning for screen readers. */
export function WeekdayMarks({ row, name }: { row: Record<WeekdayKey, number>; name: string }) {
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  return (
    <>
      {WEEKDAYS.map((d) => (
        <td key={d.key} className="fitness-day-col">
          {row[d.key] ? (
            <span className="fitness-check-mark" title={t("myWorkout.onDay", { name, day: vocab.weekday(d.index) })}>
              <span aria-hidden="true">{CHECK_MARK}</span>
              <span className="visually-hidden">{t("myWorkout.bookedOn", { day: vocab.weekday(d.index) })}</span>
            </span>
          ) : (
            <span className="visually-hidden">{t("myWorkout.notOn", { day: vocab.weekday(d.index) })}</span>
          )}
        </td>
      ))}
    </>
  );
}

/** A row's weekdays as checkboxes of the form `formId` (the form sits in the row's last cell). */
export function WeekdayBoxes({ row, name, formId, namePrefix = "" }: { row: Record<WeekdayKey, number>; name: string; formId?: string; namePrefix?: string }) {
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  return (
    <>
      {WEEKDAYS.map((d) => (
        <td key={d.key} className="fitness-day-col">
          <input type="checkbox" className="fitness-day-box" name={`${namePrefix}${d.key}`} form={formId} defaultChecked={Boolean(row[d.key])} aria-label={t("myWorkout.onDay", { name, day: vocab.weekday(d.index) })} />
        </td>
      ))}
    </>
  );
}
