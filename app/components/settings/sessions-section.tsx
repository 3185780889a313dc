// Where the account is signed in: each session's device, when it signed in and was last active, with a
// sign-out for each other device and one for all of them.
import { Form } from "@remix-run/react";
import { LogOut, Monitor } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SettingsSection, SettingsSubmit, useSubmitting } from "./settings-section";

export interface SessionView {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string | null;
  current: boolean;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });

export function SessionsSection({ sessions }: { sessions: SessionView[] }) {
  const endingOthers = useSubmitting("end-other-sessions");
  const others = sessions.filter((s) => !s.current).length;
  return (
    <SettingsSection id="sessions" title="Where you're signed in" description="Sign out of a device you no longer use, or of every device but this one.">
      <ul className="divide-y rounded-lg border" data-testid="session-list">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="session" data-current={s.current || undefined}>
            <div className="flex min-w-0 items-start gap-3">
              <Monitor aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <div className="min-w-0 space-y-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {s.device}
                  {s.current ? <Badge variant="secondary">This device</Badge> : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  Signed in {when(s.createdAt)}
                  {s.lastSeenAt ? ` · last active ${when(s.lastSeenAt)}` : ""}
                </p>
              </div>
            </div>
            {s.current ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={s.id} />
                <Button type="submit" variant="outline" size="sm" aria-label={`Sign out ${s.device}, signed in ${when(s.createdAt)}`}>
                  <LogOut aria-hidden /> Sign out
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others === 0 ? <p className="text-sm text-muted-foreground">You are signed in on this device only.</p> : null}
      <div className="flex flex-wrap gap-3">
        {others > 0 ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="end-other-sessions" />
            <SettingsSubmit busy={endingOthers} busyLabel="Signing out..." variant="outline">
              Sign out everywhere else
            </SettingsSubmit>
          </Form>
        ) : null}
        <Form method="post" action="/logout">
          <Button type="submit" variant="outline">
            <LogOut aria-hidden /> Log out
          </Button>
        </Form>
      </div>
    </SettingsSection>
  );
}
