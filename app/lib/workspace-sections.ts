/** The signed-in workspace's sections (SPEC §2 route table), in navigation order. */
export const WORKSPACE_SECTIONS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/dashboard/data-analysis", label: "Data Analysis" },
  { to: "/dashboard/ai-analysis", label: "AI Analysis" },
  { to: "/dashboard/dashboard-builder", label: "Dashboard Builder" },
  { to: "/dashboard/reports", label: "Reports" },
  { to: "/dashboard/teams", label: "Teams" },
  { to: "/dashboard/settings", label: "Settings" },
] as const;
