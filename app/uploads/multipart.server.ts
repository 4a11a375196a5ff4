import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { whenRequestEnds } from "~/request-scope.server";

/**
 * The one reader of multipart bodies (issue 36 §22): page forms (app/page/form.server.ts) and the
 * API's uploads (app/api/multipart.server.ts) both read here.
 *
 * A file part is streamed to a temporary file as it arrives, never gathered in memory: the form
 * then holds a File backed by that file (fs.openAsBlob), read only by whoever reads it (an image
 * check reads the one accepted picture). Text fields are kept in memory, all of them together no
 * more than `fieldBytes`. Before this, ten concurrent 200 MB uploads each held up to 10–14 MB of
 * chunks until the next garbage collection, and malloc kept most of those pages afterwards
 * (docs/decisions/0190-every-cache-bounded-by-size.md).
 *
 * The temporary files live in a folder of this process under the system's temporary folder
 * (TMPDIR), and each is removed when its request has been answered (server.mjs finishes the
 * request's scope), or, outside a request (unit tests, scripts), when the process exits. A
 * folder left by a process that was killed is removed by the next process that uploads.
 */

export interface MultipartBounds {
  /** Most bytes of one file part. */
  fileBytes: number;
  /** Most bytes of all the text fields together. */
  fieldBytes: number;
  /** Most bytes of the whole body (Infinity: the HTTP server's bound alone, docs/decisions/0080). */
  bodyBytes: number;
}

/** A body over one of its bounds: which (`file` names the field of the file part), and where. */
export class MultipartTooLarge extends Error {
  constructor(
    readonly bound: "file" | "fields" | "body",
    readonly field: string,
  ) {
    super(`multipart body: ${bound} over its bound${field ? ` (${field})` : ""}`);
  }
}

/** A body that is not well-formed multipart form data. */
export class MultipartUnreadable extends Error {}

const PREFIX = "portal-uploads-";
let folder: string | null = null;

/** This process's folder of temporary uploads, made with the first upload. */
function uploadsFolder(): string {
  if (folder) return folder;
  removeFoldersOfDeadProcesses();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
  const made = folder;
  process.once("exit", () => fs.rmSync(made, { recursive: true, force: true }));
  return made;
}

function removeFoldersOfDeadProcesses() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^portal-uploads-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ESRCH") fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

function removeLater(file: string) {
  const remove = () => fs.rm(file, { force: true }, () => undefined);
  // Outside a request the process's folder goes when it exits.
  whenRequestEnds(remove);
}

/** Streams one file part to a temporary file; the File the form holds reads it from there. */
async function fileToDisk(part: Parameters<UploadHandler>[0], fileBytes: number): Promise<File> {
  const file = path.join(uploadsFolder(), crypto.randomBytes(12).toString("hex"));
  let size = 0;
  const counted = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      size += chunk.byteLength;
      done(size > fileBytes ? new MultipartTooLarge("file", part.name) : null, chunk);
    },
  });
  try {
    await pipeline(Readable.from(part.data), counted, fs.createWriteStream(file, { flags: "wx", mode: 0o600 }));
  } catch (e) {
    fs.rmSync(file, { force: true });
    throw e;
  }
  removeLater(file);
  const type = part.contentType || "application/octet-stream";
  return new File([await fs.openAsBlob(file, { type })], part.filename ?? "", { type });
}

/**
 * The body, counted as it passes: past `bodyBytes` the count errors this stream only. The
 * request's own stream is left paused, never cancelled (cancelling it would close the
 * connection before the 413 is written); the HTTP server drops what is still on its way once
 * the answer has gone out (server.mjs). `rest()` reads what the parser left after the closing
 * boundary; `opening` is the body's first bytes.
 */
function countedBody(body: ReadableStream<Uint8Array>, bodyBytes: number) {
  const reader = body.getReader();
  let total = 0;
  let opening = "";
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > bodyBytes) {
        reader.releaseLock();
        controller.error(new MultipartTooLarge("body", ""));
        return;
      }
      if (opening.length < 80) opening += Buffer.from(value.subarray(0, 80)).toString("latin1");
      controller.enqueue(value);
    },
  });
  const rest = async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // Over its bound (the lock is gone), or the client went: nothing of the form is lost.
    }
  };
  return { stream, rest, opening: () => opening };
}

/**
 * Reads a multipart/form-data body within its bounds: file parts to temporary files, text fields
 * in memory. Throws MultipartTooLarge (a declared length over `bodyBytes` before a byte is read)
 * or MultipartUnreadable.
 */
export async function readMultipartForm(request: Request, bounds: MultipartBounds): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > bounds.bodyBytes) throw new MultipartTooLarge("body", "");
  const type = request.headers.get("content-type") ?? "";
  const boundary = /;\s*boundary=([^;]+)/i.exec(type)?.[1]?.replace(/^"|"$/g, "");
  if (!request.body || !boundary) throw new MultipartUnreadable("no body or no boundary");
  const body = countedBody(request.body, bounds.bodyBytes);
  const counted = new Request(request.url, { method: "POST", headers: { "content-type": type }, body: body.stream, duplex: "half" } as RequestInit);
  let fieldBytes = 0;
  let parts = 0;
  const handler: UploadHandler = async (part) => {
    parts++;
    if (part.filename !== undefined) return fileToDisk(part, bounds.fileBytes);
    const chunks: Uint8Array[] = [];
    for await (const chunk of part.data) {
      fieldBytes += chunk.byteLength;
      if (fieldBytes > bounds.fieldBytes) throw new MultipartTooLarge("fields", part.name);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
  };
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(counted, handler);
  } catch (e) {
    if (e instanceof MultipartTooLarge) throw e;
    throw new MultipartUnreadable(e instanceof Error ? e.message : String(e));
  }
  // The parser finds nothing in a body that never opens with the boundary: that is no form.
  if (parts === 0 && !body.opening().replace(/^(\r\n)+/, "").startsWith(`--${boundary}`)) throw new MultipartUnreadable("no opening boundary");
  // The parser stops at the closing boundary; what follows it (a line break, an epilogue) is
  // read too, so the request is complete and its keep-alive connection serves the next one.
  await body.rest();
  return form;
}
