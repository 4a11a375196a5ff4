import { Zip, ZipPassThrough } from "fflate";

/**
 * The export's ZIP, written by fflate's streaming Zip (docs/decisions/0074, 0105). fflate pushes
 * its output through a callback; this turns it into chunks pulled one at a time, so an entry's
 * rows are read from the database only when the download has taken what came before them.
 * Entries are stored, as they always were (0105 says why not deflated); a stored entry's bytes
 * come out before `push` returns, so nothing is left waiting between two pulls.
 */

export interface ZipEntry {
  name: string;
  chunks: AsyncIterable<Uint8Array>;
}

export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, now = new Date()): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });
  const taken = () => {
    if (failure) throw failure;
    return ready.splice(0);
  };
  for await (const entry of entries) {
    const file = new ZipPassThrough(entry.name);
    file.mtime = now;
    zip.add(file);
    for await (const chunk of entry.chunks) {
      if (chunk.length === 0) continue;
      file.push(chunk);
      yield* taken();
    }
    file.push(new Uint8Array(0), true);
    yield* taken();
  }
  zip.end();
  yield* taken();
}
