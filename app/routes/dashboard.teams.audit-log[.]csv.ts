// GET /dashboard/teams/audit-log.csv?team=…&action=…&member=…&from=…&to=… — the audit log as the page filters
// it, as a CSV file (owner and admins; 403 for other members, 404 for a team the user is not in).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth/guards.server";
import { auditCsv, listAudit } from "~/server/teams/audit.server";
import { auditFilterFrom } from "~/server/teams/teams-page.server";
import { requireTeamAction } from "~/server/teams/teams.server";
import { describeError } from "~/server/workspace-request.server";
import { contentDisposition, safeFileName } from "~/server/reports/file-name";

const MAX_CSV_ENTRIES = 5000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.services, request);
  const search = new URL(request.url).searchParams;
  const { db } = context.services;
  try {
    const { team } = await requireTeamAction(db, user.id, search.get("team") ?? "", "view_audit");
    const rows = await listAudit(db, team.id, auditFilterFrom(search), MAX_CSV_ENTRIES);
    const day = context.services.clock.now().toISOString().slice(0, 10);
    return new Response(auditCsv(rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": contentDisposition(safeFileName(`${team.name} audit log ${day}`, "csv")),
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    const known = describeError(error);
    if (!known) throw error;
    // A file route has no error screen: the reason as plain text, with its status.
    return new Response(known.body.message, { status: known.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
}
