import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeBmp } from "./image-store.server";
import { isAllowedImageType, sniffImageType, unsupportedTypeLabel } from "./image-type";

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(40).fill(0)]);
const text = (s: string) => new TextEncoder().encode(s.padEnd(64, " "));

/** A 2×2 24-bit bottom-up BMP: red, green / blue, white. */
function tinyBmp(): Buffer {
  const stride = 8; // 2 px × 3 bytes, padded to 4
  const buf = Buffer.alloc(54 + stride * 2);
  buf.write("BM", 0, "ascii");
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(54, 10);
  buf.writeUInt32LE(40, 14);
  buf.writeInt32LE(2, 18);
  buf.writeInt32LE(2, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(24, 28);
  // Bottom row first (BGR): blue, white.
  Buffer.from([255, 0, 0, 255, 255, 255]).copy(buf, 54);
  // Top row: red, green.
  Buffer.from([0, 0, 255, 0, 255, 0]).copy(buf, 54 + stride);
  return buf;
}

describe("uploads are judged by content, not name (spec part 2 §5)", () => {
  it("recognises jpeg, png, gif and bmp by their first bytes", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#0a0" } }).png().toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const gif = await sharp(png).gif().toBuffer();
    expect(sniffImageType(png)).toBe("png");
    expect(sniffImageType(jpeg)).toBe("jpeg");
    expect(sniffImageType(gif)).toBe("gif");
    expect(sniffImageType(tinyBmp())).toBe("bmp");
    for (const t of ["png", "jpeg", "gif", "bmp"]) expect(isAllowedImageType(t)).toBe(true);
  });

  it("names what other content is, for 'Unsupported format! (type)'", async () => {
    const webp = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#00a" } }).webp().toBuffer();
    expect(sniffImageType(webp)).toBe("webp");
    expect(isAllowedImageType(sniffImageType(webp))).toBe(false);
    expect(sniffImageType(text("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBe("svg");
    expect(sniffImageType(text("%PDF-1.7"))).toBe("pdf");
    expect(sniffImageType(bytes(0x49, 0x49, 0x2a, 0x00))).toBe("tiff");
    // A text file named .jpg is not a jpeg.
    expect(sniffImageType(text("hello"))).toBeNull();
    expect(unsupportedTypeLabel(text("hello"), "photo.jpg")).toBe("text");
    expect(unsupportedTypeLabel(text("hello"), "notes")).toBe("text");
    expect(unsupportedTypeLabel(bytes(0x00, 0x01, 0x02), "photo.jpg")).toBe("unknown");
    expect(unsupportedTypeLabel(webp, "photo.png")).toBe("webp");
  });

  it("decodes an uncompressed BMP (sharp cannot) top row first", () => {
    const { data, width, height } = decodeBmp(tinyBmp());
    expect([width, height]).toEqual([2, 2]);
    expect([...data]).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]);
    const rle = tinyBmp();
    rle.writeUInt32LE(1, 30);
    expect(() => decodeBmp(rle)).toThrow(/unsupported/);
  });
});
