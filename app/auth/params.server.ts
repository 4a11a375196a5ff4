import { redirect } from "@remix-run/node";
import { paths } from "~/paths";
import { recordId } from "~/validation/rules";

/** A route's `{id}`: a positive integer, or the path is not one of ours (→ /home, spec part 1 §2.2). */
export function requireIdParam(value: string | undefined): number {
  const id = recordId(value);
  if (id === null) throw redirect(paths.home());
  return id;
}
