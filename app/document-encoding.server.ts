import zlib from "node:zlib";
import Negotiator from "negotiator";

/**
 * A rendered page, compressed in one call for a browser that accepts it (issue 28,
 * docs/bench-log/page-throughput.md, seventh round).
 *
 * The compression middleware in server.mjs compresses every other answer (files, the API, data
 * requests) as a stream, because those are streams. A page is already one buffer (entry.server):
 * compressing it in one call costs 40-80 µs, through a zlib stream 180-200 µs plus the stream's
 * trips through the thread pool. The choice is the middleware's: the same encodings, preferred in
 * the same order (br, then gzip), at its settings (Brotli quality 4, gzip's default level), the
 * same 1 KB threshold, nothing for HEAD or under `Cache-Control: no-transform`. The middleware
 * sees the Content-Encoding and leaves the body alone; it (or, when the client asks for no
 * encoding, server.mjs) says the answer varies on Accept-Encoding.
 */
const SUPPORTED = ["br", "gzip", "deflate", "identity"];
const PREFERRED = ["br", "gzip"];
const THRESHOLD = 1024;
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

// negotiator takes the server's order of preference as a second argument (the middleware passes
// it); @types/negotiator 0.6 lists only the first.
type Encoding = (this: Negotiator, available: string[], preferred: string[]) => string | undefined;

export function encodeDocument(request: Request, body: Buffer<ArrayBuffer>, headers: Headers): Buffer<ArrayBuffer> {
  const accept = request.headers.get("accept-encoding");
  if (!accept || request.method === "HEAD" || body.byteLength < THRESHOLD) return body;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get("cache-control") ?? "")) return body;
  const negotiator = new Negotiator({ headers: { "accept-encoding": accept } });
  const method = (negotiator.encoding as Encoding).call(negotiator, SUPPORTED, PREFERRED);
  const encoded =
    method === "br" ? zlib.brotliCompressSync(body, BROTLI) : method === "gzip" ? zlib.gzipSync(body) : method === "deflate" ? zlib.deflateSync(body) : null;
  if (!encoded) return body;
  headers.set("Content-Encoding", method!);
  return encoded;
}
