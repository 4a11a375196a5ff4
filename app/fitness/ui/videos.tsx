import { useRef, useState } from "react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import type { VideoJson } from "../exercises.server";

/**
 * Video thumbnails. With JavaScript a thumbnail opens the privacy-enhanced YouTube player
 * (youtube-nocookie.com, allowed by the CSP's frame-src) in a dialog; the player is only created
 * when asked for, so nothing loads from YouTube before that. Without JavaScript the thumbnail is a
 * link to the same player.
 */
export function VideoList({ videos, exerciseName }: { videos: VideoJson[]; exerciseName: string }) {
  const { t } = useTranslation("fitness");
  const dialog = useRef<HTMLDialogElement>(null);
  const [playing, setPlaying] = useState<VideoJson | null>(null);
  const close = () => {
    dialog.current?.close();
    setPlaying(null);
  };
  return (
    <>
      <ul className="fitness-videos">
        {videos.map((v) => (
          <li key={v.id}>
            <a
              href={v.embed_url}
              target="_blank"
              rel="noreferrer"
              className="fitness-video"
              onClick={(e) => {
                if (!dialog.current?.showModal) return;
                e.preventDefault();
                setPlaying(v);
                dialog.current.showModal();
              }}
            >
              <img src={v.thumbnail} alt="" loading="lazy" decoding="async" />
              <span className="fitness-video-title">
                <Trans t={t} i18nKey="exercises.videos.play" values={{ title: v.title || exerciseName }} components={[<span key="hidden" className="visually-hidden" />]} />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <dialog ref={dialog} className="dialog fitness-video-dialog" aria-labelledby="video-dialog-title" onClose={() => setPlaying(null)}>
        <div className="fitness-video-dialog-head">
          <h2 id="video-dialog-title">{playing?.title || exerciseName}</h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={close}>
            {t("exercises.videos.close")}
          </button>
        </div>
        {playing ? (
          <div className="fitness-video-frame">
            <iframe
              src={playing.embed_url}
              title={playing.title || exerciseName}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
