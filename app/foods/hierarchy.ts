/**
 * The USDA food-group hierarchy rule (docs/decisions/0011-usda-food-hierarchy.md): level 1 is
 * the SR28 food group, level 2 the first comma part of the description, level 3 the second, and
 * the food itself is the leaf (level 4).
 */

/**
 * The comma parts of a USDA description. Commas inside parentheses belong to their part:
 * "Chickpeas (garbanzo beans, bengal gram), mature seeds, raw" has three parts, not four.
 */
export function descriptionParts(longDesc: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of longDesc) {
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    if (ch === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts.map((p) => p.trim().replace(/\s+/g, " ")).filter((p) => p !== "");
}

/**
 * Levels 2 and 3 of a USDA food. A one-part description ("Lard", "Poi") is its own level 2 and
 * level 3, so every USDA food hangs at the same depth and the hier3 filter finds it.
 */
export function usdaGroupPath(longDesc: string): { level2: string; level3: string } {
  const [first = longDesc.trim(), second] = descriptionParts(longDesc);
  return { level2: first, level3: second ?? first };
}

/** Group names are matched without regard to case: "Alcoholic beverage" = "Alcoholic Beverage". */
export const groupKey = (name: string) => name.toLowerCase();

/** The food's display name: the first comma part of its description ("Chicken"). */
export const usdaFoodName = (longDesc: string) => usdaGroupPath(longDesc).level2;
