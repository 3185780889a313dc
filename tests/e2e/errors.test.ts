// The not-found page, case-insensitive paths and the top-level error screen, with and without JavaScript.
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

describe("not-found page", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`shows the 404 page with status 404 (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled, allowConsoleErrors: [/status of 404/] });
      const response = await page.goto("/this/page/does-not-exist");
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Page Not Found");
      expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
    });
  }
});

describe("case-insensitive paths", () => {
  it.each(["/DOCUMENTATION/", "/Documentation"])("%s serves the documentation page", async (path) => {
    const page = await newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.getByText("404 Page Not Found").count()).toBe(0);
  });

  it("/Dashboard/Settings serves the workspace's Settings page", async () => {
    const page = await newPage();
    await signUp(page);
    const response = await page.goto("/Dashboard/Settings");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Settings");
  });

  it("/Dashboard/Reports sends a signed-out visitor to sign in, not to the 404 page", async () => {
    const page = await newPage();
    await page.goto("/Dashboard/Reports");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await page.getByText("404 Page Not Found").count()).toBe(0);
  });
});

describe("error screen", () => {
  it("shows 'Something went wrong.' and a render error's own message", async () => {
    // React reports the error it caught (to the console and as an uncaught error); that is expected here.
    const page = await newPage({ allowConsoleErrors: [/Test render failure/, /above error occurred/], allowPageErrors: [/Test render failure/] });
    await page.goto("/__test/render-error");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Break this page" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Something went wrong.");
    const alert = page.getByRole("alert");
    expect(await alert.getByText("Test render failure: the page broke on purpose.", { exact: true }).isVisible()).toBe(true);
    expect(await alert.getByRole("link", { name: "Back to the homepage" }).getAttribute("href")).toBe("/");
  });

  // Errors on the server reach the browser as Remix's production message, "Unexpected Server Error":
  // their own text may carry internals (queries, paths), so it stays in the server's log (decision 0006).
  for (const javaScriptEnabled of [true, false]) {
    it(`shows 'Something went wrong.' and the server's message for a server error (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const page = await newPage({ javaScriptEnabled, allowConsoleErrors: [/status of 500/] });
      const response = await page.goto("/__test/throw");
      expect(response?.status()).toBe(500);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Something went wrong.");
      const alert = page.getByRole("alert");
      expect(await alert.getByText("Unexpected Server Error", { exact: true }).isVisible()).toBe(true);
      expect(await alert.textContent()).not.toContain("Test route failure");
    });
  }
});
