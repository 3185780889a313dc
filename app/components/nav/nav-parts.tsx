// Pieces shared by the navigation bar and its lazily loaded menus.
import { useLocation } from "@remix-run/react";
import { scrollToSection } from "~/components/marketing/scroll";
import { SECTION_LINKS } from "~/components/marketing/site-links";
import { avatarInitial } from "~/lib/session-user";
import { cn } from "~/lib/utils";

export interface NavUser {
  username?: string | null;
  email: string;
}

/** A link to a landing section: scrolls smoothly when already on the landing page, navigates there otherwise. */
export function SectionLink({
  id,
  label,
  className,
  onChoose,
}: {
  id: string;
  label: string;
  className?: string;
  /** Called first; returning true means the caller handles the scroll. */
  onChoose?: (id: string) => boolean;
}) {
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

/** The landing page's section links as a list (the bar's and the mobile menu's). */
export function SectionLinkList({
  className,
  linkClassName,
  onChoose,
}: {
  className?: string;
  linkClassName?: string;
  onChoose?: (id: string) => boolean;
}) {
  return (
    <ul className={className}>
      {SECTION_LINKS.map((link) => (
        <li key={link.id}>
          <SectionLink id={link.id} label={link.label} onChoose={onChoose} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/** The avatar button's name and look: the same for the plain button and the dropdown's trigger that replaces it. */
export function accountTriggerProps(user: NavUser): { "aria-label": string; className: string } {
  return {
    "aria-label": `Account menu for ${user.username || user.email}`,
    className: "rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40",
  };
}

/** SPEC §2: the first letter of the username upper-cased, or U. */
export function Avatar({ user, className }: { user: NavUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground", className)}
    >
      {avatarInitial({ username: user.username ?? "" })}
    </span>
  );
}
