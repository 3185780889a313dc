// The documentation page: search, tabs, Read More / Show Less, and the query-string version without JavaScript.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, waitForHydration } from "./harness";

const cardTitles = (page: Page) =>
  page.locator("[role=tabpanel] [data-doc-card] h2").allTextContents();

describe("documentation", () => {
  it("has the back link, title, search, tabs, the eight articles and the help footer", async () => {
    const page = await newPage();
    await page.goto("/documentation");
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Documentation");
    expect(await page.getByPlaceholder("Search documentation...").count()).toBe(1);
    expect(await page.getByRole("tab").allTextContents()).toEqual(["All", "Basics", "Advanced", "Visualization", "Export"]);
    expect(await cardTitles(page)).toEqual([
      "Getting Started",
      "Data Upload Guide",
      "AI Analysis Features",
      "Data Cleaning",
      "Common Use Cases",
      "Tips for Better Results",
      "Visualization Guide",
      "Export & Sharing",
    ]);
    const help = page.getByRole("region", { name: "Still Need Help?" });
    expect(await help.getByRole("link", { name: "Video Tutorials" }).getAttribute("href")).toBe("/tutorials");
    expect(await help.getByRole("link", { name: "Contact Support" }).getAttribute("href")).toBe("/contact");
  });

  it("filters by title or description and counts results on the All tab", async () => {
    const page = await newPage();
    await page.goto("/documentation");
    await waitForHydration(page);
    const search = page.getByPlaceholder("Search documentation...");
    await search.fill("CLEANING");
    expect(await cardTitles(page)).toEqual(["Data Cleaning"]);
    expect(await page.getByText('Found 1 result(s) for "CLEANING"').count()).toBe(1);
    await search.fill("powerpoint"); // only in a description
    expect(await cardTitles(page)).toEqual(["Export & Sharing"]);
    await search.fill("nothing-like-this");
    expect(await page.getByText('Found 0 result(s) for "nothing-like-this"').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("q")).toBe("nothing-like-this");
    await search.fill("");
    expect(await cardTitles(page)).toHaveLength(8);
    expect(await page.getByText(/^Found \d+ result/).count()).toBe(0);
  });

  it("tabs list their category; Examples articles appear only under All", async () => {
    const page = await newPage();
    await page.goto("/documentation");
    await waitForHydration(page);
    const expected: Record<string, string[]> = {
      Basics: ["Getting Started", "Data Upload Guide"],
      Advanced: ["AI Analysis Features", "Data Cleaning"],
      Visualization: ["Visualization Guide"],
      Export: ["Export & Sharing"],
    };
    for (const [tab, titles] of Object.entries(expected)) {
      await page.getByRole("tab", { name: tab }).click();
      expect(await page.getByRole("tab", { name: tab }).getAttribute("aria-selected")).toBe("true");
      expect(await cardTitles(page)).toEqual(titles);
    }
    // The count line belongs to the All tab only.
    await page.getByPlaceholder("Search documentation...").fill("guide");
    expect(await page.getByText(/^Found \d+ result/).count()).toBe(0);
    await page.getByRole("tab", { name: "All" }).click();
    expect(await page.getByText('Found 2 result(s) for "guide"').count()).toBe(1);
  });

  it("Read More expands an article inline and scrolls it into view; Show Less collapses it", async () => {
    const page = await newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto("/documentation");
    await waitForHydration(page);
    const card = page.locator("#export-sharing");
    const content = card.locator("[data-doc-content]");
    expect(await content.isVisible()).toBe(false);
    await card.getByText("Read More").click();
    expect(await content.isVisible()).toBe(true);
    expect(await content.getByRole("heading", { name: "Exports per plan" }).count()).toBe(1);
    expect(await content.getByRole("table").count()).toBe(1); // exports per plan, from the plan table
    // After 300 ms the card is scrolled to the top of the view (below the fixed bar).
    await expect.poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 3000 }).toBeLessThan(120);
    await card.getByText("Show Less").click();
    expect(await content.isVisible()).toBe(false);
    expect(await card.getByText("Read More").isVisible()).toBe(true);
  });

  it("works without JavaScript: query-string search and tabs, articles expand natively", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/documentation?q=cleaning");
    expect(await cardTitles(page)).toEqual(["Data Cleaning"]);
    expect(await page.getByText('Found 1 result(s) for "cleaning"').count()).toBe(1);

    await page.goto("/documentation");
    await page.getByPlaceholder("Search documentation...").fill("chart");
    await page.getByPlaceholder("Search documentation...").press("Enter");
    await page.waitForURL("**/documentation?q=chart");
    expect(await cardTitles(page)).toContain("Visualization Guide");

    await page.goto("/documentation");
    await page.getByRole("tab", { name: "Export" }).click();
    await page.waitForURL("**/documentation?tab=export");
    expect(await cardTitles(page)).toEqual(["Export & Sharing"]);
    await page.getByText("Read More").click();
    expect(await page.locator("[data-doc-content]").isVisible()).toBe(true);
    expect(await page.getByText("Show Less").isVisible()).toBe(true);
  });
});
