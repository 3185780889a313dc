// Building blocks shared by the public forms' zod schemas (client and server use the same ones).
// zod/mini: the same validation core as zod, in a tree-shakable form that keeps the landing page's JavaScript small.
import { z } from "zod/mini";

export const REQUIRED_MESSAGE = "This field is required.";
export const INVALID_EMAIL_MESSAGE = "Invalid email address.";

/** SPEC §5: non-space text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_EMAIL_LENGTH = 254;

/** Emails compare case-insensitively: Ada@Example.com and ada@example.com are one person. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A string that is required after trimming (missing or non-string values get the same message), then any
 * further checks; the first failing check stops the rest, so each field reports one problem.
 */
export function requiredText(checks: z.core.$ZodCheck<string>[] = [], message = REQUIRED_MESSAGE) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }), ...checks);
}

/** The simple email pattern (SPEC §5) with a length cap, each with `message`. */
export function emailChecks(message: string): z.core.$ZodCheck<string>[] {
  return [z.maxLength(MAX_EMAIL_LENGTH, { error: message, abort: true }), z.regex(EMAIL_PATTERN, message)];
}

/** The first message for each field, in a shape forms can render directly. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function firstFieldErrors<K extends string>(error: z.core.$ZodError): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && out[key] === undefined) out[key] = issue.message;
  }
  return out as FieldErrors<K>;
}
