// Report rendering: a five-analysis report (sample-report fixture: plans executed on 20,000 generated sales
// rows) rendered in every format, as the report Worker renders it (renderExport), warm (resvg's WebAssembly
// loaded once). Target: all formats together under 3 s on this machine. CSV, PNG and SVG are the whole report's
// zips (a file per analysis, an image per chart), JSON one file with a section per analysis.
import { performance } from "node:perf_hooks";
import type { ExportFormat } from "../app/lib/plans";
import { renderExport, type RenderAssets } from "../app/server/reports/render-report.server";
import { interWoff, interWoff2, resvgWasm } from "../tests/fixtures/export-assets";
import { sampleReport } from "../tests/fixtures/sample-report";

const FORMATS: ExportFormat[] = ["pdf", "pptx", "xlsx", "csv", "json", "png", "svg"];
const RUNS = 3;

export default async function bench(): Promise<void> {
  const assets: RenderAssets = {
    resvgWasm: resvgWasm(),
    imageFonts: [interWoff2(400), interWoff2(600)],
    documentFonts: { regular: [interWoff(400), interWoff(400, "latin-ext")], bold: [interWoff(600), interWoff(600, "latin-ext")] },
  };
  const report = await sampleReport();
  await renderExport(report, "png", async () => assets); // loads the WebAssembly once, as a warm Worker has

  console.log(`A ${report.sections.length}-analysis report (20,000 sales rows), median of ${RUNS} warm runs:`);
  let total = 0;
  for (const format of FORMATS) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const file = await renderExport(report, format, async () => assets, { wholeReport: true });
      times.push(performance.now() - started);
      bytes = file.bytes.byteLength;
    }
    const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    total += median;
    console.log(`  ${format.padEnd(5)} ${median.toFixed(0).padStart(6)} ms  ${(bytes / 1000).toFixed(1).padStart(6)} KB`);
  }
  console.log(`  all formats together: ${total.toFixed(0)} ms (target < 3,000 ms: ${total < 3000 ? "met" : "MISSED"})`);
}
