// `node scripts/readme-screenshot.mjs [path] [out.png]`: serves a fresh test build like the browser tests do
// and saves a Chromium screenshot of the page (default: the landing page → docs/screenshot.png) for the README.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { startTestServer } from "../tests/setup/e2e-server.mjs";
import { prepareTestBuild, removeTestBuild, ROOT } from "../tests/setup/test-build.mjs";

const CHROMIUM_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];
const pagePath = process.argv[2] ?? "/";
const out = path.resolve(ROOT, process.argv[3] ?? "docs/screenshot.png");

const build = prepareTestBuild();
let server;
let browser;
try {
  server = await startTestServer(build);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: "light", reducedMotion: "reduce" });
  const response = await page.goto(new URL(pagePath, server.baseURL).href, { waitUntil: "networkidle" });
  if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}; not saving a screenshot of an error.\n${server.output()}`);
  mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out });
  console.log(`Saved ${path.relative(ROOT, out)}`);
} finally {
  await browser?.close();
  await server?.stop();
  removeTestBuild(build);
}
