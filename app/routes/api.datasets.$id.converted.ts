// POST /api/datasets/:id/converted (multipart `file`, optional `sheet` and `sheets`: the sheet it was made from
// and the workbook's sheet names as a JSON array): the CSV the browser made from a workbook too large for the
// server; it is stored beside the original and read at once. Posting another sheet's CSV switches sheets — into a
// new file when something was made on this one (201 with `readFrom`, as /ingest).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/server/auth/guards.server";
import { getDataset } from "~/server/datasets/datasets.server";
import { readResponse } from "~/server/datasets/dataset-view";
import { startIngest } from "~/server/datasets/ingest.server";
import { receiveConvertedCsv } from "~/server/datasets/upload.server";
import { readAgain } from "~/server/datasets/reread.server";
import { handleApi } from "~/server/workspace-request.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(context.services, request);
    const row = await getDataset(context.services.db, user.id, params.id ?? "");
    const { services } = context;
    const read = await readAgain(services, user, row, async (target) => {
      const { sheet } = await receiveConvertedCsv(services, user, target, request);
      return startIngest(services, target, { sheet });
    });
    return readResponse(row, read);
  });
}
