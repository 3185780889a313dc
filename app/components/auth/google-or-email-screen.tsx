// The screen sign-in and sign-up share (SPEC §2, §5): the Google button, then the email form with the
// screen's fields, and under them the way to the other screen. Every way out keeps the page to return to.
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { toast } from "~/components/ui/use-toast";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { SIGN_IN_INPUT_ERROR, SIGN_UP_INPUT_ERROR } from "~/lib/schemas/auth";
import { AuthShell } from "./auth-shell";
import { FormAlert } from "./form-alert";
import { GoogleButton, OrDivider } from "./google-button";
import { SubmitButton } from "./submit-button";

/**
 * The words that tell the two screens apart, their fields aside. `inputError` is the toast when the browser
 * keeps the form from submitting (a required field is empty).
 */
const SCREENS = {
  "sign-in": {
    heading: { title: "Welcome back", description: "Sign in to pick up your analyses where you left them." },
    buttons: { google: "Continue with Google", submit: "Sign in", submitting: "Signing in..." },
    inputError: SIGN_IN_INPUT_ERROR,
    otherScreen: { question: "Don't have an account?", label: "Sign up", path: "/register" },
  },
  "sign-up": {
    heading: { title: "Create your account", description: "Start free: upload a file and ask your first question in minutes." },
    buttons: { google: "Sign up with Google", submit: "Create account", submitting: "Creating account..." },
    inputError: SIGN_UP_INPUT_ERROR,
    otherScreen: { question: "Already have an account?", label: "Sign in", path: "/login" },
  },
} as const;

export interface GoogleOrEmailScreenProps<Schema extends Record<string, unknown>> {
  intent: keyof typeof SCREENS;
  redirectTo: string;
  googleEnabled: boolean;
  form: FormMetadata<Schema, string[]>;
  busy: boolean;
  /** The form's fields. */
  children: ReactNode;
}

export function GoogleOrEmailScreen<Schema extends Record<string, unknown>>({ intent, redirectTo, googleEnabled, form, busy, children }: GoogleOrEmailScreenProps<Schema>) {
  const screen = SCREENS[intent];
  const formError = form.errors?.[0];
  const { path } = screen.otherScreen;
  const otherScreenHref = redirectTo !== "/dashboard" ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
  return (
    <AuthShell
      {...screen.heading}
      footer={
        <>
          {screen.otherScreen.question}{" "}
          <Link to={otherScreenHref} className="font-medium text-primary underline-offset-4 hover:underline">
            {screen.otherScreen.label}
          </Link>
        </>
      }
    >
      <GoogleButton enabled={googleEnabled} intent={intent} redirectTo={redirectTo} label={screen.buttons.google} disabled={busy} />
      <OrDivider />
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event);
          // conform cancels the submission when a required field is empty: say so as the spec's toast.
          if (event.defaultPrevented) toast({ variant: "destructive", title: AUTH_TOASTS.inputErrorTitle, description: screen.inputError });
        }}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {formError ? <FormAlert id={form.errorId}>{formError}</FormAlert> : null}
        <fieldset disabled={busy} className="grid gap-5">
          {children}
        </fieldset>
        <SubmitButton busy={busy} busyLabel={screen.buttons.submitting}>
          {screen.buttons.submit}
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}
