import { Link, useLocation } from "@remix-run/react";
import { LayoutDashboard, LogOut, Menu, Settings } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSession } from "~/components/auth/session-context";
import { ThemePicker, ThemeToggle } from "~/components/theme";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { SECTION_LINKS } from "~/components/marketing/site-links";
import { scrollToSection } from "~/components/marketing/scroll";
import { avatarInitial } from "~/lib/session-user";
import { cn } from "~/lib/utils";
import { BrandLink } from "./brand";
import { ScrambleLabel } from "./scramble-label";

/** SPEC §9: the bar turns opaque once the page has scrolled more than 10 px. */
export const NAV_SCROLL_THRESHOLD_PX = 10;

export interface NavUser {
  username?: string | null;
  email: string;
}

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
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <SectionLink id={link.id} label={link.label} className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <ThemeToggle />
          {user ? (
            <>
              <Link to="/dashboard" className={buttonVariants({ size: "sm" })}>
                <LayoutDashboard aria-hidden />
                <ScrambleLabel text="Dashboard" />
              </Link>
              <AccountMenu user={user} />
            </>
          ) : null}
        </div>
        <MobileMenu user={user} />
      </div>
    </header>
  );
}

/** A link to a landing section: scrolls smoothly when already on the landing page, navigates there otherwise. */
function SectionLink({ id, label, className, onChoose }: { id: string; label: string; className?: string; onChoose?: (id: string) => boolean }) {
  const location = useLocation();
  return (
    <a
      href={`/#${id}`}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (onChoose?.(id)) {
          event.preventDefault();
          return;
        }
        if (location.pathname !== "/") return;
        event.preventDefault();
        scrollToSection(id);
      }}
    >
      {label}
    </a>
  );
}

function Avatar({ user, className }: { user: NavUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground", className)}
    >
      {avatarInitial({ username: user.username ?? "" })}
    </span>
  );
}

function AccountMenu({ user }: { user: NavUser }) {
  const { logout } = useSession();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${user.username || user.email}`}
        className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <Avatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-semibold">{user.username || "User"}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard/settings">
            <Settings aria-hidden /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MobileMenu({ user }: { user: NavUser | null }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // The section chosen in the overlay: scrolled to once the overlay has closed and released the page.
  const pendingSection = useRef<string | null>(null);

  const chooseSection = (id: string) => {
    if (location.pathname !== "/") {
      setOpen(false);
      return false; // let the link navigate to /#id
    }
    pendingSection.current = id;
    setOpen(false);
    return true;
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="full"
        data-mobile-menu=""
        className="gap-0 p-0"
        onCloseAutoFocus={(event) => {
          const id = pendingSection.current;
          if (!id) return;
          pendingSection.current = null;
          event.preventDefault();
          scrollToSection(id);
        }}
      >
        <div className="flex h-16 items-center border-b px-4">
          <BrandLink onClick={() => setOpen(false)} />
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Sections of the page, theme and account</SheetDescription>
        <nav aria-label="Mobile" className="px-4 py-6">
          <ul className="space-y-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <SectionLink
                  id={link.id}
                  label={link.label}
                  onChoose={chooseSection}
                  className="block rounded-lg px-3 py-3 text-lg font-medium transition-colors hover:bg-accent"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t px-4 py-6">
          <p className="mb-3 px-1 text-sm font-medium text-muted-foreground">Theme</p>
          <ThemePicker />
        </div>
        {user ? <MobileAccount user={user} close={() => setOpen(false)} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function MobileAccount({ user, close }: { user: NavUser; close: () => void }) {
  const { logout } = useSession();
  return (
    <div className="border-t px-4 py-6">
      <div className="flex items-center gap-3 px-1">
        <Avatar user={user} className="size-11 text-base" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.username || "User"}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <div className="mt-5 grid gap-2">
        <Link to="/dashboard" onClick={close} className={buttonVariants({ size: "lg" })}>
          <LayoutDashboard aria-hidden /> Dashboard
        </Link>
        <Link to="/dashboard/settings" onClick={close} className={buttonVariants({ variant: "outline", size: "lg" })}>
          <Settings aria-hidden /> Settings
        </Link>
        <Button
          variant="ghost"
          size="lg"
          onClick={() => {
            close();
            void logout();
          }}
        >
          <LogOut aria-hidden /> Log out
        </Button>
      </div>
    </div>
  );
}
