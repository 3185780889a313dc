// Theme: system (default), light or dark, saved in localStorage under "theme" (SPEC §3, §4).

export type Theme = "system" | "light" | "dark";
export const THEME_STORAGE_KEY = "theme";
export const THEMES: readonly Theme[] = ["light", "dark", "system"] as const;

export function isTheme(value: unknown): value is Theme {
  return value === "system" || value === "light" || value === "dark";
}

/** Whether the dark marker belongs on the root for this choice and OS preference. */
export function resolvesToDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && systemPrefersDark);
}

/**
 * Runs inline in <head> before first paint, so the page never flashes the wrong theme.
 * Kept as a string because it must execute before any bundle loads.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(t!=="light"&&t!=="dark")t="system";var d=t==="dark"||(t==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(d?"dark":"light");r.dataset.theme=t;}catch(e){}})();`;
