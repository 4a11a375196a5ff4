import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { fullName, isAdmin, isStaff, type PublicUser } from "~/domain/users";
import { toPublicUser } from "~/auth/users.server";
import { requireUser } from "~/auth/auth.server";
import { Bell } from "~/notifications/ui/bell";
import { headerCounts } from "~/messages/header.server";
import { MessagesLink } from "~/messages/ui/header-link";
import { StarSprite } from "~/recipes/ui/star-sprite";
import { idleTimeoutMs } from "~/auth/session.server";
import { paths } from "~/paths";
import { useRootData } from "~/root";
import { Footer, Logo } from "~/ui/chrome";
import { ErrorPage } from "~/ui/error-page";
import { useIdleSignOut } from "~/ui/idle";
import { Dropdown } from "~/ui/menus";
import { usePhoneCutoff } from "~/ui/viewport";
import { pageHeaders } from "~/ui/page-headers";
import shellCss from "~/styles/shell.css";
import { stylesheets } from "~/ui/stylesheets";

/** The signed-in shell. Its loader is the one guard for every signed-in screen. */
export const links = stylesheets(shellCss);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { id: _id, email: _email, ...shown } = toPublicUser(user);
  const { unread, messages } = await headerCounts(user);
  return data(
    { user: shown, isAdmin: isAdmin(user), isStaff: isStaff(user), idleMs: idleTimeoutMs(), unread, messages },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type ShellUser = Omit<PublicUser, "id" | "email">;
/**
 * `isAdmin`: a programme administrator; `isStaff`: staff of either role (the care pages); `unread`:
 * notifications not yet read; `messages`: the header's messages count (issue 39).
 */
export type ShellData = { user: ShellUser; isAdmin: boolean; isStaff: boolean; idleMs: number; unread: number; messages: number };

/** The signed-in member and role, for any screen under the shell. */
export function useShell(): ShellData {
  const shell = useRouteLoaderData<typeof loader>("routes/_app");
  if (!shell) throw new Error("useShell is for the screens under the signed-in shell.");
  return shell;
}

/** Each item's text is its `common:nav.<label>` key. */
const MAIN_NAV = [
  { to: paths.home(), label: "home", end: true },
  { to: paths.progress(), label: "progress", end: false },
  { to: paths.medications(), label: "medicines", end: false },
  { to: paths.nutrition(), label: "nutrition", end: false },
  { to: paths.fitness(), label: "fitness", end: false },
];
/**
 * Staff of either role also have their clinics' patients (issue 25). The medicines they act on are
 * their patients' (on each record), not their own, so staff have no Medicines item; an
 * administrator keeps the formulary from the profile menu (docs/decisions/0242).
 */
const STAFF_NAV = [MAIN_NAV[0], { to: paths.patients(), label: "patients", end: false }, ...MAIN_NAV.slice(1).filter((item) => item.to !== paths.medications())];

export default function AppShell() {
  return (
    <Shell data={useLoaderData<typeof loader>()}>
      <StarSprite />
      <Outlet />
    </Shell>
  );
}

/**
 * An error below the shell keeps the navigation: the error page in the shell's main area. Only
 * when the shell's own loader failed (no member to show) is it the bare error page.
 */
/** A boundary route passes Retry-After and Cache-Control on (app/ui/page-headers.ts). */
export const headers = pageHeaders;

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/_app");
  if (!data) return <ErrorPage error={error} />;
  return (
    <Shell data={data}>
      <ErrorPage error={error} />
    </Shell>
  );
}

function Shell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { user, isAdmin: admin, isStaff: staff, idleMs, unread, messages } = data;
  const root = useRootData();
  const { t } = useTranslation();
  usePhoneCutoff(true);
  useIdleSignOut(idleMs);
  const initials = `${user.first_name[0] ?? ""}${user.last_name[0] ?? ""}`.toUpperCase() || "?";
  return (
    <div className="app-shell">
      <header className={staff ? "app-header is-staff" : "app-header"}>
        <div className="app-header-inner">
          <Logo to={paths.home()} />
          <nav aria-label={t("nav.main")} className="main-nav">
            <ul>
              {(staff ? STAFF_NAV : MAIN_NAV).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="main-nav-link" prefetch="intent">
                    {t(`nav.${item.label}`)}
                  </NavLink>
                </li>
              ))}
              <li>
                <a href={root?.config.shopUrl} target="_blank" rel="noreferrer" className="main-nav-link">
                  {t("nav.shop")} <span className="visually-hidden">{t("nav.newTab")}</span>
                  <span aria-hidden="true" className="external-mark">↗</span>
                </a>
              </li>
            </ul>
          </nav>
          <div className="header-tools">
            {admin ? (
              <Dropdown label={t("menu.submissions")} className="submissions-menu">
                <ul className="menu-list">
                  <li>
                    <NavLink to={paths.recipeApproval()}>{t("menu.recipeApproval")}</NavLink>
                  </li>
                  <li>
                    <NavLink to={paths.recipeComments()}>{t("menu.comments")}</NavLink>
                  </li>
                  <li>
                    <NavLink to={paths.foodApproval()}>{t("menu.foodApproval")}</NavLink>
                  </li>

                </ul>
              </Dropdown>
            ) : null}
            <MessagesLink count={messages} staff={staff} />
            <Bell unread={unread} />
            <Dropdown
              className="profile-menu"
              label={
                <>
                  <span className="avatar" aria-hidden="true">
                    {initials}
                  </span>
                  <span className="profile-name">{user.first_name}</span>
                  <span className="visually-hidden">{t("menu.open")}</span>
                </>
              }
            >
              <div className="profile-head">
                <p className="profile-fullname">{fullName(user)}</p>
                {staff && user.staff_role ? <p className="muted">{t(`staffRoles.${user.staff_role}`)}</p> : null}
              </div>
              {user.clinic ? (
                <section className="clinic-card" aria-label={t("menu.clinic")}>
                  <h2>{t("menu.clinic")}</h2>
                  <p className="clinic-name">{user.clinic.name}</p>
                  <p>
                    {user.clinic.city}, {user.clinic.state}
                  </p>
                  <p>
                    <a href={`tel:${user.clinic.phone.replace(/[^\d+]/g, "")}`}>{user.clinic.phone}</a>
                  </p>
                </section>
              ) : null}
              <ul className="menu-list">
                <li>
                  <NavLink to={paths.profile()}>{t("menu.profile")}</NavLink>
                </li>
                <li>
                  <NavLink to={paths.myFavourites()}>{t("menu.favourites")}</NavLink>
                </li>
                <li>
                  <NavLink to={paths.myBadges()}>{t("menu.badges")}</NavLink>
                </li>
                {admin ? (
                  <>
                    <li>
                      <NavLink to={paths.ads()}>{t("menu.ads")}</NavLink>
                    </li>
                    <li>
                      <NavLink to={paths.motivationalContent()}>{t("menu.motivational")}</NavLink>
                    </li>
                    <li>
                      <NavLink to={paths.staff()}>{t("menu.staff")}</NavLink>
                    </li>
                    <li>
                      <NavLink to={paths.audit()}>{t("menu.audit")}</NavLink>
                    </li>
                    <li>
                      <NavLink to={paths.medicationsCatalogue()}>{t("menu.formulary")}</NavLink>
                    </li>
                  </>
                ) : null}
                <li>
                  <NavLink to={paths.testimonials()}>{t("menu.testimonials")}</NavLink>
                </li>
                <li>
                  <NavLink to={paths.myData()}>{t("menu.myData")}</NavLink>
                </li>
                <li>
                  <Form method="post" action={paths.signout()}>
                    <button type="submit" className="menu-button">
                      {t("menu.signOut")}
                    </button>
                  </Form>
                </li>
              </ul>
            </Dropdown>
          </div>
        </div>
      </header>
      <main id="main" className="app-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
