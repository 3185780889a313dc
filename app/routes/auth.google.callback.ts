// GET /auth/google/callback — Google sends the user back here with ?code&state; we finish the flow server-side.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { clearGoogleFlowCookie, finishGoogleSignIn } from "~/server/auth/google-oauth.server";
import { redirectSignedIn, redirectWithToast } from "~/server/auth/respond.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await finishGoogleSignIn(context.services, request);
  const clearFlow = clearGoogleFlowCookie(request);
  if (!outcome.ok) {
    const signUp = outcome.intent === "sign-up";
    return redirectWithToast(
      request,
      signUp ? "/register" : "/login",
      { variant: "destructive", title: signUp ? AUTH_TOASTS.googleSignUpFailedTitle : AUTH_TOASTS.googleSignInFailedTitle, description: outcome.message },
      clearFlow,
    );
  }
  const response = await redirectSignedIn(
    context.services.db,
    request,
    outcome.user.id,
    outcome.redirectTo,
    outcome.created ? AUTH_TOASTS.signUpSuccess : AUTH_TOASTS.signInSuccess,
  );
  response.headers.append("Set-Cookie", clearFlow);
  return response;
}
