// Messages sent through the /contact form, stored for the support team.
import type { Database } from "~/server/db/client.server";
import { contactMessages } from "~/server/db/schema";
import type { ContactInput } from "~/lib/schemas/contact";
import { normalizeEmail } from "~/lib/schemas/fields";

export async function recordContactMessage(db: Database, input: ContactInput): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await db.insert(contactMessages).values({
    id,
    name: input.name,
    email: normalizeEmail(input.email),
    topic: input.topic,
    message: input.message,
  });
  return { id };
}
