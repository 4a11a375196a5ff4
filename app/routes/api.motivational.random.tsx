import { channelRandomRoute } from "~/content/api.server";

/** GET /api/motivational/random/: one active item at random (404 when none is active). */
export const { loader, action } = channelRandomRoute("motivational");
