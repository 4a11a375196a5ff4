import { ApiError, apiErrors } from "./api.server";

/**
 * Multipart bodies with a ceiling. `apiRoute` reads bodies whole, which is right for JSON but
 * not for uploads: a client could send a gigabyte. Upload handlers read their form here instead,
 * refusing anything over `maxBytes` with a 413 (by Content-Length, or by counting while it
 * arrives), so memory stays bounded and the server keeps running. The rest of a refused body is
 * read and dropped, up to DRAIN_FACTOR × maxBytes, so the client gets to read the 413 instead of
 * a reset connection; beyond that the connection is simply closed.
 */

const DRAIN_FACTOR = 4;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, already: number, cap: number): Promise<void> {
  let total = already;
  try {
    while (total <= cap) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing to answer.
  }
}

export function payloadTooLarge(detail: string) {
  return new ApiError(413, { error_code: "PAYLOAD_TOO_LARGE", detail });
}

/** The form's fields: a repeated key gives a list, as `apiRoute` does for JSON-less bodies. */
export type FormFields = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

export async function readMultipart(request: Request, maxBytes: number, tooLarge: string): Promise<FormFields> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data") && !type.includes("application/x-www-form-urlencoded")) {
    throw apiErrors.parse("Expected a multipart/form-data body.");
  }
  const cap = maxBytes * DRAIN_FACTOR;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    if (Number.isFinite(declared) && declared > maxBytes) {
      if (declared <= cap) await drain(reader, 0, cap);
      else await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(tooLarge);
    }
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await drain(reader, total, cap);
        throw payloadTooLarge(tooLarge);
      }
      chunks.push(value);
    }
  }
  let form: FormData;
  try {
    form = await new Request(request.url, { method: "POST", headers: { "content-type": type }, body: Buffer.concat(chunks) }).formData();
  } catch {
    throw apiErrors.parse("Malformed form data.");
  }
  const out: FormFields = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}
