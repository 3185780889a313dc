// /reset-password?token=… — the emailed link: set a new password, end every other session, sign in.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ResetPasswordScreen, type ResetLinkState } from "~/components/auth/reset-password-screen";
import type { AuthActionData } from "~/lib/auth-form";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { resetPasswordSchema } from "~/lib/schemas/auth";
import { inspectResetToken, resetPassword } from "~/server/auth/password-reset.server";
import { redirectSignedIn } from "~/server/auth/respond.server";

export const meta: MetaFunction = () => [{ title: "Choose a new password — InsightLab" }, { name: "referrer", content: "no-referrer" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await inspectResetToken(context.services, token);
  const link: ResetLinkState = state.valid ? { valid: true, token, email: state.email } : { valid: false, message: state.message };
  return data({ link }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data<AuthActionData>({ intent: "reset-password", result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const outcome = await resetPassword(context.services, submission.value);
  if (!outcome.ok) {
    return data<AuthActionData>(
      {
        intent: "reset-password",
        result: submission.reply({
          fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
          formErrors: outcome.field ? [] : [outcome.message],
          hideFields: ["password", "confirmPassword"],
        }),
        toast: { variant: "destructive", title: AUTH_TOASTS.resetFailedTitle, description: outcome.message },
      },
      { status: outcome.status },
    );
  }
  return redirectSignedIn(context.services.db, request, outcome.userId, "/dashboard", AUTH_TOASTS.passwordUpdated);
}

export default function ResetPasswordPage() {
  const { link } = useLoaderData<{ link: ResetLinkState }>();
  const actionData = useActionData<AuthActionData>();
  return <ResetPasswordScreen link={link} actionData={actionData} />;
}
