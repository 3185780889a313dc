// The audit log's actions and how they read, shared by the server (which writes and exports them) and the page.

export const AUDIT_ACTIONS = [
  "upload",
  "delete",
  "change",
  "export",
  "share",
  "unshare",
  "team_create",
  "invite",
  "member_add",
  "member_remove",
  "role_change",
  "ownership_transfer",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  upload: "Uploaded a file",
  delete: "Deleted",
  change: "Changed",
  export: "Exported",
  share: "Shared with the team",
  unshare: "Stopped sharing",
  team_create: "Created the team",
  invite: "Invited a member",
  member_add: "Joined the team",
  member_remove: "Removed a member",
  role_change: "Changed a role",
  ownership_transfer: "Transferred ownership",
};

export type AuditDetails = Record<string, string | number | null>;

/** What an entry's details say, in one line ("name: Q3.csv · from: viewer · to: editor"). */
export function describeDetails(details: AuditDetails): string {
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join(" · ");
}
