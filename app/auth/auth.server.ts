import { redirect, type AppLoadContext } from "@remix-run/node";
import { isAdmin, isCareStaff, isStaff } from "~/domain/users";
import { paths } from "~/paths";
import { getSessionUser, type SessionUser } from "./users.server";
import { noteViewer, oncePerRequest } from "~/request-scope.server";
import { checkToken, tokenFromHeader } from "./jwt.server";
import { audit, auditEvent } from "~/security/audit.server";
import { clientOf } from "~/security/client.server";
import { redirectWithToast } from "~/toast/toast.server";
import { endSession, hasSessionCookie, readSession, startSession } from "./session.server";
import { message } from "~/i18n/languages";

/** Starts a fresh web session for the user; returns the Set-Cookie header. */
export function beginWebSession(user: SessionUser, request: Request, context: AppLoadContext) {
  return startSession(user.id, clientOf(request, context));
}

/**
 * Where a member lands when no page was asked for (signing in, opening / or a signed-out page):
 * care staff on their patients (issue 36), everyone else on /home. Unknown paths still go to
 * /home, as the spec says.
 */
export const landingOf = (user: SessionUser) => (isCareStaff(user) ? paths.patients() : paths.home());

export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  // Once per HTTP request, for the layout, the page and their guards alike (app/request-scope.server.ts).
  return oncePerRequest(`user:${request.headers.get("Cookie") ?? ""}`, async () => {
    const session = await readSession(request);
    if (!session) return null;
    const user = await getSessionUser(session.userId);
    if (user) noteViewer(user.id);
    return user;
  });
}

/**
 * Who fetches a file that is not a page (a private photo, a patient's upload): the mobile apps'
 * token, or else the web session. Null for neither, or a refused token (recorded by checkToken).
 */
export async function getFileViewer(request: Request): Promise<SessionUser | null> {
  const token = tokenFromHeader(request);
  if (!token) return getOptionalUser(request);
  const check = await checkToken(token);
  if (!check.ok) return null;
  noteViewer(check.user.id);
  return check.user;
}

export const SESSION_ENDED = message("common:toast.sessionEnded");

/**
 * The guard of the signed-in shell: no session → /signin (the cookie is cleared too). When a
 * session cookie was there but its session is gone (idle timeout, revoked), the member is told.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (user) return user;
  const clear = await endSession(request);
  const url = new URL(request.url);
  const back = request.method === "GET" ? `?redirectTo=${encodeURIComponent(url.pathname + url.search)}` : "";
  if (await hasSessionCookie(request)) {
    throw await redirectWithToast(`/signin${back}`, { type: "info", message: SESSION_ENDED }, { headers: { "Set-Cookie": clear } });
  }
  throw redirect(`/signin${back}`, { headers: { "Set-Cookie": clear } });
}

/** Staff-only screens. The spec sends a patient who reaches one to "/". */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdmin(user)) {
    await auditEvent("permission_denied", user.id, `${request.method} ${new URL(request.url).pathname}`.slice(0, 200));
    throw redirect("/");
  }
  return user;
}

/**
 * The care team's screens (issue 25): staff of either role; which patients they see is the care
 * area's rule. A patient who reaches one is sent to /home.
 */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isStaff(user)) {
    await auditEvent("permission_denied", user.id, `${request.method} ${new URL(request.url).pathname}`.slice(0, 200));
    throw redirect("/home");
  }
  return user;
}

/** Patient-only screens (My Food): staff are sent to their own equivalent. */
export async function requirePatient(request: Request, staffGoTo = "/home"): Promise<SessionUser> {
  const user = await requireUser(request);
  if (isAdmin(user)) throw redirect(staffGoTo);
  return user;
}

export async function signOut(request: Request, context: AppLoadContext, to = "/signin") {
  const session = await readSession(request);
  if (session) await audit("sign_out", { userId: session.userId, ...clientOf(request, context) });
  return redirect(to, { headers: { "Set-Cookie": await endSession(request) } });
}
