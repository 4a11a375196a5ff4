import { channelListRoute } from "~/content/api.server";

/** GET /api/ads/ (a page of 20; patients see active items only) and POST /api/ads/ (staff). */
export const { loader, action } = channelListRoute("ad");
