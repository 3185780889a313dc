// The step before a delete (a file, a saved analysis, a report): what goes with it, by count and name, and one form
// post that deletes it all — the same page and the same post without JavaScript. One component for every delete
// that takes something with it, so they all say it the same way.
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import type { DeleteImpact } from "~/server/datasets/delete-impact.server";
import { countOf } from "../../../engine/narrate/words";

const copyName = (c: DeleteImpact["files"][number]) => (c.owner ? `${c.name} (${c.owner}'s)` : c.name);

/** The lines of what goes besides the item itself; empty when nothing does. */
export function impactLines(impact: DeleteImpact): string[] {
  const lines: string[] = [];
  const copies = impact.files.slice(1);
  if (copies.length > 0) lines.push(`${countOf(copies.length, "cleaned copy")}: ${copies.map(copyName).join(", ")}`);
  if (impact.conversations > 0) lines.push(`${countOf(impact.conversations, "conversation")} about it, with their questions and answers`);
  if (impact.analyses.length > 0) lines.push(`${countOf(impact.analyses.length, "saved analysis")}: ${impact.analyses.map((a) => `“${a.title}”`).join(", ")}`);
  for (const r of impact.reports) {
    lines.push(`from the report “${r.title}”: ${r.losing} of its ${countOf(r.of, "analysis")}${r.losing === r.of ? " (it is left empty)" : ""}`);
  }
  for (const d of impact.dashboards) lines.push(`from the dashboard “${d.title}”: ${countOf(d.tiles, "tile")}`);
  if (impact.exports > 0) lines.push(`${countOf(impact.exports, "exported file")} made from ${impact.analyses.length === 0 ? "it" : "those analyses"}`);
  if (impact.shares > 0) lines.push(`${countOf(impact.shares, "share")} with teams`);
  return lines;
}

/** What was made on a file, for a step that keeps it (a new reading goes to a new file): the copies, analyses and where they show. */
export function savedWorkLines(impact: DeleteImpact): string[] {
  const lines: string[] = [];
  const copies = impact.files.slice(1);
  if (copies.length > 0) lines.push(`${countOf(copies.length, "cleaned copy")}: ${copies.map(copyName).join(", ")}`);
  if (impact.analyses.length > 0) lines.push(`${countOf(impact.analyses.length, "saved analysis")}: ${impact.analyses.map((a) => `“${a.title}”`).join(", ")}`);
  for (const r of impact.reports) lines.push(`the report “${r.title}” (${r.losing} of its ${countOf(r.of, "analysis")})`);
  for (const d of impact.dashboards) lines.push(`the dashboard “${d.title}” (${countOf(d.tiles, "tile")})`);
  return lines;
}

interface ConfirmDeleteProps {
  /** The heading's id (the address's #fragment after a held delete). */
  headingId: string;
  /** What is deleted, as the heading names it: "sales.csv", "“Quarterly”". */
  name: string;
  lines: string[];
  /** Said when nothing else goes (and what stays, when that matters). */
  alone: string;
  /** Said after the list, when something goes: what stays. */
  stays?: string;
  action: string;
  fields: Record<string, string>;
  submit: string;
  keepTo: string;
  testId: string;
}

export function ConfirmDelete({ headingId, name, lines, alone, stays, action, fields, submit, keepTo, testId }: ConfirmDeleteProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm" data-testid={testId}>
      <h2 id={headingId} className="text-base font-semibold">
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
          {stays ? <p>{stays}</p> : null}
        </>
      ) : (
        <p>{alone}</p>
      )}
      <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
        {Object.entries({ ...fields, confirm: "yes" }).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <Button type="submit" variant="destructive">
          {lines.length > 0 ? `${submit} and all of the above` : submit}
        </Button>
        <Link to={keepTo} className="text-muted-foreground underline-offset-4 hover:underline">
          Keep it
        </Link>
      </Form>
    </section>
  );
}

export function ConfirmDeleteFile({ datasetId, impact }: { datasetId: string; impact: DeleteImpact }) {
  const name = impact.files[0].name;
  const page = `/dashboard/data-analysis/${datasetId}`;
  return (
    <ConfirmDelete
      headingId="delete-heading"
      name={name}
      lines={impactLines(impact)}
      alone="Nothing else uses it: no cleaned copy, conversation or saved analysis."
      action={page}
      fields={{ intent: "delete" }}
      submit={`Delete ${name}`}
      keepTo={page}
      testId="confirm-delete"
    />
  );
}
