// /register: email, password (hint: at least 8 characters), first name, last name (optional) — SPEC §2, §5.
import type { AuthActionData } from "~/lib/auth-form";
import { signUpSchema } from "~/lib/schemas/auth";
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
