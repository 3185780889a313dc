import { formatFileSize } from "~/lib/format-file-size";
import { PLANS, formatExportFormats, formatRetention, type Limit } from "~/lib/plans";

const limitText = (value: Limit) => (value === null ? "Unlimited" : String(value));

/** The retention period and main limits of every plan, from the plan table (privacy, terms, help). */
export function PlanLimitsTable({ columns }: { columns: readonly ("retention" | "files" | "size" | "queries" | "cleanings" | "exports")[] }) {
  const headers = { retention: "Files kept for", files: "Files", size: "Max file / storage", queries: "AI queries / month", cleanings: "AI cleanings / month", exports: "Exports / month" };
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold text-foreground">
              Plan
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-2.5 font-semibold whitespace-nowrap text-foreground">
                {headers[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLANS.map((plan) => (
            <tr key={plan.id} className="border-t">
              <th scope="row" className="px-4 py-2.5 font-medium whitespace-nowrap text-foreground">
                {plan.name}
              </th>
              {columns.map((c) => (
                <td key={c} className="px-4 py-2.5 whitespace-nowrap">
                  {c === "retention"
                    ? formatRetention(plan.limits.retentionHours)
                    : c === "files"
                      ? plan.limits.files
                      : c === "size"
                        ? `${formatFileSize(plan.limits.maxFileBytes)}${plan.limits.customStorage ? " (custom)" : ""}`
                        : c === "queries"
                          ? limitText(plan.limits.aiQueriesPerMonth)
                          : c === "cleanings"
                            ? limitText(plan.limits.cleaningsPerMonth)
                            : `${limitText(plan.limits.exportsPerMonth)} (${formatExportFormats(plan.limits.exportFormats)})`}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
