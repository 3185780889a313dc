// /reset-password?token=… — choose a new password from the emailed link (or learn the link is spent).
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { AuthActionData } from "~/lib/auth-form";
import { resetPasswordSchema } from "~/lib/schemas/auth";
import { AuthShell } from "./auth-shell";
import { FormAlert } from "./form-alert";
import { ConformField } from "./form-field";
import { SubmitButton } from "./submit-button";
import { useActionToast } from "./use-auth-toast";
import { useAuthForm } from "./use-auth-form";

export type ResetLinkState = { valid: true; token: string; email: string } | { valid: false; message: string };

const backToSignIn = (
  <Link to="/login" className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
    <ArrowLeft className="size-3.5" aria-hidden />
    Back to sign in
  </Link>
);

export function ResetPasswordScreen({ link, actionData }: { link: ResetLinkState; actionData: AuthActionData | undefined }) {
  useActionToast(actionData);
  if (!link.valid) {
    return (
      <AuthShell title="Reset link unavailable" description="Password reset links work once and for one hour." footer={backToSignIn}>
        <FormAlert>{link.message}</FormAlert>
        <Button asChild className="mt-6 h-10 w-full">
          <Link to="/login?view=forgot-password">Request a new link</Link>
        </Button>
      </AuthShell>
    );
  }
  return <NewPasswordScreen token={link.token} email={link.email} actionData={actionData} />;
}

function NewPasswordScreen({ token, email, actionData }: { token: string; email: string; actionData: AuthActionData | undefined }) {
  return (
    <AuthShell
      title="Choose a new password"
      description={
        <>
          For <span className="font-medium text-foreground">{email}</span>. You will be signed in, and signed out everywhere else.
        </>
      }
      footer={backToSignIn}
    >
      <NewPasswordForm token={token} email={email} actionData={actionData} submitLabel="Set new password" />
    </AuthShell>
  );
}

/** The new-password form of a mailed link (a reset, or an email confirmation opened without the account's session). */
export function NewPasswordForm({ token, email, actionData, submitLabel }: { token: string; email: string; actionData: AuthActionData | undefined; submitLabel: string }) {
  const { form, fields, busy } = useAuthForm("reset-password", resetPasswordSchema, actionData);
  const formError = form.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="intent" value="reset-password" />
      <input type="hidden" name="token" value={token} />
      {formError ? <FormAlert id={form.errorId}>{formError}</FormAlert> : null}
      <fieldset disabled={busy} className="grid gap-5">
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <ConformField field={fields.password} type="password" label="New password" autoComplete="new-password" hint="At least 8 characters" />
        <ConformField field={fields.confirmPassword} type="password" label="Repeat the new password" autoComplete="new-password" />
      </fieldset>
      <SubmitButton busy={busy} busyLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
