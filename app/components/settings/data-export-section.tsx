// "Download all my data": ask for the archive (made in the background, like report exports) and follow the
// newest one to its status page and download link.
import { Form, Link } from "@remix-run/react";
import { Download } from "lucide-react";
import { SettingsSection, SettingsSubmit, useSubmitting } from "./settings-section";

export interface DataExportView {
  id: string;
  status: "queued" | "running" | "done" | "failed";
  createdAt: string;
}

const STATUS_WORDS: Record<DataExportView["status"], string> = {
  queued: "is waiting for its turn",
  running: "is being made",
  done: "is ready",
  failed: "could not be made",
};

export function DataExportSection({ latest }: { latest: DataExportView | null }) {
  const busy = useSubmitting("export-data");
  return (
    <SettingsSection
      id="data"
      title="Download all my data"
      description="A zip with your uploaded files as you uploaded them, and your saved analyses, reports and conversations as JSON."
    >
      {latest ? (
        <p className="text-sm" data-testid="data-export-latest">
          Your archive from{" "}
          {new Date(latest.createdAt).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" })}{" "}
          {STATUS_WORDS[latest.status]}.{" "}
          <Link to={`/dashboard/reports/exports/${latest.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {latest.status === "done" ? "Get the download link" : "See its progress"}
          </Link>
        </p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="export-data" />
        <SettingsSubmit busy={busy} busyLabel="Starting..." variant="outline">
          <Download aria-hidden /> Prepare my archive
        </SettingsSubmit>
      </Form>
      <p className="text-sm text-muted-foreground">It is made in the background; its page shows a download link when it is ready, valid for 24 hours.</p>
    </SettingsSection>
  );
}
