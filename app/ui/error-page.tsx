import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { paths } from "~/paths";

/**
 * The portal's not-found, forbidden and error page, shown by the error boundaries of the root,
 * the signed-out and signed-in layouts and each area layout, so an error keeps the navigation
 * around it (docs/decisions/0030-shared-foundations.md).
 */
export function ErrorPage({ error, home = paths.home() }: { error: unknown; home?: string }) {
  const { kicker, heading, text } = errorPageText(error);
  if (!isRouteErrorResponse(error) && error instanceof Error) console.error(error);
  return (
    <div className="error-page">
      <div className="card error-card" role="alert" aria-live="polite">
        <p className="error-status">{kicker}</p>
        <h1>{heading}</h1>
        <p className="muted">{text}</p>
        <p className="button-row">
          <Link className="btn btn-primary" to={home}>
            Back to the portal
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

/** What the error page says for a thrown error: by its status, and for a 400 by what could not be read. */
export function errorPageText(error: unknown): { kicker: string; heading: string; text: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unreadableForm = isRouteErrorResponse(error) && error.data === BAD_REQUEST.form;
  if (status === 404) {
    return {
      kicker: "Page not found",
      heading: "We couldn't find that page.",
      text: "It may have been removed, or the link may be out of date.",
    };
  }
  if (status === 403) {
    return {
      kicker: "Not allowed",
      heading: "This page is not available to your account.",
      text: "If you think you should see it, please ask your clinic.",
    };
  }
  if (status === 400 && unreadableForm) {
    return {
      kicker: "Error 400",
      heading: "The form could not be read.",
      text: "Please reload the page and send it again.",
    };
  }
  if (status === 400) {
    return {
      kicker: "Error 400",
      heading: "This address could not be read.",
      text: "The link may be mistyped or out of date. Going back, or opening the page from the menu, usually works.",
    };
  }
  return {
    kicker: `Error ${status}`,
    heading: "Something went wrong. Please try later!",
    text: "Nothing you entered was lost by this error; going back and trying again usually works.",
  };
}

/** An area layout's boundary: the error page inside the area, under its sub-navigation's shell. */
export function AreaErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
