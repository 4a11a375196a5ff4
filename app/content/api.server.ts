import { API_MSG, apiErrors, apiRoute, endpoint, noContent, ok, pageOf, pageQuery } from "~/api/api.server";
import { idParam, parseWith, unwrap } from "~/api/domain.server";
import { readMultipart, type FormFields } from "~/api/multipart.server";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { z } from "zod";
import { CONTENT_PAGE_SIZE, KINDS, type Channel, type ContentKind } from "./codes";
import { createContent, deleteContent, getContent, listContent, randomContent, updateContent, type ContentFields } from "./content.server";
import { uploadOf, type ContentUpload } from "./images.server";
import { contentItem } from "./api-shapes";
import { activeFlag } from "./schemas";
import { IMAGE_MSG } from "~/validation/images";
import { page } from "~/api/shapes";
import "~/validation/zod-openapi";

/**
 * /api/ads and /api/motivational (spec part 3 §7): the same calls for both channels, declared
 * once. Reads are for any signed-in caller (patients see active items only); writes are staff's.
 * Image items come as multipart (title, url, image), video items as JSON (title, url).
 */

/** Room for the fields and the multipart framing on top of the picture. */
const MAX_BODY = MAX_IMAGE_BYTES + 64 * 1024;

const bodyShape = z.object({
  kind: z.enum(KINDS, { errorMap: () => ({ message: API_MSG.oneOf(KINDS) }) }).optional(),
  is_active: activeFlag.optional(),
});

/** The bodies as the document shows them; readBody is what reads them (a video as JSON, an image as a form). */
const jsonBody = bodyShape.extend({ title: z.string().optional(), url: z.string().optional().describe("A video's address, or an image's link.") });
const formBody = jsonBody.extend({ image: z.unknown().openapi({ type: "string", format: "binary", description: "The picture: jpeg or png, at most 10 MB." }) });
const reads = { json: jsonBody, multipart: formBody };

interface Body {
  fields: ContentFields;
  kind: ContentKind | undefined;
  upload: ContentUpload | null;
  multipart: boolean;
}

async function readBody(request: Request): Promise<Body> {
  const type = request.headers.get("content-type") ?? "";
  let raw: FormFields | Record<string, unknown>;
  const multipart = type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded");
  if (multipart) raw = await readMultipart(request, MAX_BODY, IMAGE_MSG.tooLarge);
  else {
    const text = await request.text();
    try {
      raw = text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw apiErrors.parse(API_MSG.jsonParse);
    }
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw apiErrors.parse(API_MSG.expectedObject);
  }
  const flags = parseWith(bodyShape, { kind: raw.kind === "" ? undefined : raw.kind, is_active: raw.is_active === "" ? undefined : raw.is_active });
  const text = (v: unknown) => (v === undefined ? undefined : typeof v === "string" ? v : v === null ? "" : v);
  return {
    fields: { title: text(raw.title), url: text(raw.url), is_active: flags.is_active },
    kind: flags.kind,
    upload: uploadOf(raw.image),
    multipart,
  };
}

/** GET (list) and POST on /api/<channel>. */
export function channelListRoute(channel: Channel) {
  return apiRoute({
    GET: endpoint({
      auth: "user",
      summary: "Items, newest first",
      description: "Any signed-in caller; a patient only ever sees active items.",
      responses: { 200: page(contentItem) },
      query: pageQuery(CONTENT_PAGE_SIZE),
      handler: async ({ request, query, user }) => ok(pageOf(request, { ...(await listContent(user, channel, query)), ...query })),
    }),
    POST: endpoint({
      auth: "admin",
      summary: "Add an item (staff)",
      description:
        "JSON `{title, url}` for a video; multipart `title`, `url` (an optional link) and `image` for an image; `kind` (image/video) overrides the guess. `title` \"Required\"; a video's `url` \"Required\", \"Invalid url\" (ads: \"Not a YouTube Video Url\"); `image` \"Please select an image!\", \"Image name must be 100 or less\", \"Unsupported format! (type)\" (jpeg and png only, judged by content), \"Image is too large! The limit is 10 MB.\"",
      reads,
      responses: { 201: contentItem },
      handler: async ({ request, user }) => {
        const body = await readBody(request);
        // Multipart is an image, JSON a video, unless the body names its kind.
        const kind = body.kind ?? (body.multipart ? "image" : "video");
        const item = unwrap(await createContent(user, channel, kind, { ...body.fields, title: body.fields.title ?? "", url: body.fields.url ?? "" }, body.upload));
        return ok(item, 201);
      },
    }),
  });
}

/** GET, PUT (PATCH) and DELETE on /api/<channel>/{id}. */
export function channelItemRoute(channel: Channel) {
  const update = endpoint({
    auth: "admin",
    summary: "Change an item (staff)",
    description: "Any of `title`, `url`, `is_active` (the enable/disable toggle is `{is_active}` alone); multipart may carry a new `image`. What is left out stays.",
    reads,
    responses: { 200: contentItem },
    handler: async ({ request, params, user }) => {
      const id = idParam(params.id);
      const body = await readBody(request);
      return ok(unwrap(await updateContent(user, channel, id, body.fields, body.upload)));
    },
  });
  return apiRoute({
    GET: endpoint({
      auth: "user",
      summary: "One item",
      description: "An inactive item is not found for a patient.",
      responses: { 200: contentItem },
      handler: async ({ params, user }) => {
        const item = await getContent(user, channel, idParam(params.id));
        if (!item) throw apiErrors.notFound();
        return ok(item);
      },
    }),
    PUT: update,
    PATCH: update,
    DELETE: endpoint({
      auth: "admin",
      summary: "Delete an item (staff)",
      responses: { 204: null },
      handler: async ({ params, user }) => {
        unwrap(await deleteContent(user, channel, idParam(params.id)));
        return noContent();
      },
    }),
  });
}

/** GET /api/<channel>/random: one active item, or 404 when there is none. */
export function channelRandomRoute(channel: Channel) {
  return apiRoute({
    GET: endpoint({
      auth: "user",
      summary: "One active item at random",
      description: "Not found when none is active.",
      responses: { 200: contentItem },
      refuses: [404],
      handler: async ({ user }) => {
        const item = await randomContent(user, channel);
        if (!item) throw apiErrors.notFound();
        return ok(item);
      },
    }),
  });
}
