// Export helpers shared by the integration tests that make files through the queue: save an answer as an
// analysis, request an export through its form, wait for its job, and download it through its signed link.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { saveAnalysis } from "~/server/analyses/analyses.server";
import { jobs, messages } from "~/server/db/schema";
import { appFetch, createTestContext, form, waitFor } from "./helpers";
import type { TestUser } from "./workspace-helpers";

const services = () => createTestContext().services;

/** Asks through the API and saves the answer as an analysis; returns its id. */
export async function savedAnalysis(user: TestUser, datasetId: string, question: string): Promise<string> {
  const res = await appFetch(`/api/datasets/${datasetId}/ask`, {
    method: "POST",
    body: JSON.stringify({ question }),
    headers: { "Content-Type": "application/json" },
    jar: user.jar,
  });
  expect(res.status).toBe(200);
  const { messageId } = (await res.json()) as { messageId: string };
  const message = await services().db.query.messages.findFirst({ where: eq(messages.id, messageId) });
  const row = await saveAnalysis(services().db, { ownerId: user.id, datasetId, title: question, question, answerJson: message!.answerJson! });
  return row.id;
}

/** Posts the export form; returns the export's id from the redirect to its status page. */
export async function requestExport(user: TestUser, fields: Record<string, string>): Promise<string> {
  const res = await appFetch("/dashboard/reports/exports", { method: "POST", body: form(fields), jar: user.jar });
  expect(res.status).toBe(303);
  const location = res.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/dashboard\/reports\/exports\/[\w-]+$/);
  return location.split("/").pop()!;
}

export async function jobDone(exportId: string) {
  return waitFor(
    async () => {
      const row = await services().db.query.jobs.findFirst({ where: eq(jobs.id, exportId) });
      if (row?.status === "failed") throw new Error(`Export ${exportId} failed: ${row.error}`);
      return row?.status === "done" ? row : undefined;
    },
    { timeoutMs: 25_000, what: `export ${exportId} to be done` },
  );
}

/** Opens the status page, follows its download link (page → file) and returns the file's response. */
export async function download(user: TestUser, exportId: string): Promise<{ link: string; file: Response }> {
  const page = await appFetch(`/dashboard/reports/exports/${exportId}`, { jar: user.jar });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).not.toContain('http-equiv="refresh"');
  const link = /href="(\/downloads\/[^"]+)"/.exec(html)![1].replaceAll("&amp;", "&");
  const hop = await appFetch(link);
  expect(hop.status).toBe(302);
  const file = await appFetch(hop.headers.get("Location")!);
  expect(file.status).toBe(200);
  return { link, file };
}

export const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
