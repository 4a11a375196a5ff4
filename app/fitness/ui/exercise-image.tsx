import type { ImageJson } from "../exercises.server";

/** An exercise's picture, or a calm placeholder. Decorative: the name is always written beside it. */
export function ExerciseImage({ image, size = "m", className }: { image: Pick<ImageJson, "photo_l" | "photo_m" | "photo_s"> | null; size?: "s" | "m" | "l"; className?: string }) {
  if (!image) return <div className={`fitness-image fitness-image-empty ${className ?? ""}`} aria-hidden="true" />;
  return <img className={`fitness-image ${className ?? ""}`} src={image[`photo_${size}`]} alt="" loading="lazy" decoding="async" />;
}
