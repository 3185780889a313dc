// /register — create an account with email and password (or Google). A new account is signed in at once and
// its address confirmed later by the mailed link; a taken address changes nothing and its owner is mailed
// (docs/decisions/0015-sign-up-signs-in.md). The answer is a card with one message and one button.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { SignUpScreen } from "~/components/auth/sign-up-screen";
import type { AuthActionData } from "~/lib/auth-form";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { safeRedirect } from "~/lib/safe-redirect";
import { SIGN_UP_INPUT_ERROR, signUpServerSchema } from "~/lib/schemas/auth";
import { publicOrigin } from "~/server/auth/deps.server";
import { googleConfigured } from "~/server/auth/google-oauth.server";
import { getOptionalUser } from "~/server/auth/guards.server";
import { createSession } from "~/server/auth/session.server";
import { signUp } from "~/server/auth/sign-up.server";
import { clientIp, passRetryAfter, retryAfterHeaders } from "~/server/rate-limit.server";
import { logEvent } from "~/server/log.server";

export const meta: MetaFunction = () => [{ title: "Create your account — InsightLab" }];

export const headers: HeadersFunction = passRetryAfter;

// After a sign-up the page keeps its card: this loader would send the now signed-in visitor away before it shows.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as AuthActionData | undefined)?.signedUp ? false : defaultShouldRevalidate;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getOptionalUser(context.services, request)) throw redirect(redirectTo);
  return { redirectTo, googleEnabled: googleConfigured(context.services.config) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signUpServerSchema });
  if (submission.status !== "success") {
    const missing = ["email", "password", "firstName"].some((name) => !String(formData.get(name) ?? "").trim());
    const description = missing ? SIGN_UP_INPUT_ERROR : (Object.values(submission.error ?? {}).flat()[0] ?? SIGN_UP_INPUT_ERROR);
    return data<AuthActionData>(
      {
        intent: "sign-up",
        result: submission.reply({ formErrors: missing ? [SIGN_UP_INPUT_ERROR] : [], hideFields: ["password"] }),
        toast: { variant: "destructive", title: missing ? AUTH_TOASTS.inputErrorTitle : AUTH_TOASTS.signUpFailedTitle, description },
      },
      { status: 400 },
    );
  }
  const outcome = await signUp(context.services, submission.value, { ip: clientIp(request), origin: publicOrigin(context.services.config) }, context.services.clock.now().getTime()).catch((error: unknown) => {
    logEvent("error", "Sign-up failed unexpectedly", { error });
    return { ok: false as const, status: 503 as const, message: AUTH_TOASTS.signUpFailedFallback, field: undefined };
  });
  if (!outcome.ok) {
    return data<AuthActionData>(
      {
        intent: "sign-up",
        result: submission.reply({
          fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
          formErrors: outcome.field ? [] : [outcome.message],
          hideFields: ["password"],
        }),
        toast: { variant: "destructive", title: AUTH_TOASTS.signUpFailedTitle, description: outcome.message },
      },
      { status: outcome.status, headers: outcome.status === 429 ? retryAfterHeaders(outcome) : undefined },
    );
  }
  const result = submission.reply({ resetForm: true });
  if (!outcome.createdUserId) return data<AuthActionData>({ intent: "sign-up", result, signedUp: "existing" });
  const headers = { "Set-Cookie": await createSession(context.services.db, request, outcome.createdUserId) };
  return data<AuthActionData>({ intent: "sign-up", result, signedUp: "created", continueTo: safeRedirect(String(formData.get("redirectTo") ?? "")) }, { headers });
}

export default function RegisterPage() {
  const { redirectTo, googleEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<AuthActionData>();
  return <SignUpScreen redirectTo={redirectTo} googleEnabled={googleEnabled} actionData={actionData} />;
}
