import { DEFAULT_UNITS, type Units } from "~/domain/units";
import { badgeName, lossKg, type BadgeDef, type BadgeIcon, type BadgeRule } from "./catalogue";
import { translateMessage } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";

/**
 * A badge's picture, drawn from its definition: a medal in the badge's colour with its icon and
 * the figure of its rule ("5 LB", "10%", "7 DAYS", "50"). Served as SVG by the badge-images
 * route; pure, so the same drawing could be used anywhere.
 */

const ICONS: Record<BadgeIcon, string> = {
  scale: '<rect x="-19" y="-17" width="38" height="34" rx="7"/><path d="M-10 -6a10 10 0 0 1 20 0"/><path d="M0 -6l4 -6"/>',
  target: '<circle r="18"/><circle r="10"/><circle r="2.5" fill="#fff"/>',
  journal: '<rect x="-15" y="-19" width="30" height="38" rx="3"/><path d="M-7 -9h14M-7 -1h14M-7 7h9"/>',
  drop: '<path d="M0 -21C9 -9 15 -1 15 6A15 15 0 0 1 -15 6C-15 -1 -9 -9 0 -21Z"/>',
  dumbbell: '<path d="M-12 0h24"/><rect x="-21" y="-11" width="8" height="22" rx="2"/><rect x="13" y="-11" width="8" height="22" rx="2"/>',
  trophy: '<path d="M-11 -18h22v8a11 11 0 0 1 -22 0z"/><path d="M-11 -14h-7a7 7 0 0 0 7 9M11 -14h7a7 7 0 0 1 -7 9"/><path d="M0 1v9M-8 16h16M-5 10h10"/>',
  chef: '<path d="M-13 4a8 8 0 0 1 -2 -15a9 9 0 0 1 15 -6a9 9 0 0 1 15 6a8 8 0 0 1 -2 15z"/><path d="M-12 4v11h24v-11"/>',
};

/** The short figure on the medal, a weight in the member's unit. */
export function emblemLabel(rule: BadgeRule, units: Units = DEFAULT_UNITS): string {
  switch (rule.kind) {
    case "weight_loss_lb":
      return units === "metric" ? `${lossKg(rule.pounds)} KG` : `${rule.pounds} LB`;
    case "weight_loss_pct":
      return `${rule.percent}%`;
    case "journal_streak":
    case "hydration_streak":
      return `${rule.days} DAYS`;
    case "workout_count":
    case "recipe_count":
      return rule.count === 1 ? "1ST" : String(rule.count);
  }
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * The badge's picture. Its name (the svg's label) is in `language`; the picture is the same for
 * everyone and cached, so its route draws it in English; the pages name it beside the picture.
 */
export function badgeSvg(def: BadgeDef, units: Units = DEFAULT_UNITS, language: string = DEFAULT_LANGUAGE): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(translateMessage(language, badgeName(def, units)))}">
<circle cx="60" cy="60" r="57" fill="${def.colour}"/>
<circle cx="60" cy="60" r="49" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2.5" stroke-dasharray="3 4"/>
<g transform="translate(60 50)" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round">${ICONS[def.icon]}</g>
<text x="60" y="95" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="15" font-weight="700" fill="#fff" letter-spacing="0.5">${escapeXml(emblemLabel(def.rule, units))}</text>
</svg>`;
}
