import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { finishRequestScope, runInRequestScope, type RequestScope } from "~/request-scope.server";
import { MultipartTooLarge, MultipartUnreadable, readMultipartForm, type MultipartBounds } from "./multipart.server";

const BOUNDARY = "----portal-test";
const MB = 1024 * 1024;
const roomy: MultipartBounds = { fileBytes: 8 * MB, fieldBytes: 64 * 1024, bodyBytes: Infinity };

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Uint8Array };

/** A multipart body, sent in 64 KB chunks as a socket would hand it over; `pulled` counts the chunks read. */
function multipart(parts: Part[], opts: { declare?: number; epilogue?: string } = {}) {
  const pieces: Uint8Array[] = [];
  const text = (s: string) => pieces.push(new TextEncoder().encode(s));
  for (const p of parts) {
    if ("value" in p) text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`);
    else {
      text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`);
      pieces.push(p.bytes);
      text("\r\n");
    }
  }
  text(`--${BOUNDARY}--\r\n${opts.epilogue ?? ""}`);
  const whole = Buffer.concat(pieces);
  const state = { pulled: 0, done: false };
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= whole.length) {
        state.done = true;
        return controller.close();
      }
      state.pulled++;
      controller.enqueue(whole.subarray(at, (at += 64 * 1024)));
    },
    // Nothing is pulled before someone reads.
  }, { highWaterMark: 0 });
  const headers: Record<string, string> = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
  if (opts.declare !== undefined) headers["content-length"] = String(opts.declare);
  const request = new Request("http://portal.test/upload", { method: "POST", headers, body, duplex: "half" } as RequestInit);
  return { request, state, size: whole.length };
}

const photo = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7) % 251);
const uploadsFolders = () => fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith(`portal-uploads-${process.pid}-`));
const filesIn = (folder: string) => fs.readdirSync(path.join(os.tmpdir(), folder));

/** Runs `fn` as the server runs a request, and ends the request as the server does once it has answered. */
async function asRequest<T>(fn: () => Promise<T>): Promise<{ value: T; scope: RequestScope }> {
  let scope!: RequestScope;
  const value = await runInRequestScope({ ip: "192.0.2.1", userAgent: "unit" }, (s) => {
    scope = s;
    return fn();
  });
  return { value, scope };
}

describe("multipart bodies: files streamed to disk, fields bounded (decision 0190)", () => {
  it("keeps a file part in a temporary file, not in memory, until the request has been answered", async () => {
    const bytes = photo(3 * MB + 17);
    const { request } = multipart([
      { name: "name", value: "Lunch plate" },
      { name: "photo_o", filename: "IMG_0001.JPG", type: "image/jpeg", bytes },
    ]);
    const { value: form, scope } = await asRequest(() => readMultipartForm(request, roomy));
    expect(form.get("name")).toBe("Lunch plate");
    const file = form.get("photo_o") as File;
    expect(file).toBeInstanceOf(File);
    expect({ name: file.name, type: file.type, size: file.size }).toEqual({ name: "IMG_0001.JPG", type: "image/jpeg", size: bytes.length });
    // On disk, in this process's folder, with exactly the bytes sent.
    const [folder] = uploadsFolders();
    const stored = filesIn(folder);
    expect(stored).toHaveLength(1);
    expect(fs.statSync(path.join(os.tmpdir(), folder, stored[0])).size).toBe(bytes.length);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    // The server ends the request once its answer is out: the file goes.
    finishRequestScope(scope);
    await expect.poll(() => filesIn(folder)).toEqual([]);
  });

  it("reads what follows the closing boundary, so the connection can serve the next request", async () => {
    const { request, state } = multipart([{ name: "title", value: "x" }], { epilogue: "\r\n" });
    await readMultipartForm(request, roomy);
    expect(state.done).toBe(true);
  });

  it("refuses a file past its bound by the field that carried it, keeping nothing of it", async () => {
    const { request } = multipart([{ name: "image", filename: "big.png", type: "image/png", bytes: photo(2 * MB + 1) }]);
    const err = await readMultipartForm(request, { ...roomy, fileBytes: 2 * MB }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MultipartTooLarge);
    expect(err).toMatchObject({ bound: "file", field: "image" });
    for (const folder of uploadsFolders()) expect(filesIn(folder)).toEqual([]);
  });

  it("holds the text fields together to their bound", async () => {
    const { request } = multipart([
      { name: "a", value: "x".repeat(40 * 1024) },
      { name: "b", value: "y".repeat(40 * 1024) },
    ]);
    await expect(readMultipartForm(request, roomy)).rejects.toMatchObject({ bound: "fields", field: "b" });
  });

  it("refuses a body past its bound while it arrives, and a declared one before reading a byte", async () => {
    const streamed = multipart([{ name: "image", filename: "a.png", type: "image/png", bytes: photo(3 * MB) }]);
    await expect(readMultipartForm(streamed.request, { ...roomy, bodyBytes: MB })).rejects.toMatchObject({ bound: "body" });
    // Stopped at the bound: the rest was never read (the server drops it after the answer).
    expect(streamed.state.pulled).toBeLessThan((3 * MB) / (64 * 1024) / 2);
    expect(streamed.state.done).toBe(false);

    const declared = multipart([{ name: "image", filename: "a.png", type: "image/png", bytes: photo(3 * MB) }], { declare: 3 * MB + 300 });
    await expect(readMultipartForm(declared.request, { ...roomy, bodyBytes: MB })).rejects.toMatchObject({ bound: "body" });
    expect(declared.state.pulled).toBe(0);
  });

  it("calls a body that is not multipart unreadable", async () => {
    const request = new Request("http://portal.test/upload", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, body: "not a form" });
    await expect(readMultipartForm(request, roomy)).rejects.toBeInstanceOf(MultipartUnreadable);
  });
});
