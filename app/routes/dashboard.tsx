// The signed-in workspace shell: navigation, and 'Loading page...' while a lazy page's module loads.
// Signed-out visitors are sent to /login?redirectTo=… by the loader, so the protection works without JavaScript.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, NavLink, Outlet, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import { useSession } from "~/components/auth/session-context";
import { WorkspaceAccount } from "~/components/auth/workspace-account";
import { ErrorMessage, GeneralErrorBoundary, responseText } from "~/components/error-boundary";
import { requireUser } from "~/server/auth/guards.server";
import { WORKSPACE_SECTIONS } from "~/lib/workspace-sections";
import { cn } from "~/lib/utils";
import { TooltipProvider } from "~/components/ui/tooltip";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.services, request);
  return null;
}

export default function DashboardLayout() {
  return (
    <TooltipProvider>
      <DashboardShell>
        <Outlet />
      </DashboardShell>
    </TooltipProvider>
  );
}

/** An error in one panel (a missing file, a failed load) keeps the workspace navigation around it. */
export function ErrorBoundary() {
  return (
    <TooltipProvider>
      <DashboardShell>
        <div className="mx-auto max-w-xl py-10">
          <GeneralErrorBoundary
            statusHandlers={{
              404: ({ error }) => (
                <ErrorMessage title="Not found" message={responseText(error)} plain action={<BackToWorkspace />} />
              ),
            }}
            action={<BackToWorkspace />}
          />
        </div>
      </DashboardShell>
    </TooltipProvider>
  );
}

function BackToWorkspace() {
  return (
    <Link to="/dashboard" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      Back to the dashboard
    </Link>
  );
}

function DashboardShell({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const session = useSession();
  const loadingPage = navigation.state === "loading" && navigation.location.pathname.toLowerCase().startsWith("/dashboard");
  const sections = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // Scrolls the list only (not the page) so the current section sits in view, clear of the fade at the edge;
    // again when the list changes size (a phone turned, a window narrowed to the phone layout).
    const list = sections.current;
    if (!list) return;
    const centre = () => {
      const current = list.querySelector<HTMLElement>('[aria-current="page"]');
      if (current && list.scrollWidth > list.clientWidth) list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    };
    centre();
    const observer = new ResizeObserver(centre);
    observer.observe(list);
    return () => observer.disconnect();
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <nav aria-label="Workspace" className="border-b p-3 md:w-60 md:border-r md:border-b-0">
        {/* On a phone the sections scroll sideways: the current one is brought into view, and a fade with an arrow at the edge says there is more. */}
        <div className="relative">
        <ul ref={sections} className="flex gap-1 overflow-x-auto pr-10 md:flex-col md:pr-0" data-testid="workspace-sections">
          {WORKSPACE_SECTIONS.map((s) => (
            <li key={s.to}>
              <NavLink
                to={s.to}
                end={s.to === "/dashboard"}
                className={({ isActive }) =>
                  cn(
                    "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                    isActive && "bg-accent text-accent-foreground",
                  )
                }
              >
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <span aria-hidden className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-background via-background/80 to-transparent md:hidden" data-testid="sections-scroll-cue">
          <ChevronRight className="size-4 text-muted-foreground" />
        </span>
        </div>
        <div className="mt-3">
          <WorkspaceAccount />
        </div>
      </nav>
      <main className="min-w-0 flex-1 p-6">
        {session.status === "loading" ? (
          // SPEC §2: protected routes say so while the session is being determined.
          <p role="status" className="text-sm text-muted-foreground">
            Loading...
          </p>
        ) : loadingPage ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading page...
          </p>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
