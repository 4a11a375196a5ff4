import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/** Reads the project's compact USDA SR28 copy (db/seed/usda, built by scripts/build-usda-seed.ts). */

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "usda");

export interface UsdaCopy {
  groups: { code: string; name: string }[];
  nutrients: { number: string; units: string; tagname: string; name: string; decimals: number; srOrder: number }[];
  /** survey: in the USDA dietary survey (FNDDS), i.e. commonly eaten; commonName: SR28's ComName ("" for most). */
  foods: { ndbNo: string; groupCode: string; longDesc: string; survey: boolean; commonName: string }[];
  /** Nutrient number → one value per food in `foods` order; NaN where SR28 has no value. */
  values: Map<string, Float64Array>;
  weights: { ndbNo: string; seq: number; amount: number; measure: string; grams: number }[];
}

function rows(file: string): string[][] {
  const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString("utf8");
  const lines = text.split("\n");
  // Line 1 is the header; the file ends with a line break.
  return lines.slice(1, lines[lines.length - 1] === "" ? -1 : undefined).map((l) => l.split("\t"));
}

export function readUsdaCopy(): UsdaCopy {
  const groups = rows("food_groups.tsv.gz").map(([code, name]) => ({ code, name }));
  const nutrients = rows("nutrients.tsv.gz").map(([number, units, tagname, name, decimals, srOrder]) => ({
    number,
    units,
    tagname,
    name,
    decimals: Number(decimals),
    srOrder: Number(srOrder),
  }));
  const foods = rows("foods.tsv.gz").map(([ndbNo, groupCode, longDesc, survey, commonName]) => ({ ndbNo, groupCode, longDesc, survey: survey === "Y", commonName: commonName ?? "" }));
  const values = new Map<string, Float64Array>();
  for (const [number, ...cells] of rows("nutrient_values.tsv.gz")) {
    if (cells.length !== foods.length) throw new Error(`nutrient ${number}: ${cells.length} cells for ${foods.length} foods`);
    values.set(number, Float64Array.from(cells, (c) => (c === "" ? NaN : Number(c))));
  }
  const weights = rows("weights.tsv.gz").map(([ndbNo, seq, amount, measure, grams]) => ({
    ndbNo,
    seq: Number(seq),
    amount: Number(amount),
    measure,
    grams: Number(grams),
  }));
  return { groups, nutrients, foods, values, weights };
}
