import { useTranslation } from "~/i18n/use-translation";
import { FlameIcons } from "~/ui/flames";
import type { Flame } from "../energy";

/** The intensity band as one to three flames, with its name for everyone. */
export function Flames({ flame, showLabel = true }: { flame: Flame; showLabel?: boolean }) {
  const { t } = useTranslation("fitness");
  return (
    <span className={`fitness-flames fitness-flames-${flame}`}>
      <FlameIcons lit={flame} className="fitness-flame-icons" />
      <span className={showLabel ? "fitness-flame-label" : "visually-hidden"}>{t(`flames.${flame}`)}</span>
    </span>
  );
}
