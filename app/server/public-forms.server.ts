// The one path every public form takes (waitlist, schedule demo, contact), from the JSON API and from
// the no-JavaScript form posts alike: per-IP rate limit, the shared zod schema, then the store.
import type { z } from "zod/mini";
import type { Database } from "~/server/db/client.server";
import { checkRateLimit, clientIp, type RateLimitResult } from "~/server/rate-limit.server";
import { PUBLIC_FORM_LIMITS, publicFormRateKey, type PublicForm } from "~/server/public-rate-limits.server";
import { firstFieldErrors } from "~/lib/schemas/fields";

export type PublicFormOutcome<R> =
  | { kind: "ok"; result: R }
  | { kind: "invalid"; errors: Record<string, string>; message: string }
  | { kind: "limited"; limit: Extract<RateLimitResult, { ok: false }> };

export interface PublicFormSubmission<S extends z.ZodMiniType, R> {
  db: Database;
  /** The request's time (services.clock), which the rate limit's window is read against. */
  now: number;
  request: Request;
  form: PublicForm;
  schema: S;
  /** Field names as the user sees them, for the summary message ("Email Address: Invalid email address."). */
  labels: Record<string, string>;
  raw: unknown;
  save: (data: z.infer<S>) => Promise<R>;
}

export async function submitPublicForm<S extends z.ZodMiniType, R>(s: PublicFormSubmission<S, R>): Promise<PublicFormOutcome<R>> {
  const limit = await checkRateLimit(s.db, publicFormRateKey(s.form, clientIp(s.request)), PUBLIC_FORM_LIMITS[s.form], s.now);
  if (!limit.ok) return { kind: "limited", limit };

  if (typeof s.raw !== "object" || s.raw === null || Array.isArray(s.raw)) {
    const fields = Object.keys(s.labels).join(", ");
    return { kind: "invalid", errors: {}, message: `Request body must be a JSON object with ${fields}.` };
  }
  const parsed = s.schema.safeParse(s.raw);
  if (!parsed.success) {
    const errors = firstFieldErrors<string>(parsed.error) as Record<string, string>;
    const message = Object.entries(errors)
      .map(([field, text]) => `${s.labels[field] ?? field}: ${text}`)
      .join(" ");
    return { kind: "invalid", errors, message: message || "The submitted data is not valid." };
  }
  return { kind: "ok", result: await s.save(parsed.data) };
}

/** Form posts are small: refuse big bodies before `formData()` buffers them. */
export const MAX_FORM_BYTES = 16 * 1024;

export async function readSmallForm(request: Request): Promise<Record<string, string> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_FORM_BYTES) return null;
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}
