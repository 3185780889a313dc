// The duplicate recommendation of a stored upload says what was compared (issue #25, item 4): the review reads the
// original from R2 again for the rows that repeat another and compares them as the file wrote them — a CSV with a
// title row, CRLF line ends and notes spanning lines, and a workbook by its cells' stored values.
import { describe, expect, it } from "vitest";
import { repeatedOrders, repeatedOrdersWorkbook } from "../fixtures/repeated-orders";
import { appFetch } from "./helpers";
import { signedInUser, upload } from "./workspace-helpers";

async function reviewPage(name: string, bytes: Uint8Array | string): Promise<string> {
  const user = await signedInUser("pro");
  const uploaded = await upload(user, name, bytes);
  expect(uploaded.status).toBe(201);
  const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
  const page = await appFetch(`/dashboard/data-analysis/${dataset.id}?clean=conservative`, { jar: user.jar });
  expect(page.status).toBe(200);
  return page.text();
}

/** The pairs table's rows: [row, earlier, in the file]. */
const pairRows = (html: string) =>
  [...html.matchAll(/<tr class="border-t" data-identical="(true|false)"><th scope="row"[^>]*>([\d,]+)<\/th><td[^>]*>([\d,]+)<\/td><td[^>]*>([^<]*)<\/td><\/tr>/g)].map((m) => [
    Number(m[2]),
    Number(m[3]),
    m[4].replace(/&quot;/g, '"').replace(/&#x27;/g, "'"),
  ]);

describe("the review's repeated rows", () => {
  it("a CSV: 17 repeat an earlier row once read, 11 are identical in the file, and the page lists every pair", async () => {
    const { csv, repeats } = repeatedOrders();
    const html = await reviewPage("orders.csv", csv);
    expect(html).toContain(
      "17 rows repeat an earlier row once dates, numbers and spaces are read the same way; 11 are identical in the file, 6 differ only in how a value is written (order_date: “2024-03-15” and “03/15/2024”).",
    );
    expect(pairRows(html)).toEqual(
      repeats.map((r) => [r.row, r.earlier, r.difference ? `${r.difference.column}: ${r.difference.earlier} there, ${r.difference.here} here` : "Identical"]),
    );
  });

  it("a workbook: stored values; a date typed as text is not identical", async () => {
    const { bytes, repeats } = repeatedOrdersWorkbook();
    const html = await reviewPage("orders.xlsx", bytes);
    expect(html).toMatch(/5 rows repeat an earlier row once dates, numbers and spaces are read the same way; 3 are identical in the file, 2 differ only in how a value is written/);
    expect(pairRows(html)).toEqual(
      repeats.map((r) => [r.row, r.earlier, r.difference ? `${r.difference.column}: ${r.difference.earlier} there, ${r.difference.here} here` : "Identical"]),
    );
  });
});
