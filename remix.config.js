// The route table: one place, mirroring SPEC §2. vite.config.ts imports it; file-based routes are off.
/** @param {import("@remix-run/dev/dist/config/routes").DefineRoutesFunction} defineRoutes */
export function routes(defineRoutes) {
  return defineRoutes((route) => {
    // Public site
    route("/", "routes/_index.tsx", { index: true });
    route("login", "routes/login.tsx");
    route("register", "routes/register.tsx");
    route("reset-password", "routes/reset-password.tsx");
    route("verify-email", "routes/verify-email.tsx");
    route("logout", "routes/logout.ts");
    route("auth/google", "routes/auth.google.ts");
    route("auth/google/callback", "routes/auth.google.callback.ts");
    route("documentation", "routes/documentation.tsx");
    route("waitlist", "routes/waitlist.tsx");
    // The other public pages, each its own module (code-split, own meta); /contact has a form action.
    for (const page of ["support", "tutorials", "help-center", "about", "blog", "privacy", "terms", "security", "contact"]) {
      route(page, `routes/${page}.tsx`);
    }
    route("robots.txt", "routes/robots[.]txt.ts");
    // Signed, expiring download links for exported files (the link is the permission; no session needed).
    route("downloads/:exportId/:fileName", "routes/downloads.$exportId.$fileName.tsx");
    route("downloads/:exportId/:fileName/file", "routes/downloads.$exportId.$fileName.file.ts");
    route("sitemap.xml", "routes/sitemap[.]xml.ts");

    // Signed-in workspace (each sub-route is its own code-split module)
    route("dashboard", "routes/dashboard.tsx", () => {
      route("", "routes/dashboard._index.tsx", { index: true });
      route("data-analysis", "routes/dashboard.data-analysis.tsx");
      route("data-analysis/:datasetId", "routes/dashboard.data-analysis.$datasetId.tsx");
      route("ai-analysis", "routes/dashboard.ai-analysis.tsx");
      route("dashboard-builder", "routes/dashboard.dashboard-builder.tsx");
      route("dashboard-builder/:dashboardId", "routes/dashboard.dashboard-builder.$dashboardId.tsx");
      route("reports", "routes/dashboard.reports.tsx");
      route("reports/exports", "routes/dashboard.reports.exports.tsx");
      route("reports/exports/:exportId", "routes/dashboard.reports.exports.$exportId.tsx");
      route("reports/:reportId", "routes/dashboard.reports.$reportId.tsx");
      route("reports/:reportId/rerun", "routes/dashboard.reports.$reportId.rerun.tsx");
      route("teams", "routes/dashboard.teams.tsx");
      route("teams/invite", "routes/dashboard.teams.invite.tsx");
      route("teams/share", "routes/dashboard.teams.share.tsx");
      route("teams/audit-log.csv", "routes/dashboard.teams.audit-log[.]csv.ts");
      route("settings", "routes/dashboard.settings.tsx");
      route("settings/email", "routes/dashboard.settings.email.tsx");
      route("settings/logo", "routes/dashboard.settings.logo.ts");
    });

    // JSON API (SPEC §7 and the workspace)
    route("api/health", "routes/api.health.ts");
    route("api/auth/login", "routes/api.auth.login.ts");
    route("api/auth/firebase-sync", "routes/api.auth.firebase-sync.ts");
    route("api/auth/logout", "routes/api.auth.logout.ts");
    route("api/users/profile", "routes/api.users.profile.ts");
    route("api/waitlist", "routes/api.waitlist.ts");
    route("api/schedule-demo", "routes/api.schedule-demo.ts");
    route("api/datasets", "routes/api.datasets.ts");
    route("api/datasets/:id", "routes/api.datasets.$id.ts");
    route("api/datasets/:id/ingest", "routes/api.datasets.$id.ingest.ts");
    route("api/datasets/:id/ask", "routes/api.datasets.$id.ask.ts");
    route("api/datasets/:id/converted", "routes/api.datasets.$id.converted.ts");
    route("api/datasets/:id/original", "routes/api.datasets.$id.original.ts");
    route("api/datasets/:id/download", "routes/api.datasets.$id.download.ts");
    route("api/exports", "routes/api.exports.ts");
    route("api/exports/:id", "routes/api.exports.$id.ts");
    route("api/questions/:id", "routes/api.questions.$id.ts");

    // Test-only routes: present only in builds made by the browser test harness.
    if (process.env.INSIGHTLAB_TEST_ROUTES === "1") {
      route("__test/throw", "routes/__test.throw.tsx");
      route("__test/render-error", "routes/__test.render-error.tsx");
      route("__test/kit", "routes/__test.kit.tsx");
      route("__test/outbox", "routes/__test.outbox.ts");
      route("__test/plan", "routes/__test.plan.ts");
      route("__test/answer-cards", "routes/__test.answer-cards.tsx");
    }

    route("*", "routes/$.tsx");
  });
}

export const ignoredRouteFiles = ["**/*"];
