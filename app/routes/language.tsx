import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { updateProfile } from "~/account/profile.server";
import { getOptionalUser } from "~/auth/auth.server";
import { isLanguage, languageCookie } from "~/i18n/i18n.server";
import { readForm, unreadableForm } from "~/page/form.server";
import { paths, safeRedirect } from "~/paths";

/**
 * /language (issue 41, decision 0281): the signed-out pages' language switcher posts here, without
 * JavaScript as with it. The choice goes into the `lng` cookie (a year) and, for a signed-in
 * member, into their account through the same domain call as /profile's form (audited there).
 * It then goes back to the page it was posted from: a same-site path only (safeRedirect), never
 * another site. A code that is not one of the portal's languages changes nothing (400).
 */
export async function loader() {
  return redirect(paths.root());
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const language = form.get("language");
  if (!isLanguage(language)) return unreadableForm();
  const user = await getOptionalUser(request);
  if (user) await updateProfile(user, { language });
  const to = safeRedirect(form.get("redirectTo"), user ? paths.profile() : paths.signin());
  return redirect(to, { headers: { "Set-Cookie": await languageCookie.serialize(language) } });
}
