// /logout — the sign-out form's target (works without JavaScript): ends the session, then home with 'Logged Out'.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import { redirectWithToast } from "~/server/auth/respond.server";
import { destroySession } from "~/server/auth/session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const clearSession = await destroySession(context.services.db, request);
  return redirectWithToast(request, "/", AUTH_TOASTS.logoutSuccess, clearSession);
}

/** Signing out changes state, so it is never a GET: a visited /logout just goes home. */
export function loader() {
  return redirect("/");
}
