// /login: the sign-in form and, inside the same screen, the forgot-password view (SPEC §2, §4).
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import type { AuthActionData } from "~/lib/auth-form";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { forgotPasswordSchema, signInSchema } from "~/lib/schemas/auth";
import { AuthShell } from "./auth-shell";
import { FormAlert } from "./form-alert";
import { ConformField } from "./form-field";
import { GoogleOrEmailScreen } from "./google-or-email-screen";
import { SubmitButton } from "./submit-button";
import { useActionToast } from "./use-auth-toast";
import { useAuthForm } from "./use-auth-form";

export type SignInView = "sign-in" | "forgot-password";

export interface SignInScreenProps {
  view: SignInView;
  redirectTo: string;
  googleEnabled: boolean;
  actionData: AuthActionData | undefined;
}

/** Links between the two views keep the page to return to. */
function viewHref(view: SignInView, redirectTo: string): string {
  const params = new URLSearchParams();
  if (view === "forgot-password") params.set("view", "forgot-password");
  if (redirectTo !== "/dashboard") params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

export function SignInScreen({ view, redirectTo, googleEnabled, actionData }: SignInScreenProps) {
  useActionToast(actionData);
  return view === "forgot-password" ? (
    <ForgotPasswordView redirectTo={redirectTo} actionData={actionData?.intent === "forgot-password" ? actionData : undefined} />
  ) : (
    <SignInView redirectTo={redirectTo} googleEnabled={googleEnabled} actionData={actionData?.intent === "sign-in" ? actionData : undefined} />
  );
}

function SignInView({ redirectTo, googleEnabled, actionData }: Omit<SignInScreenProps, "view">) {
  const { form, fields, busy } = useAuthForm("sign-in", signInSchema, actionData);
  const forgotPassword = (
    <Link to={viewHref("forgot-password", redirectTo)} className="text-[0.8rem] font-medium text-primary underline-offset-4 hover:underline">
      Forgot password?
    </Link>
  );
  return (
    <GoogleOrEmailScreen intent="sign-in" redirectTo={redirectTo} googleEnabled={googleEnabled} form={form} busy={busy}>
      <ConformField field={fields.email} type="email" label="Email" autoComplete="email" placeholder="you@company.com" />
      <ConformField field={fields.password} type="password" label="Password" autoComplete="current-password" placeholder="••••••••" labelAside={forgotPassword} />
    </GoogleOrEmailScreen>
  );
}

function ForgotPasswordView({ redirectTo, actionData }: { redirectTo: string; actionData: AuthActionData | undefined }) {
  const { form, fields, busy } = useAuthForm("forgot-password", forgotPasswordSchema, actionData);
  const formError = form.errors?.[0];
  const backToSignIn = (
    <Link to={viewHref("sign-in", redirectTo)} className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-3.5" aria-hidden />
      Back to sign in
    </Link>
  );

  return (
    <AuthShell
      title="Reset your password"
      description="Enter the email of your account and we'll send you a link to choose a new password."
      footer={backToSignIn}
    >
      {actionData?.resetSent ? (
        <FormAlert tone="success" title={AUTH_TOASTS.resetSent.title}>
          {AUTH_TOASTS.resetSent.description}
        </FormAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={actionData?.resetSent ? "mt-6 grid gap-5" : "grid gap-5"}>
        <input type="hidden" name="intent" value="forgot-password" />
        {formError ? <FormAlert id={form.errorId}>{formError}</FormAlert> : null}
        <fieldset disabled={busy} className="grid gap-5">
          <ConformField field={fields.email} type="email" label="Email" autoComplete="email" placeholder="you@company.com" />
        </fieldset>
        <SubmitButton busy={busy} busyLabel="Sending...">
          {actionData?.resetSent ? "Send another link" : "Send reset link"}
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}
