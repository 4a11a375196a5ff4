import { encode } from "uqr";

/**
 * A QR code as SVG, made on the server (uqr: a small, dependency-free encoder). One path of
 * horizontal runs keeps it small; a quiet zone of four modules, as the standard asks, so phones
 * read it from paper. Error correction M survives a crease or a smudge.
 */
export function qrSvg(text: string, opts: { label: string; border?: number } = { label: "QR code" }): string {
  const border = opts.border ?? 4;
  const { data, size } = encode(text, { ecc: "M", border: 0 });
  const total = size + border * 2;
  let d = "";
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      d += `M${start + border} ${y + border}h${x - start}v1h-${x - start}z`;
    }
  });
  const label = opts.label.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges" role="img" aria-label="${label}"><rect width="${total}" height="${total}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
}

/** The modules of a code (for tests and for anyone drawing it another way). */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 0 }).data;
}
