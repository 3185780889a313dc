import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/** The form's main button: full width, with a spinner and a "...ing" label while the request runs. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" className="h-10 w-full" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
