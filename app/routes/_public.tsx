/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, redirect, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { getOptionalUser, landingOf } from "~/auth/auth.server";
import { CLINIC_COUNT } from "~/config/links";
import { paths } from "~/paths";
import { Footer, Logo } from "~/ui/chrome";
import { ErrorPage } from "~/ui/error-page";
import { usePhoneCutoff } from "~/ui/viewport";
import { pageHeaders } from "~/ui/page-headers";
import publicCss from "~/styles/public.css";
import { stylesheets } from "~/ui/stylesheets";

/** Signed-out pages. A signed-in member has nothing to do here and goes where they land. */
export const links = stylesheets(publicCss);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (user) throw redirect(landingOf(user));
  return null;
}

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

/** A boundary route passes Retry-After and Cache-Control on (app/ui/page-headers.ts). */
export const headers = pageHeaders;

export function ErrorBoundary() {
  return (
    <PublicShell>
      <ErrorPage error={useRouteError()} home={paths.signin()} />
    </PublicShell>
  );
}

function PublicShell({ children }: { children: ReactNode }) {
  usePhoneCutoff(false);
  return (
    <div className="public-shell">
      <header className="public-header">
        <Logo to={paths.signin()} />
      </header>
      <main id="main" className="public-main">
        <div className="public-content">{children}</div>
        <aside className="benefits" aria-labelledby="benefits-title">
          <h2 id="benefits-title">Free for active patients</h2>
          <p>Everything you need between clinic visits, in one place:</p>
          <ul className="benefit-list">
            <li>Weight statistics and progress</li>
            <li>Food and supplement journal</li>
            <li>Approved recipes and a food nutrition database</li>
            <li>Exercise plan and exercise tracker</li>
            <li>A profile that is yours</li>
            <li>Appointment reminders</li>
            <li>Articles and tips</li>
          </ul>
          <p className="benefits-apps">Also on iPhone and Android: the same account works in our mobile apps.</p>
          <p className="benefits-clinics">
            <strong>{CLINIC_COUNT} clinic locations.</strong> Not a patient yet?{" "}
            <Link to={paths.requestInformation()}>Request information</Link> or{" "}
            <Link to={paths.scheduleAppointment()}>schedule an appointment</Link>.
          </p>
        </aside>
      </main>
      <Footer />
    </div>
  );
}
