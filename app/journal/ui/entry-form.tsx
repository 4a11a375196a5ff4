import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import {
  Field,
  FormError,
  NumberField,
  SelectField,
  SubmitButton,
  formProps,
  useReplyFor,
  useSchemaForm,
} from "~/ui/forms";
import { useHydrated } from "~/ui/hydrated";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat, useMessage } from "~/i18n/react";
import { portionGrams } from "../amounts";
import {
  DEFAULT_MEAL,
  HUNGER_MAX,
  HUNGER_MIN,
  MEALS,
  type MealCode,
} from "../codes";
import { entryEditSchema, entrySchema } from "../schemas";
import type { JournalEntry, PickedItem } from "../types";

const HUNGER_OPTIONS = Array.from(
  { length: HUNGER_MAX - HUNGER_MIN + 1 },
  (_, i) => ({ value: HUNGER_MIN + i, label: String(HUNGER_MIN + i) })
);

/** The calories an amount comes to, worked out in the browser as the quantity or measure changes. */
function useEstimate(
  item: PickedItem | null,
  initial: { quantity: string; measure: string }
) {
  const [draft, setDraft] = useState(initial);
  const { t } = useTranslation("journal");
  const f = useFormat();
  const quantity = Number(draft.quantity.replace(",", "."));
  let text: string | null = null;
  if (item && Number.isFinite(quantity) && quantity > 0) {
    if (item.kind === "recipe")
      text = t("form.estimateRecipe", {
        kcal: f.count(item.kcalPerUnit * quantity),
      });
    else {
      const m = item.measures.find((x) => x.value === draft.measure);
      if (m) {
        const grams = portionGrams(quantity, m.grams);
        text = t("form.estimateFood", {
          kcal: f.count(item.kcalPerUnit * grams),
          grams: f.count(grams),
        });
      }
    }
  }
  const onChange = (e: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(e.currentTarget);
    setDraft({
      quantity: String(form.get("quantity") ?? ""),
      measure: String(form.get("measure") ?? ""),
    });
  };
  return { text, onChange };
}

/**
 * The Add to Journal form for a chosen food or recipe: meal, time, quantity, measure (the food's
 * common measures with their grams, or grams; a recipe counts in servings) and hunger before and
 * after. Posts intent "add"; saving returns to the start of the panel.
 */
export function AddEntryForm({
  item,
  day,
  meal,
  measure,
  qty,
  defaultTime,
  backHref,
}: {
  item: PickedItem;
  day: string;
  meal: MealCode | null;
  measure: string | null;
  qty: string | null;
  defaultTime: string | null;
  backHref: string;
}) {
  const reply = useReplyFor("add");
  const hydrated = useHydrated();
  const { t } = useTranslation("journal");
  const initialMeasure =
    item.measures.find((m) => m.value === measure)?.value ??
    item.measures[0]?.value ??
    "";
  const initialQty = qty && Number(qty) > 0 ? qty : "1";
  const [form, fields] = useSchemaForm({
    id: `journal-add-${item.kind}-${item.id}`,
    schema: entrySchema,
    lastResult: reply?.result,
    defaultValue: {
      meal: meal ?? DEFAULT_MEAL,
      time: defaultTime ?? "",
      quantity: initialQty,
      measure: initialMeasure,
    },
  });
  const estimate = useEstimate(item, {
    quantity: initialQty,
    measure: initialMeasure,
  });
  return (
    <Form
      method="post"
      {...formProps(form)}
      className="stack journal-entry-form"
      preventScrollReset
      onChange={estimate.onChange}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="entry" value="food" />
      <input type="hidden" name={item.kind} value={item.id} />
      <input type="hidden" name="added_on" value={day} />
      <FormError id={form.errorId} errors={form.errors} />
      <EntryFields fields={fields} item={item} />
      {hydrated && estimate.text ? (
        <p className="journal-estimate" aria-live="polite">
          {estimate.text}
        </p>
      ) : null}
      <div className="form-actions">
        <Link to={backHref} className="btn btn-ghost" preventScrollReset>
          {t("form.back")}
        </Link>
        <SubmitButton intent="add" busyLabel={t("form.adding")}>
          {t("form.add")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The edit form of one entry: its item stays; meal, time, quantity, measure and hunger may change. */
export function EditEntryForm({
  entry,
  item,
  closeHref,
}: {
  entry: JournalEntry;
  item: PickedItem | null;
  closeHref: string;
}) {
  const key = `update:${entry.id}`;
  const reply = useReplyFor(key);
  const hydrated = useHydrated();
  const { t } = useTranslation("journal");
  // The entry's own measure may have been deleted since: it stays offered as it was logged.
  const measures = item?.kind === "food" ? [...item.measures] : [];
  const current = entry.measure === null ? "" : String(entry.measure);
  if (
    entry.measure_data &&
    entry.food !== null &&
    current &&
    !measures.some((m) => m.value === current)
  ) {
    measures.unshift({
      value: current,
      label: `${entry.measure_data.quantity} ${entry.measure_data.measure} (${entry.measure_data.grams} g)`,
      grams: entry.measure_data.grams,
    });
  }
  const shownItem: PickedItem | null = item ? { ...item, measures } : null;
  const [form, fields] = useSchemaForm({
    id: `journal-edit-${entry.id}`,
    schema: entryEditSchema,
    lastResult: reply?.result,
    defaultValue: {
      meal: entry.meal,
      time: entry.time ?? "",
      quantity: String(entry.quantity),
      measure: current,
      hunger_before:
        entry.hunger_before === null ? "" : String(entry.hunger_before),
      hunger_after:
        entry.hunger_after === null ? "" : String(entry.hunger_after),
    },
  });
  const estimate = useEstimate(shownItem, {
    quantity: String(entry.quantity),
    measure: current,
  });
  return (
    <Form
      method="post"
      {...formProps(form)}
      className="stack journal-entry-form"
      preventScrollReset
      onChange={estimate.onChange}
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="date" value={entry.added_on} />
      <FormError id={form.errorId} errors={form.errors} />
      <EntryFields
        fields={fields}
        item={shownItem}
        recipe={entry.recipe_name !== null}
      />
      {hydrated && estimate.text ? (
        <p className="journal-estimate" aria-live="polite">
          {estimate.text}
        </p>
      ) : null}
      <div className="form-actions">
        <Link to={closeHref} className="btn btn-ghost" preventScrollReset>
          {t("form.cancel")}
        </Link>
        <SubmitButton intent="update">{t("form.save")}</SubmitButton>
      </div>
    </Form>
  );
}

type EntryFieldsMeta =
  | ReturnType<typeof useSchemaForm<typeof entrySchema>>[1]
  | ReturnType<typeof useSchemaForm<typeof entryEditSchema>>[1];

function EntryFields({
  fields,
  item,
  recipe,
}: {
  fields: EntryFieldsMeta;
  item: PickedItem | null;
  recipe?: boolean;
}) {
  const isRecipe = item ? item.kind === "recipe" : Boolean(recipe);
  const { t } = useTranslation("journal");
  const say = useMessage();
  const mealOptions = MEALS.map((m) => ({
    value: m.code,
    label: t(`meals.${m.code}`),
  }));
  const hungerHint = t("form.hungerHint");
  return (
    <div className="form-grid journal-form-grid">
      <SelectField
        meta={fields.meal}
        label={t("form.meal")}
        options={mealOptions}
      />
      {/* The browser's own time picker, with seconds: its 12- or 24-hour form follows the locale, each
          part wraps around when stepped past its end, and it is a plain field without JavaScript. */}
      <Field meta={fields.time} label={t("form.time")} type="time" step={1} />
      <NumberField
        meta={fields.quantity}
        label={isRecipe ? t("form.servings") : t("form.quantity")}
        hint={t("form.quantityHint")}
      />
      {isRecipe ? (
        <div className="field">
          <span className="journal-field-label">{t("form.measure")}</span>
          <p className="journal-field-static">{t("form.servings")}</p>
        </div>
      ) : item ? (
        <SelectField
          meta={fields.measure}
          label={t("form.measure")}
          options={item.measures.map((m) => ({
            value: m.value,
            label: say(m.label),
          }))}
        />
      ) : (
        <div className="field">
          <span className="journal-field-label">{t("form.measure")}</span>
          <p className="journal-field-static">{t("form.asLogged")}</p>
        </div>
      )}
      <SelectField
        meta={fields.hunger_before}
        label={t("form.hungerBefore")}
        options={HUNGER_OPTIONS}
        empty={t("form.notNoted")}
        hint={hungerHint}
      />
      <SelectField
        meta={fields.hunger_after}
        label={t("form.hungerAfter")}
        options={HUNGER_OPTIONS}
        empty={t("form.notNoted")}
        hint={hungerHint}
      />
    </div>
  );
}
