/**
 * Two helpers the page benches share: another checkout's built portal, started inside that
 * checkout (scripts/bench/serve-checkout.ts) so its own code, dependencies and seed are measured;
 * and BENCH_PIN's placement of the servers measured on the second core, the load on the first.
 */
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";

export interface Serving {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Another checkout's portal on `port`, on a fresh seeded database of that checkout's commit. */
export function serveCheckout(dir: string, port: number, nodeArgs: string[] = []): Promise<Serving> {
  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), path.resolve("scripts/bench/serve-checkout.ts"), String(port), ...nodeArgs], {
    cwd: path.resolve(dir),
    stdio: ["pipe", "pipe", "inherit"],
  });
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.stdin!.end())));
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve({ ...(JSON.parse(line) as { url: string; pid: number }), stop });
    });
    child.once("exit", (code) => reject(new Error(`the other checkout's portal exited with ${code}`)));
  });
}

/**
 * BENCH_PIN=1: the measured servers (every thread of each) on the second core, this script on the
 * first. On a two-core machine the load's own work then never shares a core with what is measured.
 */
export function pinIfAsked(serverPids: number[]): boolean {
  if (!process.env.BENCH_PIN) return false;
  for (const pid of serverPids) execFileSync("taskset", ["-a", "-p", "-c", "1", String(pid)], { stdio: "ignore" });
  execFileSync("taskset", ["-a", "-p", "-c", "0", String(process.pid)], { stdio: "ignore" });
  return true;
}
