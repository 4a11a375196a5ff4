import { useCallback, useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { keptUntilHydrated, useHydrated } from "~/ui/hydrated";
import type { ContentJson } from "../content.server";
import { VideoThumb, youtubeEmbedUrl } from "./video";

/** How long each slide stays when the carousel turns by itself. */
const SLIDE_MS = 7000;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * One ad or motivational item: a picture (a link when it has one), or a video poster that opens
 * the privacy-enhanced YouTube player in a dialog (a plain link to it without JavaScript). A
 * motivational video that is not on YouTube is a link that opens in a new tab.
 */
export function ContentTile({ item, headingLevel = 3 }: { item: ContentJson; headingLevel?: 2 | 3 }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [playing, setPlaying] = useState(false);
  const { t } = useTranslation("content");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const title = <Heading className="content-tile-title">{item.title}</Heading>;
  if (item.kind === "image") {
    const picture = <img className="content-tile-image" src={item.image ?? undefined} alt="" decoding="async" />;
    return (
      <figure className="content-tile">
        {item.url ? (
          <a href={item.url} target="_blank" rel="noopener noreferrer" className="content-tile-link">
            {picture}
            <span className="visually-hidden">{t("carousel.opensNewTab", { title: item.title })}</span>
          </a>
        ) : (
          picture
        )}
        <figcaption>{title}</figcaption>
      </figure>
    );
  }
  const href = item.youtube_id ? youtubeEmbedUrl(item.youtube_id) : item.url;
  return (
    <figure className="content-tile">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="content-tile-link content-tile-video"
        onClick={(e) => {
          if (!item.youtube_id || !dialog.current?.showModal) return;
          e.preventDefault();
          setPlaying(true);
          dialog.current.showModal();
        }}
      >
        <VideoThumb className="content-tile-image" />
        <span className="visually-hidden">{t("carousel.playVideo", { title: item.title })}</span>
      </a>
      <figcaption>{title}</figcaption>
      {item.youtube_id ? (
        <dialog ref={dialog} className="dialog content-video-dialog" aria-label={item.title} onClose={() => setPlaying(false)}>
          <div className="content-video-head">
            <p className="strong-link">{item.title}</p>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                dialog.current?.close();
                setPlaying(false);
              }}
            >
              {t("carousel.close")}
            </button>
          </div>
          {playing ? (
            <div className="content-video-frame">
              <iframe
                src={youtubeEmbedUrl(item.youtube_id)}
                title={item.title}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen
              />
            </div>
          ) : null}
        </dialog>
      ) : null}
    </figure>
  );
}

/**
 * The ads carousel (spec part 1 §2.5; docs/decisions/0072). The first item shows without
 * JavaScript. With it: Previous and Next buttons, the arrow keys while focus is inside, a Pause
 * button; it turns by itself only when the patient's system does not ask for reduced motion, and
 * pauses while the pointer is over it or focus is inside it.
 */
export function AdsCarousel({ items, label, id }: { items: ContentJson[]; label: string; id: string }) {
  const hydrated = useHydrated();
  const { t } = useTranslation("content");
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLElement>(null);
  const count = items.length;
  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);
  const rotating = hydrated && count > 1 && !reduced && !paused && !hovered && !focused;
  // Listeners on the region itself: hover and focus pause it, the arrow keys turn it.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void) => {
      el.addEventListener(type, fn);
      return () => el.removeEventListener(type, fn);
    };
    const off = [
      on("mouseenter", () => setHovered(true)),
      on("mouseleave", () => setHovered(false)),
      on("focusin", () => setFocused(true)),
      on("focusout", (e) => {
        if (!el.contains(e.relatedTarget as Node | null)) setFocused(false);
      }),
      on("keydown", (e) => {
        if (count < 2) return;
        if (e.key === "ArrowRight") {
          e.preventDefault();
          go(1);
        } else if (e.key === "ArrowLeft") {
          e.preventDefault();
          go(-1);
        }
      }),
    ];
    return () => off.forEach((f) => f());
  }, [count, go]);
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => go(1), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, go]);
  if (count === 0) return null;
  return (
    <section
      className="card carousel"
      aria-roledescription="carousel"
      aria-label={label}
      id={id}
      ref={root}
    >
      <div className="carousel-slides" aria-live={rotating ? "off" : "polite"}>
        {items.map((item, i) => (
          <div
            key={item.id}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t("carousel.slide", { n: i + 1, count })}
            hidden={i !== index}
          >
            <ContentTile item={item} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel-controls" {...keptUntilHydrated(hydrated)}>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => go(-1)} aria-controls={id}>
            <Trans t={t} i18nKey="carousel.previous" components={[<span key="arrow" aria-hidden="true" />, <span key="ad" className="visually-hidden" />]} />
          </button>
          <span className="carousel-position" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => go(1)} aria-controls={id}>
            <Trans t={t} i18nKey="carousel.next" components={[<span key="ad" className="visually-hidden" />, <span key="arrow" aria-hidden="true" />]} />
          </button>
          {!reduced ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
              {paused ? t("carousel.play") : t("carousel.pause")}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
