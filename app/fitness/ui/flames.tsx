/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { FlameIcons } from "~/ui/flames";
import type { Flame } from "../energy";
import { FLAME_LABELS } from "../energy";

/** The intensity band as one to three flames, with its name for everyone. */
export function Flames({ flame, showLabel = true }: { flame: Flame; showLabel?: boolean }) {
  return (
    <span className={`fitness-flames fitness-flames-${flame}`}>
      <FlameIcons lit={flame} className="fitness-flame-icons" />
      <span className={showLabel ? "fitness-flame-label" : "visually-hidden"}>{FLAME_LABELS[flame]} intensity</span>
    </span>
  );
}
