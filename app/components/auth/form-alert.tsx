// The form-level message (server errors, confirmations), visible with or without JavaScript.
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export function FormAlert({ id, tone = "error", title, children }: { id?: string; tone?: "error" | "success"; title?: string; children: ReactNode }) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border px-3.5 py-3 text-sm",
        tone === "error"
          ? "border-destructive/30 bg-destructive/[0.06] text-destructive dark:border-destructive/40 dark:bg-destructive/10"
          : "border-success/30 bg-success/[0.07] text-foreground",
      )}
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", tone === "success" && "text-success")} aria-hidden />
      <div className="grid gap-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className={cn(title && "text-muted-foreground", tone === "error" && title && "text-destructive/90")}>{children}</div>
      </div>
    </div>
  );
}
