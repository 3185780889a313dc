// Shows the toast an action left for the next page (app/server/flash-toast.server.ts). With JavaScript it
// becomes a normal toast; without, the same words appear as a notice at the top of the page.
import { useEffect } from "react";
import { toast } from "~/components/ui/use-toast";
import type { FlashToastMessage } from "~/lib/flash-toast";
import { cn } from "~/lib/utils";

export function FlashToast({ message }: { message: FlashToastMessage | null | undefined }) {
  const id = message?.id;
  useEffect(() => {
    if (!message) return;
    toast({ title: message.title, description: message.description, variant: message.variant ?? "default" });
    // Show each flash once, even if the component re-renders with the same message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  if (!message) return null;
  return (
    <noscript>
      <div
        role="status"
        className={cn(
          "fixed inset-x-0 top-0 z-[100] mx-auto mt-3 w-fit max-w-[90vw] rounded-lg border px-4 py-3 text-sm shadow-lg",
          message.variant === "destructive" ? "border-destructive bg-destructive text-destructive-foreground" : "bg-popover text-popover-foreground",
        )}
      >
        <strong className="font-semibold">{message.title}</strong>
        {message.description ? <span> {message.description}</span> : null}
      </div>
    </noscript>
  );
}
