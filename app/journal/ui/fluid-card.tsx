import { Form, useFetcher } from "@remix-run/react";
import { useId } from "react";
import { useReplyFor, type FormReply } from "~/ui/forms";
import { useHydrated } from "~/ui/hydrated";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat, useMessage } from "~/i18n/react";
import { progressPercent } from "../amounts";
import type { Units } from "~/domain/units";
import { fluidControls, type FluidKind } from "../codes";
import type { GoalProgress } from "../types";
import { ProgressBar } from "./progress-bar";

/**
 * Hydration or electrolyte, in the member's units (ounces, or millilitres): − and + (1 oz or
 * 25 mL, never below 0, both disabled while a change is on its way, the input read-only then)
 * and a direct input (0–500 oz). `value` and `progress` come in those units. With JavaScript the
 * three small forms post through one fetcher and the total changes at once; without it they post
 * and come back to the same day.
 */
export function FluidCard({
  kind,
  day,
  value,
  progress,
  units,
}: {
  kind: FluidKind;
  day: string;
  value: number;
  progress: GoalProgress;
  units: Units;
}) {
  const { unit, words, step, max, decimals } = fluidControls(units);
  const fetcher = useFetcher<FormReply & { value?: number }>();
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const busy = fetcher.state !== "idle";
  const FluidForm = hydrated ? fetcher.Form : Form;
  const { t } = useTranslation("journal");
  const f = useFormat();
  const say = useMessage();

  // While a change is on its way, show what it will make.
  let shown = value;
  const pending = fetcher.formData;
  if (pending) {
    if (pending.get("intent") === "fluid-step")
      shown = Math.min(
        max,
        Math.max(0, value + Number(pending.get("delta")) * step)
      );
    else if (Number.isFinite(Number(pending.get("value"))))
      shown = Number(pending.get("value"));
  }
  const noJsReply = useReplyFor(`fluid:${kind}`);
  const reply = fetcher.data?.formKey ? fetcher.data : noJsReply;
  const error = reply?.result?.error?.value?.[0] ?? reply?.notice;
  const label = t(`goals.${kind}`);
  const unitName = t(`units.${unit}`);
  const hidden = (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="date" value={day} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
    </>
  );

  return (
    <section
      className="card journal-fluid"
      aria-labelledby={`${inputId}-title`}
      id={kind === "hydration" ? "fluids" : undefined}
    >
      <h3 id={`${inputId}-title`}>{label}</h3>
      <div className="journal-fluid-controls">
        <FluidForm method="post" preventScrollReset>
          {hidden}
          <input type="hidden" name="intent" value="fluid-step" />
          <input type="hidden" name="delta" value={-1} />
          <button
            type="submit"
            className="journal-step"
            aria-label={t("fluid.less", { label, step, unit: unitName })}
            disabled={busy || shown <= 0}
          >
            −
          </button>
        </FluidForm>
        <FluidForm
          method="post"
          preventScrollReset
          className="journal-fluid-set"
        >
          {hidden}
          <input type="hidden" name="intent" value="fluid-set" />
          <label htmlFor={inputId} className="visually-hidden">
            {t("fluid.input", { label, words: t(`units.${words}`) })}
          </label>
          <input
            id={inputId}
            // A new total from the server (or a pending change) shows at once.
            key={shown}
            name="value"
            defaultValue={inputNumber(shown, decimals)}
            inputMode="decimal"
            autoComplete="off"
            // Typing would be lost when the answer comes back (the input is redrawn with the total).
            readOnly={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="journal-fluid-input"
          />
          <span className="journal-fluid-unit" aria-hidden="true">
            {unitName}
          </span>
          <button
            type="submit"
            className="btn btn-ghost btn-sm"
            disabled={busy}
          >
            {t("fluid.set")}
          </button>
        </FluidForm>
        <FluidForm method="post" preventScrollReset>
          {hidden}
          <input type="hidden" name="intent" value="fluid-step" />
          <input type="hidden" name="delta" value={1} />
          <button
            type="submit"
            className="journal-step"
            aria-label={t("fluid.more", { label, step, unit: unitName })}
            disabled={busy || shown >= max}
          >
            +
          </button>
        </FluidForm>
      </div>
      {error ? (
        <p className="field-errors" id={errorId} role="alert">
          {say(error)}
        </p>
      ) : null}
      {progress.goal !== null ? (
        <p className="journal-fluid-goal muted">
          {t("fluid.goal", {
            goal: f.number(progress.goal, decimals === 0 ? 0 : 1),
            unit: unitName,
          })}
        </p>
      ) : null}
      <ProgressBar percent={progressPercent(shown, progress.goal)} />
      <p className="visually-hidden" aria-live="polite">
        {busy
          ? ""
          : t("fluid.live", {
              label,
              amount: f.number(shown, decimals),
              unit: unitName,
            })}
      </p>
    </section>
  );
}

/** The direct input's value: what the server reads back (a dot for decimals, no grouping), in any language. */
const inputNumber = (n: number, decimals: number) =>
  String(Math.round(n * 10 ** decimals) / 10 ** decimals);
