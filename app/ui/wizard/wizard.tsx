import { Link } from "@remix-run/react";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { tabLabel, type WizardDef } from "./steps";

/**
 * The wizard kit's browser half (docs/decisions/0034-wizard-kit.md): the step tabs, the step's
 * panel, and the rows a step keeps in the browser until its Save & Next.
 */

/** Steps as tabs. Until the record has an id (`enabled` false) only the current step is shown as active; the rest are disabled. */
export function WizardTabs<K extends string>({
  def,
  current,
  hrefFor,
  enabled,
  label = "Steps",
}: {
  def: WizardDef<K>;
  current: K;
  hrefFor: (key: K) => string;
  enabled: boolean;
  label?: string;
}) {
  return (
    <nav className="tabs wizard-tabs" aria-label={label}>
      {def.steps.map((s) => {
        const text = tabLabel(def, s.key);
        const isCurrent = s.key === current;
        if (!enabled) {
          return (
            <span
              key={s.key}
              id={`tab-${s.key}`}
              className={isCurrent ? "active" : "tab-disabled"}
              aria-disabled={isCurrent ? undefined : "true"}
              aria-current={isCurrent ? "step" : undefined}
            >
              {text}
            </span>
          );
        }
        return (
          <Link
            key={s.key}
            id={`tab-${s.key}`}
            to={hrefFor(s.key)}
            className={isCurrent ? "active" : undefined}
            aria-current={isCurrent ? "step" : undefined}
            preventScrollReset
          >
            {text}
          </Link>
        );
      })}
    </nav>
  );
}

/** The open step's panel, labelled by its tab. */
export function WizardPanel<K extends string>({ current, className, children }: { current: K; className?: string; children: ReactNode }) {
  return (
    <div className={`card wizard-panel${className ? ` ${className}` : ""}`} role="tabpanel" aria-labelledby={`tab-${current}`}>
      {children}
    </div>
  );
}

/** A row added in the browser and not yet saved: what the server will store, and what to show. */
export interface PendingRow<R> {
  isNew: true;
  row: R;
}

type PendingMap<M> = { [T in keyof M]: PendingRow<unknown>[] };

/**
 * Rows a wizard keeps in the browser until their step's Save & Next (spec part 2 §4 "Wizard
 * rows"). They live in the wizard, not in a step, so moving between tabs keeps them, and a
 * publish can tell which step still holds unsaved additions. Without JavaScript there is nowhere
 * to keep them: the step's Add form posts each row and the server saves it at once.
 */
export function usePendingRows<M extends PendingMap<M>>(empty: M) {
  const [pending, setPending] = useState<M>(empty);
  const add = useCallback(<T extends keyof M>(tab: T, row: M[T][number]) => setPending((prev) => ({ ...prev, [tab]: [...prev[tab], row] })), []);
  const drop = useCallback(<T extends keyof M>(tab: T, index: number) => setPending((prev) => ({ ...prev, [tab]: prev[tab].filter((_, i) => i !== index) })), []);
  /** Drops, on every tab, the rows the server now has (after a Save & Next). */
  const forget = useCallback((isSaved: { [T in keyof M]: (row: M[T][number]) => boolean }) => {
    setPending((prev) => {
      let changed = false;
      const next = { ...prev };
      for (const tab of Object.keys(prev) as (keyof M)[]) {
        const kept = prev[tab].filter((r) => !isSaved[tab](r)) as M[keyof M];
        if (kept.length !== prev[tab].length) {
          next[tab] = kept;
          changed = true;
        }
      }
      return changed ? next : prev;
    });
  }, []);
  const counts = useMemo(() => Object.fromEntries(Object.entries(pending).map(([k, v]) => [k, (v as unknown[]).length])) as Record<keyof M, number>, [pending]);
  return { pending, add, drop, forget, counts };
}

/** The rows a Save & Next sends (the hidden `rows` field): what the server stores, without the labels. */
export const rowsJson = <T extends { row: unknown }>(list: T[]) => JSON.stringify(list.map((r) => r.row));
