import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { ScrambleLabel } from "~/components/nav/scramble-label";
import { cn } from "~/lib/utils";
import { useWaitlistDialog } from "./waitlist-context";

export const WAITLIST_PAGE_PATH = "/waitlist";

interface JoinWaitlistButtonProps {
  label?: string;
  variant?: "default" | "outline" | "secondary";
  size?: "default" | "sm" | "lg";
  className?: string;
  icon?: ReactNode;
}

/**
 * Opens the waitlist dialog. It is a link to the server-rendered /waitlist form, so it also works
 * before the page's JavaScript has loaded or without JavaScript at all.
 */
export function JoinWaitlistButton({ label = "Join Waitlist", variant = "default", size = "lg", className, icon }: JoinWaitlistButtonProps) {
  const waitlist = useWaitlistDialog();
  return (
    <a
      href={WAITLIST_PAGE_PATH}
      aria-haspopup="dialog"
      data-join-waitlist=""
      className={cn(buttonVariants({ variant, size }), className)}
      onPointerEnter={waitlist?.preload}
      onFocus={waitlist?.preload}
      onClick={(event) => {
        if (!waitlist || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        waitlist.open();
      }}
    >
      <ScrambleLabel text={label} />
      {icon}
    </a>
  );
}
