import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

/**
 * The portal's not-found, forbidden and error page, shown by the error boundaries of the root,
 * the signed-out and signed-in layouts and each area layout, so an error keeps the navigation
 * around it (docs/decisions/0030-shared-foundations.md).
 */
export function ErrorPage({ error, home = paths.home() }: { error: unknown; home?: string }) {
  const { t } = useTranslation();
  const { kicker, heading, text } = errorPageText(error);
  if (!isRouteErrorResponse(error) && error instanceof Error) console.error(error);
  return (
    <div className="error-page">
      <div className="card error-card" role="alert" aria-live="polite">
        <p className="error-status">{t(kicker.key, kicker.values)}</p>
        <h1>{t(heading)}</h1>
        <p className="muted">{t(text)}</p>
        <p className="button-row">
          <Link className="btn btn-primary" to={home}>
            {t("error.back")}
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * What a 400 says, told apart by the body it was thrown with: an action's form that could not be
 * read (app/page/form.server.ts) or an address a loader could not read (a hand-edited query).
 */
export const BAD_REQUEST = {
  form: "The form could not be read. Please reload the page and send it again.",
  address: "This address could not be read.",
} as const;

type ErrorTexts = { kicker: { key: string; values?: Record<string, number> }; heading: string; text: string };
const texts = (name: string, values?: Record<string, number>): ErrorTexts => ({
  kicker: { key: `error.${name}.kicker`, values },
  heading: `error.${name}.heading`,
  text: `error.${name}.text`,
});

/**
 * What the error page says for a thrown error, as keys of the common texts (public/locales): by its
 * status, and for a 400 by what could not be read.
 */
export function errorPageText(error: unknown): ErrorTexts {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unreadableForm = isRouteErrorResponse(error) && error.data === BAD_REQUEST.form;
  if (status === 404) return texts("notFound");
  if (status === 403) return texts("forbidden");
  if (status === 400) return texts(unreadableForm ? "badForm" : "badAddress");
  return texts("other", { status });
}

/** An area layout's boundary: the error page inside the area, under its sub-navigation's shell. */
export function AreaErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
