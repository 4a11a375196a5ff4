import { translate } from "~/i18n/i18n.server";
import type { ExerciseFilter } from "./exercises.server";

/**
 * The exercise filter panel in a reader's language (issue 41), for the page and GET
 * /api/exercise_filters alike: each group and label is a `fitness:` key; `param` and `value` stay
 * what /api/exercises takes. A kind the files do not know (added later by staff) keeps its name.
 */
export function filtersIn(language: string, filters: ExerciseFilter[]): ExerciseFilter[] {
  const say = (key: string, fallback: string) => translate(language, key, { defaultValue: fallback });
  const labelOf = (f: ExerciseFilter) => {
    switch (f.param) {
      case "type_of_activity":
        return say(`fitness:vocab.activity.${f.value}`, f.label);
      case "type":
        return say(`fitness:vocab.category.${f.value}`, f.label);
      case "flame":
        return say(`fitness:vocab.flame.${f.value}`, f.label);
      case "featured":
        return translate(language, "fitness:exercises.filters.featuredLabel");
    }
  };
  return filters.map((f) => ({ ...f, group: translate(language, `fitness:exercises.filters.${f.param}`), label: labelOf(f) }));
}
