import type { TestProject } from "vitest/node";
import { startTestServer, type RunningServer } from "./server";

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startTestServer(Number(process.env.API_TEST_PORT ?? 3211));
  project.provide("apiUrl", server.url);
  project.provide("dataDir", server.dataDir);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    apiUrl: string;
    dataDir: string;
  }
}
