import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getOptionalUser } from "~/auth/auth.server";
import { paths } from "~/paths";

export async function loader({ request }: LoaderFunctionArgs) {
  return redirect((await getOptionalUser(request)) ? paths.home() : paths.signin());
}
