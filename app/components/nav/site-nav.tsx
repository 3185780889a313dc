import { Link } from "@remix-run/react";
import { LayoutDashboard, Menu } from "lucide-react";
import { Suspense, lazy, useEffect, useState } from "react";
import { ThemeToggle } from "~/components/theme";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { BrandLink } from "./brand";
import { Avatar, SectionLinkList, accountTriggerProps, type NavUser } from "./nav-parts";
import { ScrambleLabel } from "./scramble-label";

export type { NavUser } from "./nav-parts";

/** SPEC §9: the bar turns opaque once the page has scrolled more than 10 px. */
export const NAV_SCROLL_THRESHOLD_PX = 10;

// The menus are loaded when first needed, so the bar itself stays light on every page.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);
const loadAccountMenu = () => import("./account-menu");
const AccountMenu = lazy(loadAccountMenu);

export interface SiteNavProps {
  /** The signed-in user, or null for visitors (who see no login button). */
  user: NavUser | null;
  /** Always opaque (e.g. on workspace pages with no hero behind the bar). */
  solid?: boolean;
}

/** Whether the page has scrolled past the threshold; re-checked on every scroll. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * The fixed top navigation bar of the public site (also used on workspace pages): section links that
 * scroll smoothly on the landing page, the theme toggle and, for signed-in users, Dashboard and the
 * avatar menu. Below `md` a menu button opens a full-screen overlay instead.
 */
export function SiteNav({ user, solid = false }: SiteNavProps) {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const opaque = solid || scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  return (
    <header
      data-site-nav=""
      data-opaque={opaque ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow,backdrop-filter] duration-300",
        opaque ? "border-border bg-background/80 shadow-xs backdrop-blur-md" : "border-transparent bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Main" className="hidden md:block">
          <SectionLinkList
            className="flex items-center gap-1"
            linkClassName="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
          />
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <ThemeToggle />
          {user ? (
            <>
              <Link to="/dashboard" className={buttonVariants({ size: "sm" })}>
                <LayoutDashboard aria-hidden />
                <ScrambleLabel text="Dashboard" />
              </Link>
              <AccountMenuButton user={user} />
            </>
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadMobileMenu()}
          onClick={() => {
            setMenuRequested(true);
            setMenuOpen(true);
          }}
        >
          <Menu aria-hidden className="size-5" />
        </Button>
        {menuRequested ? (
          <Suspense fallback={null}>
            <MobileMenu user={user} open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}

/**
 * The avatar button: a plain button until first used, then the real dropdown (fetched on hover, focus or
 * press). Nothing lazy renders during server rendering or hydration, so hydration never waits on a chunk.
 */
function AccountMenuButton({ user }: { user: NavUser }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = (
    <button
      type="button"
      {...accountTriggerProps(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
    >
      <Avatar user={user} />
    </button>
  );
  if (!requested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountMenu user={user} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
