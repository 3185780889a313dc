// /reset-password?token=… — the emailed link: set a new password, end every other session, sign in.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ResetPasswordScreen, type ResetLinkState } from "~/components/auth/reset-password-screen";
import { MAILED_LINK_REFERRER_POLICY, type AuthActionData } from "~/lib/auth-form";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { inspectResetToken, resetPassword } from "~/server/auth/password-reset.server";
import { newPasswordAction } from "~/server/auth/new-password-form.server";

export const meta: MetaFunction = () => [{ title: "Choose a new password — InsightLab" }, { name: "referrer", content: MAILED_LINK_REFERRER_POLICY }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await inspectResetToken(context.services, token);
  const link: ResetLinkState = state.valid ? { valid: true, token, email: state.email } : { valid: false, message: state.message };
  return data({ link }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": MAILED_LINK_REFERRER_POLICY } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  return newPasswordAction(services.db, request, (input) => resetPassword(services, input), { failedTitle: AUTH_TOASTS.resetFailedTitle, done: AUTH_TOASTS.passwordUpdated });
}

export default function ResetPasswordPage() {
  const { link } = useLoaderData<{ link: ResetLinkState }>();
  const actionData = useActionData<AuthActionData>();
  return <ResetPasswordScreen link={link} actionData={actionData} />;
}
