// The schedule-demo form (SPEC §2, §5, §8): one email field, same simple pattern as the waitlist.
import { z } from "zod/mini";
import { emailChecks, requiredText } from "./fields";

import { DEMO_EMAIL_INVALID, DEMO_EMAIL_REQUIRED } from "./demo-messages";

export { DEMO_COMING_SOON, DEMO_EMAIL_INVALID, DEMO_EMAIL_REQUIRED, DEMO_SCHEDULED } from "./demo-messages";

export const demoRequestSchema = z.object({
  email: requiredText(emailChecks(DEMO_EMAIL_INVALID.description), DEMO_EMAIL_REQUIRED.description),
});

export type DemoRequestInput = z.infer<typeof demoRequestSchema>;

/** The toast for an email the form must not send, or null when it may be sent. */
export function demoEmailProblem(email: string): { title: string; description: string } | null {
  const result = demoRequestSchema.safeParse({ email });
  if (result.success) return null;
  return result.error.issues[0]?.message === DEMO_EMAIL_REQUIRED.description ? DEMO_EMAIL_REQUIRED : DEMO_EMAIL_INVALID;
}
