// /dashboard/teams — Enterprise teams: create a team, invite by email, members and roles, transfer ownership,
// and (owner and admins) the audit log with filters and a CSV download. Other plans see what teams are and an
// upgrade prompt; a member invited by an Enterprise team sees that team whatever their own plan.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Users } from "lucide-react";
import type { z } from "zod";
import { FormAlert } from "~/components/auth/form-alert";
import { ConformField } from "~/components/auth/form-field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { AuditLogSection } from "~/components/teams/audit-log";
import { MemberList } from "~/components/teams/member-list";
import { TeamSection } from "~/components/teams/team-section";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { UpgradePrompt } from "~/components/workspace/upgrade-prompt";
import { createTeamSchema, inviteSchema, memberRoleSchema, memberSchema, TEAM_INTENTS } from "~/lib/team-form";
import { ASSIGNABLE_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, roleWithArticle } from "~/lib/team-permissions";
import { cn } from "~/lib/utils";
import { publicOrigin } from "~/server/auth/deps.server";
import { requireUser } from "~/server/auth/guards.server";
import { redirectWithToast } from "~/server/auth/respond.server";
import { loadTeamsPage } from "~/server/teams/teams-page.server";
import { changeRole, createTeam, inviteMember, removeMember, transferOwnership } from "~/server/teams/teams.server";
import { describeError } from "~/server/workspace-request.server";

export const meta: MetaFunction = () => [{ title: "Teams — InsightLab" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  return loadTeamsPage(context.services.db, user, new URL(request.url).searchParams, context.services.clock.now());
}

/** Which form answered, and conform's result for it (errors by field, or a form-level one under ""). */
interface TeamsReply {
  intent: string;
  result: SubmissionResult<string[]>;
  upgradeRequired?: boolean;
}

const refuse = (intent: string, status: number, message: string, upgradeRequired = false) =>
  data<TeamsReply>({ intent, result: { status: "error", error: { "": [message] } }, upgradeRequired }, { status });

function parse<Schema extends z.ZodObject>(intent: string, form: FormData, schema: Schema) {
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return { reply: data<TeamsReply>({ intent, result: submission.reply() }, { status: 400 }) };
  return { value: submission.value as z.output<Schema> };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context.services, request);
  const { services } = context;
  const { db } = services;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!(TEAM_INTENTS as readonly string[]).includes(intent)) return refuse(intent, 400, "Unknown action: the form was changed or is out of date. Reload the page.");
  const now = services.clock.now();
  const back = (teamId: string, title: string, description?: string) => redirectWithToast(request, `/dashboard/teams?team=${encodeURIComponent(teamId)}`, { title, description });
  try {
    if (intent === "create") {
      const parsed = parse(intent, form, createTeamSchema);
      if (parsed.reply) return parsed.reply;
      const team = await createTeam(db, user, parsed.value.name, now);
      return back(team.id, "Team created", `${team.name} is ready. Invite your colleagues by email.`);
    }
    if (intent === "invite") {
      const parsed = parse(intent, form, inviteSchema);
      if (parsed.reply) return parsed.reply;
      await inviteMember(services, user, parsed.value.teamId, parsed.value, publicOrigin(services.config), now);
      return back(parsed.value.teamId, "Invitation sent", `We emailed ${parsed.value.email} a link to join (valid for 7 days).`);
    }
    if (intent === "role") {
      const parsed = parse(intent, form, memberRoleSchema);
      if (parsed.reply) return parsed.reply;
      await changeRole(db, user, parsed.value.teamId, parsed.value.userId, parsed.value.role, now);
      return back(parsed.value.teamId, "Role changed");
    }
    const parsed = parse(intent, form, memberSchema);
    if (parsed.reply) return parsed.reply;
    if (intent === "remove") {
      await removeMember(db, user, parsed.value.teamId, parsed.value.userId, now);
      return back(parsed.value.teamId, "Member removed");
    }
    await transferOwnership(db, user, parsed.value.teamId, parsed.value.userId, now);
    return back(parsed.value.teamId, "Ownership transferred", "You are now an admin of the team.");
  } catch (error) {
    const known = describeError(error);
    if (!known) throw error;
    return refuse(intent, known.status, known.body.message, known.body.upgradeRequired === true);
  }
}

export default function TeamsPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as TeamsReply | undefined;
  const { team, teams, canCreate } = loaded;
  const memberReply = reply && ["role", "remove", "transfer"].includes(reply.intent) ? reply : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Teams</h1>
        <p className="text-muted-foreground">Share files, reports and dashboards with colleagues, each with a role that says what they can do.</p>
      </header>

      {!canCreate && teams.length === 0 ? <TeamsUpgrade /> : null}

      {teams.length > 1 ? (
        <nav aria-label="Your teams" className="flex flex-wrap gap-2">
          {teams.map((t) => (
            <Link
              key={t.id}
              to={`/dashboard/teams?team=${t.id}`}
              aria-current={team?.id === t.id ? "page" : undefined}
              className={cn(buttonVariants({ variant: team?.id === t.id ? "default" : "outline", size: "sm" }))}
            >
              {t.name} <span className="sr-only">({ROLE_LABELS[t.role]})</span>
            </Link>
          ))}
        </nav>
      ) : null}

      {team ? (
        <>
          <TeamSection
            id="members"
            title={team.name}
            description={`You are ${team.role === "owner" ? "the owner" : roleWithArticle(team.role)} of this team. ${ROLE_DESCRIPTIONS[team.role]}`}
          >
            {memberReply?.result.error?.[""]?.[0] ? <FormAlert>{memberReply.result.error[""][0]}</FormAlert> : null}
            <MemberList team={team} />
            {team.invites.length > 0 ? (
              <div className="space-y-2">
                <h3 className="text-sm font-semibold">Invitations waiting for an answer</h3>
                <ul className="divide-y rounded-lg border text-sm" data-testid="pending-invites">
                  {team.invites.map((i) => (
                    <li key={i.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                      <span className="break-all">{i.email}</span>
                      <span className="text-muted-foreground">
                        {ROLE_LABELS[i.role]} · link valid until {new Date(i.expiresAt).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </TeamSection>
          {team.manages ? <InviteSection teamId={team.id} reply={reply} /> : null}
          {team.audit ? <AuditLogSection teamId={team.id} audit={team.audit} members={team.members} /> : null}
        </>
      ) : null}

      {canCreate ? <CreateTeamSection reply={reply} first={teams.length === 0} /> : teams.length > 0 ? <TeamsUpgrade compact /> : null}
    </div>
  );
}

function TeamsUpgrade({ compact = false }: { compact?: boolean }) {
  return (
    <div className="space-y-4" data-testid="teams-upgrade">
      {compact ? null : (
        <div className="flex items-start gap-3 rounded-xl border border-dashed p-6">
          <Users aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
          <div className="space-y-2 text-sm">
            <p className="font-medium">Work on your data together</p>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              <li>Invite colleagues by email and give each a role: admin, editor or viewer.</li>
              <li>Share files, reports and dashboards with the whole team.</li>
              <li>See who uploaded, shared, exported or deleted what in the audit log.</li>
            </ul>
          </div>
        </div>
      )}
      <UpgradePrompt title="Teams come with the Enterprise plan" message="Creating teams is part of the Enterprise plan. Upgrade to share your work with your colleagues; anyone can join a team they are invited to." />
    </div>
  );
}

function CreateTeamSection({ reply, first }: { reply: TeamsReply | undefined; first: boolean }) {
  const { form, fields, busy } = useAuthForm("create", createTeamSchema, reply);
  return (
    <TeamSection id="create-team" title={first ? "Create your first team" : "Create another team"} description="You will be its owner. Name it after the group that works together.">
      <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="create" />
        {form.errors?.[0] ? <FormAlert id={form.errorId}>{form.errors[0]}</FormAlert> : null}
        <ConformField field={fields.name} type="text" label="Team name" required placeholder="Sales operations" />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Creating..." : "Create team"}
          </Button>
        </div>
      </Form>
    </TeamSection>
  );
}

function InviteSection({ teamId, reply }: { teamId: string; reply: TeamsReply | undefined }) {
  const { form, fields, busy } = useAuthForm("invite", inviteSchema, reply, { teamId, role: "viewer" });
  const navigation = useNavigation();
  return (
    <TeamSection id="invite-member" title="Invite a member" description="We email a link that works for 7 days. They sign in (or sign up) with that address to accept.">
      <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:max-w-md" aria-busy={navigation.state !== "idle" || undefined}>
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="teamId" value={teamId} />
        {form.errors?.[0] ? <FormAlert id={form.errorId}>{form.errors[0]}</FormAlert> : null}
        <ConformField field={fields.email} type="email" label="Email address" autoComplete="off" required placeholder="colleague@company.com" />
        <div className="grid gap-2">
          <Label htmlFor={fields.role.id}>Role</Label>
          <select
            id={fields.role.id}
            name={fields.role.name}
            defaultValue="viewer"
            aria-describedby={`${fields.role.id}-hint`}
            className="h-10 rounded-md border bg-background px-3 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
          >
            {ASSIGNABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          <p id={`${fields.role.id}-hint`} className="text-[0.8rem] text-muted-foreground">
            Viewers open and ask, and export what their own plan exports; editors also change; admins also delete, unshare and manage members.
          </p>
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Sending..." : "Send invitation"}
          </Button>
        </div>
      </Form>
    </TeamSection>
  );
}
