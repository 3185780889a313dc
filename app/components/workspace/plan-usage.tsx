// The plan's meters — AI questions, cleanings and exports this month, files, storage — as the dashboard and Settings show them.
import { formatFileSize } from "~/lib/format-file-size";
import type { PlanUsage } from "~/server/usage.server";
import { UsageMeter } from "./usage-meter";

export function PlanUsageMeters({ usage }: { usage: Pick<PlanUsage, "queries" | "cleanings" | "exports" | "files" | "storage"> }) {
  // Columns follow the space the meters have (the narrow Settings card, the wide dashboard), not the window's.
  return (
    <div className="@container">
      <div className="grid gap-5 @md:grid-cols-2 @3xl:grid-cols-3">
        <UsageMeter label="AI questions this month" used={usage.queries.used} limit={usage.queries.limit} />
        <UsageMeter label="AI cleanings this month" used={usage.cleanings.used} limit={usage.cleanings.limit} />
        <UsageMeter label="Exports this month" used={usage.exports.used} limit={usage.exports.limit} />
        <UsageMeter label="Files" used={usage.files.used} limit={usage.files.limit} />
        <UsageMeter label="Storage" used={usage.storage.used} limit={usage.storage.limit} format={formatFileSize} />
      </div>
    </div>
  );
}
