// Dataset page of a wide file: a 2,000-column CSV's page (/dashboard/data-analysis/:id) and API detail
// (GET /api/datasets/:id) beside a 20-column CSV's with the same rows, measured in the same run against the
// test build under `wrangler dev --local`: HTML bytes, server response time (median of 5, whole body), and in
// Chromium the load event and the DOM's element count. Targets (issue #13): under 500 KB and under 1 s.
// `npm run bench dataset-page`. Set INSIGHTLAB_TEST_BUILD to reuse a test build.
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/chromium";
import { startTestServer } from "../tests/setup/e2e-server.mjs";
import { prepareTestBuild, removeTestBuild } from "../tests/setup/test-build.mjs";
import { signUp } from "./bench-account";

const ROWS = 200;
const WIDE = 2000;
const NARROW = 20;
const SERVER_RUNS = 5;
const BROWSER_RUNS = 3;
const TARGET = { pageKb: 500, serverMs: 1000 };

function wideCsv(columns: number): string {
  const header = Array.from({ length: columns }, (_, c) => `metric_${c + 1}`).join(",");
  const rows = Array.from({ length: ROWS }, (_, r) => Array.from({ length: columns }, (_, c) => (r * 7 + c) % 100).join(","));
  return [header, ...rows].join("\n");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Bytes of the whole body and the median time to receive it, over `SERVER_RUNS` requests. */
async function served(url: string, headers: Record<string, string>): Promise<{ bytes: number; ms: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SERVER_RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${url} answered ${res.status}.`);
  }
  return { bytes, ms: median(times) };
}

interface PageCost {
  page: { bytes: number; ms: number };
  api: { bytes: number; ms: number };
  browser: { loadMs: number; elements: number };
}

async function measure(baseURL: string, cookie: string, columns: number): Promise<PageCost> {
  const headers = { Cookie: cookie, Origin: baseURL };
  const form = new FormData();
  form.append("file", new File([wideCsv(columns)], `wide-${columns}.csv`, { type: "text/csv" }));
  const uploaded = await fetch(`${baseURL}/api/datasets`, { method: "POST", body: form, headers });
  const { dataset } = (await uploaded.json()) as { dataset: { id: string; status: string } };
  if (dataset?.status !== "ready") throw new Error(`The ${columns}-column upload is not ready (${uploaded.status}).`);
  const pageUrl = `${baseURL}/dashboard/data-analysis/${dataset.id}`;
  try {
    const page = await served(pageUrl, headers);
    const api = await served(`${baseURL}/api/datasets/${dataset.id}`, headers);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext();
      await context.addCookies(cookie.split("; ").map((pair) => ({ name: pair.split("=")[0], value: pair.slice(pair.indexOf("=") + 1), url: baseURL })));
      const tab = await context.newPage();
      const loads: number[] = [];
      let elements = 0;
      for (let i = 0; i < BROWSER_RUNS; i++) {
        await tab.goto(pageUrl, { waitUntil: "load", timeout: 60_000 });
        loads.push(await tab.evaluate(() => performance.getEntriesByType("navigation")[0].duration));
        elements = await tab.evaluate(() => document.getElementsByTagName("*").length);
      }
      return { page, api, browser: { loadMs: median(loads), elements } };
    } finally {
      await browser.close();
    }
  } finally {
    await fetch(`${baseURL}/api/datasets/${dataset.id}`, { method: "DELETE", headers });
  }
}

export default async function datasetPageBench(): Promise<void> {
  const build = prepareTestBuild({ log: () => undefined });
  const server = await startTestServer(build);
  try {
    const { cookie } = await signUp(server.baseURL);
    const narrow = await measure(server.baseURL, cookie, NARROW);
    const wide = await measure(server.baseURL, cookie, WIDE);
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    const row = (measure: string, value: number, reference: number, show: (n: number) => string, target?: string) => ({
      measure,
      [`${WIDE.toLocaleString("en-US")} columns`]: show(value),
      [`${NARROW} columns (reference)`]: show(reference),
      ratio: (value / reference).toFixed(2),
      target: target ?? "",
    });
    console.log(`Dataset page of a ${WIDE.toLocaleString("en-US")}-column CSV beside a ${NARROW}-column one (${ROWS} rows each), local Worker (wrangler dev --local, production React)`);
    console.table([
      row("page HTML", wide.page.bytes, narrow.page.bytes, kb, `< ${TARGET.pageKb} KB`),
      row("page response (median, whole body)", wide.page.ms, narrow.page.ms, ms, `< ${TARGET.serverMs} ms`),
      row("API detail JSON (default column page)", wide.api.bytes, narrow.api.bytes, kb),
      row("API detail response (median)", wide.api.ms, narrow.api.ms, ms),
      row("Chromium load event (median)", wide.browser.loadMs, narrow.browser.loadMs, ms),
      row("DOM elements", wide.browser.elements, narrow.browser.elements, (n) => n.toLocaleString("en-US")),
    ]);
  } finally {
    await server.stop();
    if (build.owned) removeTestBuild(build);
  }
}
