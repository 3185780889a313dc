// The waitlist form (SPEC §2, §5): the dialog, the no-JS page and POST /api/waitlist all validate with this schema.
import { z } from "zod/mini";
import { isCountry } from "~/lib/countries";
import { INVALID_EMAIL_MESSAGE, emailChecks, firstFieldErrors, requiredText, type FieldErrors } from "./fields";

export const MAX_NAME_LENGTH = 100;
export const UNKNOWN_COUNTRY_MESSAGE = "Please choose a country from the list.";

export const waitlistSchema = z.object({
  name: requiredText([z.maxLength(MAX_NAME_LENGTH, `Please use at most ${MAX_NAME_LENGTH} characters.`)]),
  email: requiredText(emailChecks(INVALID_EMAIL_MESSAGE)),
  country: requiredText([z.refine(isCountry, UNKNOWN_COUNTRY_MESSAGE)]),
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;
export type WaitlistField = keyof WaitlistInput;
export type WaitlistValues = Record<WaitlistField, string>;

export const EMPTY_WAITLIST_VALUES: WaitlistValues = { name: "", email: "", country: "" };

/** Every field's first error for these values (empty when they are valid). */
export function validateWaitlist(values: WaitlistValues): FieldErrors<WaitlistField> {
  const result = waitlistSchema.safeParse(values);
  return result.success ? {} : firstFieldErrors<WaitlistField>(result.error);
}

export function isWaitlistComplete(values: WaitlistValues): boolean {
  return waitlistSchema.safeParse(values).success;
}

