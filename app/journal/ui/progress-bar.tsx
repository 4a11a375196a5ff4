/** A bar for the eye; the numbers beside it say the same for everyone. */
export function ProgressBar({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className="journal-progress">
      <div
        className={`journal-bar${percent >= 100 ? " is-full" : ""}`}
        aria-hidden="true"
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="journal-goal-pct">{percent}%</span>
    </div>
  );
}
