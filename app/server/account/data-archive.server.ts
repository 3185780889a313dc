// The report Worker's side of "Download all my data": the owner's uploads byte for byte under files/, and
// their account, files' details, saved analyses, reports and conversations as JSON, in one zip (SheetJS's
// zip writer, already in the report Worker for Excel). Everything is read scoped to the owner.
import { asc, eq } from "drizzle-orm";
import { CFB } from "xlsx";
import { analyses, conversations, datasets, messages, reportAnalyses, reports, users } from "~/server/db/schema";
import type { Services } from "~/server/services.server";
import { safeFileName } from "~/server/reports/file-name";
import { WorkspaceError } from "~/server/workspace-error.server";

const README = `Your InsightLab data

account.json        your account (name, email, plan, when it was made)
datasets.json       every file you uploaded and each cleaned copy: name, format, rows, columns, size, dates, cleaning steps
files/              each uploaded file exactly as you uploaded it (cleaned copies are described in datasets.json)
analyses.json       your saved analyses: the question, the plan that answered it, and the answer as it was saved
reports.json        your reports: title, subtitle, and their analyses in order with your notes
conversations.json  your questions and InsightLab's answers, conversation by conversation
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
  add("account.json", json({ id: account.id, email: account.email, username: account.username, fullName: account.fullName, plan: account.plan, createdAt: account.createdAt }));

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
  return new Uint8Array(CFB.write(zip, { fileType: "zip", type: "array", compression: true }));
}
