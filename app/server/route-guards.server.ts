// Guards for loaders and actions (after the Epic Stack's invariantResponse / requireUserId): they throw the
// response a route should answer with, so route modules stay a few lines and every route answers alike.
import { data } from "@remix-run/cloudflare";
import { getConversation, type ConversationRow } from "~/server/conversations/conversations.server";
import type { Database } from "~/server/db/client.server";
import { getDataset, type DatasetRow } from "~/server/datasets/datasets.server";
import { WorkspaceError } from "~/server/workspace-error.server";

/** Runs a page loader's server call: a WorkspaceError (404, 403, 400) becomes the response the error boundary shows. */
export async function pageCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WorkspaceError) throw data(error.message, { status: error.status });
    throw error;
  }
}

/** Bad input from the user's own request: throws a 400 (or `status`) with `message`, shown by the error boundary. */
export function invariantResponse(condition: unknown, message: string, status = 400): asserts condition {
  if (!condition) throw data(message, { status });
}

interface Owned {
  dataset: DatasetRow;
  conversation: ConversationRow;
}

const lookups: { [K in keyof Owned]: (db: Database, ownerId: string, id: string) => Promise<Owned[K]> } = {
  dataset: getDataset,
  conversation: getConversation,
};

/**
 * The user's own `kind` with this id; anything else — another user's, deleted, never existed — throws the
 * same 404 page, so a second submit of a delete or a guessed id never reaches the action's work.
 */
export async function requireOwned<K extends keyof Owned>(db: Database, ownerId: string, kind: K, id: string | undefined): Promise<Owned[K]> {
  try {
    return await lookups[kind](db, ownerId, id ?? "");
  } catch (error) {
    if (error instanceof WorkspaceError && error.status === 404) throw data(error.message, { status: 404 });
    throw error;
  }
}
