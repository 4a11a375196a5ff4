/**
 * Uploads are judged by their content, never by their name (docs/decisions/0021): the first
 * bytes say what a file is. Pure, so the rule is unit-tested and the browser can use it too.
 */

/** Spec part 2 §5: jpeg, jpg, png, gif, bmp. (jpg is jpeg's other name; the bytes are the same.) */
export const ALLOWED_IMAGE_TYPES = ["jpeg", "png", "gif", "bmp"] as const;
export type ImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

const startsWith = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** What the bytes are: one of the allowed types, another known type's name, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | "webp" | "tiff" | "svg" | "heic" | "avif" | "ico" | "pdf" | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 26 && ascii(bytes, 0, 2) === "BM") return "bmp";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    return brand.startsWith("avi") ? "avif" : "heic";
  }
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return "ico";
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  const head = ascii(bytes, 0, Math.min(bytes.length, 256)).trimStart().toLowerCase();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) return "svg";
  return null;
}

export const isAllowedImageType = (t: string | null): t is ImageType => t !== null && (ALLOWED_IMAGE_TYPES as readonly string[]).includes(t);

/**
 * The "(type)" of 'Unsupported format! (type)': what the content turned out to be, else the
 * file name's extension, else "unknown".
 */
export function unsupportedTypeLabel(bytes: Uint8Array, fileName: string): string {
  const sniffed = sniffImageType(bytes);
  if (sniffed) return sniffed;
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  // A name that claims an allowed type the bytes do not have: "(png)" would read as nonsense.
  if (!ext || ALLOWED_EXTENSIONS.has(ext)) return looksLikeText(bytes) ? "text" : "unknown";
  return ext;
}

const ALLOWED_EXTENSIONS = new Set(["jpeg", "jpg", "png", "gif", "bmp"]);

/** Printable ASCII/UTF-8 and whitespace only, in the first kilobyte. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  return head.length > 0 && head.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b !== 127));
}

export const CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  bmp: "image/bmp",
};
export const EXTENSIONS: Record<ImageType, string> = { jpeg: "jpg", png: "png", gif: "gif", bmp: "bmp" };

/** Where the uploads folder is served from (the route serving it sets long cache headers). */
export const UPLOADS_URL = "/uploads";
export const uploadUrl = (relativePath: string) => `${UPLOADS_URL}/${relativePath}`;
