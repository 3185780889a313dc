// SVG to PNG with resvg (WebAssembly), for chart images in PDF reports and PNG downloads. The caller
// supplies the .wasm (workerd: `import wasm from "@resvg/resvg-wasm/index_bg.wasm"`; Node: the file's
// bytes) and the font bytes: resvg draws no text without a font, and the engine reads no files.
import { initWasm, Resvg } from "@resvg/resvg-wasm";

let ready: Promise<void> | undefined;

/** Loads resvg's WebAssembly once per isolate; later calls return the same promise. */
export function initSvgRenderer(wasm: WebAssembly.Module | BufferSource): Promise<void> {
  ready ??= initWasm(wasm).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

export interface PngOptions {
  /** Pixels per SVG unit: 2 for images that stay crisp on high-density screens and in print. Default 2. */
  scale?: number;
  /** Font files (TTF, OTF or WOFF2); the first one's family is used wherever the SVG names an unknown family. */
  fonts: Uint8Array[];
  /** Family the SVG's "sans-serif" and unnamed text map to. Default "Inter". */
  family?: string;
}

export interface PngImage {
  png: Uint8Array;
  width: number;
  height: number;
}

/** Rasterises an SVG document. Call `initSvgRenderer` first. */
export async function svgToPng(svg: string, { scale = 2, fonts, family = "Inter" }: PngOptions): Promise<PngImage> {
  if (!ready) throw new Error("svgToPng: call initSvgRenderer(wasm) once before rendering.");
  await ready;
  const resvg = new Resvg(svg, {
    fitTo: { mode: "zoom", value: scale },
    font: { fontBuffers: fonts, defaultFontFamily: family, sansSerifFamily: family, loadSystemFonts: false } as never,
  });
  try {
    const image = resvg.render();
    try {
      return { png: image.asPng(), width: image.width, height: image.height };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
