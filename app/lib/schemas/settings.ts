// Settings forms' schemas, shared by the page (conform checks them in the browser) and its action.
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "./auth";

/** What the Settings action answers when a form is refused: which form, and its errors for conform. */
export interface SettingsReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const profileSchema = z.object({
  fullName: z.string({ error: "Enter your name." }).trim().min(1, "Enter your name.").max(100, "Keep your name under 100 characters."),
});

export const emailChangeSchema = z.object({
  newEmail: z
    .string({ error: "Enter the new email address." })
    .trim()
    .min(1, "Enter the new email address.")
    .max(254, "An email address has at most 254 characters.")
    .regex(EMAIL_PATTERN, "Enter a valid email address, like name@company.com."),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string({ error: "Choose a new password." })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
    confirmPassword: z.string({ error: "Repeat the new password." }).min(1, "Repeat the new password."),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match." });

export const endSessionSchema = z.object({
  sessionId: z.string({ error: "Choose a session to sign out." }).regex(/^[0-9a-f]{64}$/, "That session was not found."),
});

/** Plans a user can ask to move to from Settings; Enterprise goes to sales by mail (SPEC §2 Contact Sales). */
export const REQUESTABLE_PLANS = ["lite", "pro"] as const;

export const upgradeRequestSchema = z.object({
  plan: z.enum(REQUESTABLE_PLANS, { error: "Choose the plan you would like." }),
  message: z.string().trim().max(1000, "Keep the message under 1,000 characters.").optional(),
});

/** `#7c3aed`: six hexadecimal digits, the form a colour input sends. */
export const ACCENT_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const brandingSchema = z.object({
  accentColor: z
    .string({ error: "Choose an accent colour." })
    .trim()
    .regex(ACCENT_PATTERN, "Enter the colour as # and six hexadecimal digits, like #7c3aed."),
});

export const deleteAccountSchema = z.object({
  confirmEmail: z.string({ error: "Type your email address to confirm." }).trim().min(1, "Type your email address to confirm.").max(254),
});
