import type { TFunction } from "i18next";
import { WEEKDAYS } from "../weekdays";

/**
 * The fitness library's fixed vocabularies in the reader's language (issue 41): the `vocab.*` keys
 * of the fitness namespace. A value the files do not know (a kind staff added later) is shown as
 * it is stored.
 */
export const vocabOf = (t: TFunction<"fitness">) => ({
  /** An exercise's kind ("Walking", "Lawn & garden"). */
  category: (value: string) => t(`vocab.category.${value}`, { defaultValue: value }),
  /** Cardio, Resistance, Flexibility, None. */
  activity: (value: string) => t(`vocab.activity.${value}`, { defaultValue: value }),
  /** A workout plan's level ("Beginner"). */
  level: (value: string) => t(`vocab.level.${value}`, { defaultValue: value }),
  /** A workout plan's kind, the subgroup it is listed under ("Low impact"). */
  planKind: (value: string) => t(`vocab.planKind.${value}`, { defaultValue: value }),
  /** The heading of a group of related exercises ("Easier options"). */
  related: (value: string) => t(`vocab.related.${value}`, { defaultValue: value }),
  /** A weekday's name, Sunday 0 … Saturday 6. */
  weekday: (index: number) => t(`vocab.weekday.${WEEKDAYS[index].key}`),
  weekdayShort: (index: number) => t(`vocab.weekdayShort.${WEEKDAYS[index].key}`),
});
