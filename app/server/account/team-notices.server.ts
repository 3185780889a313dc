// When an account is deleted, the people it worked with hear why things vanished: members of a team it owned
// (the team goes with it) and members of teams its items were shared with (those items go). The notice names the
// team, never the person who left: their name and address go with the account (and would be swept from the
// outbox by its deletion anyway).
import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { analyses, dashboards, datasets, reports, shares, teamMembers, teams, users } from "~/server/db/schema";
import type { OutgoingMail } from "~/server/mail.server";
import { logEvent } from "~/server/log.server";

/** The notices to send once `userId`'s account is gone (read before it goes: its teams and shares go with it). */
export async function teamNoticesForDeletion(db: Database, userId: string): Promise<OutgoingMail[]> {
  const ownedTeams = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.ownerId, userId));
  const own = {
    dataset: db.select({ id: datasets.id }).from(datasets).where(eq(datasets.ownerId, userId)),
    analysis: db.select({ id: analyses.id }).from(analyses).where(eq(analyses.ownerId, userId)),
    report: db.select({ id: reports.id }).from(reports).where(eq(reports.ownerId, userId)),
    dashboard: db.select({ id: dashboards.id }).from(dashboards).where(eq(dashboards.ownerId, userId)),
  };
  const sharedItems = await db
    .select({ teamId: shares.teamId, teamName: teams.name })
    .from(shares)
    .innerJoin(teams, eq(teams.id, shares.teamId))
    .where(
      and(
        ne(teams.ownerId, userId),
        or(
          and(eq(shares.resourceType, "dataset"), inArray(shares.resourceId, own.dataset)),
          and(eq(shares.resourceType, "analysis"), inArray(shares.resourceId, own.analysis)),
          and(eq(shares.resourceType, "report"), inArray(shares.resourceId, own.report)),
          and(eq(shares.resourceType, "dashboard"), inArray(shares.resourceId, own.dashboard)),
        ),
      ),
    );
  const itemsPerTeam = new Map<string, { name: string; items: number }>();
  for (const s of sharedItems) itemsPerTeam.set(s.teamId, { name: s.teamName, items: (itemsPerTeam.get(s.teamId)?.items ?? 0) + 1 });

  const teamIds = [...ownedTeams.map((t) => t.id), ...itemsPerTeam.keys()];
  if (teamIds.length === 0) return [];
  const members = await db
    .select({ teamId: teamMembers.teamId, email: users.email, fullName: users.fullName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(inArray(teamMembers.teamId, teamIds), ne(teamMembers.userId, userId)));

  const ownedNames = new Map(ownedTeams.map((t) => [t.id, t.name]));
  return members.map((m) => {
    const owned = ownedNames.get(m.teamId);
    const hello = `Hello${m.fullName ? ` ${m.fullName}` : ""},`;
    const yours = "What you made yourself — your files, reports and dashboards — is unchanged.";
    if (owned !== undefined) {
      return {
        to: m.email,
        subject: `The team “${owned}” was deleted`,
        text: [hello, "", `The owner of the team “${owned}” deleted their InsightLab account, and the team went with it.`, "Everything shared with the team is no longer available to you.", yours, "", "— InsightLab"].join("\n"),
      };
    }
    const { name, items } = itemsPerTeam.get(m.teamId)!;
    return {
      to: m.email,
      subject: `Items shared with “${name}” are no longer available`,
      text: [hello, "", `A member of the team “${name}” deleted their InsightLab account.`, `The ${items === 1 ? "item" : `${items} items`} they shared with the team ${items === 1 ? "is" : "are"} no longer available.`, yours, "", "— InsightLab"].join("\n"),
    };
  });
}

/** Sends the notices; a failed mail is logged, never fatal (the account is already gone). */
export async function sendTeamNotices(mail: { send(mail: OutgoingMail): Promise<void> }, notices: OutgoingMail[]): Promise<void> {
  for (const notice of notices) {
    try {
      await mail.send(notice);
    } catch (error) {
      logEvent("error", "Team notice mail failed", { error });
    }
  }
}
