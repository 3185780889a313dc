// Public site benchmark: Lighthouse (mobile, default simulated throttling) on the production build served
// locally by `wrangler dev --local`, for / and /documentation, beside a trivial static page measured in the
// same run as the reference; plus the JavaScript the landing page loads, raw and gzip.
// Pages are measured through an HTTP/2 + TLS front (bench/http2-front.ts), as Cloudflare serves them; the
// landing page is also measured straight from wrangler dev (HTTP/1.1), for comparison.
// Targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, landing JS ≤ 150 KB gzip.
// `npm run bench web` (or `npm run bench:web`). Needs Debian's chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { WRANGLER_ENV } from "../scripts/wrangler-env.mjs";
import { startTestServer } from "../tests/setup/e2e-server.mjs";
import { startHttp2Front } from "./http2-front";
import { ROOT, testBuildPaths, type TestBuild } from "../tests/setup/test-build.mjs";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// STACK.md: the flags measured to work on these machines.
const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
// The HTTP/2 front's certificate is self-signed.
const CHROME_FLAGS_TLS = `${CHROME_FLAGS} --ignore-certificate-errors`;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 };
const JS_GZIP_TARGET_KB = 150;

type Scores = Record<(typeof CATEGORIES)[number], number>;

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url: string; resourceType?: string }[] } }>;
}

/** Runs the Lighthouse CLI. Asynchronous on purpose: the reference page is served from this very process. */
async function lighthouse(url: string, outDir: string, chromeFlags = CHROME_FLAGS_TLS): Promise<LighthouseReport> {
  const out = path.join(outDir, `lh-${Date.now()}.json`);
  const args = [
    "lighthouse",
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${chromeFlags}`,
  ];
  const child = spawn("npx", args, { cwd: ROOT, env: { ...process.env, CHROME_PATH }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`lighthouse ${url} failed (exit ${code}):\n${output}`);
  return JSON.parse(readFileSync(out, "utf8")) as LighthouseReport;
}

function scoresOf(report: LighthouseReport): Scores {
  return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Scores;
}

/** Every script the page loaded (from Lighthouse's network log), fetched again and gzipped (level 6, as CDNs serve it). */
async function scriptSizes(report: LighthouseReport, origin: string): Promise<{ files: number; rawKb: number; gzipKb: number; largest: string[] }> {
  const urls = [...new Set((report.audits["network-requests"]?.details?.items ?? []).filter((i) => i.resourceType === "Script").map((i) => i.url))];
  let raw = 0;
  let gz = 0;
  const sizes: [string, number][] = [];
  for (const url of urls) {
    // Fetched from the plain origin (Node's fetch would refuse the front's self-signed certificate).
    const { pathname, search } = new URL(url);
    const bytes = new Uint8Array(await (await fetch(`${origin}${pathname}${search}`)).arrayBuffer());
    const zipped = gzipSync(bytes, { level: 6 }).byteLength;
    raw += bytes.byteLength;
    gz += zipped;
    sizes.push([new URL(url).pathname.split("/").pop() ?? url, zipped]);
  }
  const largest = sizes
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`);
  return { files: urls.length, rawKb: raw / 1024, gzipKb: gz / 1024, largest };
}

/** The reference: a trivial, well-formed static page (what a perfect score looks like on this machine today). */
async function referenceServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title><meta name="description" content="A trivial static page used as the Lighthouse reference.">
<link rel="icon" href="data:,"></head><body><main><h1>Reference</h1><p>A trivial page.</p></main></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === "/robots.txt") {
      res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A production build (no test-only routes), frozen in a private directory under the shared build lock. */
function productionBuild(): TestBuild {
  const dir = mkdtempSync(path.join(tmpdir(), "insightlab-web-bench-"));
  const env = { ...WRANGLER_ENV };
  delete env.INSIGHTLAB_TEST_ROUTES;
  const r = spawnSync("flock", ["/tmp/insightlab-build.lock", process.execPath, path.join(ROOT, "tests/setup/test-build.mjs"), "--build-into", dir], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`Production build failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  return { ...testBuildPaths(dir), owned: true };
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const fmt = (s: Scores) => CATEGORIES.map((c) => pad(s[c], 15)).join("");

export default async function webBench() {
  console.log("▸ Building the production app under the build lock…");
  const build = productionBuild();
  const server = await startTestServer(build);
  const front = await startHttp2Front(server.baseURL);
  const reference = await referenceServer();
  const referenceFront = await startHttp2Front(reference.url);
  const outDir = mkdtempSync(path.join(tmpdir(), "insightlab-lighthouse-"));
  try {
    const ref = scoresOf(await lighthouse(`${referenceFront.url}/`, outDir));
    const landingReport = await lighthouse(`${front.url}/`, outDir);
    const landing = scoresOf(landingReport);
    const docs = scoresOf(await lighthouse(`${front.url}/documentation`, outDir));
    const landingHttp1 = scoresOf(await lighthouse(`${server.baseURL}/`, outDir, CHROME_FLAGS));
    const js = await scriptSizes(landingReport, server.baseURL);
    const lcp = landingReport.audits["largest-contentful-paint"]?.numericValue ?? NaN;
    const tbt = landingReport.audits["total-blocking-time"]?.numericValue ?? NaN;
    const cls = landingReport.audits["cumulative-layout-shift"]?.numericValue ?? NaN;

    console.log("\nLighthouse, mobile (simulated throttling), HTTP/2 + TLS as on Cloudflare");
    console.log(`${pad("page", 22)}${CATEGORIES.map((c) => pad(c, 15)).join("")}`);
    console.log(`${pad("reference (static)", 22)}${fmt(ref)}`);
    console.log(`${pad("/", 22)}${fmt(landing)}`);
    console.log(`${pad("/documentation", 22)}${fmt(docs)}`);
    console.log(`${pad("/ over HTTP/1.1", 22)}${fmt(landingHttp1)}  (wrangler dev directly: six connections, no TLS)`);
    console.log(`${pad("/ ÷ reference", 22)}${CATEGORIES.map((c) => pad((landing[c] / Math.max(ref[c], 1)).toFixed(2), 15)).join("")}`);
    console.log(`${pad("target", 22)}${CATEGORIES.map((c) => pad(`${c === "performance" || c === "best-practices" ? "≥ " : ""}${TARGETS[c]}`, 15)).join("")}`);
    console.log(`\n/ LCP ${(lcp / 1000).toFixed(2)} s · TBT ${Math.round(tbt)} ms · CLS ${cls.toFixed(3)}`);
    console.log(
      `Landing JavaScript: ${js.files} files, ${js.rawKb.toFixed(1)} KB raw, ${js.gzipKb.toFixed(1)} KB gzip (target ≤ ${JS_GZIP_TARGET_KB} KB gzip; ${(js.gzipKb / JS_GZIP_TARGET_KB).toFixed(2)} of budget)`,
    );
    console.log(`  largest (gzip): ${js.largest.join(", ")}`);
    const lcpElement = (landingReport.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 120)}`);
    const misses = [
      ...CATEGORIES.filter((c) => landing[c] < TARGETS[c]).map((c) => `/ ${c} ${landing[c]} < ${TARGETS[c]}`),
      ...(js.gzipKb > JS_GZIP_TARGET_KB ? [`landing JS ${js.gzipKb.toFixed(1)} KB gzip > ${JS_GZIP_TARGET_KB}`] : []),
    ];
    console.log(misses.length ? `Targets missed: ${misses.join("; ")}` : "All targets met.");
  } finally {
    await referenceFront.close();
    await reference.close();
    await front.close();
    await server.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(build.dir, { recursive: true, force: true });
  }
}
