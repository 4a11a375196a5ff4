import type { LoaderFunctionArgs } from "@remix-run/node";
import { badgeByCode } from "~/badges/catalogue";
import { badgeSvg } from "~/badges/emblem";
import { foundOr404 } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";

/**
 * /badge-images/{code}.svg[?units=metric]: a badge's picture, drawn from the catalogue. Not health data (the
 * same for everyone), so it may be cached; a day, since a new release may redraw it.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const match = /^([a-z0-9-]{1,40})\.svg$/.exec(params.file ?? "");
  const def = foundOr404(match ? badgeByCode(match[1]) : null);
  // A weight badge's figure in kilograms for a member who reads them (anything else: pounds).
  const { units } = readParams(request, { units: param.oneOf(["imperial", "metric"] as const, "imperial") });
  return new Response(badgeSvg(def, units), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
