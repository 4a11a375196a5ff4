import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * PgBouncer in front of a test database, for the connection pooler's limit (docs/deploying.md):
 * Debian's `pgbouncer` package (.ci/run installs it); `findPgBouncer()` says whether it is there.
 * Under root it runs as the `postgres` user, since PgBouncer refuses to run as root.
 */
export function findPgBouncer(): string | undefined {
  return ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer", "/usr/local/bin/pgbouncer"].find((f) => fs.existsSync(f));
}

export interface RunningBouncer {
  /** The same database, through the pooler. */
  url: string;
  stop(): Promise<void>;
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

/** PgBouncer in transaction mode with `serverConnections` server connections to `databaseUrl`'s database. */
export async function startPgBouncer(databaseUrl: string, serverConnections = 1): Promise<RunningBouncer> {
  const bin = findPgBouncer();
  if (!bin) throw new Error("no pgbouncer binary (apt-get install pgbouncer)");
  const target = new URL(databaseUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pgbouncer-"));
  const port = await freePort();
  const ini = path.join(dir, "pgbouncer.ini");
  fs.writeFileSync(
    ini,
    [
      "[databases]",
      `portal = host=${target.hostname} port=${target.port} dbname=${target.pathname.slice(1)} user=${decodeURIComponent(target.username)}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = any",
      "pool_mode = transaction",
      `default_pool_size = ${serverConnections}`,
      "max_client_conn = 50",
      "ignore_startup_parameters = extra_float_digits",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      `pidfile = ${path.join(dir, "pgbouncer.pid")}`,
      "",
    ].join("\n"),
  );
  if (isRoot()) fs.chownSync(dir, ...ownerOfPostgres());
  const child: ChildProcess = spawn(bin, isRoot() ? ["-u", "postgres", ini] : [ini], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited early:\n${log}${readLog(dir)}`);
    if (await accepts(port)) break;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not start:\n${log}${readLog(dir)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `postgres://${target.username}@127.0.0.1:${port}/portal`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGINT");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function ownerOfPostgres(): [number, number] {
  const line = fs
    .readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("no postgres user to run pgbouncer as");
  const [, , uid, gid] = line.split(":");
  return [Number(uid), Number(gid)];
}

const readLog = (dir: string) => {
  try {
    return fs.readFileSync(path.join(dir, "pgbouncer.log"), "utf8");
  } catch {
    return "";
  }
};

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
