// "Use the new cleaned copy" on a report or dashboard: the offer (a link to the confirmation step) and the step
// itself — the analyses that move, the columns found in the new copy, the other reports and dashboards that
// hold the same analyses — with one form post. Works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { Check, TriangleAlert } from "lucide-react";
import { Button } from "~/components/ui/button";

interface File {
  id: string;
  name: string;
}

export interface CopyMoveData {
  offers: { from: File; to: File; analyses: number }[];
  move: {
    from: File;
    to: File;
    analyses: { id: string; title: string }[];
    alsoOn: { reports: { id: string; title: string }[]; dashboards: { id: string; title: string }[] };
    matching: { columns: { id: string; name: string; type: string; status: string; match: string | null }[] };
    movable: boolean;
  } | null;
  moveError: string | null;
}

const analysesWord = (n: number) => (n === 1 ? "1 analysis" : `${n} analyses`);

export function NewerCopy({ here, data }: { here: string; data: CopyMoveData }) {
  const { offers, move, moveError } = data;
  if (offers.length === 0 && !move && !moveError) return null;
  return (
    <section aria-labelledby="newer-copy-heading" className="space-y-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm" data-testid="newer-copy">
      <h2 id="newer-copy-heading" className="font-semibold">
        A newer cleaned copy
      </h2>
      {move ? (
        <MoveStep here={here} move={move} />
      ) : (
        offers.map((o) => (
          <p key={o.from.id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="min-w-0 flex-1 break-words">
              {`${analysesWord(o.analyses)} here ${o.analyses === 1 ? "reads" : "read"} `}
              <strong className="font-medium">{o.from.name}</strong>
              {". A newer cleaned copy, "}
              <strong className="font-medium">{o.to.name}</strong>
              {", was made since; nothing moves until you say so."}
            </span>
            <Button asChild size="sm" variant="outline">
              <Link to={`${here}?${new URLSearchParams({ moveFrom: o.from.id, moveTo: o.to.id })}#newer-copy-heading`}>Use the new cleaned copy</Link>
            </Button>
          </p>
        ))
      )}
      {moveError ? (
        <p role="alert" className="text-destructive">
          {moveError}
        </p>
      ) : null}
    </section>
  );
}

function MoveStep({ here, move }: { here: string; move: NonNullable<CopyMoveData["move"]> }) {
  const others = [...move.alsoOn.reports.map((r) => `the report “${r.title}”`), ...move.alsoOn.dashboards.map((d) => `the dashboard “${d.title}”`)];
  return (
    <div className="space-y-3" data-testid="move-step">
      <p>
        {`Move ${analysesWord(move.analyses.length)} from `}
        <strong className="font-medium">{move.from.name}</strong>
        {" to "}
        <strong className="font-medium">{move.to.name}</strong>
        {`? Their figures are then worked out from the new copy. ${move.from.name} stays as it is.`}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {move.analyses.map((a) => (
          <li key={a.id}>{a.title}</li>
        ))}
      </ul>
      {others.length > 0 ? <p>The same analyses are also on {others.join(", ")}: they read the new copy there too.</p> : null}
      <ul className="divide-y rounded-md border bg-background" aria-label="Columns the analyses read">
        {move.matching.columns.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-x-3 px-3 py-2" data-status={c.status}>
            <span className="min-w-0 flex-1 break-words">
              <span className="font-medium">{c.name}</span> <span className="text-muted-foreground">({c.type})</span>
            </span>
            {c.status === "same" ? (
              <span className="flex items-center gap-1 text-muted-foreground">
                <Check aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" /> In the new copy
              </span>
            ) : (
              <span className="flex items-center gap-1 text-destructive">
                <TriangleAlert aria-hidden className="size-4" /> Not in the new copy as it was
              </span>
            )}
          </li>
        ))}
      </ul>
      {move.movable ? (
        <Form method="post" action={here} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="move-to-copy" />
          <input type="hidden" name="moveFrom" value={move.from.id} />
          <input type="hidden" name="moveTo" value={move.to.id} />
          <Button type="submit">{`Move ${analysesWord(move.analyses.length)} to ${move.to.name}`}</Button>
          <Link to={here} className="text-muted-foreground underline-offset-4 hover:underline">
            {`Keep ${move.from.name}`}
          </Link>
        </Form>
      ) : (
        <p role="alert" className="text-destructive">
          {move.to.name} lacks a column these analyses read, so they stay on {move.from.name}.{" "}
          <Link to={here} className="underline underline-offset-4">
            Back
          </Link>
        </p>
      )}
    </div>
  );
}
