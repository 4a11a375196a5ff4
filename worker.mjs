// The job worker alone, without the web server (`npm run worker`): for deployments that run the
// web instances with JOBS_WORKER=off and one or more workers beside them (docs/deploying.md).
// Any number of workers may share the database: each job runs under its lease, once.
import { installGlobals } from "@remix-run/node";

installGlobals({ nativeFetch: true });

const build = await import("./build/index.js");
const worker = build.entry.module.startJobs();

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.log(`[jobs] ${signal}: finishing the job in hand, then stopping`);
    void worker.stop().then(() => process.exit(0));
  });
}
