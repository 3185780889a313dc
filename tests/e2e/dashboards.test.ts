// The Dashboard Builder in Chromium: a dashboard built from two saved analyses (a chart and a KPI), rearranged from
// the keyboard (the new order survives a reload, and each move is announced) and with the mouse, then the same dashboard without
// JavaScript: shown read-only with the note that arranging needs JavaScript, while adding and renaming work as
// form posts. Screenshots of the page (desktop and 390 px, light and dark) go to test-results/.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPage, signUp, waitForHydration } from "./harness";

const CSV = ["Order Date,Region,Revenue", "2024-01-20,North,290", "2024-02-03,South,210", "2024-02-15,East,75", "2024-03-30,North,130", "2024-03-31,South,170"].join("\n");
const origin = { Origin: new URL(baseURL).origin };

/** Uploads a file and saves the answers to `questions` (the ask API, then AI Analysis's save form), as a user would. */
async function saveAnalyses(page: Page, questions: string[]): Promise<void> {
  const uploaded = await page.request.post("/api/datasets", { multipart: { file: { name: "orders.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) } }, headers: origin });
  expect(uploaded.status()).toBe(201);
  const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
  for (const question of questions) {
    const asked = await page.request.post(`/api/datasets/${dataset.id}/ask`, { data: { question }, headers: origin });
    expect(asked.status()).toBe(200);
    const { conversationId, messageId } = (await asked.json()) as { conversationId: string; messageId: string };
    const saved = await page.request.post("/dashboard/ai-analysis", { form: { intent: "save", conversationId, messageId }, headers: origin, maxRedirects: 0 });
    expect(saved.status()).toBe(303);
  }
}

const tileTitles = (page: Page) => page.getByTestId("dashboard-tile").locator("h3").allTextContents();

async function screenshots(page: Page, name: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Colours change with a CSS transition when the scheme flips: "disabled" shoots them at their end.
      await page.screenshot({ path: `test-results/dashboards-${name}-${width}-${scheme}.png`, fullPage: true, animations: "disabled" });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("dashboard builder with JavaScript", () => {
  it("builds a dashboard from two saved analyses and rearranges it from the keyboard; the order persists after a reload", async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto("/dashboard/dashboard-builder");
    await page.getByTestId("no-dashboards").waitFor();
    await page.getByTestId("no-analyses").waitFor();
    await screenshots(page, "empty");

    await saveAnalyses(page, ["total revenue by region", "total revenue by month"]);
    await page.goto("/dashboard/dashboard-builder");
    await waitForHydration(page);
    await page.getByLabel("Title").fill("Sales board");
    await page.getByRole("button", { name: "Create dashboard" }).click();
    await page.waitForURL(/\/dashboard\/dashboard-builder\/[0-9a-f-]{36}$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sales board");
    await page.getByTestId("no-tiles").waitFor();

    await waitForHydration(page);
    await page.getByLabel("Saved analysis").selectOption({ label: "total revenue by region" });
    await page.getByRole("button", { name: "Add tile" }).click();
    await expect.poll(() => page.getByTestId("dashboard-tile").count()).toBe(1);
    await page.getByLabel("Saved analysis").selectOption({ label: "total revenue by month" });
    await page.getByLabel("KPI").check();
    await page.locator("#add-note").fill("March against February");
    await page.getByRole("button", { name: "Add tile" }).click();
    await expect.poll(() => page.getByTestId("dashboard-tile").count()).toBe(2);
    expect(await tileTitles(page)).toEqual(["total revenue by region", "total revenue by month"]);
    await page.locator('[data-testid="dashboard-tile"][data-type="analysis"] [data-testid="answer-chart"]').waitFor();
    expect(await page.getByTestId("kpi-value").textContent()).toBe("300");
    expect(await page.getByTestId("kpi-change").textContent()).toMatch(/\+5\.3% vs Feb 2024/);

    // Keyboard: the KPI tile one column left lands on the chart, which moves below it.
    const kpi = page.locator('[data-testid="dashboard-tile"][data-type="kpi"]');
    await kpi.focus();
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/dashboard/dashboard-builder/"));
    await page.keyboard.press("ArrowLeft");
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByTestId("layout-status").textContent()).toContain("Moved “total revenue by month”: row 1, column 6");
    expect(await tileTitles(page)).toEqual(["total revenue by month", "total revenue by region"]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-type"))).toBe("kpi");

    // Shift + arrow resizes: the chart grows a row taller.
    const chart = page.locator('[data-testid="dashboard-tile"][data-type="analysis"]');
    await chart.focus();
    const resized = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/dashboard/dashboard-builder/"));
    await page.keyboard.press("Shift+ArrowDown");
    expect((await resized).status()).toBe(200);
    await expect.poll(() => page.getByTestId("layout-status").textContent()).toContain("Resized “total revenue by region”: row 3, column 1, 6 columns wide, 5 rows tall");

    // The saves are done (the page is no longer saving) before the reload.
    // The save and the page data reloaded after it can take seconds on a busy machine.
    await expect.poll(() => page.getByTestId("layout-status").textContent(), { timeout: 15_000 }).not.toContain("Saving");
    await page.reload();
    expect(await tileTitles(page)).toEqual(["total revenue by month", "total revenue by region"]);
    expect(await chart.getAttribute("aria-label")).toContain("6 columns wide, 5 rows tall");
    await screenshots(page, "board");

    // The mouse: the chart dragged by its handle two rows up lands above the KPI tile, which moves below it.
    const handle = chart.getByTestId("tile-handle");
    const box = (await handle.boundingBox())!;
    const dragged = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/dashboard/dashboard-builder/"));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 2 * (88 + 16), { steps: 8 });
    await page.mouse.up();
    expect((await dragged).status()).toBe(200);
    expect(await tileTitles(page)).toEqual(["total revenue by region", "total revenue by month"]);
    // The save and the page data reloaded after it can take seconds on a busy machine.
    await expect.poll(() => page.getByTestId("layout-status").textContent(), { timeout: 15_000 }).not.toContain("Saving");
    await page.reload();
    expect(await tileTitles(page)).toEqual(["total revenue by region", "total revenue by month"]);

    // 390 px: the tiles stack in reading order, full width.
    await page.setViewportSize({ width: 390, height: 844 });
    const boxes = await page.getByTestId("dashboard-tile").evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, width: r.width })));
    expect(boxes[0].top).toBeLessThan(boxes[1].top);
    expect(boxes[0].width).toBeCloseTo(boxes[1].width, 0);
  });
});

describe("dashboard builder without JavaScript", () => {
  it("shows a dashboard read-only with the note, and adds, renames and duplicates through plain form posts", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signUp(page);
    await saveAnalyses(page, ["total revenue by region"]);
    await page.goto("/dashboard/dashboard-builder");
    await page.getByLabel("Title").fill("Plain board");
    await page.getByRole("button", { name: "Create dashboard" }).click();
    await page.waitForURL(/\/dashboard\/dashboard-builder\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Add tile" }).click();
    await page.waitForURL(/\/dashboard\/dashboard-builder\/[0-9a-f-]{36}$/);
    await page.getByLabel("Text").fill("Revenue from the orders file.");
    await page.getByRole("button", { name: "Add text tile" }).click();
    await page.waitForURL(/\/dashboard\/dashboard-builder\/[0-9a-f-]{36}$/);

    expect(await page.getByTestId("dashboard-tile").count()).toBe(2);
    // The server-drawn chart, and the note that arranging needs JavaScript; no drag handles.
    expect(await page.locator('[data-testid="answer-chart"] svg').count()).toBeGreaterThan(0);
    expect(await page.getByTestId("no-js-note").textContent()).toContain("Moving and resizing tiles needs JavaScript.");
    expect(await page.getByTestId("tile-handle").count()).toBe(0);
    await screenshots(page, "no-js");

    await page.getByText("Rename", { exact: true }).click();
    await page.getByLabel("New title").fill("Plain board, renamed");
    await page.getByRole("button", { name: "Save title" }).click();
    await page.waitForURL(/\/dashboard\/dashboard-builder\/[0-9a-f-]{36}$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Plain board, renamed");

    const before = page.url();
    await page.getByRole("button", { name: "Duplicate" }).click();
    await page.waitForURL((url) => url.href !== before && /\/dashboard\/dashboard-builder\/[0-9a-f-]{36}$/.test(url.pathname));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Copy of Plain board, renamed");
    expect(await page.getByTestId("dashboard-tile").count()).toBe(2);
  });
});
