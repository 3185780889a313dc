// Before a re-read (another sheet, a correction of how the file was read) of a file something was made on: the
// reading will go to a new file, and this one stays for what was made on it (decision 0018). After it: which file
// stayed. Plain text beside plain form posts, so it reads the same without JavaScript.
import { Link } from "@remix-run/react";
import type { RereadNotice } from "~/server/datasets/reread.server";
import { savedWorkLines } from "./confirm-delete";

export function RereadNoticeBox({ name, notice }: { name: string; notice: RereadNotice }) {
  return (
    <section aria-labelledby="reread-heading" className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm" data-testid="reread-notice">
      <h2 id="reread-heading" className="font-medium">
        {`Reading ${name} again makes a new file, ${notice.versionName}`}
      </h2>
      <p>
        {`Choosing another sheet or correcting how the file was read below keeps ${name} exactly as it is, because these were made on it and keep its data:`}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {savedWorkLines(notice.impact).map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">{`The new file takes a file slot and the upload's size from your plan, like an upload.`}</p>
    </section>
  );
}

export function ReadFromNote({ name, readFrom }: { name: string; readFrom: { id: string; name: string } }) {
  return (
    <p className="rounded-lg border border-success/40 bg-success/10 p-4 text-sm" role="status" data-testid="read-from">
      {`Read again as a new file, ${name}. `}
      <Link to={`/dashboard/data-analysis/${readFrom.id}`} className="font-medium underline-offset-4 hover:underline">
        {readFrom.name}
      </Link>
      {" stays as it was, with what was made on it."}
    </p>
  );
}
