import crypto from "node:crypto";
import path from "node:path";
import type { Sharp } from "sharp";
import { loadSharp } from "./sharp.server";
import type { UploadStorage } from "./storage.server";
import { CONTENT_TYPES, EXTENSIONS, type ImageType } from "./image-type";

/**
 * Image files on disk (docs/decisions/0021-images-storage-and-resizing.md): the original as
 * uploaded (photo_o) and three JPEG renditions beside it (photo_l, photo_m, photo_s), named by a
 * hash of the content under `images/` of an UploadStorage (app/uploads/storage.server.ts). Free
 * of database and env imports so the seed can use it with a folder of its own.
 */

/** Longest side of each rendition, in pixels. Never enlarged. */
export const PHOTO_SIZES = { l: 1280, m: 640, s: 320 } as const;
const JPEG_QUALITY = 82;
/** Decoding stops here: a small file that claims to be enormous (a "pixel bomb") is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredFiles {
  photo_o: string;
  photo_l: string;
  photo_m: string;
  photo_s: string;
}

export const uploadsDirOf = (dataDir: string) => path.join(dataDir, "uploads");

/** An image's content key: the first 20 hex digits of its SHA-256, which its file names carry. */
export const contentKeyOf = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 20);

/** The content key in a stored file's path (`images/ab/<key>_o.jpg`), or null. */
export function contentKeyOfPath(rel: string): string | null {
  return /^images\/([0-9a-f]{2})\/(\1[0-9a-f]{18})_/.exec(rel)?.[2] ?? null;
}

/**
 * sharp (libvips) reads JPEG, PNG and GIF but not BMP. A BMP is decoded here: uncompressed 24-
 * and 32-bit images, bottom-up or top-down, which is what cameras, Paint and screenshots save.
 * Anything else throws, and the upload is refused as unreadable.
 */
export function decodeBmp(buf: Buffer): { data: Buffer; width: number; height: number; channels: 3 } {
  const dataOffset = buf.readUInt32LE(10);
  const headerSize = buf.readUInt32LE(14);
  if (headerSize < 40) throw new Error("unsupported BMP header");
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bpp = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  // 0 = BI_RGB; 3 = BI_BITFIELDS, accepted for 32-bit files with the usual BGRA masks.
  if (!(compression === 0 || (compression === 3 && bpp === 32)) || (bpp !== 24 && bpp !== 32)) throw new Error("unsupported BMP encoding");
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0 || width * height > MAX_INPUT_PIXELS) throw new Error("unsupported BMP size");
  const bytesPerPixel = bpp / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (dataOffset + stride * height > buf.length) throw new Error("truncated BMP");
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const srcRow = rawHeight > 0 ? height - 1 - y : y;
    let src = dataOffset + srcRow * stride;
    let dst = y * width * 3;
    for (let x = 0; x < width; x++) {
      out[dst] = buf[src + 2];
      out[dst + 1] = buf[src + 1];
      out[dst + 2] = buf[src];
      src += bytesPerPixel;
      dst += 3;
    }
  }
  return { data: out, width, height, channels: 3 };
}

async function decoder(bytes: Buffer, type: ImageType): Promise<Sharp> {
  const sharp = await loadSharp();
  if (type === "bmp") {
    const bmp = decodeBmp(bytes);
    return sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: bmp.channels } });
  }
  // The first frame of an animated GIF; EXIF orientation applied.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

/**
 * Writes the original and its renditions; returns their keys in `storage`.
 * Throws when the content cannot be decoded (the caller reports it as unreadable).
 */
export async function writeImageFiles(storage: UploadStorage, bytes: Buffer, type: ImageType): Promise<StoredFiles> {
  const hash = contentKeyOf(bytes);
  const rel = (suffix: string) => path.posix.join("images", hash.slice(0, 2), `${hash}_${suffix}`);
  // Decoded once; each rendition works on a clone of the pipeline.
  const source = await decoder(bytes, type);
  const renditions = await Promise.all(
    (Object.entries(PHOTO_SIZES) as [keyof typeof PHOTO_SIZES, number][]).map(async ([size, px]) => ({
      size,
      data: await source
        .clone()
        .resize(px, px, { fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer(),
    })),
  );
  const files: StoredFiles = {
    photo_o: rel(`o.${EXTENSIONS[type]}`),
    photo_l: rel("l.jpg"),
    photo_m: rel("m.jpg"),
    photo_s: rel("s.jpg"),
  };
  // Renditions first: a row naming the original is only written after all four are stored.
  await Promise.all(renditions.map((r) => storage.put(files[`photo_${r.size}`], r.data, "image/jpeg")));
  await storage.put(files.photo_o, bytes, CONTENT_TYPES[type]);
  return files;
}
