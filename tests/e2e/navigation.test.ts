// Client-side navigation: code-split workspace pages show 'Loading page...' while their module loads;
// without JavaScript the same pages arrive fully rendered from the server.
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

describe("lazy workspace routes", () => {
  it("shows 'Loading page...' while a slow route module loads, then the page", async () => {
    const page = await newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/dashboard\.settings-[\w-]+\.js$/, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });

    await signUp(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Settings", exact: true }).click();

    await expect.poll(() => requested).toBe(true);
    expect(await page.getByRole("status").filter({ hasText: "Loading page..." }).isVisible()).toBe(true);
    release();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    expect(await page.getByText("Loading page...").count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/dashboard/settings");
  });
});

describe("without JavaScript", () => {
  it("renders a workspace page and its navigation from the server", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signUp(page);
    const response = await page.goto("/dashboard/settings");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Settings");
    // Links are plain anchors: following one is a full page load that works without scripts.
    await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "AI Analysis", exact: true }).click();
    await page.waitForURL("**/dashboard/ai-analysis");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("AI Analysis");
  });

  it("links only to sections that are built", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signUp(page);
    await page.goto("/dashboard");
    const links = await page.getByRole("navigation", { name: "Workspace" }).getByRole("link").allTextContents();
    expect(links).toEqual(["Dashboard", "Data Analysis", "AI Analysis", "Dashboard Builder", "Reports", "Teams", "Settings"]);
  });
});
