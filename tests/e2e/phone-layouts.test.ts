// Pages on a phone (390 px) and a desktop (1280 px), light and dark: a dashboard with a 24-month line chart, a KPI
// and a text tile, and an answer card in AI Analysis. In the browser, with the app's own fonts: no two tick labels
// of a chart overlap (their boxes measured), the tile's answer sentence can be read whole, the workspace navigation
// shows the current section with a cue that it scrolls, a toast stays inside the window, and the question box
// never covers an answer's Save and Export buttons. Screenshots go to test-results/.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPage, signUp, waitForHydration } from "./harness";

const origin = { Origin: new URL(baseURL).origin };
const REGIONS = ["North", "South", "East", "West"];
/** Two years of monthly orders, so the monthly chart has 24 ticks to fit. */
const CSV = [
  "Order Date,Region,Revenue",
  ...Array.from({ length: 24 * 4 }, (_, i) => {
    const month = Math.floor(i / 4);
    const date = `${2023 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-${String(3 + (i % 4) * 6).padStart(2, "0")}`;
    return `${date},${REGIONS[i % 4]},${(1000 + ((i * 7919) % 9000) + i * 137).toFixed(2)}`;
  }),
].join("\n");

/** Uploads the file and saves the answers to `questions`; returns the dataset and the saved analyses' conversation ids. */
async function saveAnalyses(page: Page, questions: string[]): Promise<{ datasetId: string; conversationId: string }> {
  const uploaded = await page.request.post("/api/datasets", { multipart: { file: { name: "orders.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) } }, headers: origin });
  expect(uploaded.status()).toBe(201);
  const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
  let conversationId = "";
  for (const question of questions) {
    const asked = await page.request.post(`/api/datasets/${dataset.id}/ask`, { data: { question, ...(conversationId ? { conversationId } : {}) }, headers: origin });
    expect(asked.status()).toBe(200);
    const answer = (await asked.json()) as { conversationId: string; messageId: string };
    conversationId = answer.conversationId;
    const saved = await page.request.post("/dashboard/ai-analysis", { form: { intent: "save", conversationId, messageId: answer.messageId }, headers: origin, maxRedirects: 0 });
    expect(saved.status()).toBe(303);
  }
  return { datasetId: dataset.id, conversationId };
}

/** The rendered boxes of a chart's tick labels that overlap another's, as "a / b" pairs (none when readable). */
async function overlappingTicks(chart: Locator): Promise<string[]> {
  return chart.evaluate((root) => {
    const boxes = [...root.querySelectorAll("svg text")]
      .filter((t) => (t.textContent ?? "").trim() !== "" && getComputedStyle(t).opacity !== "0")
      .map((t) => ({ text: t.textContent!, box: t.getBoundingClientRect() }));
    const hits: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) hits.push(`${a.text} / ${b.text}`);
      }),
    );
    return hits;
  });
}

async function shoot(page: Page, name: string, check: (width: number) => Promise<void>): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // The interactive chart redraws at its new width.
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/phone-layouts-${name}-${width}-${scheme}.png`, fullPage: true, animations: "disabled" });
      await check(width);
    }
  }
}

describe("phone and desktop layouts", () => {
  it("a dashboard: chart ticks never overlap, the tile's sentence opens whole, the navigation shows where you are", async () => {
    const page = await newPage();
    await signUp(page);
    await saveAnalyses(page, ["total revenue by month", "total revenue by region"]);
    const created = await page.request.post("/dashboard/dashboard-builder", { form: { title: "Sales board" }, headers: origin, maxRedirects: 0 });
    expect(created.status()).toBe(303);
    const path = created.headers()["location"]!;
    await page.goto(path);
    await waitForHydration(page);
    for (const [label, kind] of [
      ["total revenue by month", "analysis"],
      ["total revenue by month", "kpi"],
    ] as const) {
      await page.getByLabel("Saved analysis").selectOption({ label });
      await page.getByLabel(kind === "kpi" ? "KPI" : "Chart", { exact: true }).check();
      await page.getByRole("button", { name: "Add tile" }).click();
      await page.waitForLoadState("networkidle");
    }
    const text = await page.request.post(path, { form: { intent: "add-text", title: "Read me", body: "Revenue is before returns and refunds." }, headers: origin, maxRedirects: 0 });
    expect([200, 303]).toContain(text.status());
    await page.goto(path);
    await waitForHydration(page);
    const chart = page.locator('[data-testid="dashboard-tile"][data-type="analysis"] [data-testid="answer-chart"]');
    await chart.waitFor();

    await shoot(page, "dashboard", async (width) => {
      await expect.poll(() => chart.getAttribute("data-interactive")).toBe("true");
      expect(await overlappingTicks(chart)).toEqual([]);
      // The current section is in view inside the scrolling navigation, with the cue at its edge on a phone.
      const current = page.locator('[data-testid="workspace-sections"] [aria-current="page"]');
      expect(await current.textContent()).toBe("Dashboard Builder");
      const list = await page.getByTestId("workspace-sections").boundingBox();
      const item = await current.boundingBox();
      expect(item!.x).toBeGreaterThanOrEqual(list!.x - 1);
      expect(item!.x + item!.width).toBeLessThanOrEqual(list!.x + list!.width - (width < 768 ? 30 : 0) + 1);
      expect(await page.getByTestId("sections-scroll-cue").isVisible()).toBe(width < 768);
    });

    // The sentence under the chart is two lines with "Read all", which opens the whole of it.
    const sentence = page.getByTestId("tile-sentence");
    await sentence.locator("summary").click();
    const full = page.getByTestId("tile-sentence-full");
    expect(await full.isVisible()).toBe(true);
    expect(await full.evaluate((p) => p.scrollHeight <= p.clientHeight + 1 && p.textContent!.length > 20)).toBe(true);
    await page.screenshot({ path: "test-results/phone-layouts-dashboard-sentence-open.png", animations: "disabled" });
  });

  it("an answer card: its Save and Export row is never under the question box; a toast stays inside the window at 1280 px", async () => {
    const page = await newPage();
    await signUp(page);
    const { datasetId, conversationId } = await saveAnalyses(page, ["total revenue by month", "total revenue by region"]);
    await page.goto(`/dashboard/ai-analysis?dataset=${datasetId}&conversation=${conversationId}`);
    await waitForHydration(page);
    const cards = page.locator('[data-testid="answer"][data-kind="answer"]');
    await expect.poll(() => cards.count()).toBe(2);

    await shoot(page, "answer", async () => {
      const chart = cards.first().getByTestId("answer-chart");
      await expect.poll(() => chart.getAttribute("data-interactive")).toBe("true");
      expect(await overlappingTicks(chart)).toEqual([]);
      // The first card's bottom at the window's bottom: a click on its Save button reaches the button.
      const save = cards.first().getByRole("button", { name: /Save as analysis|Saved as an analysis/ });
      await cards.first().evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().bottom - window.innerHeight));
      const reached = await save.evaluate((button) => {
        const r = button.getBoundingClientRect();
        if (r.bottom > window.innerHeight || r.top < 0) return `not in view (${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight})`;
        const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return at && (button.contains(at) || at.contains(button)) ? "the button" : (at?.outerHTML.slice(0, 80) ?? "nothing");
      });
      expect(reached).toBe("the button");
    });

    // A toast at 1280 px sits wholly inside the window (its right edge included).
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto("/dashboard/settings");
    await waitForHydration(page);
    await page.getByLabel("Name", { exact: true }).fill("Ana Pereira, regional sales lead for the northern stores");
    await page.getByRole("button", { name: "Save name" }).click();
    const toast = page.locator("[data-slot=toast]").first();
    await toast.waitFor();
    await page.waitForTimeout(400);
    const placed = (await toast.boundingBox())!;
    expect(placed.x).toBeGreaterThanOrEqual(0);
    expect(placed.x + placed.width).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: "test-results/phone-layouts-toast-1280.png", animations: "disabled" });
  });
});
