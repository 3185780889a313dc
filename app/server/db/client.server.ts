import { drizzle } from "drizzle-orm/d1";
import { retryOnBusy } from "./busy-retry.server";
import * as schema from "./schema";

export type Database = ReturnType<typeof createDb>;

/** Drizzle over D1; a statement that meets a locked database (SQLITE_BUSY) is retried, never shown to the user. */
export function createDb(d1: D1Database) {
  return drizzle(retryOnBusy(d1), { schema });
}
