// "Download all my data": a zip of the user's uploads (byte for byte) and of everything else the database holds
// of theirs as JSON (app/server/account/data-archive.server.ts). It goes through the same machinery as report exports — a `jobs` + `report_exports`
// row (format "zip", no report or analysis), a `render-export` message to JOBS, the report Worker writing the
// file under the owner's prefix, the export's status page and its signed 24-hour download link — and does not
// count against the plan's monthly exports (it is the user's own data).
import { and, desc, eq, inArray } from "drizzle-orm";
import { jobs, reportExports } from "~/server/db/schema";
import type { Database } from "~/server/db/client.server";
import { enqueueJob } from "~/server/jobs/enqueue.server";
import type { Services } from "~/server/services.server";
import { safeFileName } from "~/server/reports/file-name";

/** The user's newest data archive with its job's status, if they asked for one. */
export async function latestDataExport(db: Database, ownerId: string) {
  const [row] = await db
    .select({ id: reportExports.id, createdAt: reportExports.createdAt, status: jobs.status })
    .from(reportExports)
    .innerJoin(jobs, eq(jobs.id, reportExports.id))
    .where(and(eq(reportExports.ownerId, ownerId), eq(reportExports.format, "zip")))
    .orderBy(desc(reportExports.createdAt))
    .limit(1);
  return row;
}

/** Queues a data archive and returns its export id; one still being made is reused rather than doubled. */
export async function requestDataExport(services: Pick<Services, "db" | "jobs" | "clock">, user: { id: string }): Promise<string> {
  const { db } = services;
  const [pending] = await db
    .select({ id: reportExports.id })
    .from(reportExports)
    .innerJoin(jobs, eq(jobs.id, reportExports.id))
    .where(and(eq(reportExports.ownerId, user.id), eq(reportExports.format, "zip"), inArray(jobs.status, ["queued", "running"])))
    .limit(1);
  if (pending) return pending.id;
  const now = services.clock.now();
  return enqueueJob({ db, queue: services.jobs }, { type: "render-export" }, user.id, async (jobId) => {
    await db.insert(reportExports).values({
      id: jobId,
      ownerId: user.id,
      format: "zip",
      fileName: safeFileName(`InsightLab data ${now.toISOString().slice(0, 10)}`, "zip"),
      createdAt: now,
    });
  });
}
