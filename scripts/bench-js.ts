/**
 * The first load of /home in gzipped JavaScript against issue 12's budget (120 kB, chart.js
 * included), beside the floor the fixed stack sets before any page's own code.
 *
 *   npm run build && npm run bench:js [another built checkout, e.g. a worktree of an older commit]
 *
 * With another checkout it also prints what this build adds to the first load beside it, and the
 * floor of the translation libraries alone (issue 41's budget: at most 15 kB more).
 */
import { firstLoadJs, i18nFloor, stackFloor } from "./bench/javascript";

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  const js = firstLoadJs();
  if (!js) throw new Error("Run `npm run build` first: this reads the build's metafile.");
  const floor = await stackFloor();
  console.log(`first load of /home: ${kb(js.gzip)} gzipped (${(js.raw / 1024).toFixed(0)} kB raw, ${js.files} files, chart.js included); budget 120 kB: ${js.gzip < 120 * 1024 ? "within" : "OVER"}`);
  console.log(`floor of the stack: React + react-dom + Remix's runtime ${kb(floor.framework)} + the weight chart alone (chart.js bar parts, react-chartjs-2) ${kb(floor.chart)} = ${kb(floor.framework + floor.chart)}, before any page's own code`);
  const other = process.argv[2];
  if (other) {
    const theirs = firstLoadJs(other);
    if (!theirs) throw new Error(`${other} has no build: run \`npm run build\` there first.`);
    const i18n = await i18nFloor();
    console.log(`beside ${other}: ${kb(theirs.gzip)} there, ${kb(js.gzip)} here: ${js.gzip >= theirs.gzip ? "+" : "−"}${kb(Math.abs(js.gzip - theirs.gzip))}`);
    console.log(`floor of the translation libraries alone (i18next, react-i18next's provider and hook, i18next-fetch-backend, remix-i18next/react): ${kb(i18n.hook)}; with <Trans>: ${kb(i18n.withTrans)}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
