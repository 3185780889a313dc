// The duplicate recommendation in Chromium (issue #25, item 4), without JavaScript, on a 390 px phone in dark mode:
// the review says how many rows repeat an earlier one once read and how many are identical in the file, and lists
// every pair in a table that fits the screen (it scrolls inside its own box) with readable contrast; then applying
// through the plain form post removes the 17 repeats.
import { describe, expect, it } from "vitest";
import { repeatedOrders } from "../fixtures/repeated-orders";
import { baseURL, newPage, signUp } from "./harness";

describe("repeated rows in the cleaning review", () => {
  it("says what was compared and lists the pairs, without JavaScript, at 390 px in dark mode", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, colorScheme: "dark" });
    await signUp(page);
    const { csv, repeats } = repeatedOrders();
    const uploaded = await page.request.post("/api/datasets", {
      multipart: { file: { name: "orders.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
      headers: { Origin: new URL(baseURL).origin },
    });
    expect(uploaded.status()).toBe(201);
    const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
    await page.goto(`/dashboard/data-analysis/${dataset.id}?clean=conservative#clean`);

    const item = page.getByTestId("recommendations").locator("li", { hasText: "Remove repeated rows" });
    expect(await item.textContent()).toContain(
      "17 rows repeat an earlier row once dates, numbers and spaces are read the same way; 11 are identical in the file, 6 differ only in how a value is written",
    );
    const pairs = item.getByTestId("repeat-pairs");
    const rows = pairs.locator("tbody tr");
    expect(await rows.count()).toBe(17);
    expect(await rows.nth(0).innerText()).toMatch(/^61\s+1\s+Identical$/);
    const date = repeats.find((r) => r.kind === "date")!;
    expect(await rows.nth(11).innerText()).toMatch(new RegExp(`^${date.row}\\s+${date.earlier}\\s+order_date: “2024-03-15” there, “03/15/2024” here$`));
    expect(await pairs.getByRole("table").getAttribute("class")).toContain("w-full");

    // Nothing on the phone runs past the screen but inside a box that scrolls; the pairs box scrolls inside itself.
    await pairs.scrollIntoViewIfNeeded();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .filter((el) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== "visible") return false;
          return true;
        })
        .slice(0, 30)
        .map((el) => `${el.tagName}.${String(el.className).slice(0, 50)}:${(el.textContent ?? "").slice(0, 40)}[${Math.round(el.getBoundingClientRect().right)}]`),
    );
    expect(wide).toEqual([]);
    // Nor does anything positioned out of a scrolling box (the preview's screen-reader words): the page does not
    // scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const box = await pairs.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await pairs.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // Dark without JavaScript: the OS preference decides the colours (the page's background differs from light mode's).
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background()).not.toBe(dark);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: "test-results/e2e/cleaning-duplicates-390-dark.png", fullPage: true });

    // Applying, as the form posts it without JavaScript: the 17 repeats go (77 rows → 60).
    await page.getByRole("button", { name: /Apply and save Clean_orders\.csv/ }).click();
    await page.waitForURL(/cleaned=1/, { timeout: 20_000 });
    expect(await page.getByTestId("dataset-shape").textContent()).toBe("60 rows × 5 columns");
  }, 60_000);
});
