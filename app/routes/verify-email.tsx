// /verify-email?token=… — the link mailed at sign-up. Opened in a browser holding the account's session it confirms
// the address and goes on to the workspace. Anywhere else it spends nothing and asks how to go on (sign in to the
// account, which brings the link back; or confirm with a new password, which takes the account over like a password
// reset): proving an address never blesses a password that was not proven with it (email-proof.server.ts), and the
// link never signs its opener in by itself (login CSRF).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmEmailScreen, type ConfirmEmailLink } from "~/components/auth/confirm-email-screen";
import { MAILED_LINK_REFERRER_POLICY, type AuthActionData } from "~/lib/auth-form";
import { loginPathFor } from "~/lib/safe-redirect";
import { confirmEmailWithNewPassword, confirmEmailWithSession, inspectEmailVerification, VERIFICATION_LINK_INVALID } from "~/server/auth/email-verification.server";
import { getOptionalUser } from "~/server/auth/guards.server";
import { newPasswordAction } from "~/server/auth/new-password-form.server";
import { redirectWithToast } from "~/server/auth/respond.server";

export const meta: MetaFunction = () => [{ title: "Confirm your email — InsightLab" }, { name: "referrer", content: MAILED_LINK_REFERRER_POLICY }];

const EMAIL_VERIFIED = { title: "Email Verified", description: "Thank you — your email address is confirmed." };
const EMAIL_VERIFIED_NEW_PASSWORD = { title: "Email Verified", description: "Your email address is confirmed and your new password is set; everyone else was signed out." };
const VERIFICATION_FAILED = { variant: "destructive" as const, title: "Verification Failed", description: VERIFICATION_LINK_INVALID };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const now = services.clock.now().getTime();
  const [link, signedInUser] = await Promise.all([inspectEmailVerification(services, token, now), getOptionalUser(services, request)]);
  const home = signedInUser ? "/dashboard" : "/login";
  if (!link.valid) return redirectWithToast(request, home, VERIFICATION_FAILED);
  if (signedInUser?.id === link.userId) {
    const confirmed = await confirmEmailWithSession(services, token, signedInUser.id, now);
    return redirectWithToast(request, "/dashboard", confirmed ? EMAIL_VERIFIED : VERIFICATION_FAILED);
  }
  if (link.alreadyVerified) return redirectWithToast(request, home, EMAIL_VERIFIED);
  const confirm: ConfirmEmailLink = {
    token,
    email: link.email,
    signInHref: loginPathFor(url.pathname + url.search),
    signedInAs: signedInUser?.email ?? null,
  };
  return data({ confirm }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": MAILED_LINK_REFERRER_POLICY } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  return newPasswordAction(services.db, request, (input) => confirmEmailWithNewPassword(services, input, services.clock.now().getTime()), {
    failedTitle: VERIFICATION_FAILED.title,
    done: EMAIL_VERIFIED_NEW_PASSWORD,
  });
}

export default function VerifyEmailPage() {
  const { confirm } = useLoaderData<{ confirm: ConfirmEmailLink }>();
  const actionData = useActionData<AuthActionData>();
  return <ConfirmEmailScreen link={confirm} actionData={actionData} />;
}
