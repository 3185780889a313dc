// A team editor cleans a file shared with the team in Chromium, without JavaScript (issue #25, decision 0025): the
// file's page offers Clean data, the review lists the repeated row, and Apply saves a cleaned copy in the editor's
// own files — the owner's file stays as it was.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPage, signUp } from "./harness";

const headers = { Origin: baseURL };

async function post(page: Page, path: string, form: Record<string, string>): Promise<string> {
  const res = await page.request.post(path, { form, headers, maxRedirects: 0 });
  expect([302, 303]).toContain(res.status());
  return res.headers()["location"] ?? "";
}

describe("cleaning a file shared with the team", () => {
  it("an editor cleans it into a copy of their own, with plain form posts", { timeout: 120_000 }, async () => {
    const owner = await newPage({ javaScriptEnabled: false });
    const { email: ownerEmail } = await signUp(owner);
    expect(await (await owner.request.post("/__test/plan", { form: { email: ownerEmail, plan: "enterprise" }, headers })).json()).toEqual({ updated: 1 });
    const teamId = new URL(await post(owner, "/dashboard/teams", { intent: "create", name: "Sales team" }), baseURL).searchParams.get("team")!;
    const editor = await newPage({ javaScriptEnabled: false });
    const { email } = await signUp(editor);
    await post(owner, "/dashboard/teams", { intent: "invite", teamId, email, role: "editor" });
    const mail = (await (await editor.request.get(`/__test/outbox?to=${encodeURIComponent(email)}`)).json()) as { link: string };
    await post(editor, "/dashboard/teams/invite", { token: new URL(mail.link).searchParams.get("token")!, answer: "accept" });

    const csv = ["Region,Revenue", "North,290", "South,210", "East,180", "South,210"].join("\n") + "\n";
    const uploaded = await owner.request.post("/api/datasets", { multipart: { file: { name: "shared.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } }, headers });
    const { dataset } = (await uploaded.json()) as { dataset: { id: string } };
    await post(owner, "/dashboard/teams/share", { intent: "share", resourceType: "dataset", resourceId: dataset.id, teamId, returnTo: "/dashboard" });

    await editor.goto(`/dashboard/data-analysis/${dataset.id}`);
    await editor.getByRole("link", { name: "Clean data" }).click();
    const pairs = editor.getByTestId("repeat-pairs");
    expect(await pairs.locator("tbody tr").first().innerText()).toMatch(/^4\s+2\s+Identical$/);
    await editor.getByRole("button", { name: /Apply and save Clean_shared\.csv/ }).click();
    await editor.waitForURL(/cleaned=1/, { timeout: 20_000 });
    expect(await editor.getByTestId("dataset-shape").textContent()).toBe("3 rows × 2 columns");
    const copyId = new URL(editor.url()).pathname.split("/").pop();
    expect(copyId).not.toBe(dataset.id);

    // The copy is listed among the editor's files; the owner's file still has its 4 rows.
    await editor.goto("/dashboard/data-analysis");
    expect(await editor.getByTestId("file-row").locator("a").allTextContents()).toContain("Clean_shared.csv");
    await owner.goto(`/dashboard/data-analysis/${dataset.id}`);
    expect(await owner.getByTestId("dataset-shape").textContent()).toBe("4 rows × 2 columns");
  });
});
