// Mail that anyone can make the account flows send to an address (sign-up, signing in to an unconfirmed
// account) has a budget per address, so the forms cannot be used to flood someone's inbox. Over budget the
// mail is skipped silently: the answer to the request must not change.
import { checkRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import { sha256Hex } from "./encoding.server";

export const ACCOUNT_MAIL_RULE: RateLimitRule = { limit: 3, windowSeconds: 3600 };

/** Counts one mail to `email` and says whether it may go out. */
export async function mayMailAddress(db: Parameters<typeof checkRateLimit>[0], email: string, now = Date.now()): Promise<boolean> {
  return (await checkRateLimit(db, `account-mail:${await sha256Hex(email)}`, ACCOUNT_MAIL_RULE, now)).ok;
}
