/**
 * Started by scripts/bench-pages-versus.ts inside another checkout (its working directory, so its
 * own import paths resolve): starts that checkout's built portal on a fresh seeded database of
 * its own commit, prints one line of JSON ({ url, pid }) and stops the portal when its input closes.
 *
 *   (cd <checkout> && tsx <this file> <port> [node flags for the portal...])
 */
import path from "node:path";
import type { startTestServer } from "../../tests/support/server";

type Start = typeof startTestServer;

async function main() {
  const { startTestServer: start } = (await import(path.resolve("tests/support/server.ts"))) as { startTestServer: Start };
  const server = await start(Number(process.argv[2]), {}, { asDeployed: true, nodeArgs: process.argv.slice(3) });
  process.stdout.write(`${JSON.stringify({ url: server.url, pid: server.pid })}\n`);
  process.stdin.resume();
  process.stdin.on("close", () => void server.stop().then(() => process.exit(0)));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
