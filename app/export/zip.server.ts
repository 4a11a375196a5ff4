import { crc32 } from "node:zlib";

/**
 * A streaming ZIP writer (docs/decisions/0074): entries are written as their bytes arrive, each
 * with a data descriptor after it (sizes and CRC are only known at the end), and the central
 * directory closes the archive. Entries are stored, not compressed: the export stays streamed
 * without a second pipeline per file, and CSV of a patient's two years is a few megabytes.
 * ZIP64 is not needed below 4 GB per archive.
 */

export interface ZipEntry {
  name: string;
  chunks: AsyncIterable<Uint8Array>;
}

const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;

function dosDateTime(d: Date): { time: number; date: number } {
  const time = (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2);
  const date = ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate();
  return { time, date };
}

export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, now = new Date()): AsyncGenerator<Uint8Array> {
  const { time, date } = dosDateTime(now);
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 6);
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // CRC and sizes are zero here: the data descriptor carries them.
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    const localOffset = offset;
    yield header;
    yield name;
    offset += header.length + name.length;
    let crc = 0;
    let size = 0;
    for await (const chunk of entry.chunks) {
      if (chunk.length === 0) continue;
      crc = crc32(chunk, crc);
      size += chunk.length;
      yield chunk;
    }
    offset += size;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += descriptor.length;

    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4); // made by
    dir.writeUInt16LE(20, 6); // needed
    dir.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 8);
    dir.writeUInt16LE(0, 10);
    dir.writeUInt16LE(time, 12);
    dir.writeUInt16LE(date, 14);
    dir.writeUInt32LE(crc >>> 0, 16);
    dir.writeUInt32LE(size, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(localOffset, 42);
    central.push(dir, name);
    count += 1;
  }
  const centralStart = offset;
  let centralSize = 0;
  for (const part of central) {
    centralSize += part.length;
    yield part;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralStart, 16);
  yield end;
}
