// Shown whenever a plan limit stops something: says what happened and what the user can do.
import { Link } from "@remix-run/react";
import { Sparkles } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** `title`: what stopped the user — a limit they reached (the default), or a feature their plan does not have. */
export function UpgradePrompt({ message, title = "You have reached a limit of your plan", className }: { message: string; title?: string; className?: string }) {
  return (
    <div role="alert" data-testid="upgrade-prompt" className={cn("rounded-lg border border-primary/30 bg-primary/5 p-4", className)}>
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="space-y-3">
          <div>
            <p className="font-medium">{title}</p>
            <p className="text-sm text-muted-foreground">{message}</p>
          </div>
          <Link to="/dashboard/settings#plan" className={cn(buttonVariants({ size: "sm" }))}>
            Upgrade plan
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A plain error message, or the upgrade prompt when the error is a plan limit. */
export function WorkspaceErrorMessage({ error }: { error: { message: string; upgradeRequired?: boolean } | null | undefined }) {
  if (!error) return null;
  if (error.upgradeRequired) return <UpgradePrompt message={error.message} />;
  return (
    <p role="alert" data-testid="error-message" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
      {error.message}
    </p>
  );
}
