import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { useChangeLanguage, useTranslation } from "~/i18n/use-translation";
import { getOptionalUser } from "~/auth/auth.server";
import { env } from "~/env.server";
import { languageChoices, pageLanguage } from "~/i18n/i18n.server";
import { COMMON_NAMESPACE, DEFAULT_LANGUAGE } from "~/i18n/languages";
import { I18nBoot, PageTitle } from "~/i18n/react";
import { paths } from "~/paths";
import appCss from "~/styles/app.css";
import printCss from "~/styles/print.css";
import tokensCss from "~/styles/tokens.css";
import type { Toast } from "~/toast/toast";
import { takeToast } from "~/toast/toast.server";
import { ErrorPage } from "~/ui/error-page";
import { pageHeaders } from "~/ui/page-headers";
import { Toaster } from "~/ui/toaster";
import { useNonce } from "~/ui/nonce";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: tokensCss },
  { rel: "stylesheet", href: appCss },
  { rel: "stylesheet", href: printCss, media: "print" },
];

/** Every page carries the shell's texts (app/i18n); a route names its own namespaces in its handle. */
export const handle = { i18n: [COMMON_NAMESPACE] };

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, user] = await Promise.all([takeToast(request), getOptionalUser(request)]);
  const locale = await pageLanguage(request, user?.language ?? null);
  return data(
    { toast, locale, languages: languageChoices(), config: { shopUrl: env.SHOP_URL, helpUrl: env.HELP_URL } },
    { headers: { ...(headers as Record<string, string> | undefined), "Cache-Control": "no-store" } },
  );
}

/**
 * Every page here is per visitor, so documents keep the loader's "no-store"; a thrown response
 * (the 429 of a rate limit) keeps its Retry-After (app/ui/page-headers.ts). Routes without their
 * own `headers` export inherit these.
 */
export const headers = pageHeaders;

export type RootLoaderData = {
  toast: Toast | null;
  locale: string;
  languages: { code: string; name: string }[];
  config: { shopUrl: string; helpUrl: string };
};

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

function Document({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The error page may render without the loader's data: the language the document was begun in.
  const locale = useRouteLoaderData<typeof loader>("root")?.locale ?? DEFAULT_LANGUAGE;
  useChangeLanguage(locale);
  useEffect(() => {
    // Browser tests wait for this before clicking, so clicks never race hydration.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageTitle />
        <Meta />
        <Links />
        <I18nBoot />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t("shell.skip")}
    </a>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <Document>
      <SkipLink />
      <Outlet />
      <Toaster toast={toast} />
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Document>
      <main id="main" className="error-main">
        <ErrorPage error={error} home={paths.root()} />
      </main>
    </Document>
  );
}
