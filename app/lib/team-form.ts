// The Teams forms' schemas, shared by the pages (conform checks them in the browser) and their actions.
import { z } from "zod";
import { ASSIGNABLE_ROLES, RESOURCE_TYPES } from "./team-permissions";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const id = (what: string) => z.string({ error: `Choose ${what}.` }).trim().min(1, `Choose ${what}.`).max(64, `Choose ${what}.`);
const role = z.enum(ASSIGNABLE_ROLES, { error: "Choose a role: admin, editor or viewer." });

export const createTeamSchema = z.object({
  name: z.string({ error: "Give the team a name." }).trim().min(1, "Give the team a name.").max(80, "Keep the team's name under 80 characters."),
});

export const inviteSchema = z.object({
  teamId: id("a team"),
  email: z
    .string({ error: "Enter the email address to invite." })
    .trim()
    .min(1, "Enter the email address to invite.")
    .max(254, "An email address has at most 254 characters.")
    .regex(EMAIL_PATTERN, "Enter a valid email address, like name@company.com."),
  role,
});

export const memberRoleSchema = z.object({ teamId: id("a team"), userId: id("a member"), role });
export const memberSchema = z.object({ teamId: id("a team"), userId: id("a member") });

/** Every form of the Teams page, by its `intent` field. */
export const TEAM_INTENTS = ["create", "invite", "role", "remove", "transfer"] as const;

/** Share or unshare one resource with one of the user's teams (the "Share with team" form beside it). */
export const shareSchema = z.object({
  intent: z.enum(["share", "unshare"], { error: "Unknown action: reload the page." }),
  resourceType: z.enum(RESOURCE_TYPES, { error: "Unknown kind of item: reload the page." }),
  resourceId: id("an item"),
  teamId: id("a team"),
});

export const inviteAnswerSchema = z.object({
  token: z.string({ error: "The invitation link is missing its token." }).min(1, "The invitation link is missing its token.").max(2000, "This invitation link is not valid."),
  answer: z.enum(["accept", "decline"], { error: "Choose Accept or Decline." }),
});

/** The audit log's filters (a GET form): action, member, and a date range (YYYY-MM-DD, both days included). */
export const auditFilterSchema = z.object({
  action: z.string().max(40).optional().catch(undefined),
  member: z.string().max(64).optional().catch(undefined),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
});
