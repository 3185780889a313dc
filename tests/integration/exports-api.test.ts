// The exports JSON API: request an export, poll its status, download through its signed link — owner only (404 for
// anyone else), the plan's formats (402), and a specific 4xx for every bad request.
import { describe, expect, it } from "vitest";
import { appFetch, waitFor } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

async function answered(user: TestUser): Promise<{ conversationId: string; messageId: string }> {
  const res = await upload(user, "sales.csv", "Region,Revenue\nNorth,1200\nSouth,900\nSouth,800\nEast,500\n");
  const { dataset } = (await res.json()) as { dataset: { id: string } };
  const asked = await appFetch(`/api/datasets/${dataset.id}/ask`, { method: "POST", body: JSON.stringify({ question: "total revenue by region" }), headers: { "Content-Type": "application/json" }, jar: user.jar });
  expect(asked.status).toBe(200);
  return (await asked.json()) as { conversationId: string; messageId: string };
}

function postExport(user: TestUser | null, body: unknown, contentType = "application/json") {
  return appFetch("/api/exports", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "Content-Type": contentType }, jar: user?.jar });
}

interface ExportJson {
  id: string;
  status: string;
  format: string;
  fileName: string;
  downloadUrl: string | null;
  linkExpiresAt: string | null;
  message: string | null;
}

describe("POST /api/exports and GET /api/exports/:id", () => {
  it("queues an export of an answer, reports its progress, then a signed link that downloads the file", async () => {
    const user = await signedInUser("pro");
    const { conversationId, messageId } = await answered(user);
    const res = await postExport(user, { format: "csv", conversationId, messageId });
    expect(res.status).toBe(202);
    const { export: queued } = (await res.json()) as { export: ExportJson };
    expect(res.headers.get("Location")).toBe(`/api/exports/${queued.id}`);
    expect(queued).toMatchObject({ format: "csv", fileName: "total revenue by region.csv", downloadUrl: null });
    expect(["queued", "running", "done"]).toContain(queued.status);

    const done = await waitFor(
      async () => {
        const polled = (await (await appFetch(`/api/exports/${queued.id}`, { jar: user.jar })).json()) as { export: ExportJson };
        return polled.export.status === "done" ? polled.export : undefined;
      },
      { timeoutMs: 25_000, what: "the export" },
    );
    expect(done.downloadUrl).toMatch(new RegExp(`^/downloads/${queued.id}/total%20revenue%20by%20region\\.csv\\?expires=\\d+&signature=`));
    expect(Date.parse(done.linkExpiresAt!) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const file = await appFetch(done.downloadUrl!.replace("?", "/file?"));
    expect(file.status).toBe(200);
    expect(await file.text()).toContain("North");
  });

  it("is the owner's only: another user gets 404 for the export and for exporting the answer; a visitor 401", async () => {
    const user = await signedInUser("pro");
    const target = await answered(user);
    const { export: mine } = (await (await postExport(user, { format: "json", ...target })).json()) as { export: ExportJson };
    const other = await signedInUser("pro");
    const theirs = await appFetch(`/api/exports/${mine.id}`, { jar: other.jar });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ message: "This export was not found. It may have been deleted or may have expired." });
    expect((await postExport(other, { format: "csv", ...target })).status).toBe(404);
    expect((await appFetch(`/api/exports/${mine.id}`)).status).toBe(401);
    expect((await postExport(null, { format: "csv", ...target })).status).toBe(401);
  });

  it("answers bad requests with a specific 4xx", async () => {
    const user = await signedInUser("free");
    const target = await answered(user);
    const missing = await postExport(user, target);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/Choose a format to export/);
    const unknown = await postExport(user, { format: "docx", ...target });
    expect(unknown.status).toBe(400);
    const nothing = await postExport(user, { format: "csv" });
    expect(nothing.status).toBe(400);
    expect(((await nothing.json()) as { message: string }).message).toMatch(/Choose a report, a dashboard or an answer to export/);
    expect((await postExport(user, "{not json")).status).toBe(400);
    expect((await postExport(user, "format=csv", "application/x-www-form-urlencoded")).status).toBe(415);
    const plan = await postExport(user, { format: "pdf", ...target });
    expect(plan.status).toBe(402);
    expect(await plan.json()).toMatchObject({ upgradeRequired: true, message: expect.stringMatching(/Free plan exports/) });
    expect((await postExport(user, { format: "csv", conversationId: target.conversationId, messageId: "no-such-message" })).status).toBe(404);
  });
});
