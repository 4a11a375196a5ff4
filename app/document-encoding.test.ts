import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeDocument } from "./document-encoding.server";

const page = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Sign in to your portal</p>".repeat(200)}</body></html>`);
const encode = (acceptEncoding: string | null, opts: { method?: string; body?: Buffer<ArrayBuffer>; cacheControl?: string } = {}) => {
  const headers = new Headers(opts.cacheControl ? { "Cache-Control": opts.cacheControl } : {});
  const request = new Request("http://localhost/signin", { method: opts.method ?? "GET", headers: acceptEncoding === null ? {} : { "Accept-Encoding": acceptEncoding } });
  const body = encodeDocument(request, opts.body ?? page, headers);
  return { body, encoding: headers.get("content-encoding") };
};

describe("a rendered page's encoding", () => {
  it("is Brotli for a browser that accepts it, as the middleware prefers, and reads back as the page", () => {
    const { body, encoding } = encode("gzip, deflate, br, zstd");
    expect(encoding).toBe("br");
    expect(body.length).toBeLessThan(page.length / 5);
    expect(zlib.brotliDecompressSync(body).equals(page)).toBe(true);
  });

  it("is gzip or deflate for a client that accepts only that one", () => {
    const gzip = encode("gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(page)).toBe(true);
    const deflate = encode("deflate");
    expect(deflate.encoding).toBe("deflate");
    expect(zlib.inflateSync(deflate.body).equals(page)).toBe(true);
  });

  it("follows the client's weights: a refused encoding is never used", () => {
    expect(encode("br;q=0, gzip").encoding).toBe("gzip");
    expect(encode("gzip;q=0.5, deflate;q=1").encoding).toBe("deflate");
  });

  it("leaves the page as it is: no header, identity only, everything refused, HEAD, under 1 KB, no-transform", () => {
    for (const [accept, opts] of [
      [null, {}],
      ["identity", {}],
      ["br;q=0, gzip;q=0, deflate;q=0", {}],
      ["gzip, br", { method: "HEAD" }],
      ["gzip, br", { body: Buffer.from("<p>short</p>") }],
      ["gzip, br", { cacheControl: "private, no-transform" }],
    ] as const) {
      const body = opts && "body" in opts ? opts.body : page;
      const out = encode(accept, opts);
      expect(out.encoding, JSON.stringify([accept, opts])).toBeNull();
      expect(out.body.equals(body)).toBe(true);
    }
  });
});
