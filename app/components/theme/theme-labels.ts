import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import type { Theme } from "~/lib/theme";

export const THEME_LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };
export const THEME_ICONS: Record<Theme, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

/** The toggle's cycle: light → dark → system → light. */
export function nextTheme(theme: Theme): Theme {
  return theme === "light" ? "dark" : theme === "dark" ? "system" : "light";
}
