// The team's members: each with their role; owners and admins change roles and remove members, the owner
// hands the team over. Every control is its own small form, so all of it works without JavaScript.
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { ASSIGNABLE_ROLES, ROLE_LABELS, type TeamRole } from "~/lib/team-permissions";

interface Member {
  userId: string;
  email: string;
  fullName: string;
  role: TeamRole;
}

interface TeamView {
  id: string;
  role: TeamRole;
  manages: boolean;
  transfers: boolean;
  members: Member[];
}

function MemberForm({ teamId, userId, intent, children }: { teamId: string; userId: string; intent: string; children: React.ReactNode }) {
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="userId" value={userId} />
      {children}
    </Form>
  );
}

export function MemberList({ team }: { team: TeamView }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <ul className="divide-y rounded-lg border" aria-label="Members" data-testid="member-list">
      {team.members.map((m) => {
        const label = m.fullName || m.email;
        const editable = team.manages && m.role !== "owner";
        return (
          <li key={m.userId} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="member">
            <div className="min-w-0">
              <p className="truncate font-medium">{label}</p>
              {m.fullName ? <p className="truncate text-sm text-muted-foreground">{m.email}</p> : null}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {editable ? (
                <MemberForm teamId={team.id} userId={m.userId} intent="role">
                  <label htmlFor={`role-${m.userId}`} className="sr-only">
                    Role of {label}
                  </label>
                  <select
                    id={`role-${m.userId}`}
                    name="role"
                    defaultValue={m.role}
                    className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
                  >
                    {ASSIGNABLE_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                  <Button type="submit" size="sm" variant="outline" disabled={busy}>
                    Change role<span className="sr-only"> of {label}</span>
                  </Button>
                </MemberForm>
              ) : (
                <span className="rounded-full border px-2.5 py-0.5 text-xs font-medium" data-testid="member-role">
                  {ROLE_LABELS[m.role]}
                </span>
              )}
              {team.transfers && m.role !== "owner" ? (
                <MemberForm teamId={team.id} userId={m.userId} intent="transfer">
                  <Button type="submit" size="sm" variant="outline" disabled={busy}>
                    Make owner<span className="sr-only"> ({label})</span>
                  </Button>
                </MemberForm>
              ) : null}
              {editable ? (
                <MemberForm teamId={team.id} userId={m.userId} intent="remove">
                  <Button type="submit" size="sm" variant="destructive" disabled={busy}>
                    Remove<span className="sr-only"> {label}</span>
                  </Button>
                </MemberForm>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
