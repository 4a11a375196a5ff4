import { Said } from "~/i18n/react";

/** A field's errors, each in the reader's language, under the id its control names in aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul className="field-errors" id={id}>
      {errors.map((e) => (
        <li key={e}>
          <Said text={e} />
        </li>
      ))}
    </ul>
  );
}
