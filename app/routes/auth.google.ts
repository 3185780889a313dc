// POST /auth/google — starts Google sign-in (OpenID Connect, PKCE + state + nonce): off to Google's consent screen.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { GOOGLE_NOT_CONFIGURED, googleConfigured, startGoogleSignIn } from "~/server/auth/google-oauth.server";
import { redirectWithToast } from "~/server/auth/respond.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  if (!googleConfigured(context.services.config)) {
    const title = intent === "sign-up" ? AUTH_TOASTS.googleSignUpFailedTitle : AUTH_TOASTS.googleSignInFailedTitle;
    return redirectWithToast(request, intent === "sign-up" ? "/register" : "/login", { variant: "destructive", title, description: GOOGLE_NOT_CONFIGURED });
  }
  const { location, setCookie } = await startGoogleSignIn(context.services.config, request, { redirectTo: formData.get("redirectTo"), intent });
  return redirect(location, { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return redirect("/login");
}
