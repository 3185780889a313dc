// Theme: system (default), light or dark, saved in localStorage under "theme" (SPEC §3, §4).

export type Theme = "system" | "light" | "dark";
export type ResolvedTheme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";
export const THEMES: readonly Theme[] = ["light", "dark", "system"] as const;
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

export function isTheme(value: unknown): value is Theme {
  return value === "system" || value === "light" || value === "dark";
}

/** Whether the dark marker belongs on the root for this choice and OS preference. */
export function resolvesToDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && systemPrefersDark);
}

/** The saved choice; anything missing, unknown or unreadable means "system". */
export function readStoredTheme(storage: Pick<Storage, "getItem"> | undefined): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : "system";
  } catch {
    return "system"; // storage can throw when the browser blocks it
  }
}

/** The parts of <html> the theme touches. */
export interface ThemeRoot {
  classList: Pick<DOMTokenList, "add" | "remove">;
  dataset: DOMStringMap;
}

/**
 * SPEC §4: remove the light and dark markers, add dark when dark is chosen or when system is chosen and the
 * OS prefers dark. data-theme records the choice (the toggle icon and the no-JS CSS fallback read it).
 */
export function applyTheme(root: ThemeRoot, theme: Theme, systemPrefersDark: boolean): void {
  root.classList.remove("light", "dark");
  if (resolvesToDark(theme, systemPrefersDark)) root.classList.add("dark");
  root.dataset.theme = theme;
}

/**
 * Runs inline in <head> before first paint, so the page never flashes the wrong theme.
 * Kept as a string because it must execute before any bundle loads; theme.test.ts checks it agrees with applyTheme.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(t!=="light"&&t!=="dark")t="system";var d=t==="dark"||(t==="system"&&window.matchMedia(${JSON.stringify(
  DARK_SCHEME_QUERY,
)}).matches);var r=document.documentElement;r.classList.remove("light","dark");if(d)r.classList.add("dark");r.dataset.theme=t;}catch(e){}})();`;
