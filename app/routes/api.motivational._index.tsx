import { channelListRoute } from "~/content/api.server";

/** GET /api/motivational/ (a page of 20; patients see active items only) and POST /api/motivational/ (staff). */
export const { loader, action } = channelListRoute("motivational");
