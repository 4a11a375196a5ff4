import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL cluster for one test run: initdb into a temporary folder, a server on a
 * free local port, trust authentication, C collation (so text sorts as SQLite's BINARY does), and
 * durability off (the data dies with the run). Needs Debian's `postgresql` package (or any
 * PostgreSQL whose bin folder PG_BIN names); `findPgBin()` says whether it is there.
 * Under root the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface PgCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export function findPgBin(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian)) {
    for (const v of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, v, "bin"));
  }
  const fromConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (fromConfig.status === 0) candidates.push(fromConfig.stdout.trim());
  return candidates.find((dir) => fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "postgres")));
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** The command line to run a PostgreSQL binary as a user it accepts. */
function asPgUser(bin: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
}

export async function startPgCluster(bin = findPgBin()): Promise<PgCluster> {
  if (!bin) throw new Error("no PostgreSQL server binary (install Debian's postgresql, or set PG_BIN)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pg-"));
  const data = path.join(dir, "data");
  if (isRoot()) spawnSync("chown", ["-R", "postgres:postgres", dir]);
  const [initCmd, initArgs] = asPgUser(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "portal",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

  const port = await freePort();
  const [cmd, args] = asPgUser(path.join(bin, "postgres"), [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=200",
    "-c",
    "shared_buffers=128MB",
  ]);
  const server: ChildProcess = spawn(cmd, args, {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout?.on("data", (d) => (log += d));
  server.stderr?.on("data", (d) => (log += d));

  const urlFor = (database: string) => `postgres://portal@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited early:\n${log}`);
    const client = new pg.Client({ connectionString: urlFor("postgres") });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    adminUrl: urlFor("postgres"),
    urlFor,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once("exit", r));
        // SIGINT: PostgreSQL's fast shutdown (disconnect clients, no checkpoint wait), sent to the
        // postmaster itself: as root it runs under runuser, which does not pass SIGINT on.
        const pid = Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
        try {
          process.kill(pid, "SIGINT");
        } catch {
          server.kill("SIGINT");
        }
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on the cluster's `postgres` database (create and drop databases). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
