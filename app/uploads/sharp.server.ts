import type sharpFn from "sharp";

let loading: Promise<typeof sharpFn> | null = null;

/**
 * sharp (libvips) adds some 28 MB to the server's resident memory the moment it is loaded, so it
 * is loaded on the first picture the server handles, not at start (issue 15): most requests never
 * touch a picture.
 */
export function loadSharp(): Promise<typeof sharpFn> {
  loading ??= import("sharp").then((m) => m.default);
  return loading;
}
