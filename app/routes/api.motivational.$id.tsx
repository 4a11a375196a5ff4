import { channelItemRoute } from "~/content/api.server";

/** GET, PUT and DELETE /api/motivational/{id}/ (writes are staff only). */
export const { loader, action } = channelItemRoute("motivational");
