// "Shared with me": items colleagues shared with the user's teams, with who owns them, the team and the user's role.
import { Link } from "@remix-run/react";
import { ROLE_LABELS, type TeamRole } from "~/lib/team-permissions";

export interface SharedItemView {
  id: string;
  name: string;
  ownerEmail: string;
  teamName: string;
  role: TeamRole;
}

export function SharedWithMe({ items, hrefOf, what }: { items: SharedItemView[]; hrefOf: (id: string) => string; what: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="shared-with-me-heading" className="space-y-3">
      <div>
        <h2 id="shared-with-me-heading" className="text-lg font-semibold">
          Shared with me
        </h2>
        <p className="text-sm text-muted-foreground">{what} your teams share with you. What you can do depends on your role in the team.</p>
      </div>
      <ul className="divide-y rounded-lg border" data-testid="shared-with-me">
        {items.map((item) => (
          <li key={`${item.id}:${item.teamName}`} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <Link to={hrefOf(item.id)} className="min-w-0 break-words font-medium text-primary underline-offset-4 hover:underline">
              {item.name}
            </Link>
            <span className="text-sm text-muted-foreground">
              {item.ownerEmail} · {item.teamName} · {ROLE_LABELS[item.role]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
