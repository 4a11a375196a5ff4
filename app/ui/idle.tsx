import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { paths } from "~/paths";

/**
 * The server ends a session after its idle limit; this makes the screen follow, so a portal left
 * open on a shared computer does not keep showing health data.
 */
export function useIdleSignOut(idleMs: number) {
  const fetcher = useFetcher();
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  useEffect(() => {
    let timer = 0;
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        submit.current({ redirectTo: paths.signin(), reason: "idle" }, { method: "post", action: paths.signout() });
      }, idleMs);
    };
    const events = ["pointerdown", "keydown", "scroll", "pointermove"] as const;
    for (const e of events) window.addEventListener(e, reset, { passive: true });
    reset();
    return () => {
      window.clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, reset);
    };
  }, [idleMs]);
}
