import { env } from "~/env.server";
import { MultipartTooLarge, readMultipartForm } from "~/uploads/multipart.server";
import { API_MSG, apiErrors, fieldsOf, type FormFields } from "./api.server";

/**
 * Upload bodies with a ceiling. `apiRoute` reads bodies whole, which is right for JSON but not for
 * uploads: upload handlers read their form here instead. The body is held to `maxBytes` (a 413 by
 * Content-Length before a byte is read, or by counting while it arrives); its files are streamed
 * to disk as they arrive and its text fields to the bound of a JSON body
 * (app/uploads/multipart.server.ts, decision 0190), so memory stays bounded whatever is sent.
 * What a refused client still sends is dropped by the HTTP server once the 413 has gone out
 * (server.mjs, decision 0080), so the client reads the answer rather than a reset connection.
 */

export type { FormFields };

export async function readMultipart(request: Request, maxBytes: number, tooLarge: string): Promise<FormFields> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded")) {
    try {
      return fieldsOf(await request.formData());
    } catch {
      throw apiErrors.parse(API_MSG.malformedForm);
    }
  }
  if (!type.includes("multipart/form-data")) throw apiErrors.parse(API_MSG.expectedMultipart);
  try {
    return fieldsOf(await readMultipartForm(request, { fileBytes: maxBytes, fieldBytes: Math.min(maxBytes, env.BODY_LIMIT_BYTES), bodyBytes: maxBytes }));
  } catch (e) {
    if (e instanceof MultipartTooLarge) throw apiErrors.tooLarge(tooLarge);
    throw apiErrors.parse(API_MSG.malformedForm);
  }
}
