import fs from "node:fs";
import path from "node:path";

/**
 * Heap snapshots of a running server (started with --heapsnapshot-signal=SIGUSR2 and
 * --diagnostic-dir) and what grew between two of them, by constructor: how the soak
 * (scripts/bench-soak.ts) tells memory the JavaScript heap holds from memory it does not.
 */

/** Asks the server for a snapshot and waits until it is written (the server answers `probeUrl` again); returns its file. */
export async function takeSnapshot(pid: number, dir: string, label: string, probeUrl: string): Promise<string> {
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, "SIGUSR2");
  let written: string | undefined;
  while (!(written = fs.readdirSync(dir).find((f) => !before.has(f) && f.endsWith(".heapsnapshot")))) await new Promise((r) => setTimeout(r, 50));
  // V8 writes the snapshot on the main thread: once the process answers again, the file is whole.
  await fetch(probeUrl).then((r) => r.arrayBuffer());
  const file = path.join(dir, `${label}.heapsnapshot`);
  fs.renameSync(path.join(dir, written), file);
  return file;
}

interface Summary {
  total: number;
  byKind: Map<string, { count: number; size: number }>;
}

/** Self sizes by kind: objects by constructor, and V8's own kinds (code, strings, arrays…). */
function summarize(file: string): Summary {
  const snapshot = JSON.parse(fs.readFileSync(file, "utf8")) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [type, name, self] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const byKind = new Map<string, { count: number; size: number }>();
  let total = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const t = types[snapshot.nodes[i + type]];
    const kind = t === "object" || t === "native" || t === "closure" ? `${t} ${snapshot.strings[snapshot.nodes[i + name]]}` : t;
    const size = snapshot.nodes[i + self];
    total += size;
    const k = byKind.get(kind) ?? { count: 0, size: 0 };
    k.count++;
    k.size += size;
    byKind.set(kind, k);
  }
  return { total, byKind };
}

/** Prints both snapshots' live heap and the kinds that grew or shrank most between them. */
export function compareSnapshots(beforeFile: string, afterFile: string, top = 15): void {
  const a = summarize(beforeFile);
  const b = summarize(afterFile);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(`\nheap snapshots (${path.dirname(afterFile)}): live JavaScript heap ${mb(a.total)} MB before the load, ${mb(b.total)} MB after it`);
  const kinds = [...new Set([...a.byKind.keys(), ...b.byKind.keys()])].map((kind) => {
    const x = a.byKind.get(kind) ?? { count: 0, size: 0 };
    const y = b.byKind.get(kind) ?? { count: 0, size: 0 };
    return { kind, size: y.size - x.size, count: y.count - x.count, now: y.size };
  });
  kinds.sort((p, q) => Math.abs(q.size) - Math.abs(p.size));
  console.log(`  ${"change KB".padStart(10)} ${"objects".padStart(8)} ${"now KB".padStart(8)}  kind`);
  for (const k of kinds.slice(0, top)) {
    console.log(`  ${((k.size >= 0 ? "+" : "") + (k.size / 1024).toFixed(0)).padStart(10)} ${((k.count >= 0 ? "+" : "") + k.count).padStart(8)} ${(k.now / 1024).toFixed(0).padStart(8)}  ${k.kind.slice(0, 90)}`);
  }
}
