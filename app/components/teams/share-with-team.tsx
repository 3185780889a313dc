// "Share with team": beside a file, a report or a dashboard, the teams it is shared with (each with Stop sharing
// for those allowed) and a form to share it with another of the user's teams. Plain forms: works without JavaScript.
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Users } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ResourceType } from "~/lib/team-permissions";

export interface SharingData {
  teams: { id: string; name: string }[];
  sharedWith: { id: string; name: string; canUnshare: boolean }[];
  canShare: boolean;
}

function Hidden({ type, id, returnTo }: { type: ResourceType; id: string; returnTo: string }) {
  return (
    <>
      <input type="hidden" name="resourceType" value={type} />
      <input type="hidden" name="resourceId" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

export function ShareWithTeam({ type, id, sharing }: { type: ResourceType; id: string; sharing: SharingData | null }) {
  const location = useLocation();
  const navigation = useNavigation();
  if (!sharing) return null;
  const returnTo = location.pathname + location.search;
  const busy = navigation.state !== "idle" && navigation.formAction === "/dashboard/teams/share";
  const selectId = `share-team-${id}`;
  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-3 rounded-lg border p-4" data-testid="share-with-team">
      <h2 id={`${selectId}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <Users aria-hidden className="size-4 text-primary" /> Share with team
      </h2>
      {sharing.sharedWith.length > 0 ? (
        <ul className="space-y-2 text-sm" aria-label="Shared with">
          {sharing.sharedWith.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                Shared with <span className="font-medium">{t.name}</span>
              </span>
              {t.canUnshare ? (
                <Form method="post" action="/dashboard/teams/share">
                  <Hidden type={type} id={id} returnTo={returnTo} />
                  <input type="hidden" name="teamId" value={t.id} />
                  <Button type="submit" name="intent" value="unshare" size="sm" variant="outline" disabled={busy}>
                    Stop sharing<span className="sr-only"> with {t.name}</span>
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Not shared with any of your teams.</p>
      )}
      {sharing.teams.length > 0 ? (
        <Form method="post" action="/dashboard/teams/share" className="flex flex-wrap items-end gap-2">
          <Hidden type={type} id={id} returnTo={returnTo} />
          <div className="grid gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium">
              Team
            </label>
            <select id={selectId} name="teamId" className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none">
              {sharing.teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" name="intent" value="share" size="sm" disabled={busy}>
            Share
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
