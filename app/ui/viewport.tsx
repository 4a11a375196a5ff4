import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { paths } from "~/paths";

/** Below 768px (767px and narrower), not when printing: the spec's phone cut-off. */
export const PHONE_QUERY = "(max-width: 767px)";

function isPhone() {
  return window.matchMedia(PHONE_QUERY).matches && !window.matchMedia("print").matches;
}

/**
 * Sends phone-sized screens to /mobile. A signed-in member is signed out first (the server
 * session is removed), so a portal left open on a phone does not stay signed in.
 */
export function usePhoneCutoff(signedIn: boolean) {
  const fetcher = useFetcher();
  const navigate = useNavigate();
  useEffect(() => {
    const check = () => {
      if (!isPhone()) return;
      if (signedIn) fetcher.submit({ redirectTo: paths.mobile() }, { method: "post", action: paths.signout() });
      else navigate(paths.mobile(), { replace: true });
    };
    check();
    const mq = window.matchMedia(PHONE_QUERY);
    mq.addEventListener("change", check);
    return () => mq.removeEventListener("change", check);
    // fetcher and navigate are stable enough for this one-shot guard
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
}

/** On /mobile: once the screen is wide again, go back to the portal. */
export function useLeaveMobileWhenWide() {
  const navigate = useNavigate();
  useEffect(() => {
    const check = () => {
      if (!window.matchMedia(PHONE_QUERY).matches) navigate(paths.root(), { replace: true });
    };
    check();
    const mq = window.matchMedia(PHONE_QUERY);
    mq.addEventListener("change", check);
    return () => mq.removeEventListener("change", check);
  }, [navigate]);
}
