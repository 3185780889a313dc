// The permission matrix of teams (Enterprise): what each role may do with a resource shared with its team, and
// with the team itself. Pure data and one lookup, used by the server (app/server/access.server.ts) to decide and
// by pages to show only the buttons that will work.

export const TEAM_ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Roles an invitation or a role change can give: ownership moves only by a transfer. */
export const ASSIGNABLE_ROLES = ["admin", "editor", "viewer"] as const satisfies readonly TeamRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const RESOURCE_TYPES = ["dataset", "analysis", "report", "dashboard"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * What can be done with a resource: see it, ask questions of it (files only), export it, change it, delete
 * it, and share it with a team or stop sharing it.
 */
export const RESOURCE_ACTIONS = ["view", "ask", "export", "edit", "delete", "share"] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** What can be done with the team: invite, change roles, remove members; read the audit log; hand over ownership. */
export const TEAM_ACTIONS = ["manage_members", "view_audit", "transfer_ownership"] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

/** Which actions each kind of resource has at all ("ask" is for data files). */
export const ACTIONS_OF: Record<ResourceType, readonly ResourceAction[]> = {
  dataset: ["view", "ask", "export", "edit", "delete", "share"],
  analysis: ["view", "export", "edit", "delete", "share"],
  report: ["view", "export", "edit", "delete", "share"],
  dashboard: ["view", "export", "edit", "delete", "share"],
};

/** The lowest role allowed each action on a shared resource (roles are ordered owner > admin > editor > viewer). */
const LOWEST_ROLE_FOR: Record<ResourceAction, TeamRole> = {
  view: "viewer",
  ask: "viewer",
  export: "viewer",
  edit: "editor",
  delete: "admin",
  share: "admin",
};

const LOWEST_ROLE_FOR_TEAM: Record<TeamAction, TeamRole> = {
  manage_members: "admin",
  view_audit: "admin",
  transfer_ownership: "owner",
};

const RANK: Record<TeamRole, number> = { owner: 3, admin: 2, editor: 1, viewer: 0 };

/** Whether `role` is at least `other`. */
export function roleAtLeast(role: TeamRole, other: TeamRole): boolean {
  return RANK[role] >= RANK[other];
}

/** Whether a member with `role` may do `action` on a `type` shared with their team. */
export function roleMay(role: TeamRole, action: ResourceAction, type: ResourceType): boolean {
  return ACTIONS_OF[type].includes(action) && roleAtLeast(role, LOWEST_ROLE_FOR[action]);
}

/** Whether a member with `role` may do `action` on the team itself. */
export function roleMayOnTeam(role: TeamRole, action: TeamAction): boolean {
  return roleAtLeast(role, LOWEST_ROLE_FOR_TEAM[action]);
}

/** The strongest of several roles (a resource shared with two of the user's teams), or null for none. */
export function strongestRole(roles: readonly TeamRole[]): TeamRole | null {
  let best: TeamRole | null = null;
  for (const role of roles) if (best === null || RANK[role] > RANK[best]) best = role;
  return best;
}

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", admin: "Admin", editor: "Editor", viewer: "Viewer" };

export const ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: "Everything an admin can do, and hand the team over to another member.",
  admin: "Invite and remove members, change roles, delete and unshare shared items, read the audit log.",
  editor: "Open, ask questions of, export and change shared items.",
  viewer: "Open, ask questions of and export shared items.",
};

/** "an admin", "a viewer": a role as a sentence names it. */
export function roleWithArticle(role: TeamRole): string {
  return `${role === "viewer" ? "a" : "an"} ${role}`;
}
