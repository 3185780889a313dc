// /verify-email?token=… — the link mailed at sign-up. Confirms the address, then back to the app with a toast.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { verifyEmail, VERIFICATION_LINK_INVALID } from "~/server/auth/email-verification.server";
import { getOptionalUser } from "~/server/auth/guards.server";
import { redirectWithToast } from "~/server/auth/respond.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const verified = await verifyEmail(context.services, token);
  const next = (await getOptionalUser(context.services, request)) ? "/dashboard" : "/login";
  return verified
    ? redirectWithToast(request, next, { title: "Email Verified", description: "Thank you — your email address is confirmed." })
    : redirectWithToast(request, next, { variant: "destructive", title: "Verification Failed", description: VERIFICATION_LINK_INVALID });
}
