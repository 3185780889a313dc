// Downloading a dataset's data as it is stored — above all a cleaned copy (Clean_…), which has no upload of
// its own — as CSV (streamed batch by batch) or an Excel workbook, to its owner only (404 for anyone else).
import { datasetCsvChunks, datasetToWorkbook, workbookRefusal } from "../../../engine/export/dataset-file";
import { openDataset } from "~/server/conversations/ask.server";
import type { Database } from "~/server/db/client.server";
import { contentDisposition, safeFileName } from "~/server/reports/file-name";
import { WorkspaceError } from "~/server/workspace-error.server";
import { getDataset, type DatasetRow } from "./datasets.server";

export const DOWNLOAD_FORMATS = ["csv", "xlsx"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** "Clean_sales.csv" as "Clean_sales.xlsx": the dataset's name with the download's extension. */
function downloadName(name: string, format: DownloadFormat): string {
  return safeFileName(name.replace(/\.(csv|tsv|txt|xlsx|xlsm|xls|json)$/i, ""), format);
}

function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** Why this dataset cannot be downloaded as Excel (then only CSV is offered), or null. */
export function excelDownloadRefusal(row: Pick<DatasetRow, "rowCount" | "columnCount">): string | null {
  return workbookRefusal(row.rowCount, row.columnCount);
}

/** The user's dataset as a file to download (409 while it is not ready, 422 when Excel cannot hold it). */
export async function datasetDownload(services: { db: Database; files: R2Bucket }, userId: string, datasetId: string, format: DownloadFormat): Promise<Response> {
  const row = await getDataset(services.db, userId, datasetId);
  if (row.status !== "ready") throw new WorkspaceError(409, "This file is not ready yet. Wait until it shows as ready, then download it.");
  if (format === "xlsx") {
    const refusal = excelDownloadRefusal(row);
    if (refusal) throw new WorkspaceError(422, refusal);
  }
  const dataset = await openDataset(services.files, row);
  const body = format === "csv" ? textStream(datasetCsvChunks(dataset)) : await datasetToWorkbook(dataset, row.name);
  return new Response(body, {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": contentDisposition(downloadName(row.name, format)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
