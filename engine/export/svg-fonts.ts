// A chart saved as SVG carries its font: Inter as @font-face data (WOFF2), so the file reads the same on a machine
// without Inter installed.
import { base64 } from "./base64";

/** `svg` with `fonts` (WOFF2 bytes by weight, e.g. 400 and 600) embedded for the family `family`. */
export function embedSvgFonts(svg: string, family: string, fonts: { weight: number; woff2: Uint8Array }[]): string {
  const open = svg.indexOf(">", svg.indexOf("<svg"));
  if (open < 0 || fonts.length === 0) return svg;
  const faces = fonts.map((f) => `@font-face{font-family:"${family}";font-weight:${f.weight};src:url(data:font/woff2;base64,${base64(f.woff2)}) format("woff2")}`).join("");
  return `${svg.slice(0, open + 1)}<defs><style>${faces}</style></defs>${svg.slice(open + 1)}`;
}
