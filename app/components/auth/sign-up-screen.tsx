// /register: email, password (hint: at least 8 characters), first name, last name (optional) — SPEC §2, §5.
// After a sign-up: a card with one message and one button (into the app, or to sign in for a taken address).
import { Link } from "@remix-run/react";
import type { AuthActionData } from "~/lib/auth-form";
import { buttonVariants } from "~/components/ui/button";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { cn } from "~/lib/utils";
import { signUpSchema } from "~/lib/schemas/auth";
import { AuthShell } from "./auth-shell";
import { ConformField } from "./form-field";
import { GoogleOrEmailScreen } from "./google-or-email-screen";
import { useActionToast } from "./use-auth-toast";
import { useAuthForm } from "./use-auth-form";

export interface SignUpScreenProps {
  redirectTo: string;
  googleEnabled: boolean;
  actionData: AuthActionData | undefined;
}

export function SignUpScreen({ redirectTo, googleEnabled, actionData }: SignUpScreenProps) {
  useActionToast(actionData);
  // The browser checks only the required fields: the 8-character minimum is a hint here (SPEC §5).
  const { form, fields, busy } = useAuthForm("sign-up", signUpSchema, actionData);
  if (actionData?.signedUp === "created") return <AccountCreated continueTo={actionData.continueTo ?? "/dashboard"} />;
  if (actionData?.signedUp === "existing") return <CheckYourEmail />;
  return (
    <GoogleOrEmailScreen intent="sign-up" redirectTo={redirectTo} googleEnabled={googleEnabled} form={form} busy={busy}>
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <ConformField field={fields.firstName} type="text" label="First name" autoComplete="given-name" placeholder="Alex" />
        <ConformField field={fields.lastName} type="text" label="Last name" autoComplete="family-name" placeholder="Morgan" />
      </div>
      <ConformField field={fields.email} type="email" label="Email" autoComplete="email" placeholder="you@company.com" />
      <ConformField field={fields.password} type="password" label="Password" autoComplete="new-password" placeholder="••••••••" hint="At least 8 characters" />
    </GoogleOrEmailScreen>
  );
}

/** A new account, signed in: the spec's words once (no toast over them), and the one way on — into the app. */
function AccountCreated({ continueTo }: { continueTo: string }) {
  return (
    <AuthShell title={AUTH_TOASTS.signUpSuccess.title} description={AUTH_TOASTS.signUpSuccess.description}>
      <Link to={continueTo} reloadDocument className={cn(buttonVariants({ size: "lg" }), "w-full")}>
        Start using InsightLab
      </Link>
    </AuthShell>
  );
}

/** The address already has an account: nothing changed, and its mailbox got the ways to sign in. */
function CheckYourEmail() {
  return (
    <AuthShell title="Check your email" description="This address already has an InsightLab account: we sent it a message with the ways to sign in.">
      <Link to="/login" className={cn(buttonVariants({ size: "lg" }), "w-full")}>
        Sign in
      </Link>
    </AuthShell>
  );
}
