// The exports' retention sweep: the report Worker's cron deletes exported files older than their retention (8 days:
// 7 days after the first 24-hour link ran out) from R2 and marks their rows expired; younger files stay. The clock is
// the cron's own scheduledTime, injected here.
import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reportExports } from "~/server/db/schema";
import { EXPORT_RETENTION_MS } from "~/server/reports/exports.server";
import reportWorker from "../../workers/reports/index";
import { appFetch, createTestContext, waitFor } from "./helpers";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

async function exported(user: TestUser): Promise<{ id: string; fileKey: string }> {
  const res = await upload(user, "sales.csv", "Region,Revenue\nNorth,1200\nSouth,900\n");
  const { dataset } = (await res.json()) as { dataset: { id: string } };
  const asked = (await (await appFetch(`/api/datasets/${dataset.id}/ask`, { method: "POST", body: JSON.stringify({ question: "total revenue by region" }), headers: { "Content-Type": "application/json" }, jar: user.jar })).json()) as {
    conversationId: string;
    messageId: string;
  };
  const posted = await appFetch("/api/exports", { method: "POST", body: JSON.stringify({ format: "csv", ...asked }), headers: { "Content-Type": "application/json" }, jar: user.jar });
  const { export: queued } = (await posted.json()) as { export: { id: string } };
  return waitFor(
    async () => {
      const row = await createTestContext().services.db.query.reportExports.findFirst({ where: eq(reportExports.id, queued.id) });
      return row?.fileKey ? { id: row.id, fileKey: row.fileKey } : undefined;
    },
    { timeoutMs: 25_000, what: "the export's file" },
  );
}

/** The report Worker's scheduled handler, run as the cron would at `scheduledTime`. */
async function cron(scheduledTime: number): Promise<void> {
  await reportWorker.scheduled(createScheduledController({ scheduledTime, cron: "41 * * * *" }), env, createExecutionContext());
}

describe("exports retention sweep (report Worker cron)", () => {
  it("keeps files younger than their retention, then deletes them from R2 and marks them expired", async () => {
    expect(EXPORT_RETENTION_MS).toBe(8 * 86_400_000);
    const user = await signedInUser("pro");
    const file = await exported(user);
    const { db } = createTestContext().services;
    const row = (await db.query.reportExports.findFirst({ where: eq(reportExports.id, file.id) }))!;
    const madeAt = row.createdAt.getTime();

    // A day before its retention ends: kept.
    await cron(madeAt + EXPORT_RETENTION_MS - 86_400_000);
    expect(await env.FILES.head(file.fileKey)).not.toBeNull();
    const before = (await (await appFetch(`/api/exports/${file.id}`, { jar: user.jar })).json()) as { export: { downloadUrl: string | null } };
    expect(before.export.downloadUrl).not.toBeNull();

    // After it: gone from R2, marked expired, the status says so and offers no link; the old link finds nothing.
    await cron(madeAt + EXPORT_RETENTION_MS + 60_000);
    expect(await env.FILES.head(file.fileKey)).toBeNull();
    expect((await db.query.reportExports.findFirst({ where: eq(reportExports.id, file.id) }))?.fileKey).toBeNull();
    const after = (await (await appFetch(`/api/exports/${file.id}`, { jar: user.jar })).json()) as { export: { status: string; expired: boolean; downloadUrl: string | null; message: string } };
    expect(after.export).toMatchObject({ status: "done", expired: true, downloadUrl: null, message: "This file was deleted: exported files are kept for 8 days. Export it again for a fresh copy." });
    expect((await appFetch(before.export.downloadUrl!.replace("?", "/file?"))).status).toBe(404);
    const page = await (await appFetch(`/dashboard/reports/exports/${file.id}`, { jar: user.jar })).text();
    expect(page).toContain("This file was deleted.");
    expect(page).toContain("Export it again");
  });
});
