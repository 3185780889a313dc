// The audit log for a team's owner and admins: a GET form of filters (action, member, date range) — the address
// keeps them, so the view can be bookmarked and works without JavaScript — the entries, and the same view as CSV.
import { Form, Link } from "@remix-run/react";
import { Download } from "lucide-react";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, describeDetails, type AuditAction, type AuditDetails } from "~/lib/audit-actions";
import { cn } from "~/lib/utils";
import { TeamSection } from "./team-section";

interface AuditView {
  filter: { action: string; member: string; from: string; to: string };
  entries: {
    id: string;
    at: string;
    action: AuditAction;
    actorEmail: string;
    resourceType: string | null;
    details: AuditDetails;
  }[];
}

const selectClass = "h-10 w-full rounded-md border bg-background px-3 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none";

export function AuditLogSection({ teamId, audit, members }: { teamId: string; audit: AuditView; members: { userId: string; email: string }[] }) {
  const query = new URLSearchParams({ team: teamId, ...Object.fromEntries(Object.entries(audit.filter).filter(([, v]) => v)) });
  return (
    <TeamSection id="audit" title="Audit log" description="Who uploaded, deleted, shared, exported or changed what — the team's actions and its members' own. Times are UTC.">
      <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label="Filter the audit log">
        <input type="hidden" name="team" value={teamId} />
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <select id="audit-action" name="action" defaultValue={audit.filter.action} className={selectClass}>
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-member">Member</Label>
          <select id="audit-member" name="member" defaultValue={audit.filter.member} className={selectClass}>
            <option value="">All members</option>
            {members.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.email}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" type="date" name="from" defaultValue={audit.filter.from} className="h-10" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="date" name="to" defaultValue={audit.filter.to} className="h-10" />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="outline">
            Filter
          </Button>
          <Link to={`/dashboard/teams?team=${teamId}#audit`} className={cn(buttonVariants({ variant: "ghost" }))}>
            Clear
          </Link>
        </div>
      </Form>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" role="status">
          {audit.entries.length === 0 ? "No entries match these filters." : `${audit.entries.length} ${audit.entries.length === 1 ? "entry" : "entries"}${audit.entries.length === 200 ? " (the newest 200; the CSV has up to 5,000)" : ""}.`}
        </p>
        <a href={`/dashboard/teams/audit-log.csv?${query}`} className={cn(buttonVariants({ variant: "outline", size: "sm" }))} download>
          <Download aria-hidden /> Download CSV
        </a>
      </div>

      {audit.entries.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]" data-testid="audit-log">
            <caption className="sr-only">Audit log entries, newest first</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground max-sm:sr-only">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Time (UTC)
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Member
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Action
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Details
                </th>
              </tr>
            </thead>
            {/* Under 640 px each entry is a block: the action first, then who, when and the details. */}
            <tbody className="divide-y max-sm:block">
              {audit.entries.map((e) => (
                <tr key={e.id} className="max-sm:grid max-sm:gap-0.5 max-sm:px-3 max-sm:py-2.5">
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums max-sm:order-3 max-sm:p-0 max-sm:text-xs max-sm:text-muted-foreground">{e.at.slice(0, 16).replace("T", " ")}</td>
                  <td className="break-all px-3 py-2 max-sm:order-2 max-sm:p-0 max-sm:text-xs max-sm:text-muted-foreground">{e.actorEmail}</td>
                  <td className="px-3 py-2 max-sm:order-1 max-sm:p-0 max-sm:font-medium" data-action={e.action}>
                    {AUDIT_ACTION_LABELS[e.action] ?? e.action}
                    {e.resourceType && e.resourceType !== "team" && e.resourceType !== "member" ? <span className="text-muted-foreground"> ({e.resourceType})</span> : null}
                  </td>
                  <td className="break-words px-3 py-2 text-muted-foreground max-sm:order-4 max-sm:p-0 max-sm:text-xs">{describeDetails(e.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </TeamSection>
  );
}
