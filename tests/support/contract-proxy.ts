import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Stoplight Prism's validating proxy in front of a test server (docs/decisions/0142): every /api
 * call of the API suite goes through it, and it compares the request and the answer with the
 * portal's own OpenAPI document, reporting what differs in an `sl-violations` header that the
 * test client reads (tests/api/client.ts, `contractViolations`).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const prismCli = path.join(root, "node_modules/@stoplight/prism-cli/dist/index.js");

export interface ContractProxy {
  url: string;
  /** The document the proxy validates against, as the server served it. */
  documentPath: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startContractProxy(serverUrl: string): Promise<ContractProxy> {
  const res = await fetch(`${serverUrl}/api/openapi.json`);
  if (!res.ok) throw new Error(`the server did not serve its OpenAPI document: ${res.status}`);
  const dir = fs.mkdtempSync(path.join(root, "tests/.tmp/contract-"));
  const documentPath = path.join(dir, "openapi.json");
  fs.writeFileSync(documentPath, await res.text());
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [prismCli, "proxy", documentPath, serverUrl, "--port", String(port), "--host", "127.0.0.1", "--errors=false", "--cors=false", "-v", "warn"],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stdout?.on("data", (d) => (log = (log + d).slice(-20_000)));
  child.stderr?.on("data", (d) => (log = (log + d).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited early:\n${log}`);
    try {
      await fetch(`${url}/api/openapi.json`);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`prism did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    documentPath,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
