// /register: email, password (hint: at least 8 characters), first name, last name (optional) — SPEC §2, §5.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { toast } from "~/components/ui/use-toast";
import type { AuthActionData } from "~/lib/auth-form";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { SIGN_UP_INPUT_ERROR, signUpSchema } from "~/lib/schemas/auth";
import { AuthShell } from "./auth-shell";
import { FormAlert } from "./form-alert";
import { fieldInput, FormField } from "./form-field";
import { GoogleButton, OrDivider } from "./google-button";
import { PasswordInput } from "./password-input";
import { SubmitButton } from "./submit-button";
import { useActionToast } from "./use-auth-toast";

export interface SignUpScreenProps {
  redirectTo: string;
  googleEnabled: boolean;
  actionData: AuthActionData | undefined;
}

export function SignUpScreen({ redirectTo, googleEnabled, actionData }: SignUpScreenProps) {
  useActionToast(actionData);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-up";
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult: actionData?.result,
    // The browser checks only the required fields: the 8-character minimum is a hint here (SPEC §5).
    constraint: getZodConstraint(signUpSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const email = fieldInput(getInputProps(fields.email, { type: "email", ariaAttributes: false }));
  const password = fieldInput(getInputProps(fields.password, { type: "password", ariaAttributes: false }));
  const firstName = fieldInput(getInputProps(fields.firstName, { type: "text", ariaAttributes: false }));
  const lastName = fieldInput(getInputProps(fields.lastName, { type: "text", ariaAttributes: false }));
  const formError = form.errors?.[0];
  const signInHref = redirectTo !== "/dashboard" ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login";

  return (
    <AuthShell
      title="Create your account"
      description="Start free: upload a file and ask your first question in minutes."
      footer={
        <>
          Already have an account?{" "}
          <Link to={signInHref} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <GoogleButton enabled={googleEnabled} intent="sign-up" redirectTo={redirectTo} label="Sign up with Google" disabled={busy} />
      <OrDivider />
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event);
          if (event.defaultPrevented) toast({ variant: "destructive", title: AUTH_TOASTS.inputErrorTitle, description: SIGN_UP_INPUT_ERROR });
        }}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="sign-up" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {formError ? <FormAlert id={form.errorId}>{formError}</FormAlert> : null}
        <fieldset disabled={busy} className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
            <FormField key={firstName.key} {...firstName.props} id={fields.firstName.id} label="First name" autoComplete="given-name" placeholder="Alex" errors={fields.firstName.errors} />
            <FormField key={lastName.key} {...lastName.props} id={fields.lastName.id} label="Last name" autoComplete="family-name" placeholder="Morgan" errors={fields.lastName.errors} />
          </div>
          <FormField key={email.key} {...email.props} id={fields.email.id} label="Email" autoComplete="email" placeholder="you@company.com" errors={fields.email.errors} />
          <FormField
            key={password.key}
            {...password.props}
            id={fields.password.id}
            label="Password"
            autoComplete="new-password"
            placeholder="••••••••"
            hint="At least 8 characters"
            errors={fields.password.errors}
            render={(props) => <PasswordInput {...props} />}
          />
        </fieldset>
        <SubmitButton busy={busy} busyLabel="Creating account...">
          Create account
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}
