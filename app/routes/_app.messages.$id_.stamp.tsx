import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { conversationStamp } from "~/messages/threads.server";
import { foundOr404 } from "~/page/outcome.server";

/**
 * /messages/{id}/stamp: what an open conversation's live check asks, on either side
 * (docs/decisions/0211): a stamp that changes with anything in the conversation, and nothing of
 * its content, so it is not a health read. Not theirs: 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const stamp = foundOr404(await conversationStamp(user, requireIdParam(params.id)));
  return Response.json({ stamp }, { headers: { "Cache-Control": "private, no-store" } });
}
