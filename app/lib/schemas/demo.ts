// The schedule-demo form (SPEC §2, §5, §8): one email field, same simple pattern as the waitlist.
import { z } from "zod";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./fields";

export const DEMO_EMAIL_REQUIRED = { title: "Email Required", description: "Please enter your email address to schedule a demo" };
export const DEMO_EMAIL_INVALID = { title: "Invalid Email", description: "Please enter a valid email address" };
export const DEMO_SCHEDULED = {
  title: "Demo Scheduled!",
  description: "We'll contact you within 24 hours to schedule your personalized demo.",
};
export const DEMO_COMING_SOON = {
  title: "Coming Soon",
  description: "Demo scheduling is coming soon. Stay tuned! Till then Join Waiting List.",
};

export const demoRequestSchema = z.object({
  email: z
    .string({ error: DEMO_EMAIL_REQUIRED.description })
    .trim()
    .min(1, { error: DEMO_EMAIL_REQUIRED.description, abort: true })
    .max(MAX_EMAIL_LENGTH, { error: DEMO_EMAIL_INVALID.description, abort: true })
    .regex(EMAIL_PATTERN, DEMO_EMAIL_INVALID.description),
});

export type DemoRequestInput = z.infer<typeof demoRequestSchema>;

/** The toast for an email the form must not send, or null when it may be sent. */
export function demoEmailProblem(email: string): { title: string; description: string } | null {
  const result = demoRequestSchema.safeParse({ email });
  if (result.success) return null;
  return result.error.issues[0]?.message === DEMO_EMAIL_REQUIRED.description ? DEMO_EMAIL_REQUIRED : DEMO_EMAIL_INVALID;
}
