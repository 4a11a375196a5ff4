/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { WEEKDAYS, type WeekdayKey } from "../weekdays";

/** The head cells of a plan table: the seven weekdays, Sunday first (spec part 3 §9). */
export function WeekdayHeadCells() {
  return (
    <>
      {WEEKDAYS.map((d) => (
        <th key={d.key} scope="col" className="fitness-day-col">
          <abbr title={d.label}>{d.short}</abbr>
        </th>
      ))}
    </>
  );
}

/** A row's booked days as check marks, each with its meaning for screen readers. */
export function WeekdayMarks({ row, name }: { row: Record<WeekdayKey, number>; name: string }) {
  return (
    <>
      {WEEKDAYS.map((d) => (
        <td key={d.key} className="fitness-day-col">
          {row[d.key] ? (
            <span className="fitness-check-mark" title={`${name} on ${d.label}`}>
              <span aria-hidden="true">✓</span>
              <span className="visually-hidden">Booked on {d.label}</span>
            </span>
          ) : (
            <span className="visually-hidden">Not on {d.label}</span>
          )}
        </td>
      ))}
    </>
  );
}

/** A row's weekdays as checkboxes of the form `formId` (the form sits in the row's last cell). */
export function WeekdayBoxes({ row, name, formId, namePrefix = "" }: { row: Record<WeekdayKey, number>; name: string; formId?: string; namePrefix?: string }) {
  return (
    <>
      {WEEKDAYS.map((d) => (
        <td key={d.key} className="fitness-day-col">
          <input type="checkbox" className="fitness-day-box" name={`${namePrefix}${d.key}`} form={formId} defaultChecked={Boolean(row[d.key])} aria-label={`${name} on ${d.label}`} />
        </td>
      ))}
    </>
  );
}
