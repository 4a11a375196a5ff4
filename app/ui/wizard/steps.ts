/**
 * The wizard kit's steps (docs/decisions/0034-wizard-kit.md): a wizard is an ordered list of
 * steps, each a real page at `?step=<key>` of the wizard's route, with its own forms. Shared by
 * the browser (tabs) and the server (which step a request is on, where to go next).
 */
export interface WizardStep<K extends string> {
  key: K;
  label: string;
}

export interface WizardDef<K extends string> {
  steps: readonly WizardStep<K>[];
  /** The first step's URL has no `?step=` (the food wizard's details step). */
  bareFirst: boolean;
}

export function defineWizard<K extends string>(steps: readonly WizardStep<K>[], opts: { bareFirst?: boolean } = {}): WizardDef<K> {
  if (steps.length === 0) throw new Error("a wizard needs at least one step");
  return { steps, bareFirst: opts.bareFirst ?? false };
}

export const firstStep = <K extends string>(def: WizardDef<K>): K => def.steps[0].key;

/**
 * The step a request is on: `?step=` when it names a step and the record exists (`saved`);
 * otherwise the first step, which creates the record (the other tabs are disabled until then).
 */
export function stepFrom<K extends string>(def: WizardDef<K>, value: string | null | undefined, saved: boolean): K {
  if (!saved) return firstStep(def);
  return def.steps.find((s) => s.key === value)?.key ?? firstStep(def);
}

/** The step's page under the wizard's path; other query parameters are not kept. */
export function stepHref<K extends string>(def: WizardDef<K>, base: string, key: K): string {
  return def.bareFirst && key === firstStep(def) ? base : `${base}?step=${encodeURIComponent(key)}`;
}

/** The step after `key`, or null on the last. */
export function nextStep<K extends string>(def: WizardDef<K>, key: K): K | null {
  const i = def.steps.findIndex((s) => s.key === key);
  return i >= 0 && i + 1 < def.steps.length ? def.steps[i + 1].key : null;
}

/** "2. Nutrient Data": a tab's label, numbered. */
export function tabLabel<K extends string>(def: WizardDef<K>, key: K): string {
  const i = def.steps.findIndex((s) => s.key === key);
  return `${i + 1}. ${def.steps[i]?.label ?? key}`;
}
