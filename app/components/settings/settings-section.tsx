// One titled section of the Settings page: a card with an anchor (the avatar menu and upgrade prompts link to
// them, e.g. /dashboard/settings#plan) and a heading that names the region for screen readers.
import { useNavigation } from "@remix-run/react";
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

export function SettingsSection({
  id,
  title,
  description,
  tone,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  tone?: "danger";
  children: ReactNode;
}) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className={cn("scroll-mt-20", tone === "danger" && "border-destructive/40")}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className={cn("text-base", tone === "danger" && "text-destructive")} data-testid={`${id}-title`}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

/** A Settings form's submit button: disabled with a spinner and a "…ing" label while that form is sent. */
export function SettingsSubmit({ busy, busyLabel, variant, children }: { busy: boolean; busyLabel: string; variant?: "default" | "outline" | "destructive"; children: ReactNode }) {
  return (
    <Button type="submit" variant={variant} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** Whether the form with this intent is the one being submitted now. */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** Under a field: its error (announced through the field's aria-describedby), else its hint, else nothing. */
export function FieldMessage({ id, error, hint, hintId }: { id: string; error: string | undefined; hint?: ReactNode; hintId?: string }) {
  if (error) {
    return (
      <p id={id} className="text-[0.8rem] font-medium text-destructive">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={hintId} className="text-[0.8rem] text-muted-foreground">
      {hint}
    </p>
  ) : null;
}
