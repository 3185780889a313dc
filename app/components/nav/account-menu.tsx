import { Link } from "@remix-run/react";
import { LayoutDashboard, LogOut, Settings } from "lucide-react";
import { useSession } from "~/components/auth/session-context";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Avatar, accountTriggerProps, type NavUser } from "./nav-parts";

/**
 * The signed-in user's avatar menu: username and email, Dashboard, Settings, Log out. Loaded on first use,
 * so it mounts already open (`open` / `onOpenChange` are the bar's state).
 */
export default function AccountMenu({ user, open, onOpenChange }: { user: NavUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { logout } = useSession();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger {...accountTriggerProps(user)}>
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

