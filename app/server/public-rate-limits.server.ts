// Per-IP limits for the public forms: generous for people, tight enough to stop scripted floods.
import type { RateLimitRule } from "~/server/rate-limit.server";

export const PUBLIC_FORM_LIMITS = {
  waitlist: { limit: 10, windowSeconds: 600 },
  demo: { limit: 5, windowSeconds: 600 },
  contact: { limit: 5, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

export type PublicForm = keyof typeof PUBLIC_FORM_LIMITS;

export function publicFormRateKey(form: PublicForm, ip: string): string {
  return `${form}:ip:${ip}`;
}
