// `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line).
// Each module's default export prints its own table, with the reference measured in the same run.
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2).filter((a) => !a.startsWith("-"));
/** Run only when named: `big` streams a 1 GB file. */
const OPT_IN = new Set(["big.bench.ts"]);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => (only.length === 0 ? !OPT_IN.has(f) : only.some((o) => f.includes(o))))
  .sort();

for (const file of files) {
  console.log(`\n=== ${file.replace(/\.bench\.ts$/, "")} ===`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<void> };
  await mod.default();
}
