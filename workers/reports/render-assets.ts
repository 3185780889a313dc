// The renderers' files, bundled into the report Worker: resvg's WebAssembly (a compiled module) and Inter
// (WOFF2 for chart images, WOFF for the PDF's embedded text), as wrangler's Data modules.
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import interLatin400Woff from "@fontsource/inter/files/inter-latin-400-normal.woff";
import interLatin600Woff from "@fontsource/inter/files/inter-latin-600-normal.woff";
import interLatinExt400Woff from "@fontsource/inter/files/inter-latin-ext-400-normal.woff";
import interLatinExt600Woff from "@fontsource/inter/files/inter-latin-ext-600-normal.woff";
import interLatin400Woff2 from "@fontsource/inter/files/inter-latin-400-normal.woff2";
import interLatin600Woff2 from "@fontsource/inter/files/inter-latin-600-normal.woff2";
import type { RenderAssets } from "../../app/server/reports/render-report.server";

// Vite's client types (shared by the project) declare font imports as URLs; here wrangler's Data rule
// makes them the file's bytes.
const bytes = (data: unknown) => new Uint8Array(data as ArrayBuffer);

export const renderAssets: RenderAssets = {
  resvgWasm,
  imageFonts: [bytes(interLatin400Woff2), bytes(interLatin600Woff2)],
  documentFonts: {
    regular: [bytes(interLatin400Woff), bytes(interLatinExt400Woff)],
    bold: [bytes(interLatin600Woff), bytes(interLatinExt600Woff)],
  },
};
