// Demo requests from the landing page's schedule-demo form: the sales team contacts each within 24 hours.
import type { Database } from "~/server/db/client.server";
import { demoRequests } from "~/server/db/schema";
import type { DemoRequestInput } from "~/lib/schemas/demo";
import { normalizeEmail } from "~/lib/schemas/fields";

export async function recordDemoRequest(db: Database, input: DemoRequestInput): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await db.insert(demoRequests).values({ id, email: normalizeEmail(input.email) });
  return { id };
}
