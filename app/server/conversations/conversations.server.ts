// Conversations and their messages in D1, scoped to their owner: another user's conversation is a 404.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { conversations, messages } from "~/server/db/schema";
import { notFound } from "~/server/workspace-error.server";

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function getConversation(db: Database, ownerId: string, id: string): Promise<ConversationRow> {
  const row = await db.query.conversations.findFirst({ where: and(eq(conversations.id, id), eq(conversations.ownerId, ownerId)) });
  if (!row) throw notFound("This conversation");
  return row;
}

/** Deletes the user's conversation and its messages (the caller has checked it is theirs: requireOwned). */
export async function deleteConversation(db: Database, ownerId: string, id: string): Promise<void> {
  const owned = and(eq(conversations.id, id), eq(conversations.ownerId, ownerId));
  await db.batch([
    // Scoped through the owner's conversation, not the bare id, so no path deletes another user's messages.
    db.delete(messages).where(inArray(messages.conversationId, db.select({ id: conversations.id }).from(conversations).where(owned))),
    db.delete(conversations).where(owned),
  ]);
}

export async function listConversations(db: Database, ownerId: string, datasetId?: string, limit = 50): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(datasetId ? and(eq(conversations.ownerId, ownerId), eq(conversations.datasetId, datasetId)) : eq(conversations.ownerId, ownerId))
    .orderBy(desc(conversations.updatedAt))
    .limit(limit);
}

export async function createConversation(db: Database, ownerId: string, datasetId: string, title: string): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ id: crypto.randomUUID(), ownerId, datasetId, title: title.slice(0, 120) })
    .returning();
  return row;
}

/** The thread, oldest first. The caller has already checked ownership through getConversation. */
export async function listMessages(db: Database, conversationId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Appends a question and its answer (one batch, so a thread never holds a question without its answer). */
export async function appendExchange(
  db: Database,
  conversationId: string,
  question: string,
  answer: { content: string; answerJson: string },
  now = new Date(),
  /** The answer message's id, when the caller names it (a queued question's is its job's, so a retry finds it). */
  answerId: string = crypto.randomUUID(),
): Promise<{ questionId: string; answerId: string }> {
  const questionId = crypto.randomUUID();
  // The answer is stamped 1 ms after the question so the order survives identical clocks.
  await db.batch([
    db.insert(messages).values({ id: questionId, conversationId, role: "user", content: question, createdAt: now }),
    db.insert(messages).values({
      id: answerId,
      conversationId,
      role: "assistant",
      content: answer.content,
      answerJson: answer.answerJson,
      createdAt: new Date(now.getTime() + 1),
    }),
    db.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, conversationId)),
  ]);
  return { questionId, answerId };
}

export async function getMessage(db: Database, conversationId: string, messageId: string): Promise<MessageRow> {
  const row = await db.query.messages.findFirst({ where: and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)) });
  if (!row) throw notFound("This answer");
  return row;
}
