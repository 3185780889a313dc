// "Continue with Google": starts the server-side OpenID Connect flow (POST /auth/google). When this server
// has no Google client settings the button stays visible but disabled, with a tooltip saying why.
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";

export const GOOGLE_NOT_CONFIGURED_TOOLTIP = "Google sign-in is not configured on this server";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-[18px]">
      <path fill="#4285F4" d="M23.49 12.27c0-.79-.07-1.54-.19-2.27H12v4.51h6.47a5.53 5.53 0 0 1-2.4 3.63v3h3.88c2.27-2.09 3.54-5.17 3.54-8.87Z" />
      <path fill="#34A853" d="M12 24c3.24 0 5.95-1.08 7.93-2.91l-3.88-3A7.2 7.2 0 0 1 12 19.28a7.15 7.15 0 0 1-6.73-4.94h-4v3.09A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.27 14.34a7.2 7.2 0 0 1 0-4.68V6.57h-4a12 12 0 0 0 0 10.86l4-3.09Z" />
      <path fill="#EA4335" d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.44-3.44A11.98 11.98 0 0 0 1.27 6.57l4 3.09A7.15 7.15 0 0 1 12 4.75Z" />
    </svg>
  );
}

export function GoogleButton({
  enabled,
  intent,
  redirectTo,
  label,
  disabled,
}: {
  enabled: boolean;
  intent: "sign-in" | "sign-up";
  redirectTo?: string;
  label: string;
  disabled?: boolean;
}) {
  if (!enabled) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip and keyboard focus. */}
          <span tabIndex={0} className="block rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none">
            <Button type="button" variant="outline" className="h-10 w-full" disabled aria-describedby="google-not-configured">
              <GoogleMark />
              {label}
            </Button>
            <span id="google-not-configured" className="sr-only">
              {GOOGLE_NOT_CONFIGURED_TOOLTIP}
            </span>
          </span>
        </TooltipTrigger>
        <TooltipContent>{GOOGLE_NOT_CONFIGURED_TOOLTIP}</TooltipContent>
      </Tooltip>
    );
  }
  return (
    <Form method="post" action="/auth/google" reloadDocument>
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Button type="submit" variant="outline" className="h-10 w-full" disabled={disabled}>
        <GoogleMark />
        {label}
      </Button>
    </Form>
  );
}

export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" />
      or continue with email
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
