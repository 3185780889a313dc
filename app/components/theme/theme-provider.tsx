import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { THEMES, type ResolvedTheme, type Theme } from "~/lib/theme";
import { browserThemeController, type ThemeState } from "./theme-controller";

export interface ThemeContextValue {
  /** The user's choice: "light", "dark" or "system" (the default). */
  theme: Theme;
  /** The theme on screen, with "system" resolved through the OS preference. */
  resolvedTheme: ResolvedTheme;
  /** Applies the choice to the page at once and saves it under the "theme" key. */
  setTheme: (theme: Theme) => void;
  themes: readonly Theme[];
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

// The server cannot know the saved choice; the inline script has already painted the right theme,
// and React swaps in the browser's state right after hydration.
const SERVER_STATE: ThemeState = { theme: "system", resolvedTheme: "light" };

const subscribe = (listener: () => void) => browserThemeController().subscribe(listener);
const getSnapshot = () => browserThemeController().getState();
const getServerSnapshot = () => SERVER_STATE;
const setTheme = (theme: Theme) => browserThemeController().setTheme(theme);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const value = useMemo<ThemeContextValue>(() => ({ ...state, setTheme, themes: THEMES }), [state]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside <ThemeProvider> (app/root.tsx renders it).");
  return value;
}
