import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { zipStream } from "./zip.server";

const CHUNKS = 200;
const CHUNK_BYTES = 4096;

/** Chunks that do not compress (random bytes), counting how many were pulled. */
function source(seed: Buffer, pulled: { n: number }) {
  return {
    async *[Symbol.asyncIterator]() {
      for (let i = 0; i < CHUNKS; i++) {
        pulled.n += 1;
        yield seed.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
      }
    },
  };
}

describe("zipStream", () => {
  it("hands out the archive while the entries are still being read", async () => {
    const pulled = { n: 0 };
    const zip = zipStream([{ name: "big.csv", chunks: source(randomBytes(CHUNKS * CHUNK_BYTES), pulled) }]);
    const first = await zip.next();
    expect(first.done).toBe(false);
    expect(pulled.n).toBeLessThan(CHUNKS);
    await zip.return(undefined);
  });

  it("writes an archive Debian's unzip tests clean and reads back byte for byte", async () => {
    const big = randomBytes(CHUNKS * CHUNK_BYTES);
    const text = "id,note\r\n1,\"café, crème\"\r\n";
    const out: Uint8Array[] = [];
    for await (const chunk of zipStream([
      { name: "big.bin", chunks: source(big, { n: 0 }) },
      { name: "empty.csv", chunks: (async function* () {})() },
      { name: "notes.csv", chunks: (async function* () { yield new TextEncoder().encode(text); })() },
    ]))
      out.push(chunk);
    const dir = mkdtempSync(path.join(tmpdir(), "zip-test-"));
    try {
      const file = path.join(dir, "t.zip");
      writeFileSync(file, Buffer.concat(out));
      expect(execFileSync("unzip", ["-t", file], { encoding: "utf8" })).toMatch(/No errors detected/);
      expect(execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).split("\n").filter(Boolean)).toEqual(["big.bin", "empty.csv", "notes.csv"]);
      expect(execFileSync("unzip", ["-p", file, "big.bin"], { maxBuffer: 8 * 1024 * 1024 }).equals(big)).toBe(true);
      expect(execFileSync("unzip", ["-p", file, "empty.csv"]).length).toBe(0);
      expect(execFileSync("unzip", ["-p", file, "notes.csv"], { encoding: "utf8" })).toBe(text);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
