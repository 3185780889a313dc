import * as React from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { nextTheme, THEME_ICONS, THEME_LABELS } from "./theme-labels";
import { useTheme } from "./theme-provider";

/**
 * Icon button showing the current theme (light, dark, system); each click moves to the next one.
 * The icon is chosen by CSS from <html data-theme>, which the inline script sets before first paint,
 * so it is right even before hydration.
 */
export const ThemeToggle = React.forwardRef<HTMLButtonElement, Omit<ButtonProps, "children">>(
  ({ className, onClick, ...props }, ref) => {
    const { theme, setTheme } = useTheme();
    const next = nextTheme(theme);
    const { light: Sun, dark: Moon, system: Monitor } = THEME_ICONS;
    return (
      <Button
        ref={ref}
        variant="ghost"
        size="icon"
        aria-label={`Theme: ${THEME_LABELS[theme]}. Switch to ${THEME_LABELS[next]}.`}
        data-theme-toggle=""
        className={cn("rounded-full", className)}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setTheme(next);
        }}
        {...props}
      >
        <Sun aria-hidden className="hidden in-data-[theme=light]:block" />
        <Moon aria-hidden className="hidden in-data-[theme=dark]:block" />
        <Monitor aria-hidden className="in-data-[theme=dark]:hidden in-data-[theme=light]:hidden" />
      </Button>
    );
  },
);
ThemeToggle.displayName = "ThemeToggle";
