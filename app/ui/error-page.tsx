import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { paths } from "~/paths";

/**
 * The portal's not-found, forbidden and error page, shown by the error boundaries of the root,
 * the signed-out and signed-in layouts and each area layout, so an error keeps the navigation
 * around it (docs/decisions/0030-shared-foundations.md).
 */
export function ErrorPage({ error, home = paths.home() }: { error: unknown; home?: string }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { kicker, heading, text } = describe(status);
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

function describe(status: number): { kicker: string; heading: string; text: string } {
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
  if (status === 400) {
    return {
      kicker: "Error 400",
      heading: "The form could not be read.",
      text: "Please reload the page and send it again.",
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
