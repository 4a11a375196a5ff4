const FLAME_PATH = "M12 2c1 4 5 5.5 5 11a5 5 0 0 1-10 0c0-2.6 1.4-4.3 2.5-5.5.2 1.7 1 2.8 2 3.2C11 8 10.8 5 12 2z";

/**
 * One to three lit flames of three, as decoration: the caller says in words what they mean (an
 * exercise's intensity, a recipe's flame rating), so the shapes stay hidden from screen readers.
 */
export function FlameIcons({ lit, className }: { lit: 1 | 2 | 3; className: string }) {
  return (
    <span className={className} aria-hidden="true">
      {[1, 2, 3].map((n) => (
        <svg key={n} viewBox="0 0 24 24" className={n <= lit ? "is-on" : undefined} focusable="false">
          <path d={FLAME_PATH} />
        </svg>
      ))}
    </span>
  );
}
