/**
 * Builds the project's own compact copy of USDA SR28 (db/seed/usda/*.tsv.gz) from the raw
 * release files, so that a fresh clone seeds without the shared data folder.
 *
 *   npx tsx scripts/build-usda-seed.ts [path/to/usda-sr28]   (default: ../shared/data/usda-sr28)
 *
 * Only the fields the portal uses are kept; the format is described in db/seed/usda/README.md.
 * The output is deterministic (same input, same bytes), so rebuilding shows no spurious diff.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceDir = path.resolve(process.argv[2] ?? path.join(root, "../shared/data/usda-sr28"));
const outDir = path.join(root, "db/seed/usda");

// SR28 text is Windows-1252, not Latin-1: FOOD_DES has curly quotes (0x91/0x92), which Latin-1
// would turn into C1 control characters; µ (0xB5) and é (0xE9) are the same in both.
const decoder = new TextDecoder("windows-1252", { fatal: true });

function readRecords(file: string): string[][] {
  let bytes = fs.readFileSync(path.join(sourceDir, file));
  if (file.endsWith(".gz")) bytes = zlib.gunzipSync(bytes);
  // The last record of FOOD_DES has no line end; the others end in CRLF.
  return decoder
    .decode(bytes)
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => line.split("^").map(unquote));
}

function unquote(field: string): string {
  return field.startsWith("~") && field.endsWith("~") && field.length >= 2 ? field.slice(1, -1) : field;
}

/** "0.850" → "0.85", "5.0" → "5": same number, fewer bytes. */
function compactNumber(raw: string): string {
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(n)) throw new Error(`not a number: "${raw}"`);
  return String(n);
}

function assertCleanText(value: string, what: string): string {
  if (/[\t\r\n]/.test(value)) throw new Error(`${what} contains a tab or line break: ${JSON.stringify(value)}`);
  return value;
}

function writeTsv(name: string, header: string[], rows: string[][]): number {
  const text = [header, ...rows].map((r) => r.join("\t")).join("\n") + "\n";
  const gz = zlib.gzipSync(Buffer.from(text, "utf8"), { level: 9 });
  fs.writeFileSync(path.join(outDir, name), gz);
  return gz.length;
}

function expectCount(what: string, actual: number, expected: number) {
  if (actual !== expected) throw new Error(`${what}: expected ${expected} records, found ${actual}`);
}

function main() {
  fs.mkdirSync(outDir, { recursive: true });

  const groups = readRecords("FD_GROUP.txt").map(([code, name]) => [code, assertCleanText(name, "group")]);
  expectCount("FD_GROUP", groups.length, 25);

  const nutrients = readRecords("NUTR_DEF.txt").map(([number, units, tagname, name, decimals, srOrder]) => [
    number,
    assertCleanText(units, "units"),
    assertCleanText(tagname, "tagname"),
    assertCleanText(name, "nutrient"),
    compactNumber(decimals),
    compactNumber(srOrder),
  ]);
  expectCount("NUTR_DEF", nutrients.length, 150);

  // Survey = "Y" marks the foods of the USDA's dietary survey (FNDDS): what Americans commonly
  // eat. It becomes the food's `useful` flag, which search ranks first among equals.
  // ComName: the names people use for a food that SR28 describes otherwise ("oatmeal, cooked"
  // for "Cereals, oats, regular and quick, …, cooked with water"); search reads them too.
  const foods = readRecords("FOOD_DES.txt")
    .map(([ndb, group, longDesc, , comName, , survey]) => [ndb, group, assertCleanText(longDesc, "Long_Desc"), survey === "Y" ? "Y" : "", assertCleanText(comName, "ComName")])
    .sort((a, b) => a[0].localeCompare(b[0]));
  // SR28's documentation counts 8,789 foods; counting CRLFs gives one fewer, because the last
  // record has no line end.
  expectCount("FOOD_DES", foods.length, 8789);
  const foodIndex = new Map(foods.map((f, i) => [f[0], i]));

  // Columnar: one line per nutrient, one cell per food in foods.tsv order (empty = no value).
  // Neighbouring cells are similar, so this gzips to about a third of one-value-a-line.
  const columns = new Map(nutrients.map((n) => [n[0], new Array<string>(foods.length).fill("")]));
  let valueCount = 0;
  for (const [ndb, nutr, value] of readRecords("NUT_DATA.txt.gz")) {
    const col = columns.get(nutr);
    const i = foodIndex.get(ndb);
    if (!col || i === undefined) throw new Error(`NUT_DATA refers to unknown food ${ndb} or nutrient ${nutr}`);
    if (col[i] !== "") throw new Error(`NUT_DATA has two values for ${ndb}/${nutr}`);
    col[i] = compactNumber(value);
    valueCount++;
  }
  expectCount("NUT_DATA", valueCount, 679045);

  const weights = readRecords("WEIGHT.txt")
    .map(([ndb, seq, amount, measure, grams]) => {
      if (!foodIndex.has(ndb)) throw new Error(`WEIGHT refers to unknown food ${ndb}`);
      return [ndb, compactNumber(seq), compactNumber(amount), assertCleanText(measure, "Msre_Desc"), compactNumber(grams)];
    })
    .sort((a, b) => a[0].localeCompare(b[0]) || Number(a[1]) - Number(b[1]));
  expectCount("WEIGHT", weights.length, 15438);

  const sizes = {
    "food_groups.tsv.gz": writeTsv("food_groups.tsv.gz", ["code", "name"], groups),
    "nutrients.tsv.gz": writeTsv("nutrients.tsv.gz", ["number", "units", "tagname", "name", "decimals", "sr_order"], nutrients),
    "foods.tsv.gz": writeTsv("foods.tsv.gz", ["ndb_no", "group", "long_desc", "survey", "common_name"], foods),
    "nutrient_values.tsv.gz": writeTsv(
      "nutrient_values.tsv.gz",
      ["number", "values (one per food, in foods.tsv.gz order)"],
      nutrients.map((n) => [n[0], ...(columns.get(n[0]) ?? [])]),
    ),
    "weights.tsv.gz": writeTsv("weights.tsv.gz", ["ndb_no", "seq", "amount", "measure", "grams"], weights),
  };
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  for (const [file, bytes] of Object.entries(sizes)) console.log(`${file.padEnd(24)} ${(bytes / 1024).toFixed(0).padStart(5)} KiB`);
  console.log(
    `${groups.length} groups, ${nutrients.length} nutrients, ${foods.length} foods, ${valueCount} values, ${weights.length} weights; ${(total / 1024).toFixed(0)} KiB in ${path.relative(root, outDir)}`,
  );
}

main();
