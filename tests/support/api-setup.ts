import { startTestServer, type RunningServer } from "./server";

let server: RunningServer | undefined;

/** One built server on a fresh database for every API test file; workers read its address from the environment. */
export async function setup() {
  server = await startTestServer(Number(process.env.API_TEST_PORT ?? 3211));
  process.env.API_URL = server.url;
  process.env.API_DATA_DIR = server.dataDir;
  process.env.API_DATABASE_URL = server.databaseUrl ?? "";
}

export async function teardown() {
  await server?.stop();
}
