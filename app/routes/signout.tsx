import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { signOut } from "~/auth/auth.server";
import { paths, safeRedirect } from "~/paths";

/** Signing out is a POST (a link cannot sign anyone out); a stray GET just goes home. */
export async function loader() {
  return redirect(paths.root());
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const to = form.get("redirectTo") === paths.mobile() ? paths.mobile() : safeRedirect(form.get("redirectTo"), paths.signin());
  return signOut(request, context, to);
}
