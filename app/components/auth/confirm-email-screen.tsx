// /verify-email?token=… opened without the account's session: the mailbox's owner is here, but maybe not whoever
// chose the account's password. Two ways on: sign in to the account (the link comes back and confirms), or choose a
// new password, which signs out everyone else — so an address typed by someone else cannot keep their password.
import { Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { AuthActionData } from "~/lib/auth-form";
import { AuthShell } from "./auth-shell";
import { NewPasswordForm } from "./reset-password-screen";
import { useActionToast } from "./use-auth-toast";

export interface ConfirmEmailLink {
  token: string;
  email: string;
  /** Where signing in leads: back to this link, which then confirms. */
  signInHref: string;
  /** The browser is signed in to another account (it must sign out to sign in as this one). */
  signedInAs: string | null;
}

export function ConfirmEmailScreen({ link, actionData }: { link: ConfirmEmailLink; actionData: AuthActionData | undefined }) {
  useActionToast(actionData);
  return (
    <AuthShell
      title="Confirm your email"
      description={
        <>
          This link confirms <span className="font-medium text-foreground">{link.email}</span> for the InsightLab account made with it.
        </>
      }
      footer={
        <Link to="/" className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-3.5" aria-hidden />
          Not now
        </Link>
      }
    >
      <section aria-labelledby="confirm-sign-in" className="grid gap-3">
        <h2 id="confirm-sign-in" className="text-sm font-semibold">
          You made this account
        </h2>
        {link.signedInAs ? (
          <p className="text-sm text-muted-foreground">
            This browser is signed in as <span className="font-medium text-foreground">{link.signedInAs}</span>. Log out, then open the link
            again and sign in as {link.email}.
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">Sign in with its password and the address is confirmed.</p>
            <Button asChild variant="outline" className="h-10 w-full">
              <Link to={link.signInHref}>Sign in to confirm</Link>
            </Button>
          </>
        )}
      </section>
      <section aria-labelledby="confirm-new-password" className="mt-8 grid gap-3 border-t pt-6">
        <h2 id="confirm-new-password" className="text-sm font-semibold">
          Someone else made it, or you forgot the password
        </h2>
        <p className="text-sm text-muted-foreground">
          Choose a new password: the address is confirmed, the old password stops working and everyone signed in to the account is signed
          out. You are signed in here.
        </p>
        <NewPasswordForm token={link.token} email={link.email} actionData={actionData} submitLabel="Confirm with a new password" />
      </section>
    </AuthShell>
  );
}
