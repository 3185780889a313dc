// Account form schemas, shared by the browser (conform's client validation) and the server (actions).
// SPEC §5: the client checks only that required fields are filled; the 8-character password minimum is
// a hint there, but the server enforces it (the *Server schemas below).
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/** SPEC §5 / §8 texts. */
export const SIGN_IN_INPUT_ERROR = "Please enter both email and password";
export const SIGN_UP_INPUT_ERROR = "Please fill all required fields";
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

const requiredText = (message: string, max = 320) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters.`);

// Kept simple on purpose (same shape as the waitlist rule in SPEC §5): the real check is the emailed link.
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
const email = () => requiredText("Email is required.").pipe(z.string().regex(EMAIL_PATTERN, "Enter a valid email address."));

// Passwords are never trimmed: spaces are part of them.
const passwordRequired = () =>
  z
    .string({ error: "Password is required." })
    .min(1, "Password is required.")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
const passwordWithPolicy = () => passwordRequired().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT);

export const signInSchema = z.object({
  // The sign-in email is only required: the JSON API also accepts a username here.
  email: requiredText("Email is required."),
  password: passwordRequired(),
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({
  email: email(),
});

/** What the sign-up form checks in the browser: required fields only (SPEC §5). */
export const signUpSchema = z.object({
  email: email(),
  password: passwordRequired(),
  firstName: requiredText("First name is required.", 100),
  lastName: z.string().trim().max(100, "Must be at most 100 characters.").optional(),
  redirectTo: z.string().optional(),
});
/** What the server accepts: the same, plus the password policy. */
export const signUpServerSchema = signUpSchema.extend({ password: passwordWithPolicy() });
export type SignUpInput = z.infer<typeof signUpServerSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is incomplete." }).min(1, "This reset link is incomplete.").max(200),
    password: passwordWithPolicy(),
    confirmPassword: z.string({ error: "Please repeat the new password." }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match." });

/** The API login's 400: the spec's words, plus the JSON fields a client must send. */
export const API_LOGIN_INPUT_ERROR = `${SIGN_IN_INPUT_ERROR}: send JSON {"username" (or "email"), "password"}.`;

/** POST /api/auth/login (SPEC §7 sends `username`, which may be the email; `email` is accepted too). */
export const apiLoginSchema = z
  .object({
    username: z.string({ error: API_LOGIN_INPUT_ERROR }).trim().max(320).optional(),
    email: z.string({ error: API_LOGIN_INPUT_ERROR }).trim().max(320).optional(),
    password: z.string({ error: API_LOGIN_INPUT_ERROR }).min(1, API_LOGIN_INPUT_ERROR).max(PASSWORD_MAX_LENGTH),
  })
  .transform(({ username, email, password }) => ({ identifier: username || email || "", password }))
  .refine((v) => v.identifier !== "", { message: API_LOGIN_INPUT_ERROR });

/** POST /api/auth/firebase-sync (SPEC §7). */
export const identitySyncSchema = z.object({
  firebaseUid: z.string().trim().min(1, "firebaseUid is required.").max(256),
  email: z.string().trim().max(320).optional().nullable(),
  displayName: z.string().trim().max(200).optional().nullable(),
});
