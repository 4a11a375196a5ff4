import type { LinksFunction } from "@remix-run/node";

/**
 * A route's `links` for the style sheets its screen needs, in cascade order (a component's sheet
 * before the area's). tokens.css, app.css and print.css come from root.tsx on every page; the
 * rest load only where they are shown (docs/decisions/0032-css-by-area.md):
 *
 *   import recipesCss from "~/styles/recipes.css";
 *   export const links = stylesheets(recipeCardsCss, recipesCss);
 */
export function stylesheets(...hrefs: string[]): LinksFunction {
  return () => hrefs.map((href) => ({ rel: "stylesheet", href }));
}
