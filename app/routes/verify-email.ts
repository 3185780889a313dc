// /verify-email?token=… — the link mailed at sign-up. Confirms the address and signs in (sign-up itself does
// not: it answers the same for a taken address), then on to the workspace with a toast.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { verifyEmail, VERIFICATION_LINK_INVALID } from "~/server/auth/email-verification.server";
import { getOptionalUser } from "~/server/auth/guards.server";
import { redirectSignedIn, redirectWithToast } from "~/server/auth/respond.server";

const EMAIL_VERIFIED = { title: "Email Verified", description: "Thank you — your email address is confirmed." };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { services } = context;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const verifiedUserId = await verifyEmail(services, token);
  const signedInUser = await getOptionalUser(services, request);
  if (!verifiedUserId) {
    return redirectWithToast(request, signedInUser ? "/dashboard" : "/login", { variant: "destructive", title: "Verification Failed", description: VERIFICATION_LINK_INVALID });
  }
  if (signedInUser?.id === verifiedUserId) return redirectWithToast(request, "/dashboard", EMAIL_VERIFIED);
  return redirectSignedIn(services.db, request, verifiedUserId, "/dashboard", EMAIL_VERIFIED);
}
