// /register: email, password (hint: at least 8 characters), first name, last name (optional) — SPEC §2, §5.
import { Link } from "@remix-run/react";
import type { AuthActionData } from "~/lib/auth-form";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { signUpSchema } from "~/lib/schemas/auth";
import { AuthShell } from "./auth-shell";
import { FormAlert } from "./form-alert";
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
  if (actionData?.signUpSent) return <CheckYourEmail />;
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

/** After a sign-up, new address or taken alike: the next step is in the mailbox (the link signs a new user in). */
function CheckYourEmail() {
  return (
    <AuthShell
      title="Check your email to continue"
      description="We sent a message to the address you entered. Open the link in it to continue."
      footer={
        <>
          Already confirmed?{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <FormAlert tone="success" title={AUTH_TOASTS.signUpSuccess.title}>
        {AUTH_TOASTS.signUpSuccess.description}
      </FormAlert>
      <p className="mt-6 text-sm text-muted-foreground">
        Nothing arrived after a few minutes? Look in your spam folder, or{" "}
        <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
          sign up again
        </Link>
        .
      </p>
    </AuthShell>
  );
}
