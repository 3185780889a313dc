// What the account forms' actions return to the page (and the page turns into inline errors and toasts).
import type { SubmissionResult } from "@conform-to/react";

export interface AuthToast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export interface AuthActionData {
  /** Which form answered (the sign-in screen holds two). */
  intent: "sign-in" | "forgot-password" | "sign-up" | "reset-password";
  result: SubmissionResult<string[]>;
  /** A toast the page shows once JavaScript runs; the same words appear inline for everyone. */
  toast?: AuthToast;
  /** The forgot-password request went through. */
  resetSent?: boolean;
  /**
   * The sign-up went through: "created" — a new account, signed in at once (its address still to confirm);
   * "existing" — the address already had an account, whose owner was mailed the ways to sign in.
   */
  signedUp?: "created" | "existing";
  /** Where the "Start using InsightLab" button goes after a sign-up. */
  continueTo?: string;
}

/**
 * The referrer policy of pages opened from a mailed link whose token is in the address (/reset-password,
 * /verify-email): the token never goes to another site in a Referer header. Not "no-referrer": with it, browsers
 * send `Origin: null` on the page's own form post, which the origin check refuses when the form is sent without
 * JavaScript.
 */
export const MAILED_LINK_REFERRER_POLICY = "same-origin";
