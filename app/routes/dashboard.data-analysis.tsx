// /dashboard/data-analysis: upload files and see the ones you have.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Sparkles } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FileList } from "~/components/workspace/file-list";
import { UploadPanel } from "~/components/workspace/upload-panel";
import { UsageMeter } from "~/components/workspace/usage-meter";
import { planOrFree } from "~/lib/plans";
import { formatFileSize } from "~/lib/format-file-size";
import { requireUser } from "~/server/auth/guards.server";
import { MAX_SERVER_WORKBOOK_XML_BYTES, SERVER_WORKBOOK_CEILINGS } from "../../engine/read/workbook";
import { storageUsage } from "~/server/datasets/datasets.server";
import { listDatasetsKept } from "~/server/datasets/plan-retention.server";
import { deleteDatasetConfirmed } from "~/server/datasets/delete-impact.server";
import { sharedWithMe } from "~/server/teams/teams.server";
import { SharedWithMe } from "~/components/teams/shared-with-me";
import { toDatasetSummary } from "~/server/datasets/dataset-view";
import { startIngest } from "~/server/datasets/ingest.server";
import { createSampleDataset } from "~/server/datasets/sample.server";
import { receiveUpload } from "~/server/datasets/upload.server";
import { uploadAllowance } from "~/lib/upload-limits";
import { actionError, type ErrorBody } from "~/server/workspace-request.server";

export const meta: MetaFunction = () => [{ title: "Data Analysis — InsightLab" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const [rows, usage, shared] = await Promise.all([
    listDatasetsKept(context.services.db, user.id),
    storageUsage(context.services.db, user.id),
    sharedWithMe(context.services.db, user.id, "dataset"),
  ]);
  const plan = planOrFree(user.plan);
  return {
    datasets: rows.map(toDatasetSummary),
    shared,
    usage,
    plan: { name: plan.name, files: plan.limits.files, storageBytes: plan.limits.storageBytes },
    allowance: uploadAllowance(usage, user.plan),
    workbookCeilings: { ...SERVER_WORKBOOK_CEILINGS, xlsxUnpacked: MAX_SERVER_WORKBOOK_XML_BYTES },
    renderedAt: new Date().toISOString(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const { services } = context;
  try {
    if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
      const received = await receiveUpload(services, user, request, services.clock.now());
      const dataset = await startIngest(services, received.dataset, { sheet: received.sheet });
      return redirect(`/dashboard/data-analysis/${dataset.id}`, 303);
    }
    const form = await request.formData();
    const intent = form.get("intent");
    if (intent === "delete") {
      const id = String(form.get("datasetId") ?? "");
      const outcome = await deleteDatasetConfirmed(context.services.db, context.services.files, user.id, id, context.services.clock.now(), form.get("confirm") === "yes");
      // Something the user made goes with it: the file's page says what, and asks.
      return redirect(outcome.deleted ? "/dashboard/data-analysis" : `/dashboard/data-analysis/${id}?delete=1#delete-heading`, 303);
    }
    if (intent === "sample") {
      const dataset = await createSampleDataset(services, user, services.clock.now());
      return redirect(`/dashboard/data-analysis/${dataset.id}`, 303);
    }
    return data({ error: { message: "Unknown action." } }, { status: 400 });
  } catch (error) {
    return actionError(error);
  }
}

export default function DataAnalysisPage() {
  const { datasets, shared, usage, plan, allowance, workbookCeilings, renderedAt } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const addingSample = navigation.state !== "idle" && navigation.formData?.get("intent") === "sample";
  const serverError = (actionData as { error?: ErrorBody } | undefined)?.error ?? null;

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Data Analysis</h1>
        <p className="text-muted-foreground">Upload a spreadsheet or data file. We check it, work out its columns, and get it ready for your questions.</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>Upload a file</CardTitle>
          <CardDescription>Your original file is never changed. Only you can see it.</CardDescription>
        </CardHeader>
        <CardContent>
          <UploadPanel allowance={allowance} serverError={serverError} workbookCeilings={workbookCeilings} />
        </CardContent>
      </Card>

      <section className="space-y-4" aria-labelledby="files-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="files-heading" className="text-lg font-semibold">
              Your files
            </h2>
            <p className="text-sm text-muted-foreground">
              Files are deleted automatically when they expire on the {plan.name} plan.
            </p>
          </div>
          <div className="grid w-full gap-3 sm:w-72">
            <UsageMeter label="Files" used={usage.files} limit={plan.files} />
            <UsageMeter label="Storage" used={usage.bytes} limit={plan.storageBytes} format={formatFileSize} />
          </div>
        </div>

        {datasets.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center" data-testid="empty-state">
            <Sparkles aria-hidden className="size-8 text-primary" />
            <p className="font-medium">No files yet</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Upload one of your own above, or start with our sample: two years of sales orders from a small company.
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="sample" />
              <Button type="submit" variant="outline" disabled={addingSample}>
                {addingSample ? "Adding the sample…" : "Try the sample sales data"}
              </Button>
            </Form>
          </div>
        ) : (
          <FileList datasets={datasets} renderedAt={renderedAt} />
        )}
      </section>

      <SharedWithMe items={shared} hrefOf={(id) => `/dashboard/data-analysis/${id}`} what="Files" />
    </div>
  );
}
