import { spawnSync } from "node:child_process";
import { findPgBin, startPgCluster } from "../tests/support/pg-cluster";

/**
 * `npm run test:pg` (the last step of `npm test`): the unit and API suites again, on PostgreSQL.
 * Starts a throwaway cluster (tests/support/pg-cluster.ts) when a PostgreSQL server binary is
 * installed (Debian's `postgresql`; .ci/run installs it) and says plainly when it is not. Extra
 * arguments go to vitest (`npm run test:pg -- --project api tests/api/foods.test.ts` runs the
 * file in both projects' runs; vitest finds it in one).
 */
const bin = findPgBin();
if (!bin) {
  console.log(
    "\n*** PostgreSQL run SKIPPED: no PostgreSQL server binary found (apt-get install postgresql, or set PG_BIN).\n" +
      "*** The unit and API suites ran on SQLite only.\n",
  );
  process.exit(process.env.REQUIRE_POSTGRES === "1" ? 1 : 0);
}

const cluster = await startPgCluster(bin);
let status = 0;
try {
  console.log(`PostgreSQL run: throwaway cluster ${cluster.adminUrl} (${bin})`);
  // The validating proxy has checked the same calls on SQLite (test:api); here the engine is what is tested.
  const env = { ...process.env, TEST_PG_ADMIN_URL: cluster.adminUrl, API_TEST_PORT: process.env.API_TEST_PORT ?? "3213", API_CONTRACT_PROXY: "off" };
  const extra = process.argv.slice(2);
  for (const project of ["unit", "api"]) {
    const run = spawnSync("npx", ["vitest", "run", "--project", project, ...extra], { stdio: "inherit", env });
    status ||= run.status ?? 1;
  }
} finally {
  await cluster.stop();
}
process.exit(status);
