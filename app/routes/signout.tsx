import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { SESSION_ENDED, signOut } from "~/auth/auth.server";
import { paths, safeRedirect } from "~/paths";
import { createToastHeader } from "~/toast/toast.server";
import { readForm } from "~/page/form.server";

/** Signing out is a POST (a link cannot sign anyone out); a stray GET just goes home. */
export async function loader() {
  return redirect(paths.root());
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const to = form.get("redirectTo") === paths.mobile() ? paths.mobile() : safeRedirect(form.get("redirectTo"), paths.signin());
  const response = await signOut(request, context, to);
  // The page signed itself out after the idle limit: say why on the sign-in page.
  if (form.get("reason") === "idle") {
    response.headers.append("Set-Cookie", await createToastHeader({ type: "info", message: SESSION_ENDED }));
  }
  return response;
}
