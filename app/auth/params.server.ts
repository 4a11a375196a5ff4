import { redirect } from "@remix-run/node";
import { paths } from "~/paths";

/** A route's `{id}`: a positive integer, or the path is not one of ours (→ /home, spec part 1 §2.2). */
export function requireIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw redirect(paths.home());
  return id;
}
