import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getOptionalUser } from "~/auth/auth.server";
import { paths } from "~/paths";

/** Exact paths only: anything else goes home when signed in, to /signin when not (spec part 1 §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect((await getOptionalUser(request)) ? paths.home() : paths.signin());
}

export const action = loader;
