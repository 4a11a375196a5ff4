import { startContractProxy, type ContractProxy } from "./contract-proxy";
import { startTestServer, type RunningServer } from "./server";

let server: RunningServer | undefined;
let proxy: ContractProxy | undefined;

/**
 * One built server on a fresh database for every API test file; workers read its address from the
 * environment. /api calls go through the validating proxy (tests/support/contract-proxy.ts)
 * unless API_CONTRACT_PROXY=off (the PostgreSQL run, where the engine is what is tested).
 */
export async function setup() {
  server = await startTestServer(Number(process.env.API_TEST_PORT ?? 3211));
  process.env.API_URL = server.url;
  process.env.API_DATA_DIR = server.dataDir;
  process.env.API_DATABASE_URL = server.databaseUrl ?? "";
  if (process.env.API_CONTRACT_PROXY !== "off") {
    proxy = await startContractProxy(server.url);
    process.env.API_PROXY_URL = proxy.url;
    process.env.API_CONTRACT_DOCUMENT = proxy.documentPath;
  }
}

export async function teardown() {
  await proxy?.stop();
  await server?.stop();
}
