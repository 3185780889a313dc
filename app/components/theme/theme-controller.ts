import {
  applyTheme,
  DARK_SCHEME_QUERY,
  isTheme,
  readStoredTheme,
  resolvesToDark,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type Theme,
  type ThemeRoot,
} from "~/lib/theme";

export interface ThemeState {
  /** The user's choice. */
  theme: Theme;
  /** What is on screen: the choice with "system" resolved through the OS preference. */
  resolvedTheme: ResolvedTheme;
}

/** What the controller needs from the browser, injected so the logic is testable without a DOM. */
export interface ThemeEnvironment {
  root: ThemeRoot;
  storage: Pick<Storage, "getItem" | "setItem"> | undefined;
  media: Pick<MediaQueryList, "matches" | "addEventListener" | "removeEventListener">;
  /** Subscribes to changes of the saved choice made in other tabs; returns an unsubscribe function. */
  onStorageChange?: (listener: (key: string | null, value: string | null) => void) => () => void;
}

export interface ThemeController {
  getState(): ThemeState;
  setTheme(theme: Theme): void;
  /** Listens for state changes; the OS preference and other tabs are only watched while someone listens. */
  subscribe(listener: () => void): () => void;
}

/** Owns the theme in the browser: applies it to the root, saves it, and follows the OS while on "system". */
export function createThemeController(env: ThemeEnvironment): ThemeController {
  const listeners = new Set<() => void>();
  let state = stateFor(readStoredTheme(env.storage), env.media.matches);
  let stopWatching: (() => void) | undefined;

  function update(theme: Theme) {
    applyTheme(env.root, theme, env.media.matches);
    const next = stateFor(theme, env.media.matches);
    if (next.theme === state.theme && next.resolvedTheme === state.resolvedTheme) return;
    state = next; // a new object only on change keeps useSyncExternalStore snapshots stable
    for (const listener of listeners) listener();
  }

  function watch() {
    const onSchemeChange = () => {
      if (state.theme === "system") update("system");
    };
    env.media.addEventListener("change", onSchemeChange);
    const stopStorage = env.onStorageChange?.((key, value) => {
      if (key === THEME_STORAGE_KEY || key === null) update(isTheme(value) ? value : "system");
    });
    return () => {
      env.media.removeEventListener("change", onSchemeChange);
      stopStorage?.();
    };
  }

  return {
    getState: () => state,
    setTheme(theme) {
      try {
        env.storage?.setItem(THEME_STORAGE_KEY, theme);
      } catch {
        // Storage blocked or full: the choice still applies for this page view.
      }
      update(theme);
    },
    subscribe(listener) {
      listeners.add(listener);
      stopWatching ??= watch();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
  };
}

function stateFor(theme: Theme, systemPrefersDark: boolean): ThemeState {
  return { theme, resolvedTheme: resolvesToDark(theme, systemPrefersDark) ? "dark" : "light" };
}

let browserController: ThemeController | undefined;

/** The one controller for this page, bound to the real document, localStorage and media query. */
export function browserThemeController(): ThemeController {
  browserController ??= createThemeController({
    root: document.documentElement,
    storage: safeLocalStorage(),
    media: window.matchMedia(DARK_SCHEME_QUERY),
    onStorageChange(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === null || event.storageArea === safeLocalStorage()) listener(event.key, event.newValue);
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  });
  return browserController;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // accessing localStorage throws when cookies are blocked
  }
}
