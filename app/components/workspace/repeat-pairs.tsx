// The pairs a duplicate recommendation found: each repeated row with the earlier row it repeats, and how the two
// stand in the file — identical there, or equal only once read (the first column that differs, both spellings).
// A plain table: it reads the same without JavaScript, scrolls inside its box on a phone and uses theme colours.
import type { Recommendation } from "../../../engine/clean";

type Pair = NonNullable<Recommendation["pairs"]>[number];

function inFile(pair: Pair): string {
  if (pair.identicalInFile === true) return "Identical";
  if (pair.identicalInFile === false && pair.difference) return `${pair.difference.column}: ${pair.difference.earlier} there, ${pair.difference.here} here`;
  if (pair.identicalInFile === false) return "Written differently";
  return "Not compared";
}

export function RepeatPairs({ recommendation: r }: { recommendation: Recommendation }) {
  const pairs = r.pairs ?? [];
  if (pairs.length === 0) return null;
  const compared = pairs.some((p) => p.identicalInFile !== null);
  return (
    <div className="relative mt-1 max-h-64 overflow-auto rounded border" data-testid="repeat-pairs">
      <table className="w-full text-xs tabular-nums text-muted-foreground">
        <caption className="sr-only">{`Rows: ${r.title}. Each repeated row, the earlier row it repeats${compared ? " and how they compare in the file" : ""}.`}</caption>
        <thead className="sticky top-0 bg-muted text-left text-foreground">
          <tr>
            <th scope="col" className="px-2 py-1 font-medium">Row</th>
            <th scope="col" className="px-2 py-1 font-medium">Repeats row</th>
            {compared && <th scope="col" className="px-2 py-1 font-medium">In the file</th>}
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <tr key={pair.row} className="border-t" data-identical={pair.identicalInFile ?? undefined}>
              <th scope="row" className="px-2 py-1 text-left font-normal">{pair.row.toLocaleString("en-US")}</th>
              <td className="px-2 py-1">{pair.earlier.toLocaleString("en-US")}</td>
              {compared && <td className="break-words px-2 py-1">{inFile(pair)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {r.count > pairs.length && <p className="border-t px-2 py-1 text-xs text-muted-foreground">{`and ${(r.count - pairs.length).toLocaleString("en-US")} more`}</p>}
    </div>
  );
}
