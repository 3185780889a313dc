// The public pages, for the sitemap and the tests that visit every one of them.
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/documentation",
  "/support",
  "/tutorials",
  "/help-center",
  "/about",
  "/blog",
  "/privacy",
  "/terms",
  "/security",
  "/contact",
  "/waitlist",
] as const;
