// The report Worker's side of "Download all my data": the owner's uploads byte for byte under files/, and
// everything else the database holds of theirs as JSON — account, devices, files' details, saved analyses,
// reports, dashboards and tiles, conversations, exports, usage, teams and memberships, their audit entries,
// branding and upgrade requests — in one zip (SheetJS's zip writer, already in the report Worker for Excel).
// Everything is read scoped to the owner. ARCHIVE_TABLES says where each table goes, or why it stays out; a
// test walks the schema and fails for a table with a user or owner column that is in neither.
import { asc, eq } from "drizzle-orm";
import { CFB } from "xlsx";
import {
  analyses,
  auditLog,
  branding,
  conversations,
  dashboards,
  dashboardTiles,
  datasets,
  messages,
  reportAnalyses,
  reportExports,
  reports,
  sessions,
  shares,
  teamInvites,
  teamMembers,
  teams,
  upgradeRequests,
  usageCounters,
  users,
} from "~/server/db/schema";
import type { Services } from "~/server/services.server";
import { safeFileName } from "~/server/reports/file-name";
import { WorkspaceError } from "~/server/workspace-error.server";

/**
 * Where each D1 table holding a user's rows goes in the archive (its file), or why it is deliberately left out.
 * Tables reached only through one of these (a report's analyses, a dashboard's tiles, a conversation's
 * messages) go in the same file as their parent.
 */
export const ARCHIVE_TABLES: Record<string, { file: string } | { excluded: string }> = {
  users: { file: "account.json" },
  sessions: { file: "sessions.json" },
  datasets: { file: "datasets.json" },
  analyses: { file: "analyses.json" },
  reports: { file: "reports.json" },
  dashboards: { file: "dashboards.json" },
  conversations: { file: "conversations.json" },
  report_exports: { file: "exports.json" },
  usage_counters: { file: "usage.json" },
  teams: { file: "teams.json" },
  team_members: { file: "teams.json" },
  team_invites: { file: "teams.json" },
  shares: { file: "teams.json" },
  audit_log: { file: "audit-log.json" },
  branding: { file: "branding.json" },
  upgrade_requests: { file: "upgrade-requests.json" },
  password_reset_tokens: { excluded: "single-use secrets, stored only as hashes, that expire within hours: nothing a person can read" },
  email_verification_tokens: { excluded: "single-use secrets, stored only as hashes, that expire within days: nothing a person can read" },
  jobs: { excluded: "the queue's own bookkeeping of background work; every export it made is in exports.json" },
  mail_outbox: { excluded: "the mail already delivered to the user's inbox; it holds sign-in, reset and invitation links that must not be copied into a file" },
  waitlist_entries: { excluded: "kept by email address before any account: holding an account with an address does not prove who joined the waitlist with it" },
  demo_requests: { excluded: "kept by email address, not by account: holding an account with an address does not prove who asked for a demo with it" },
  contact_messages: { excluded: "kept by email address, not by account: holding an account with an address does not prove who wrote to support with it" },
};

const README = `Your InsightLab data

account.json            your account (name, email, plan, when it was made, whether the email is confirmed)
sessions.json           the devices signed in to your account: browser, signed in, last active
datasets.json           every file you uploaded and each cleaned copy: name, format, rows, columns, size, dates, cleaning steps
files/                  each uploaded file exactly as you uploaded it (cleaned copies are described in datasets.json)
analyses.json           your saved analyses: the question, the plan that answered it, and the answer as it was saved
reports.json            your reports: title, subtitle, and their analyses in order with your notes
dashboards.json         your dashboards and their tiles: type, title, note, text, analysis and place on the grid
conversations.json      your questions and InsightLab's answers, conversation by conversation
exports.json            the files you exported: what, which format, when (the files themselves are on their download pages while kept)
usage.json              your questions, cleanings, exports and uploads counted per month
teams.json              your teams and your role in each, the invitations you sent, and what you shared with which team
audit-log.json          what you did that was written to the audit log (uploads, exports, changes, deletions, team actions)
branding.json           your report branding: accent colour and logo (branding/ holds the logo file)
upgrade-requests.json   the plan upgrades you asked for
`;

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** The owner's data as zip bytes. */
export async function buildDataArchive(services: Pick<Services, "db" | "files">, ownerId: string): Promise<Uint8Array> {
  const { db, files } = services;
  const account = await db.query.users.findFirst({ where: eq(users.id, ownerId) });
  if (!account) throw new WorkspaceError(404, "The account was deleted before its archive was made.");
  const zip = CFB.utils.cfb_new();
  const add = (path: string, bytes: Uint8Array) => CFB.utils.cfb_add(zip, path, bytes);
  add("README.txt", new TextEncoder().encode(README));
  add(
    "account.json",
    json({
      id: account.id,
      email: account.email,
      username: account.username,
      fullName: account.fullName,
      plan: account.plan,
      createdAt: account.createdAt,
      emailConfirmedAt: account.emailVerifiedAt,
      signsInWith: [account.passwordHash ? "password" : null, account.googleSub ? "google" : null, account.firebaseUid ? "identity provider" : null].filter(Boolean),
    }),
  );

  const ownedDatasets = await db.select().from(datasets).where(eq(datasets.ownerId, ownerId)).orderBy(asc(datasets.createdAt));
  const listed = [];
  for (const d of ownedDatasets) {
    let file: string | null = null;
    if (d.kind === "original") {
      const object = await files.get(d.originalKey);
      if (object) {
        file = `files/${d.id.slice(0, 8)} ${safeFileName(d.name.replace(/\.[^.]+$/, ""), d.format)}`;
        add(file, new Uint8Array(await object.arrayBuffer()));
      }
    }
    listed.push({
      id: d.id,
      name: d.name,
      kind: d.kind,
      sourceDatasetId: d.sourceDatasetId,
      format: d.format,
      sheet: d.sheet,
      status: d.status,
      rowCount: d.rowCount,
      columnCount: d.columnCount,
      byteSize: d.byteSize,
      createdAt: d.createdAt,
      expiresAt: d.expiresAt,
      cleaningSteps: parsed(d.recipeJson),
      file,
    });
  }
  add("datasets.json", json(listed));

  const saved = await db.select().from(analyses).where(eq(analyses.ownerId, ownerId)).orderBy(asc(analyses.createdAt));
  add("analyses.json", json(saved.map((a) => ({ id: a.id, title: a.title, question: a.question, datasetId: a.datasetId, createdAt: a.createdAt, answer: parsed(a.answerJson) }))));

  const ownedReports = await db.select().from(reports).where(eq(reports.ownerId, ownerId)).orderBy(asc(reports.createdAt));
  // Joined on the owner, not listed by id: D1 takes at most 100 bound values in a statement.
  const items = await db
    .select({ reportId: reportAnalyses.reportId, analysisId: reportAnalyses.analysisId, note: reportAnalyses.note })
    .from(reportAnalyses)
    .innerJoin(reports, eq(reports.id, reportAnalyses.reportId))
    .where(eq(reports.ownerId, ownerId))
    .orderBy(asc(reportAnalyses.position));
  add(
    "reports.json",
    json(
      ownedReports.map((r) => ({
        id: r.id,
        title: r.title,
        subtitle: r.subtitle,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        analyses: items.filter((i) => i.reportId === r.id).map((i) => ({ analysisId: i.analysisId, note: i.note })),
      })),
    ),
  );

  const ownedConversations = await db.select().from(conversations).where(eq(conversations.ownerId, ownerId)).orderBy(asc(conversations.createdAt));
  const thread = await db
    .select({ conversationId: messages.conversationId, role: messages.role, content: messages.content, answerJson: messages.answerJson, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.ownerId, ownerId))
    .orderBy(asc(messages.createdAt));
  add(
    "conversations.json",
    json(
      ownedConversations.map((c) => ({
        id: c.id,
        title: c.title,
        datasetId: c.datasetId,
        createdAt: c.createdAt,
        messages: thread.filter((m) => m.conversationId === c.id).map((m) => ({ role: m.role, content: m.content, answer: parsed(m.answerJson), createdAt: m.createdAt })),
      })),
    ),
  );
  add("sessions.json", json(await sessionsOf(services, ownerId)));
  add("dashboards.json", json(await dashboardsOf(services, ownerId)));
  const exported = await db.select().from(reportExports).where(eq(reportExports.ownerId, ownerId)).orderBy(asc(reportExports.createdAt));
  add(
    "exports.json",
    json(exported.map((e) => ({ id: e.id, fileName: e.fileName, format: e.format, reportId: e.reportId, dashboardId: e.dashboardId, analysisId: e.analysisId, messageId: e.messageId, byteSize: e.byteSize, createdAt: e.createdAt }))),
  );
  const usage = await db.select().from(usageCounters).where(eq(usageCounters.userId, ownerId)).orderBy(asc(usageCounters.period), asc(usageCounters.metric));
  add("usage.json", json(usage.map((u) => ({ month: u.period, metric: u.metric, count: u.count }))));
  add("teams.json", json(await teamsOf(services, ownerId)));
  const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, ownerId)).orderBy(asc(auditLog.at));
  add("audit-log.json", json(entries.map((e) => ({ at: e.at, action: e.action, teamId: e.teamId, resourceType: e.resourceType, resourceId: e.resourceId, details: parsed(e.detailsJson) }))));
  const brand = await db.query.branding.findFirst({ where: eq(branding.userId, ownerId) });
  let logoFile: string | null = null;
  if (brand?.logoKey) {
    const logo = await files.get(brand.logoKey);
    if (logo) {
      logoFile = `branding/logo.${brand.logoType === "image/jpeg" ? "jpg" : "png"}`;
      add(logoFile, new Uint8Array(await logo.arrayBuffer()));
    }
  }
  add("branding.json", json(brand ? { accentColor: brand.accentColor, logo: logoFile, updatedAt: brand.updatedAt } : null));
  const upgrades = await db.select().from(upgradeRequests).where(eq(upgradeRequests.userId, ownerId)).orderBy(asc(upgradeRequests.createdAt));
  add("upgrade-requests.json", json(upgrades.map((u) => ({ from: u.currentPlan, to: u.requestedPlan, message: u.message, createdAt: u.createdAt }))));
  return new Uint8Array(CFB.write(zip, { fileType: "zip", type: "array", compression: true }));
}

type ArchiveDeps = Pick<Services, "db">;

/** The devices signed in (never the session ids, which are secrets kept only as hashes). */
async function sessionsOf({ db }: ArchiveDeps, ownerId: string) {
  const rows = await db.select().from(sessions).where(eq(sessions.userId, ownerId)).orderBy(asc(sessions.createdAt));
  return rows.map((s) => ({ browser: s.userAgent, signedInAt: s.createdAt, lastSeenAt: s.lastSeenAt, expiresAt: s.expiresAt }));
}

async function dashboardsOf({ db }: ArchiveDeps, ownerId: string) {
  const owned = await db.select().from(dashboards).where(eq(dashboards.ownerId, ownerId)).orderBy(asc(dashboards.createdAt));
  // Joined on the owner, not listed by id: D1 takes at most 100 bound values in a statement.
  const tiles = await db
    .select({ tile: dashboardTiles })
    .from(dashboardTiles)
    .innerJoin(dashboards, eq(dashboards.id, dashboardTiles.dashboardId))
    .where(eq(dashboards.ownerId, ownerId))
    .orderBy(asc(dashboardTiles.y), asc(dashboardTiles.x));
  return owned.map((d) => ({
    id: d.id,
    title: d.title,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    tiles: tiles
      .filter(({ tile }) => tile.dashboardId === d.id)
      .map(({ tile: t }) => ({ id: t.id, type: t.type, title: t.title, note: t.note, text: t.body, analysisId: t.analysisId, x: t.x, y: t.y, w: t.w, h: t.h })),
  }));
}

/** The teams the user belongs to (their role; owned teams too), the invitations they sent, what they shared. */
async function teamsOf({ db }: ArchiveDeps, ownerId: string) {
  const memberships = await db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role, joinedAt: teamMembers.createdAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, ownerId))
    .orderBy(asc(teamMembers.createdAt));
  // A team the user owns always has them as a member; this also finds one left without that row.
  const owned = await db.select({ id: teams.id, name: teams.name, createdAt: teams.createdAt }).from(teams).where(eq(teams.ownerId, ownerId));
  const invitations = await db
    .select({ teamId: teamInvites.teamId, email: teamInvites.email, role: teamInvites.role, sentAt: teamInvites.createdAt, expiresAt: teamInvites.expiresAt, outcome: teamInvites.outcome })
    .from(teamInvites)
    .where(eq(teamInvites.invitedBy, ownerId))
    .orderBy(asc(teamInvites.createdAt));
  const shared = await db
    .select({ teamId: shares.teamId, resourceType: shares.resourceType, resourceId: shares.resourceId, sharedAt: shares.createdAt })
    .from(shares)
    .where(eq(shares.sharedBy, ownerId))
    .orderBy(asc(shares.createdAt));
  return {
    memberships: memberships.map((m) => ({ teamId: m.id, name: m.name, role: m.role, joinedAt: m.joinedAt })),
    owned: owned.map((t) => ({ teamId: t.id, name: t.name, createdAt: t.createdAt })),
    invitationsSent: invitations,
    sharedByYou: shared,
  };
}
