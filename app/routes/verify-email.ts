// /verify-email?token=… — the link mailed at sign-up. Confirms the address. It signs no one in: whoever opens the
// link may not be who signed up (a link sent to someone else's browser would sign them in as that account), so a
// browser already holding that account's session goes on to the workspace, and anyone else is asked to sign in.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { verifyEmail, VERIFICATION_LINK_INVALID } from "~/server/auth/email-verification.server";
import { getOptionalUser } from "~/server/auth/guards.server";
import { redirectWithToast } from "~/server/auth/respond.server";

const EMAIL_VERIFIED = { title: "Email Verified", description: "Thank you — your email address is confirmed." };
const EMAIL_VERIFIED_SIGN_IN = { title: "Email Verified", description: "Thank you — your email address is confirmed. Sign in to continue." };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { services } = context;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const verifiedUserId = await verifyEmail(services, token);
  const signedInUser = await getOptionalUser(services, request);
  if (!verifiedUserId) {
    return redirectWithToast(request, signedInUser ? "/dashboard" : "/login", { variant: "destructive", title: "Verification Failed", description: VERIFICATION_LINK_INVALID });
  }
  if (signedInUser?.id === verifiedUserId) return redirectWithToast(request, "/dashboard", EMAIL_VERIFIED);
  return redirectWithToast(request, "/login", EMAIL_VERIFIED_SIGN_IN);
}
