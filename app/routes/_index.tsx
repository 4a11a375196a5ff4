import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getOptionalUser, landingOf } from "~/auth/auth.server";
import { paths } from "~/paths";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  return redirect(user ? landingOf(user) : paths.signin());
}
