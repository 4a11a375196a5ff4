import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_SECRETS } from "./secrets";
import { freshPortal, type TestPortal } from "./seeded";

/**
 * Starts the built portal (server.mjs) on a fresh, migrated and seeded temporary database.
 * Used by the API tests (vitest global setup) and the browser tests (Playwright webServer).
 * TRUST_PROXY lets each test speak from its own X-Forwarded-For address, so rate limits are
 * per test, as they are per visitor in production.
 */
export interface RunningServer {
  url: string;
  dataDir: string;
  /** Set when the run is on PostgreSQL (tests/support/seeded.ts). */
  databaseUrl?: string;
  /** The server's process id (the page benchmark reads its memory). */
  pid: number;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /**
   * Serve this portal (another running server's data folder and database) instead of a fresh
   * one: a second instance of the same deployment (tests/api/multi-instance.test.ts). Its owner
   * disposes of it; stopping this server leaves it alone.
   */
  portal?: Pick<TestPortal, "dataDir" | "databaseUrl">;
  /** Flags for node itself, before server.mjs (the page profiler passes --cpu-prof). */
  nodeArgs?: string[];
  /**
   * Keep the server's own defaults for the job worker's poll and the audit batch window instead
   * of the tests' (every 100 ms, each row at once): the benchmarks measure a page as deployed.
   */
  asDeployed?: boolean;
}

export async function startTestServer(port: number, extraEnv: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const portal: Pick<TestPortal, "dataDir" | "databaseUrl" | "dispose"> = options.portal
    ? { ...options.portal, dispose: async () => undefined }
    : await freshPortal("portal-test-");
  const { dataDir } = portal;
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), "server.mjs"], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: portal.databaseUrl ?? "",
      PUBLIC_URL: url,
      TRUST_PROXY: "1",
      ...TEST_SECRETS,
      ...(options.asDeployed
        ? {}
        : {
            // The in-process job worker looks for mail to send often, so tests wait little for it.
            JOBS_POLL_MS: "100",
            // Tests read the audit log as soon as an answer is in: each row is written at once here.
            // The batching itself (decision 0150) is tested with a window of its own (audit-queue.test.ts).
            AUDIT_BATCH_MS: "0",
          }),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await portal.dispose();
      throw new Error(`server exited early:\n${log}`);
    }
    try {
      // Our own child says it is listening: another process on the port (another checkout's
      // server) must not pass for it; our child then exits with EADDRINUSE, reported above.
      const res = await fetch(`${url}/signin`, { redirect: "manual" });
      if (res.status < 500 && log.includes(`listening on ${url}`)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    databaseUrl: portal.databaseUrl,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
      await portal.dispose();
    },
  };
}
