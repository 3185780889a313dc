// /dashboard/teams/invite?token=… — the link in an invitation email. Signed in (the workspace sends visitors to
// /login and back here), the invited person sees the team and their role and accepts or declines. A changed
// link, an expired one and one already used each say so, and what to do.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Users } from "lucide-react";
import { FormAlert } from "~/components/auth/form-alert";
import { TeamSection } from "~/components/teams/team-section";
import { Button } from "~/components/ui/button";
import { inviteAnswerSchema } from "~/lib/team-form";
import { ROLE_DESCRIPTIONS, roleWithArticle, type AssignableRole } from "~/lib/team-permissions";
import { requireUser } from "~/server/auth/guards.server";
import { redirectWithToast } from "~/server/auth/respond.server";
import { answerInvite, inspectInvite } from "~/server/teams/teams.server";
import { describeError } from "~/server/workspace-request.server";

export const meta: MetaFunction = () => [{ title: "Team invitation — InsightLab" }];

interface InviteView {
  invite: { teamName: string; role: AssignableRole; invitedBy: string; email: string } | null;
  /** Why the link cannot be answered (changed, expired, used, another account's), or null. */
  error: string | null;
  token: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await inspectInvite(context.services.db, context.services.config.signingSecret, token, context.services.clock.now());
  if (!state.ok) return data<InviteView>({ invite: null, error: state.message, token: "" }, { status: state.status });
  const { invite, team, invitedBy } = state;
  const wrongAccount = invite.email !== user.email.trim().toLowerCase() ? `This invitation was sent to ${invite.email}. Sign out and sign in with that address to answer it.` : null;
  return data<InviteView>({ invite: { teamName: team.name, role: invite.role, invitedBy, email: invite.email }, error: wrongAccount, token });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const parsed = inviteAnswerSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  const { services } = context;
  try {
    const { team, joined } = await answerInvite(services.db, services.config.signingSecret, user, parsed.data.token, parsed.data.answer, services.clock.now());
    if (joined) return redirectWithToast(request, `/dashboard/teams?team=${team.id}`, { title: `Welcome to ${team.name}`, description: "Items shared with the team now appear under Shared with me." });
    return redirectWithToast(request, "/dashboard", { title: "Invitation declined", description: `You did not join ${team.name}.` });
  } catch (error) {
    const known = describeError(error);
    if (!known) throw error;
    return data({ error: known.body.message }, { status: known.status });
  }
}

export default function InvitePage() {
  const { invite, error, token } = useLoaderData<InviteView>();
  const answered = useActionData<typeof action>() as { error?: string } | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const message = answered?.error ?? error;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Team invitation</h1>
      {message ? (
        <div data-testid="invite-error">
          <FormAlert>{message}</FormAlert>
        </div>
      ) : null}
      {invite && !answered?.error ? (
        <TeamSection id="invitation" title={`Join ${invite.teamName}`} description={`${invite.invitedBy} invited ${invite.email} as ${roleWithArticle(invite.role)}.`}>
          <div className="flex items-start gap-3 text-sm">
            <Users aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <p>{ROLE_DESCRIPTIONS[invite.role]}</p>
          </div>
          {error ? null : (
            <div className="flex flex-wrap gap-2">
              <Form method="post">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="answer" value="accept" />
                <Button type="submit" disabled={busy}>
                  Accept and join
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="answer" value="decline" />
                <Button type="submit" variant="outline" disabled={busy}>
                  Decline
                </Button>
              </Form>
            </div>
          )}
        </TeamSection>
      ) : null}
      <Link to="/dashboard/teams" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Go to Teams
      </Link>
    </div>
  );
}
