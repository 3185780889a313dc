import { describe, expect, it } from "vitest";
import {
  ACTIONS_OF,
  RESOURCE_ACTIONS,
  RESOURCE_TYPES,
  TEAM_ACTIONS,
  TEAM_ROLES,
  roleAtLeast,
  roleMay,
  roleMayOnTeam,
  strongestRole,
  type ResourceAction,
  type TeamAction,
  type TeamRole,
} from "./team-permissions";

// The matrix written out cell by cell, as a reviewer reads it: rows are roles, columns are actions.
const EXPECTED_RESOURCE: Record<TeamRole, Record<ResourceAction, boolean>> = {
  owner: { view: true, ask: true, export: true, edit: true, delete: true, share: true },
  admin: { view: true, ask: true, export: true, edit: true, delete: true, share: true },
  editor: { view: true, ask: true, export: true, edit: true, delete: false, share: false },
  viewer: { view: true, ask: true, export: true, edit: false, delete: false, share: false },
};

const EXPECTED_TEAM: Record<TeamRole, Record<TeamAction, boolean>> = {
  owner: { manage_members: true, view_audit: true, transfer_ownership: true },
  admin: { manage_members: true, view_audit: true, transfer_ownership: false },
  editor: { manage_members: false, view_audit: false, transfer_ownership: false },
  viewer: { manage_members: false, view_audit: false, transfer_ownership: false },
};

const resourceCells = TEAM_ROLES.flatMap((role) =>
  RESOURCE_TYPES.flatMap((type) => RESOURCE_ACTIONS.map((action) => [role, action, type] as const)),
);

describe("roleMay: every role × action × resource type", () => {
  it.each(resourceCells)("%s may %s a shared %s: as the matrix says", (role, action, type) => {
    // "ask" exists for data files only: nobody asks questions of a report.
    const expected = ACTIONS_OF[type].includes(action) && EXPECTED_RESOURCE[role][action];
    expect(roleMay(role, action, type)).toBe(expected);
  });

  it("has an action list for every resource type, with view in each", () => {
    for (const type of RESOURCE_TYPES) expect(ACTIONS_OF[type]).toContain("view");
    expect(ACTIONS_OF.report).not.toContain("ask");
    expect(ACTIONS_OF.dataset).toContain("ask");
  });
});

describe("roleMayOnTeam: every role × team action", () => {
  const cells = TEAM_ROLES.flatMap((role) => TEAM_ACTIONS.map((action) => [role, action] as const));
  it.each(cells)("%s may %s: as the matrix says", (role, action) => {
    expect(roleMayOnTeam(role, action)).toBe(EXPECTED_TEAM[role][action]);
  });
});

describe("role order", () => {
  it("orders owner > admin > editor > viewer", () => {
    expect(roleAtLeast("owner", "admin")).toBe(true);
    expect(roleAtLeast("admin", "editor")).toBe(true);
    expect(roleAtLeast("editor", "viewer")).toBe(true);
    expect(roleAtLeast("viewer", "editor")).toBe(false);
    expect(roleAtLeast("editor", "editor")).toBe(true);
  });

  it("picks the strongest of several roles, or null for none", () => {
    expect(strongestRole(["viewer", "admin", "editor"])).toBe("admin");
    expect(strongestRole(["viewer"])).toBe("viewer");
    expect(strongestRole([])).toBeNull();
  });
});
