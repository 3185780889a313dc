// The step before deleting a file (?delete=1 on its page): everything that goes with it, by count and name, and
// one form post that deletes it all. Without JavaScript it is the same page and the same post.
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import type { DeleteImpact } from "~/server/datasets/delete-impact.server";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The lines of what goes besides the file itself; empty when nothing does. */
export function impactLines(impact: DeleteImpact): string[] {
  const lines: string[] = [];
  const copies = impact.files.slice(1);
  if (copies.length > 0) lines.push(`${plural(copies.length, "cleaned copy", "cleaned copies")}: ${copies.map((c) => c.name).join(", ")}`);
  if (impact.conversations > 0) lines.push(`${plural(impact.conversations, "conversation")} about it, with their questions and answers`);
  if (impact.analyses.length > 0) lines.push(`${plural(impact.analyses.length, "saved analysis", "saved analyses")}: ${impact.analyses.map((a) => `“${a.title}”`).join(", ")}`);
  for (const r of impact.reports) {
    lines.push(`from the report “${r.title}”: ${r.losing} of its ${plural(r.of, "analysis", "analyses")}${r.losing === r.of ? " (it is left empty)" : ""}`);
  }
  for (const d of impact.dashboards) lines.push(`from the dashboard “${d.title}”: ${plural(d.tiles, "tile")}`);
  if (impact.shares > 0) lines.push(`${plural(impact.shares, "share")} with teams`);
  return lines;
}

/** What was made on a file, for a step that keeps it (a new reading goes to a new file): the copies, analyses and where they show. */
export function savedWorkLines(impact: DeleteImpact): string[] {
  const lines: string[] = [];
  const copies = impact.files.slice(1);
  if (copies.length > 0) lines.push(`${plural(copies.length, "cleaned copy", "cleaned copies")}: ${copies.map((c) => c.name).join(", ")}`);
  if (impact.analyses.length > 0) lines.push(`${plural(impact.analyses.length, "saved analysis", "saved analyses")}: ${impact.analyses.map((a) => `“${a.title}”`).join(", ")}`);
  for (const r of impact.reports) lines.push(`the report “${r.title}” (${r.losing} of its ${plural(r.of, "analysis", "analyses")})`);
  for (const d of impact.dashboards) lines.push(`the dashboard “${d.title}” (${plural(d.tiles, "tile")})`);
  return lines;
}

export function ConfirmDeleteFile({ datasetId, impact }: { datasetId: string; impact: DeleteImpact }) {
  const name = impact.files[0].name;
  const lines = impactLines(impact);
  return (
    <section aria-labelledby="delete-heading" className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm" data-testid="confirm-delete">
      <h2 id="delete-heading" className="text-base font-semibold">
        {`Delete ${name}?`}
      </h2>
      {lines.length > 0 ? (
        <>
          <p>These go with it and cannot be brought back:</p>
          <ul className="list-disc space-y-1 pl-5" data-testid="delete-impact">
            {lines.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing else uses it: no cleaned copy, conversation or saved analysis.</p>
      )}
      <Form method="post" action={`/dashboard/data-analysis/${datasetId}`} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit" variant="destructive">
          {lines.length > 0 ? `Delete ${name} and all of the above` : `Delete ${name}`}
        </Button>
        <Link to={`/dashboard/data-analysis/${datasetId}`} className="text-muted-foreground underline-offset-4 hover:underline">
          Keep it
        </Link>
      </Form>
    </section>
  );
}
