// /login: the sign-in form and, inside the same screen, the forgot-password view (SPEC §2, §4).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { toast } from "~/components/ui/use-toast";
import type { AuthActionData } from "~/lib/auth-form";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { forgotPasswordSchema, SIGN_IN_INPUT_ERROR, signInSchema } from "~/lib/schemas/auth";
import { AuthShell } from "./auth-shell";
import { FormAlert } from "./form-alert";
import { fieldInput, FormField } from "./form-field";
import { GoogleButton, OrDivider } from "./google-button";
import { PasswordInput } from "./password-input";
import { SubmitButton } from "./submit-button";
import { useActionToast } from "./use-auth-toast";

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

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function SignInView({ redirectTo, googleEnabled, actionData }: Omit<SignInScreenProps, "view">) {
  const busy = useBusy("sign-in");
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: actionData?.result,
    constraint: getZodConstraint(signInSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const email = fieldInput(getInputProps(fields.email, { type: "email", ariaAttributes: false }));
  const password = fieldInput(getInputProps(fields.password, { type: "password", ariaAttributes: false }));
  const formError = form.errors?.[0];

  return (
    <AuthShell
      title="Welcome back"
      description="Sign in to pick up your analyses where you left them."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to={redirectTo !== "/dashboard" ? `/register?redirectTo=${encodeURIComponent(redirectTo)}` : "/register"} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <GoogleButton enabled={googleEnabled} intent="sign-in" redirectTo={redirectTo} label="Continue with Google" disabled={busy} />
      <OrDivider />
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event);
          // conform cancels the submission when a required field is empty: say so as the spec's toast.
          if (event.defaultPrevented) toast({ variant: "destructive", title: AUTH_TOASTS.inputErrorTitle, description: SIGN_IN_INPUT_ERROR });
        }}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {formError ? <FormAlert id={form.errorId}>{formError}</FormAlert> : null}
        <fieldset disabled={busy} className="grid gap-5">
          <FormField
            key={email.key}
            {...email.props}
            id={fields.email.id}
            label="Email"
            autoComplete="email"
            placeholder="you@company.com"
            errors={fields.email.errors}
          />
          <FormField
            key={password.key}
            {...password.props}
            id={fields.password.id}
            label="Password"
            autoComplete="current-password"
            placeholder="••••••••"
            errors={fields.password.errors}
            labelAside={
              <Link to={viewHref("forgot-password", redirectTo)} className="text-[0.8rem] font-medium text-primary underline-offset-4 hover:underline">
                Forgot password?
              </Link>
            }
            render={(props) => <PasswordInput {...props} />}
          />
        </fieldset>
        <SubmitButton busy={busy} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}

function ForgotPasswordView({ redirectTo, actionData }: { redirectTo: string; actionData: AuthActionData | undefined }) {
  const busy = useBusy("forgot-password");
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  const email = fieldInput(getInputProps(fields.email, { type: "email", ariaAttributes: false }));
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
          <FormField key={email.key} {...email.props} id={fields.email.id} label="Email" autoComplete="email" placeholder="you@company.com" errors={fields.email.errors} />
        </fieldset>
        <SubmitButton busy={busy} busyLabel="Sending...">
          {actionData?.resetSent ? "Send another link" : "Send reset link"}
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}
