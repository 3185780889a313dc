import { Link, useLocation } from "@remix-run/react";
import { LayoutDashboard, LogOut, Settings } from "lucide-react";
import { useRef } from "react";
import { useSession } from "~/components/auth/session-context";
import { ThemePicker } from "~/components/theme";
import { Button, buttonVariants } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { scrollToSection } from "~/components/marketing/scroll";
import { BrandLink } from "./brand";
import { Avatar, SectionLinkList, type NavUser } from "./nav-parts";

/**
 * The full-screen mobile menu (SPEC §2): the four section links, the Theme picker and, for signed-in users,
 * avatar, username, email, Dashboard, Settings and Log out. Choosing a section link closes it and scrolls.
 */
export default function MobileMenu({ user, open, onOpenChange }: { user: NavUser | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const location = useLocation();
  // The section chosen: scrolled to once the overlay has closed and released the page.
  const pendingSection = useRef<string | null>(null);

  const chooseSection = (id: string) => {
    if (location.pathname !== "/") {
      onOpenChange(false);
      return false; // let the link navigate to /#id
    }
    pendingSection.current = id;
    onOpenChange(false);
    return true;
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
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
          <BrandLink onClick={() => onOpenChange(false)} />
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Sections of the page, theme and account</SheetDescription>
        <nav aria-label="Mobile" className="px-4 py-6">
          <SectionLinkList
            className="space-y-1"
            onChoose={chooseSection}
            linkClassName="block rounded-lg px-3 py-3 text-lg font-medium transition-colors hover:bg-accent"
          />
        </nav>
        <div className="border-t px-4 py-6">
          <p className="mb-3 px-1 text-sm font-medium text-muted-foreground">Theme</p>
          <ThemePicker />
        </div>
        {user ? <MobileAccount user={user} close={() => onOpenChange(false)} /> : null}
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

