// Faults in Chromium: the session ends while the person reviews a cleaning. Apply leads to the sign-in page, and
// signing in brings them back to the same review step with their ticks kept. With JavaScript and without.
import { describe, expect, it } from "vitest";
import { newPage, signUp, waitForHydration } from "./harness";

const CSV = ["Order ID,Region,Product,Revenue", "1,North,Widget,$1000", "2,north,Widget,$1100", "3,South,Widgte,$900", "3,South,Widgte,$900", "4,South,Widget,$950", "5,North,Widget,$990"].join("\n") + "\n";

describe.each([
  { javaScript: true, label: "with JavaScript" },
  { javaScript: false, label: "without JavaScript" },
])("an expired session during cleaning $label", ({ javaScript }) => {
  it("signs in and comes back to the same step with the same ticks", async () => {
    const page = await newPage({ javaScriptEnabled: javaScript });
    const { email, password } = await signUp(page);
    await page.goto("/dashboard/data-analysis");
    if (javaScript) await waitForHydration(page);
    await page.locator('input[type="file"]').setInputFiles({ name: "orders.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await page.getByRole("link", { name: "Clean data" }).click();
    await page.waitForURL(/clean=moderate/);
    if (javaScript) await waitForHydration(page);
    // The review renders with the step; count its boxes only once it is there (count() does not wait).
    await page.locator("#clean").getByTestId("recommendations").waitFor();
    const boxes = page.locator("#clean").getByRole("checkbox");
    expect(await boxes.count()).toBeGreaterThan(1);
    await boxes.first().uncheck();
    const unticked = await boxes.first().getAttribute("value");

    // The session ends (the cookie is gone, as after expiry), then Apply.
    await page.context().clearCookies();
    await page.locator("#clean").getByRole("button", { name: /Apply and save/ }).click();
    await page.waitForURL(/\/login\?redirectTo=/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/dashboard\/data-analysis\/[0-9a-f-]{36}\?clean=moderate&reviewed=moderate/, { timeout: 15_000 });
    await page.locator("#clean").getByTestId("recommendations").waitFor();
    expect(await page.locator(`#clean input[name="keep"][value="${unticked}"]`).isChecked()).toBe(false);
    expect(await page.locator('#clean input[name="keep"]:checked').count()).toBe((await boxes.count()) - 1);
    expect(await page.getByTestId("cleaned-copy-of").count()).toBe(0);
  }, 90_000);
});
