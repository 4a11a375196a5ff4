import type { Viewer } from "~/domain/outcome";
import { TEST_SECRETS } from "./secrets";

/**
 * The app's own domain modules in a test, against a real database: the unit suite's (set up by
 * tests/support/unit-setup.ts before any worker starts), or the database of the server a browser
 * test drives (the same SQLite file, WAL mode). Never a mock of our storage.
 */

/**
 * The app's modules for the portal in `dataDir`. They read DATA_DIR once, when first imported, so
 * it is set before `modules` imports them; a second call for the same portal reuses the first.
 *
 *   const domain = () => loadDomain(serverDataDir(), async () => ({ activity: await import("~/fitness/activity.server") }));
 */
export function loadDomain<T>(dataDir: string, modules: () => Promise<T>): Promise<T> {
  process.env.DATA_DIR = dataDir;
  // The test server's own secrets, whatever the shell exported: a token signed here must verify there.
  Object.assign(process.env, TEST_SECRETS);
  return modules();
}

/** The viewer a member's session gives the domain functions (their id, role and clinic's time zone). */
export async function viewerOf(email: string): Promise<Viewer> {
  const [{ db }, { getSessionUser }] = await Promise.all([import("~/db/db.server"), import("~/auth/users.server")]);
  const { id } = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const user = await getSessionUser(id);
  if (!user) throw new Error(`${email} cannot sign in`);
  return { id: user.id, user_type: user.user_type, staff_role: user.staff_role, time_zone: user.time_zone };
}
