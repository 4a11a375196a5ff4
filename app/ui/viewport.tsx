import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { paths } from "~/paths";

/**
 * The spec's phone cut-off (part 1 §4: "Screens narrower than 768px, except when printing, clear
 * the login and go to /mobile"), decided from the device's screen, not the window
 * (docs/decisions/0163-phone-cut-off-by-screen.md): a desktop window narrowed, split or zoomed
 * to 200 % is still a desktop, and keeps its sign-in and what was typed (WCAG 2.2 reflow).
 * A phone is a screen under 768 CSS px whose main pointer is a finger: the screen's width alone
 * is not enough, since a browser that counts it in CSS pixels (as CSSOM View says) reports it
 * smaller as the page is zoomed.
 */
export const PHONE_SCREEN_MAX = 767;

export function isPhone(): boolean {
  return window.screen.width <= PHONE_SCREEN_MAX && window.matchMedia("(pointer: coarse)").matches && !window.matchMedia("print").matches;
}

/**
 * Checks once the page is live, and again when the screen itself changes (a phone turned from
 * landscape to portrait): a window's resize alone never sends anyone away.
 */
function useWhenPhoneChanges(check: () => void, deps: unknown[]) {
  useEffect(() => {
    let screenWidth = window.screen.width;
    check();
    const onResize = () => {
      if (window.screen.width === screenWidth) return;
      screenWidth = window.screen.width;
      check();
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
    // The caller names what the check depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/**
 * Sends phones to /mobile. A signed-in member is signed out first (the server session is
 * removed), so a portal left open on a phone does not stay signed in.
 */
export function usePhoneCutoff(signedIn: boolean) {
  const fetcher = useFetcher();
  const navigate = useNavigate();
  useWhenPhoneChanges(() => {
    if (!isPhone()) return;
    if (signedIn) fetcher.submit({ redirectTo: paths.mobile() }, { method: "post", action: paths.signout() });
    else navigate(paths.mobile(), { replace: true });
  }, [signedIn]);
}

/** On /mobile: anything but a phone goes back to the portal. */
export function useLeaveMobileWhenWide() {
  const navigate = useNavigate();
  useWhenPhoneChanges(() => {
    if (!isPhone()) navigate(paths.root(), { replace: true });
  }, [navigate]);
}
