// Cleaning a stored file: recommendations and preview from the real columnar copy, applying writes Clean_<name>
// (R2 copy + D1 row with source and recipe) and leaves the original's bytes alone, the monthly quota, later
// questions answered from the cleaned copy with a switch back, and the page's forms.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyCleaning, reviewCleaning } from "~/server/cleaning/cleaning.server";
import { getDataset } from "~/server/datasets/datasets.server";
import { appFetch, createTestContext, form } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

/** Duplicates, blanks, "$1,200" text numbers, "north"/"North ", a misspelling and one outlier. */
function messyCsv(): string {
  const lines = ["Order ID,Region,Product,Revenue,Units"];
  const regions = ["North", "South", "East", "West"];
  for (let i = 1; i <= 30; i++) lines.push(`${i},${regions[i % 4]},${i % 3 ? "Widget" : "Gadget"},"$${(1000 + i * 10).toLocaleString("en-US")}",${1 + (i % 4)}`);
  lines.push("31,north,Widget,$1200,2", '32,"North ",Widgte,$1300,3', "33,South,Widget,TBD,", "34,East,Gadget,$90000,2", "33,South,Widget,TBD,");
  return lines.join("\n");
}

async function sha256(bytes: ArrayBuffer): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function uploaded(user: TestUser, name = "sales.csv"): Promise<string> {
  const res = await upload(user, name, messyCsv());
  expect(res.status).toBe(201);
  return ((await res.json()) as { dataset: { id: string } }).dataset.id;
}

async function ask(user: TestUser, datasetId: string, question: string) {
  const res = await appFetch(`/api/datasets/${datasetId}/ask`, {
    method: "POST",
    body: JSON.stringify({ question }),
    headers: { "Content-Type": "application/json" },
    jar: user.jar,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { answer: string; value?: number; dataset: { id: string; name: string; cleanedCopy: boolean } };
}

describe("cleaning service", () => {
  it("reviews a stored file at Moderate: recommendations with counts and reasons, and the effect on totals", async () => {
    const user = await signedInUser("pro");
    const id = await uploaded(user);
    const { services } = createTestContext();
    const review = await reviewCleaning(services, { id: user.id, plan: "pro" }, id, { level: "moderate" });
    const ids = review.recommendations.map((r) => r.id);
    expect(ids).toContain("standardise-case:region");
    expect(ids).toContain("merge-typos:product");
    expect(review.recommendations.some((r) => r.kind === "cap-outliers")).toBe(false);
    // "Order ID" is never touched.
    expect(review.recommendations.some((r) => r.column?.id === "order_id")).toBe(false);
    const rows = review.preview.effects.find((e) => e.label === "Rows")!;
    expect(rows).toMatchObject({ before: 35, after: 34 });
    expect(review.preview.effects.some((e) => e.label === "Total Revenue")).toBe(true);
  });

  it("applies a recipe as Clean_<name> with its source and recipe, leaving the original's bytes untouched", async () => {
    const user = await signedInUser("pro");
    const id = await uploaded(user);
    const { services } = createTestContext();
    const original = await getDataset(services.db, user.id, id);
    const before = await sha256(await (await env.FILES.get(original.originalKey))!.arrayBuffer());
    const columnarBefore = await sha256(await (await env.FILES.get(original.columnarKey!))!.arrayBuffer());

    const review = await reviewCleaning(services, { id: user.id, plan: "pro" }, id, { level: "moderate" });
    const keep = review.recommendations.filter((r) => r.id !== "merge-typos:product").map((r) => r.id);
    const copy = await applyCleaning(services, { id: user.id, plan: "pro" }, id, { level: "moderate", keep });

    expect(copy).toMatchObject({ name: "Clean_sales.csv", kind: "cleaned", sourceDatasetId: id, status: "ready" });
    const row = await getDataset(services.db, user.id, copy.id);
    const recipe = JSON.parse(row.recipeJson!) as { level: string; steps: { kind: string; column: string | null }[] };
    expect(recipe.level).toBe("moderate");
    expect(recipe.steps.some((s) => s.kind === "merge-typos")).toBe(false);
    expect(recipe.steps.some((s) => s.kind === "standardise-case" && s.column === "region")).toBe(true);
    expect(row.byteSize).toBeGreaterThan(0);
    expect(await env.FILES.head(row.columnarKey!)).not.toBeNull();

    expect(await sha256(await (await env.FILES.get(original.originalKey))!.arrayBuffer())).toBe(before);
    expect(await sha256(await (await env.FILES.get(original.columnarKey!))!.arrayBuffer())).toBe(columnarBefore);
    expect(await getDataset(services.db, user.id, id)).toMatchObject({ kind: "original", rowCount: original.rowCount, schemaJson: original.schemaJson });

    // The skipped typo stays in the copy; the capitals are fixed.
    const schema = JSON.parse(row.schemaJson!) as { columns: { id: string; type: string }[] };
    expect(schema.columns.find((c) => c.id === "revenue")?.type).toBe("number");
    const profile = JSON.parse(row.profileJson!) as { profile: { columns: { id: string; top?: { value: string }[] }[] } };
    const regions = profile.profile.columns.find((c) => c.id === "region")!.top!.map((t) => t.value);
    expect(regions).not.toContain("north");
    expect(profile.profile.columns.find((c) => c.id === "product")!.top!.map((t) => t.value)).toContain("Widgte");
  });

  it("answers later questions from the cleaned copy, labelled, with a switch back to the original", async () => {
    const user = await signedInUser("pro");
    const id = await uploaded(user);
    const { services } = createTestContext();
    const before = await ask(user, id, "how many rows");
    expect(before.dataset.cleanedCopy).toBe(false);
    await applyCleaning(services, { id: user.id, plan: "pro" }, id, { level: "moderate" });
    const after = await ask(user, id, "how many rows");
    expect(after.dataset).toMatchObject({ name: "Clean_sales.csv", cleanedCopy: true });
    expect(after.answer).not.toBe(before.answer);
    const original = await appFetch(`/api/datasets/${id}/ask`, {
      method: "POST",
      body: JSON.stringify({ question: "how many rows", useOriginal: true }),
      headers: { "Content-Type": "application/json" },
      jar: user.jar,
    });
    expect(((await original.json()) as { answer: string; dataset: { cleanedCopy: boolean } })).toMatchObject({ answer: before.answer, dataset: { id, cleanedCopy: false } });

    const page = await appFetch(`/dashboard/ai-analysis?dataset=${id}`, { jar: user.jar });
    const html = await page.text();
    expect(html).toContain("Using cleaned data");
    expect(html).toContain(`/dashboard/ai-analysis?dataset=${id}&amp;original=1`);

    const asked = await appFetch("/dashboard/ai-analysis", { method: "POST", body: form({ intent: "ask", question: "how many rows", datasetId: id, original: "1" }), jar: user.jar });
    expect(asked.status).toBe(303);
    const location = asked.headers.get("Location")!;
    expect(location).toContain("original=1");
    const originalPage = await (await appFetch(location, { jar: user.jar })).text();
    expect(originalPage).toContain('data-testid="original-note"');
    expect(originalPage).not.toContain("Using cleaned data (");
  });

  it("counts cleanings per plan: the Free plan's second cleaning is refused with upgradeRequired", async () => {
    const user = await signedInUser("free");
    const id = await uploaded(user);
    const { services } = createTestContext();
    await applyCleaning(services, { id: user.id, plan: "free" }, id, { level: "conservative" });
    await expect(applyCleaning(services, { id: user.id, plan: "free" }, id, { level: "moderate" })).rejects.toMatchObject({ status: 402, upgradeRequired: true });
    // Through the page's form: the upgrade prompt, not an error page.
    const res = await appFetch(`/dashboard/data-analysis/${id}?clean=moderate`, { method: "POST", body: form({ intent: "clean", level: "moderate" }), jar: user.jar });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('data-testid="upgrade-prompt"');
    // Settings shows the month's cleanings against the plan.
    const settings = await (await appFetch("/dashboard/settings", { jar: user.jar })).text();
    expect(settings).toMatch(/data-testid="meter-ai-cleanings-this-month"[\s\S]*?1<!-- --> <!-- -->of 1/);
  });

  it("refuses to clean a cleaned copy, another user's file (404) and bad levels (400)", async () => {
    const user = await signedInUser("pro");
    const id = await uploaded(user);
    const { services } = createTestContext();
    const copy = await applyCleaning(services, { id: user.id, plan: "pro" }, id, { level: "moderate" });
    await expect(reviewCleaning(services, { id: user.id, plan: "pro" }, copy.id, { level: "moderate" })).rejects.toMatchObject({ status: 409 });
    const stranger = await signedInUser("pro");
    await expect(reviewCleaning(services, { id: stranger.id, plan: "pro" }, id, { level: "moderate" })).rejects.toMatchObject({ status: 404 });
    const post = await appFetch(`/dashboard/data-analysis/${id}`, { method: "POST", body: form({ intent: "clean", level: "extreme" }), jar: user.jar });
    expect(post.status).toBe(400);
    const theirs = await appFetch(`/dashboard/data-analysis/${id}?clean=moderate`, { jar: stranger.jar });
    expect(theirs.status).toBe(404);
  });

  it("the page's forms: the preview is server-rendered, unticking one changes it, applying redirects to the Clean_ file", async () => {
    const user = await signedInUser("pro");
    const id = await uploaded(user);
    const page = await (await appFetch(`/dashboard/data-analysis/${id}?clean=moderate`, { jar: user.jar })).text();
    expect(page).toContain('data-testid="cleaning-preview"');
    expect(page).toContain("Total Revenue");
    const box = (html: string) => html.match(/<input[^>]*value="merge-typos:product"[^>]*>/)?.[0] ?? "";
    expect(box(page)).toContain("checked");
    const unticked = await (await appFetch(`/dashboard/data-analysis/${id}?clean=moderate&reviewed=moderate&keep=remove-exact-duplicates`, { jar: user.jar })).text();
    expect(box(unticked)).toContain('type="checkbox"');
    expect(box(unticked)).not.toContain("checked");

    const body = new URLSearchParams([["intent", "clean"], ["level", "moderate"], ["reviewed", "moderate"], ["keep", "standardise-case:region"]]);
    const applied = await appFetch(`/dashboard/data-analysis/${id}?clean=moderate`, { method: "POST", body, jar: user.jar });
    expect(applied.status).toBe(303);
    const copyPage = await (await appFetch(applied.headers.get("Location")!, { jar: user.jar })).text();
    expect(copyPage).toContain("Saved Clean_sales.csv");
    const list = await (await appFetch("/dashboard/data-analysis", { jar: user.jar })).text();
    expect(list.indexOf("Clean_sales.csv")).toBeGreaterThan(list.indexOf(">sales.csv<"));
  });

  it("offers a newer upload with the same columns the choices of its earlier cleaning", async () => {
    const user = await signedInUser("pro");
    const first = await uploaded(user, "sales-january.csv");
    const { services } = createTestContext();
    const review = await reviewCleaning(services, { id: user.id, plan: "pro" }, first, { level: "moderate" });
    const keep = review.recommendations.filter((r) => r.id !== "merge-typos:product").map((r) => r.id);
    await applyCleaning(services, { id: user.id, plan: "pro" }, first, { level: "moderate", keep });

    const newer = await uploaded(user, "sales-february.csv");
    const page = await (await appFetch(`/dashboard/data-analysis/${newer}`, { jar: user.jar })).text();
    expect(page).toContain("Clean_sales-january.csv was made from a file with the same columns (Moderate (recommended), 4 steps).");
    const href = page.match(/href="([^"]*)"[^>]*>Use the same choices/)![1].replaceAll("&amp;", "&");
    const reviewed = await (await appFetch(href, { jar: user.jar })).text();
    const box = (id: string) => reviewed.match(new RegExp(`<input[^>]*value="${id}"[^>]*>`))?.[0] ?? "";
    expect(box("merge-typos:product")).not.toContain("checked");
    expect(box("standardise-case:region")).toContain("checked");
    // Only for the same columns, and never for the file the copy was made from.
    const other = await upload(user, "other.csv", "Name,Score\nAnn,3\nBo,4\n");
    const otherId = ((await other.json()) as { dataset: { id: string } }).dataset.id;
    expect(await (await appFetch(`/dashboard/data-analysis/${otherId}`, { jar: user.jar })).text()).not.toContain('data-testid="saved-recipe"');
    expect(await (await appFetch(`/dashboard/data-analysis/${first}`, { jar: user.jar })).text()).not.toContain('data-testid="saved-recipe"');
  });

  it("offers a file too large to preview in one request a cleaning in the background, and refuses one too large for that with the reason", async () => {
    const user = await signedInUser("pro");
    const id = await uploaded(user);
    const { services } = createTestContext();
    await env.DB.prepare("update datasets set row_count = 500000 where id = ?").bind(id).run();
    await expect(reviewCleaning(services, { id: user.id, plan: "pro" }, id, { level: "moderate" })).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/too many to preview here/) });
    const background = await (await appFetch(`/dashboard/data-analysis/${id}?clean=moderate`, { jar: user.jar })).text();
    expect(background).toContain("This file has 2,500,000 values, too many to preview here. It is cleaned in the background");
    expect(background).toContain("Clean in the background");

    await env.DB.prepare("update datasets set row_count = 3000000 where id = ?").bind(id).run();
    await expect(reviewCleaning(services, { id: user.id, plan: "pro" }, id, { level: "moderate" })).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/up to 5,000,000 values/) });
    const page = await (await appFetch(`/dashboard/data-analysis/${id}?clean=moderate`, { jar: user.jar })).text();
    expect(page).toContain("up to 5,000,000 values");
  });
});
