/**
 * Videos of ads and motivational items: a locally drawn poster (no request to YouTube until the
 * patient asks), and the privacy-enhanced player (youtube-nocookie.com) once they do.
 */

export const youtubeEmbedUrl = (id: string, autoplay = true) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0${autoplay ? "&autoplay=1" : ""}`;

/** A calm poster with a play mark, for a video without a picture of its own. */
export function VideoThumb({ className }: { className?: string }) {
  return (
    <svg className={`video-thumb ${className ?? ""}`} viewBox="0 0 160 90" aria-hidden="true" focusable="false">
      <rect width="160" height="90" rx="6" className="video-thumb-bg" />
      <circle cx="80" cy="45" r="20" className="video-thumb-disc" />
      <path d="M73 34 L92 45 L73 56 Z" className="video-thumb-play" />
    </svg>
  );
}
