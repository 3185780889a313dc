// The early-access waitlist: one row per email; the autoincrementing row id is the place in line.
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { waitlistEntries } from "~/server/db/schema";
import { normalizeEmail } from "~/lib/schemas/fields";
import type { WaitlistInput } from "~/lib/schemas/waitlist";

export interface WaitlistJoinResult {
  position: number;
  /** True when this email was already on the list: the original place is kept and no second row is written. */
  alreadyJoined: boolean;
  message: string;
}

export const WAITLIST_FIELD_LABELS: Record<string, string> = { name: "Full Name", email: "Email Address", country: "Country" };

export const WAITLIST_JOINED_MESSAGE = "Thanks for joining! We'll email you as soon as your early access is ready.";
export const WAITLIST_ALREADY_JOINED_MESSAGE = "You're already on the waitlist, so you keep your original place in line.";

/**
 * Adds a person to the waitlist, or returns their existing place when the email is already on it.
 * The insert is a single statement with ON CONFLICT DO NOTHING, so concurrent sign-ups never lose a row
 * and never share a position.
 */
export async function joinWaitlist(db: Database, input: WaitlistInput): Promise<WaitlistJoinResult> {
  const email = normalizeEmail(input.email);
  const [inserted] = await db
    .insert(waitlistEntries)
    .values({ name: input.name, email, country: input.country })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ position: waitlistEntries.position });
  if (inserted) return { position: inserted.position, alreadyJoined: false, message: WAITLIST_JOINED_MESSAGE };

  const [existing] = await db
    .select({ position: waitlistEntries.position })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.email, email))
    .limit(1);
  if (!existing) throw new Error(`Waitlist entry for ${email} conflicted on insert but could not be read back.`);
  return { position: existing.position, alreadyJoined: true, message: WAITLIST_ALREADY_JOINED_MESSAGE };
}

