import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { useRootData } from "~/root";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { SessionUser } from "~/auth/users.server";
import { listDevices, signOutDevice, signOutEverywhere } from "~/account/devices.server";
import { cancelEmailChange, requestEmailChange } from "~/account/email-change.server";
import { changePassword } from "~/account/password.server";
import { getProfile, updateProfile } from "~/account/profile.server";
import { ACCOUNT_MSG, emailChangeSchema, languageSchema, passwordChangeSchema, profileDetailsSchema, unitsSchema } from "~/account/schemas";
import { DeviceList } from "~/account/ui/devices";
import { ClinicRecord, DetailsForm, EmailForm, LanguageForm, PasswordForm, UnitsForm } from "~/account/ui/profile-forms";
import { requireUser } from "~/auth/auth.server";
import { readSession, sessionCookie } from "~/auth/session.server";
import { domainFailure, noticeFailure, parseForm, readForm } from "~/page/form.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf } from "~/page/intents.server";
import { describePreferences, getPreferences, setPreferences } from "~/notifications/notifications.server";
import { preferencesFormSchemaFor } from "~/notifications/schemas";
import { PreferencesForm } from "~/notifications/ui/preferences-form";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import accountCss from "~/styles/account.css";
import { createToastHeader, redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";
import { pageLanguage } from "~/i18n/i18n.server";

/** /profile (issue 26): a member's own account, for patients and staff alike. */
export const links = stylesheets(accountCss);

/** The notification choices (app/notifications/ui/preferences-form.tsx) are drawn here too. */
export const handle = { i18n: ["account", "notifications"], title: "account:profile.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const session = await readSession(request);
  const [profile, preferences, devices, language] = await Promise.all([
    getProfile(user),
    getPreferences(user),
    listDevices(user, { sessionHash: session?.idHash }),
    pageLanguage(request, user.language),
  ]);
  return { profile: foundOr404(profile), preferences: describePreferences(preferences, user, language), devices, timeZone: user.time_zone };
}

type Args = { request: Request; context: ActionFunctionArgs["context"]; user: SessionUser; form: FormData };

const saved = (message: string) => redirectWithToast(paths.profile(), { type: "success", message });

async function details({ user, form }: Args) {
  const parsed = parseForm("details", form, profileDetailsSchema);
  if (!parsed.ok) return parsed.response;
  pageOutcome(await updateProfile(user, { middle_name: undefined, phone: undefined, ...parsed.value }));
  return saved(ACCOUNT_MSG.detailsSaved);
}

async function units({ user, form }: Args) {
  const parsed = parseForm("units", form, unitsSchema);
  if (!parsed.ok) return parsed.response;
  pageOutcome(await updateProfile(user, parsed.value));
  return saved(ACCOUNT_MSG.unitsSaved);
}

/** The member's language (issue 41): the page comes back, and every later one comes, in it. */
async function language({ user, form }: Args) {
  const parsed = parseForm("language", form, languageSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateProfile(user, parsed.value));
  if (!outcome.ok) return domainFailure("language", parsed.submission, outcome.errors);
  return saved(ACCOUNT_MSG.languageSaved);
}

async function email({ request, context, user, form }: Args) {
  await enforceRateLimit("password", request, context);
  const parsed = parseForm("email", form, emailChangeSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await requestEmailChange(user, parsed.value, clientOf(request, context)));
  if (!outcome.ok) return domainFailure("email", parsed.submission, outcome.errors);
  return saved(ACCOUNT_MSG.emailSent(outcome.data.pending_email));
}

async function cancelEmail({ user }: Args) {
  await cancelEmailChange(user);
  return saved(ACCOUNT_MSG.emailCancelled);
}

async function password({ request, context, user, form }: Args) {
  await enforceRateLimit("password", request, context);
  const parsed = parseForm("password", form, passwordChangeSchema);
  if (!parsed.ok) return parsed.response;
  const session = await readSession(request);
  const outcome = pageOutcome(await changePassword(user, parsed.value, { client: clientOf(request, context), keepSession: session?.idHash, channel: "web" }));
  if (!outcome.ok) return domainFailure("password", parsed.submission, outcome.errors);
  return saved(ACCOUNT_MSG.passwordChanged);
}

async function preferences({ user, form }: Args) {
  const parsed = parseForm("preferences", form, preferencesFormSchemaFor(user));
  if (!parsed.ok) return noticeFailure("preferences", undefined, ACCOUNT_MSG.preferencesChoose);
  const outcome = pageOutcome(await setPreferences(user, parsed.value));
  if (!outcome.ok) return noticeFailure("preferences", outcome.errors, ACCOUNT_MSG.tryAgain);
  return saved(ACCOUNT_MSG.preferencesSaved);
}

async function signOutOne({ request, context, user, form }: Args) {
  const outcome = await signOutDevice(user, String(form.get("device") ?? ""), clientOf(request, context));
  if (!outcome.ok) return redirectWithToast(paths.profile(), { type: "info", message: ACCOUNT_MSG.unknownDevice });
  return saved(ACCOUNT_MSG.deviceSignedOut);
}

async function everywhere({ request, context, user }: Args) {
  await signOutEverywhere(user, clientOf(request, context));
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie.serialize("", { maxAge: 0 }));
  headers.append("Set-Cookie", await createToastHeader({ type: "info", message: ACCOUNT_MSG.everywhere }));
  return redirect(paths.signin(), { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<"details" | "units" | "language" | "email" | "cancel-email" | "password" | "preferences" | "sign-out-device" | "sign-out-everywhere">(intentOf(form), {
    details: () => details(args),
    units: () => units(args),
    language: () => language(args),
    email: () => email(args),
    "cancel-email": () => cancelEmail(args),
    password: () => password(args),
    preferences: () => preferences(args),
    "sign-out-device": () => signOutOne(args),
    "sign-out-everywhere": () => everywhere(args),
  });
}

export default function ProfilePage() {
  const { profile, preferences, devices, timeZone } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const root = useRootData();
  return (
    <section className="page profile-page">
      <PageHeader title={t("profile.title")} subtitle={t("profile.subtitle")} />
      <div className="profile-grid">
        <section className="card" aria-labelledby="profile-details">
          <h2 id="profile-details">{t("profile.details")}</h2>
          <DetailsForm profile={profile} />
          <h3>{t("profile.clinicRecord")}</h3>
          <ClinicRecord profile={profile} />
          <p className="muted small">{t("profile.clinicRecordHint")}</p>
        </section>
        <section className="card" aria-labelledby="profile-units">
          <h2 id="profile-units">{t("profile.units")}</h2>
          <UnitsForm units={profile.units} />
        </section>
        <section className="card" aria-labelledby="profile-language">
          <h2 id="profile-language">{t("profile.language")}</h2>
          <LanguageForm chosen={profile.language} page={root?.locale ?? DEFAULT_LANGUAGE} languages={root?.languages ?? []} />
        </section>
        <section className="card" aria-labelledby="profile-email">
          <h2 id="profile-email">{t("profile.email")}</h2>
          <EmailForm email={profile.email} pending={profile.pending_email} />
        </section>
        <section className="card" aria-labelledby="profile-password">
          <h2 id="profile-password">{t("profile.password")}</h2>
          <PasswordForm />
        </section>
        <section className="card profile-wide" id="notifications" aria-labelledby="profile-notifications">
          <h2 id="profile-notifications">{t("profile.notifications")}</h2>
          <PreferencesForm preferences={preferences} />
        </section>
        <section className="card profile-wide" id="devices" aria-labelledby="profile-devices">
          <h2 id="profile-devices">{t("profile.devices")}</h2>
          <DeviceList devices={devices} timeZone={timeZone} />
        </section>
      </div>
    </section>
  );
}
