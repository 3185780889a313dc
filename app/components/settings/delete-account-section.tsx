// Deleting the account with everything in it, confirmed by typing the account's email.
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { TriangleAlert, Trash2 } from "lucide-react";
import { FormAlert } from "~/components/auth/form-alert";
import { ConformField } from "~/components/auth/form-field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { deleteAccountSchema, type SettingsReply } from "~/lib/schemas/settings";
import { countOf } from "../../../engine/narrate/words";
import type { AccountDeleteImpact } from "~/server/account/delete-account.server";
import { SettingsSection, SettingsSubmit } from "./settings-section";

interface OwnedTeam {
  id: string;
  name: string;
}

/** What the account holds that goes with it, counted ("3 files", "1 cleaned copy"…); nothing it does not hold. */
export function accountImpactLines(impact: AccountDeleteImpact): string[] {
  const counts: [number, string][] = [
    [impact.files, "file"],
    [impact.cleanedCopies, "cleaned copy"],
    [impact.conversations, "conversation"],
    [impact.analyses, "saved analysis"],
    [impact.reports, "report"],
    [impact.dashboards, "dashboard"],
    [impact.exports, "exported file"],
  ];
  return counts.filter(([n]) => n > 0).map(([n, one]) => countOf(n, one));
}

export function DeleteAccountSection({ email, ownedTeams, impact, reply }: { email: string; ownedTeams: OwnedTeam[]; impact: AccountDeleteImpact; reply: SettingsReply | undefined }) {
  const lines = accountImpactLines(impact);
  const { form, fields, busy } = useAuthForm("delete-account", deleteAccountSchema, reply, undefined, "delete-account-form");
  return (
    <SettingsSection
      id="delete-account"
      tone="danger"
      title="Delete account"
      description="Deletes your account, every file you uploaded, its cleaned copies, your analyses, reports, dashboards and exports, and signs you out everywhere. This cannot be undone."
    >
      {ownedTeams.length > 0 ? (
        <div className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/[0.06] px-3.5 py-3 text-sm dark:border-destructive/40 dark:bg-destructive/10" data-testid="owned-teams-warning">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <p>
            {ownedTeams.length === 1 ? "The team you own is deleted too, " : "The teams you own are deleted too, "}
            {ownedTeams.map((team, i) => (
              <span key={team.id}>
                {i > 0 ? ", " : ""}
                <Link to={`/dashboard/teams?team=${team.id}`} className="font-medium underline underline-offset-4">
                  {team.name}
                </Link>
              </span>
            ))}
            , for every member. To keep {ownedTeams.length === 1 ? "it" : "one"}, make another member its owner on the Teams page first.
          </p>
        </div>
      ) : null}
      <div className="text-sm" data-testid="account-delete-impact">
        {lines.length > 0 ? (
          <>
            <p>What goes with it now:</p>
            <ul className="list-disc pl-5">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>Your account holds no files, analyses, reports or dashboards.</p>
        )}
      </div>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="delete-account" />
        {form.errors?.[0] ? <FormAlert id={form.errorId}>{form.errors[0]}</FormAlert> : null}
        <p className="text-sm">
          To confirm, type your email address: <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>
        </p>
        <ConformField field={fields.confirmEmail} type="text" label="Your email address" autoComplete="off" spellCheck={false} required />
        <div>
          <SettingsSubmit busy={busy} busyLabel="Deleting..." variant="destructive">
            <Trash2 aria-hidden /> Delete my account
          </SettingsSubmit>
        </div>
      </Form>
    </SettingsSection>
  );
}
