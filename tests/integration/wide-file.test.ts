// A 2,000-column file through the API and the page: answers carry a window of columns, never all of them.
import { describe, expect, it } from "vitest";
import { appFetch } from "./helpers";
import { signedInUser, upload } from "./workspace-helpers";

function wideCsv(columns = 2000, rows = 200): string {
  const header = Array.from({ length: columns }, (_, c) => `metric_${c + 1}`).join(",");
  const lines = Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => (r * 7 + c) % 100).join(","));
  return [header, ...lines].join("\n") + "\n";
}

interface Detail {
  columnCount: number;
  schema: { columns: { id: string; name: string }[] };
  profile: { columns: { name: string }[]; preview: { columns: string[]; rows: unknown[][] }; semantic: { columns: { name: string; role: string }[] } };
  columnsPage: { offset: number; limit: number; total: number };
}

describe("a 2,000-column file", () => {
  it("pages the API detail by columns and keeps the page under 500 KB", async () => {
    const user = await signedInUser("pro");
    const res = await upload(user, "wide.csv", wideCsv());
    expect(res.status).toBe(201);
    const { dataset } = (await res.json()) as { dataset: { id: string; status: string } };
    expect(dataset.status).toBe("ready");

    const first = ((await (await appFetch(`/api/datasets/${dataset.id}`, { jar: user.jar })).json()) as { dataset: Detail }).dataset;
    expect(first.columnCount).toBe(2000);
    expect(first.columnsPage).toEqual({ offset: 0, limit: 200, total: 2000 });
    expect(first.schema.columns).toHaveLength(200);
    expect(first.profile.columns).toHaveLength(200);
    expect(first.profile.preview.columns).toHaveLength(200);
    expect(first.profile.preview.rows[0]).toHaveLength(200);
    // The semantic layer stored at ingest is paged with the columns too.
    expect(first.profile.semantic.columns).toHaveLength(200);

    const tail = ((await (await appFetch(`/api/datasets/${dataset.id}?columnsOffset=1990&columnsLimit=50`, { jar: user.jar })).json()) as { dataset: Detail }).dataset;
    expect(tail.profile.columns.map((c) => c.name)).toEqual(Array.from({ length: 10 }, (_, i) => `metric_${1991 + i}`));
    expect(tail.profile.semantic.columns.map((c) => [c.name, c.role])).toEqual(Array.from({ length: 10 }, (_, i) => [`metric_${1991 + i}`, "measure"]));

    const page = await appFetch(`/dashboard/data-analysis/${dataset.id}`, { jar: user.jar });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(new TextEncoder().encode(html).length).toBeLessThan(500_000);
    expect(html).toContain("Columns 1–24 of 2,000");
    const found = await (await appFetch(`/dashboard/data-analysis/${dataset.id}?columns=METRIC_1999`, { jar: user.jar })).text();
    expect(found).toContain("metric_1999");
    expect(found).not.toContain("metric_1998<");
  }, 120_000);
});
