// What waits for a proven address (docs/decisions/0015-sign-up-signs-in.md). A new account works at once, but
// anything that reaches other people or carries data out of the product — inviting, sharing, exporting files,
// moving the account to another address — needs the owner of the mailbox to have opened the confirmation link:
// otherwise someone who signed up with another person's address could act in that person's name.
import { WorkspaceError } from "~/server/workspace-error.server";

type NeedsConfirmedEmail = "invite" | "share" | "export" | "change-email";

const WHAT: Record<NeedsConfirmedEmail, string> = {
  invite: "invite colleagues",
  share: "share with a team",
  export: "export files",
  "change-email": "change your email",
};

/** Why an action waits: the sentence the page and the refusal both show. */
export function unconfirmedEmailMessage(action: NeedsConfirmedEmail): string {
  return `Confirm your email address to ${WHAT[action]}: open the link we sent you, or send a new one from Settings.`;
}

/** Throws 403 with the reason unless the user's email is confirmed. */
export function requireConfirmedEmail(user: { emailVerifiedAt: Date | null }, action: NeedsConfirmedEmail): void {
  if (!user.emailVerifiedAt) throw new WorkspaceError(403, unconfirmedEmailMessage(action));
}
