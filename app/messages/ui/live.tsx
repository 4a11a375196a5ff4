import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LIVE_CHECK_SECONDS } from "../codes";

/**
 * With JavaScript, an open conversation follows what happens in it without a reload
 * (docs/decisions/0211): every LIVE_CHECK_SECONDS while the tab is in view (and at once when it
 * comes back into view) it asks the conversation's stamp, a few bytes of no health data; only when
 * the stamp differs from the one the page was drawn with does the page load again, through its own
 * loader (one audited read per change, not one per check). A reply being typed is kept: the form
 * is not redrawn by a change the other side made.
 */
export function useLiveConversation(stampUrl: string, stamp: string) {
  const fetcher = useFetcher<{ stamp: string | null }>();
  const revalidator = useRevalidator();
  const latest = useRef({ fetcher, stampUrl });
  latest.current = { fetcher, stampUrl };

  useEffect(() => {
    const check = () => {
      const { fetcher: f, stampUrl: url } = latest.current;
      if (document.visibilityState === "visible" && f.state === "idle") f.load(url);
    };
    const timer = window.setInterval(check, LIVE_CHECK_SECONDS * 1000);
    document.addEventListener("visibilitychange", check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, []);

  const seen = fetcher.data?.stamp;
  useEffect(() => {
    if (seen && seen !== stamp && revalidator.state === "idle") revalidator.revalidate();
    // The revalidator changes identity on each render; the stamps are what decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seen, stamp]);
}
