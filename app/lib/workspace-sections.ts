/**
 * The signed-in workspace's sections (SPEC §2 route table), in navigation order. `built: false` keeps a
 * section out of the navigation until its screen works (its route answers with what it will hold).
 */
const SECTIONS = [
  { to: "/dashboard", label: "Dashboard", built: true },
  { to: "/dashboard/data-analysis", label: "Data Analysis", built: true },
  { to: "/dashboard/ai-analysis", label: "AI Analysis", built: true },
  { to: "/dashboard/dashboard-builder", label: "Dashboard Builder", built: true },
  { to: "/dashboard/reports", label: "Reports", built: true },
  { to: "/dashboard/teams", label: "Teams", built: true },
  { to: "/dashboard/settings", label: "Settings", built: true },
] as const;

/** The sections the navigation links to. */
export const WORKSPACE_SECTIONS = SECTIONS.filter((s) => s.built);
