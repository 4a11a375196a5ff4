import { channelItemRoute } from "~/content/api.server";

/** GET, PUT and DELETE /api/ads/{id}/ (writes are staff only). */
export const { loader, action } = channelItemRoute("ad");
