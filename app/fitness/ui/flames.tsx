import type { Flame } from "../energy";
import { FLAME_LABELS } from "../energy";

const FLAME_PATH = "M12 2c1 4 5 5.5 5 11a5 5 0 0 1-10 0c0-2.6 1.4-4.3 2.5-5.5.2 1.7 1 2.8 2 3.2C11 8 10.8 5 12 2z";

/** The intensity band as one to three flames, with its name for everyone. */
export function Flames({ flame, showLabel = true }: { flame: Flame; showLabel?: boolean }) {
  return (
    <span className={`fitness-flames fitness-flames-${flame}`}>
      <span className="fitness-flame-icons" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <svg key={n} viewBox="0 0 24 24" className={n <= flame ? "is-on" : undefined} focusable="false">
            <path d={FLAME_PATH} />
          </svg>
        ))}
      </span>
      <span className={showLabel ? "fitness-flame-label" : "visually-hidden"}>{FLAME_LABELS[flame]} intensity</span>
    </span>
  );
}
