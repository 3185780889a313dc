// Building blocks shared by the public forms' zod schemas (client and server use the same ones).
import { z } from "zod";

export const REQUIRED_MESSAGE = "This field is required.";
export const INVALID_EMAIL_MESSAGE = "Invalid email address.";

/** SPEC §5: non-space text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_EMAIL_LENGTH = 254;

/** Emails compare case-insensitively: Ada@Example.com and ada@example.com are one person. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A string that is required after trimming; missing or non-string values get the same message. */
export function requiredText(message = REQUIRED_MESSAGE) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** The first message for each field, in a shape forms can render directly. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function firstFieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && out[key] === undefined) out[key] = issue.message;
  }
  return out as FieldErrors<K>;
}
