import { useHydrated } from "./hydrated";
import { useNonce } from "./nonce";

/**
 * Placed right after a `<details>` rendered open for a browser without JavaScript (a chart's
 * numbers shown as its table): closes it while the page is still being read, so a browser with
 * JavaScript lays the page out once with it closed, as it stays once React has taken over.
 * Closing it at hydration moved everything below it (issue 28, layout shift; decision 0151).
 */
export function CloseBeforePaint() {
  const hydrated = useHydrated();
  const nonce = useNonce();
  return hydrated ? null : <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.currentScript.previousElementSibling.open=false" }} />;
}
