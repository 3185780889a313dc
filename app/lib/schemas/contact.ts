// The contact form on /contact (stored in D1; works without JavaScript).
import { z } from "zod/mini";
import { INVALID_EMAIL_MESSAGE, emailChecks, firstFieldErrors, requiredText, type FieldErrors } from "./fields";

export const CONTACT_TOPICS = [
  { value: "question", label: "A question about the product" },
  { value: "support", label: "Help with my account or data" },
  { value: "sales", label: "Enterprise Team and sales" },
  { value: "privacy", label: "Privacy or data request" },
  { value: "security", label: "Security report" },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];

const TOPIC_VALUES = CONTACT_TOPICS.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
export const MIN_CONTACT_MESSAGE_LENGTH = 10;

export const contactSchema = z.object({
  name: requiredText([z.maxLength(100, "Please use at most 100 characters.")]),
  email: requiredText(emailChecks(INVALID_EMAIL_MESSAGE)),
  topic: z.enum(TOPIC_VALUES, { error: "Please choose a topic." }),
  message: requiredText([
    z.minLength(MIN_CONTACT_MESSAGE_LENGTH, `Please write at least ${MIN_CONTACT_MESSAGE_LENGTH} characters.`),
    z.maxLength(MAX_CONTACT_MESSAGE_LENGTH, `Please keep your message under ${MAX_CONTACT_MESSAGE_LENGTH} characters.`),
  ]),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;

export function validateContact(values: Record<string, unknown>):
  | { ok: true; data: ContactInput }
  | { ok: false; errors: FieldErrors<ContactField> } {
  const result = contactSchema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: firstFieldErrors<ContactField>(result.error) };
}
