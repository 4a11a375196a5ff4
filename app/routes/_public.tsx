import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, redirect, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { LanguageSwitcher } from "~/account/ui/language";
import { getOptionalUser, landingOf } from "~/auth/auth.server";
import { CLINIC_COUNT } from "~/config/links";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { paths } from "~/paths";
import { useRootData } from "~/root";
import { Footer, Logo } from "~/ui/chrome";
import { ErrorPage } from "~/ui/error-page";
import { usePhoneCutoff } from "~/ui/viewport";
import { pageHeaders } from "~/ui/page-headers";
import publicCss from "~/styles/public.css";
import { stylesheets } from "~/ui/stylesheets";

/** Signed-out pages. A signed-in member has nothing to do here and goes where they land. */
export const links = stylesheets(publicCss);

export const handle = { i18n: ["public"] };

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
  const { t } = useTranslation("public");
  const root = useRootData();
  return (
    <div className="public-shell">
      <header className="public-header">
        <Logo to={paths.signin()} />
        <LanguageSwitcher languages={root?.languages ?? []} current={root?.locale ?? DEFAULT_LANGUAGE} />
      </header>
      <main id="main" className="public-main">
        <div className="public-content">{children}</div>
        <aside className="benefits" aria-labelledby="benefits-title">
          <h2 id="benefits-title">{t("benefits.title")}</h2>
          <p>{t("benefits.intro")}</p>
          <ul className="benefit-list">
            <li>{t("benefits.weight")}</li>
            <li>{t("benefits.journal")}</li>
            <li>{t("benefits.recipes")}</li>
            <li>{t("benefits.exercise")}</li>
            <li>{t("benefits.profile")}</li>
            <li>{t("benefits.reminders")}</li>
            <li>{t("benefits.articles")}</li>
          </ul>
          <p className="benefits-apps">{t("benefits.apps")}</p>
          <p className="benefits-clinics">
            <Trans
              t={t}
              i18nKey="benefits.clinics"
              values={{ clinics: CLINIC_COUNT }}
              components={[<strong key="count" />, <Link key="info" to={paths.requestInformation()} />, <Link key="appointment" to={paths.scheduleAppointment()} />]}
            />
          </p>
        </aside>
      </main>
      <Footer />
    </div>
  );
}
