// /login — sign in with email and password (or Google), and the forgot-password view inside the same screen.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignInScreen } from "~/components/auth/sign-in-screen";
import type { AuthActionData } from "~/lib/auth-form";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { safeRedirect } from "~/lib/safe-redirect";
import { forgotPasswordSchema, SIGN_IN_INPUT_ERROR, signInSchema } from "~/lib/schemas/auth";
import { publicOrigin } from "~/server/auth/deps.server";
import { googleConfigured } from "~/server/auth/google-oauth.server";
import { getOptionalUser } from "~/server/auth/guards.server";
import { requestPasswordReset } from "~/server/auth/password-reset.server";
import { redirectSignedIn } from "~/server/auth/respond.server";
import { signInWithPassword } from "~/server/auth/sign-in.server";
import { logEvent } from "~/server/log.server";
import { clientIp, passRetryAfter, retryAfterHeaders } from "~/server/rate-limit.server";

export const meta: MetaFunction = () => [{ title: "Sign in — InsightLab" }];

export const headers: HeadersFunction = passRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getOptionalUser(context.services, request)) throw redirect(redirectTo);
  return {
    view: url.searchParams.get("view") === "forgot-password" ? ("forgot-password" as const) : ("sign-in" as const),
    redirectTo,
    googleEnabled: googleConfigured(context.services.config),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "forgot-password") {
    const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
    if (submission.status !== "success") {
      return data<AuthActionData>({ intent: "forgot-password", result: submission.reply() }, { status: 400 });
    }
    const outcome = await requestPasswordReset(context.services, {
      email: submission.value.email,
      ip: clientIp(request),
      origin: publicOrigin(context.services.config),
    }, context.services.clock.now().getTime()).catch((error: unknown) => {
      logEvent("error", "Password reset mail failed", { error });
      return { ok: false as const, status: 502 as const, message: AUTH_TOASTS.resetFailedFallback };
    });
    if (!outcome.ok) {
      return data<AuthActionData>(
        {
          intent: "forgot-password",
          result: submission.reply({ formErrors: [outcome.message] }),
          toast: { variant: "destructive", title: AUTH_TOASTS.resetFailedTitle, description: outcome.message },
        },
        { status: outcome.status, headers: outcome.status === 429 ? retryAfterHeaders(outcome) : undefined },
      );
    }
    return data<AuthActionData>({ intent: "forgot-password", result: submission.reply({ resetForm: true }), resetSent: true, toast: AUTH_TOASTS.resetSent });
  }

  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data<AuthActionData>(
      {
        intent: "sign-in",
        result: submission.reply({ formErrors: [SIGN_IN_INPUT_ERROR], hideFields: ["password"] }),
        toast: { variant: "destructive", title: AUTH_TOASTS.inputErrorTitle, description: SIGN_IN_INPUT_ERROR },
      },
      { status: 400 },
    );
  }
  const outcome = await signInWithPassword(context.services, {
    identifier: submission.value.email,
    password: submission.value.password,
    ip: clientIp(request),
  }, context.services.clock.now().getTime()).catch((error: unknown) => {
    // An outage (e.g. the database) gets the spec's fallback text instead of the error screen.
    logEvent("error", "Sign-in failed unexpectedly", { error });
    return { ok: false as const, status: 503 as const, message: AUTH_TOASTS.signInFailedFallback };
  });
  if (!outcome.ok) {
    return data<AuthActionData>(
      {
        intent: "sign-in",
        result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }),
        toast: { variant: "destructive", title: AUTH_TOASTS.signInFailedTitle, description: outcome.message },
      },
      { status: outcome.status, headers: outcome.status === 429 ? retryAfterHeaders(outcome) : undefined },
    );
  }
  return redirectSignedIn(context.services.db, request, outcome.user.id, safeRedirect(submission.value.redirectTo), AUTH_TOASTS.signInSuccess);
}

export default function LoginPage() {
  const { view, redirectTo, googleEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<AuthActionData>();
  return <SignInScreen view={view} redirectTo={redirectTo} googleEnabled={googleEnabled} actionData={actionData} />;
}
