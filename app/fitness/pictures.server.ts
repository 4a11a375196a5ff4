import { loadSharp } from "~/uploads/sharp.server";
import { writeImageFiles, type StoredFiles } from "~/uploads/image-store.server";
import type { UploadStorage } from "~/uploads/storage.server";

/**
 * Exercise pictures and video thumbnails, drawn here (a calm flat pictogram per kind of activity)
 * and stored the way uploads are (app/uploads/image-store.server.ts): the demo needs no network
 * and a video's thumbnail is never fetched from YouTube. Used by the seed and by the staff
 * editor when a video is added. No text is drawn, so no font is needed.
 */

interface Palette {
  bg: [string, string];
  ink: string;
  accent: string;
}

const PALETTES: Record<string, Palette> = {
  Walking: { bg: ["#e6f4f1", "#c9e8e1"], ink: "#0f6b63", accent: "#f2b705" },
  Running: { bg: ["#fdeee6", "#f7d3bf"], ink: "#b4531a", accent: "#0f6b63" },
  Cycling: { bg: ["#e8f1fb", "#cddff5"], ink: "#1d4f91", accent: "#f08a6c" },
  "Swimming & water": { bg: ["#e3f3fa", "#bfe3f2"], ink: "#0e6a8f", accent: "#ffffff" },
  Conditioning: { bg: ["#fbe9ec", "#f3cbd2"], ink: "#a3283f", accent: "#f2b705" },
  Strength: { bg: ["#eef0f3", "#d6dbe3"], ink: "#36465a", accent: "#12807a" },
  "Stretching & yoga": { bg: ["#f1ecf8", "#ddd0ef"], ink: "#5b3d8f", accent: "#7cbf6b" },
  Dancing: { bg: ["#fdf1f7", "#f6d3e6"], ink: "#a02a6b", accent: "#f2b705" },
  Sports: { bg: ["#eef7e6", "#d3ebc0"], ink: "#3d7a1f", accent: "#f2c14e" },
  "Home activities": { bg: ["#fbf4e6", "#f1e1bd"], ink: "#8a5a12", accent: "#12807a" },
  "Lawn & garden": { bg: ["#eaf5e4", "#cde8bf"], ink: "#2f7d4f", accent: "#b07a4f" },
  "Winter activities": { bg: ["#eef4fa", "#d5e4f2"], ink: "#2c5f8a", accent: "#9cc3e6" },
};

const FALLBACK: Palette = { bg: ["#eef8f6", "#d8f0ec"], ink: "#0f6b63", accent: "#f2b705" };

export const paletteOf = (category: string) => PALETTES[category] ?? FALLBACK;

const line = (attrs: string) => `<polyline fill="none" stroke-linecap="round" stroke-linejoin="round" ${attrs}/>`;

/** A pictogram in a 200 × 200 box, in the palette's ink. */
function pictogram(category: string, p: Palette): string {
  const s = `stroke="${p.ink}" stroke-width="11"`;
  const fill = `fill="${p.ink}"`;
  switch (category) {
    case "Walking":
      return `<circle cx="102" cy="38" r="16" ${fill}/>${line(`${s} points="100,60 96,110"`)}${line(`${s} points="78,96 98,72 122,92"`)}${line(`${s} points="78,160 96,110 118,158"`)}`;
    case "Running":
      return `<circle cx="112" cy="36" r="16" ${fill}/>${line(`${s} points="106,58 92,106"`)}${line(`${s} points="78,88 102,68 126,80 136,62"`)}${line(`${s} points="112,168 122,138 92,106 68,130 46,126"`)}`;
    case "Cycling":
      return `<circle cx="56" cy="132" r="32" fill="none" ${s}/><circle cx="146" cy="132" r="32" fill="none" ${s}/>${line(`${s} points="56,132 88,88 130,88 146,132"`)}${line(`${s} points="88,88 102,132 56,132"`)}${line(`${s} points="80,76 98,76"`)}${line(`${s} points="130,88 126,70 142,66"`)}`;
    case "Swimming & water":
      return `<circle cx="74" cy="88" r="15" ${fill}/>${line(`${s} points="92,100 132,78 162,92"`)}<path d="M18 124 q 20 -16 40 0 t 40 0 t 40 0 t 40 0" fill="none" ${s} stroke-linecap="round"/><path d="M18 156 q 20 -16 40 0 t 40 0 t 40 0 t 40 0" fill="none" ${s} stroke-linecap="round" opacity="0.55"/>`;
    case "Conditioning":
      return `<path d="M100 168 C 36 124, 26 70, 68 58 C 86 53, 97 64, 100 76 C 103 64, 114 53, 132 58 C 174 70, 164 124, 100 168 Z" ${fill}/>${line(`stroke="${p.accent}" stroke-width="9" points="34,112 72,112 84,90 98,134 110,100 118,112 166,112"`)}`;
    case "Strength":
      return `<rect x="58" y="94" width="84" height="12" rx="4" ${fill}/><rect x="34" y="66" width="18" height="68" rx="6" ${fill}/><rect x="54" y="78" width="12" height="44" rx="4" ${fill}/><rect x="134" y="78" width="12" height="44" rx="4" ${fill}/><rect x="148" y="66" width="18" height="68" rx="6" ${fill}/>`;
    case "Stretching & yoga":
      return `<circle cx="100" cy="46" r="15" ${fill}/>${line(`${s} points="100,66 100,116"`)}${line(`${s} points="58,26 100,74 142,26"`)}${line(`${s} points="100,116 100,172"`)}${line(`${s} points="100,116 126,132 102,146"`)}`;
    case "Dancing":
      return `<ellipse cx="66" cy="146" rx="20" ry="15" ${fill}/><ellipse cx="140" cy="130" rx="20" ry="15" ${fill}/>${line(`${s} points="84,144 84,56 158,40 158,128"`)}${line(`${s} points="84,76 158,60"`)}`;
    case "Sports":
      return `<circle cx="100" cy="100" r="52" ${fill}/><path d="M58 70 Q 100 100 58 130" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/><path d="M142 70 Q 100 100 142 130" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`;
    case "Home activities":
      return `<polygon points="34,102 100,46 166,102" ${fill}/><rect x="52" y="98" width="96" height="68" rx="4" ${fill}/><rect x="88" y="124" width="26" height="42" rx="3" fill="${p.accent}"/>`;
    case "Lawn & garden":
      return `${line(`${s} points="100,170 100,96"`)}<path d="M100 116 C 66 116 50 94 50 70 C 80 70 100 88 100 116 Z" ${fill}/><path d="M100 104 C 134 104 152 82 152 58 C 120 58 100 76 100 104 Z" ${fill}/>${line(`stroke="${p.accent}" stroke-width="9" points="46,172 154,172"`)}`;
    case "Winter activities":
      return [0, 60, 120]
        .map((deg) => `<g transform="rotate(${deg} 100 100)">${line(`${s} points="100,36 100,164"`)}${line(`${s} points="86,50 100,64 114,50"`)}${line(`${s} points="86,150 100,136 114,150"`)}</g>`)
        .join("");
    default:
      return `<circle cx="100" cy="100" r="48" ${fill}/>`;
  }
}

/** A deterministic pseudo-random sequence (decorations differ by variant, never by run). */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const hashOf = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

/** An exercise picture, 720 × 540: the kind of activity's pictogram on a soft background. */
export function exercisePictureSvg(category: string, variant: number): string {
  const p = paletteOf(category);
  const rand = rng(hashOf(category) + variant * 7919);
  const W = 720;
  const H = 540;
  const dots = Array.from({ length: 7 }, () => {
    const x = (rand() * W).toFixed(0);
    const y = (rand() * H).toFixed(0);
    return `<circle cx="${x}" cy="${y}" r="${(18 + rand() * 60).toFixed(0)}" fill="${p.ink}" fill-opacity="0.06"/>`;
  });
  const cx = W / 2 + (variant % 2 === 0 ? -60 : 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${dots.join("")}
  <circle cx="${cx}" cy="${H / 2}" r="185" fill="#ffffff" fill-opacity="0.7"/>
  <g transform="translate(${cx - 160} ${H / 2 - 160}) scale(1.6)">${pictogram(category, p)}</g>
</svg>`;
}

/** A video thumbnail, 640 × 360: the pictogram under a play button. */
export function videoThumbnailSvg(category: string, variant: number): string {
  const p = paletteOf(category);
  const W = 640;
  const H = 360;
  const x = variant % 2 === 0 ? 150 : W - 150;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.ink}"/><stop offset="1" stop-color="#10302d"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <g transform="translate(${x - 110} ${H / 2 - 110}) scale(1.1)" opacity="0.35">${pictogram(category, { ...p, ink: "#ffffff" })}</g>
  <circle cx="${W / 2}" cy="${H / 2}" r="46" fill="#ffffff" fill-opacity="0.92"/>
  <polygon points="${W / 2 - 14},${H / 2 - 22} ${W / 2 - 14},${H / 2 + 22} ${W / 2 + 24},${H / 2}" fill="${p.ink}"/>
</svg>`;
}

/** Renders an SVG and stores it with its renditions; returns the stored paths. */
export async function storeSvg(storage: UploadStorage, svg: string): Promise<StoredFiles> {
  const sharp = await loadSharp();
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
  return writeImageFiles(storage, jpeg, "jpeg");
}
