// Demo requests from the landing page's schedule-demo form: the sales team contacts each within 24 hours.
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { demoRequests } from "~/server/db/schema";
import { normalizeEmail } from "~/lib/schemas/fields";
import type { DemoRequestInput } from "~/lib/schemas/demo";

/** How the form's one field is named in error messages. */
export const DEMO_FIELD_LABELS: Record<string, string> = { email: "Email" };

/** SPEC §9: we reply within 24 hours, so a repeat within that window is the same request. */
export const DEMO_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Records a demo request. A second request from the same email within 24 hours is accepted but not stored
 * again (the first is still being answered); `duplicate` says which happened.
 */
export async function recordDemoRequest(db: Database, input: DemoRequestInput, now = Date.now()): Promise<{ id: string; duplicate: boolean }> {
  const email = normalizeEmail(input.email);
  const [recent] = await db
    .select({ id: demoRequests.id })
    .from(demoRequests)
    .where(and(eq(demoRequests.email, email), gt(demoRequests.createdAt, new Date(now - DEMO_REQUEST_WINDOW_MS))))
    .orderBy(desc(demoRequests.createdAt))
    .limit(1);
  if (recent) return { id: recent.id, duplicate: true };
  const id = crypto.randomUUID();
  await db.insert(demoRequests).values({ id, email, createdAt: new Date(now) });
  return { id, duplicate: false };
}
