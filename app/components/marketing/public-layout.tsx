import type { ReactNode } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import { SiteNav } from "~/components/nav/site-nav";
import { WaitlistProvider } from "~/components/waitlist/waitlist-context";
import type { SessionUser } from "~/lib/session-user";
import { SiteFooter } from "./site-footer";

/** The frame of every public page: skip link, the fixed navigation bar, the page, the footer, and the waitlist dialog. */
export function PublicLayout({ children, solidNav = false }: { children: ReactNode; solidNav?: boolean }) {
  // The root loader hands every page the signed-in user (null for visitors).
  const user = (useRouteLoaderData("root") as { user?: SessionUser | null } | undefined)?.user ?? null;
  return (
    <WaitlistProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteNav user={user} solid={solidNav} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </WaitlistProvider>
  );
}
