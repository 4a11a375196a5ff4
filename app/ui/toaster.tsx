import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Said } from "~/i18n/react";
import type { Toast } from "~/toast/toast";

/** A sign beside the text, hidden from screen readers (the role says what kind of toast it is). */
const ICONS: Record<Toast["type"], string> = {
  success: "✓",
  error: "!",
  info: "i",
  warning: "i",
};

/**
 * One toast on screen. Without JavaScript it simply stays readable; with it, it leaves after its
 * duration (5 s, 10 s for registration errors) or on Dismiss. Errors use role="alert" so screen
 * readers announce them at once; the rest are polite status messages.
 */
export function ToastView({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    const timer = window.setTimeout(() => setOpen(false), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast]);
  if (!open) return null;
  return (
    <div
      className={`toast toast-${toast.type}`}
      role={toast.type === "error" ? "alert" : "status"}
      data-testid="toast"
    >
      <span className="toast-icon" aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <p className="toast-message">
        <Said text={toast.message} />
      </p>
      <button
        type="button"
        className="toast-close"
        aria-label={t("toast.dismiss")}
        onClick={() => setOpen(false)}
      >
        ×
      </button>
    </div>
  );
}

/** The live region every toast is announced from: the flash toast of the last redirect and any the page adds. */
export function Toaster({
  toast,
  extra,
}: {
  toast: Toast | null;
  extra?: Toast | null;
}) {
  return (
    <div className="toast-region" aria-live="polite">
      {toast ? <ToastView toast={toast} /> : null}
      {extra ? <ToastView toast={extra} /> : null}
    </div>
  );
}
