/**
 * The first load of /home in gzipped JavaScript against issue 12's budget (120 kB, chart.js
 * included), beside the floor the fixed stack sets before any page's own code.
 *
 *   npm run build && npm run bench:js
 */
import { firstLoadJs, stackFloor } from "./bench/javascript";

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  const js = firstLoadJs();
  if (!js) throw new Error("Run `npm run build` first: this reads the build's metafile.");
  const floor = await stackFloor();
  console.log(`first load of /home: ${kb(js.gzip)} gzipped (${(js.raw / 1024).toFixed(0)} kB raw, ${js.files} files, chart.js included); budget 120 kB: ${js.gzip < 120 * 1024 ? "within" : "OVER"}`);
  console.log(`floor of the stack: React + react-dom + Remix's runtime ${kb(floor.framework)} + the weight chart alone (chart.js bar parts, react-chartjs-2) ${kb(floor.chart)} = ${kb(floor.framework + floor.chart)}, before any page's own code`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
