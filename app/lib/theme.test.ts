import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { applyTheme, readStoredTheme, THEME_INIT_SCRIPT, THEME_STORAGE_KEY, type Theme } from "./theme";
import { fakeRoot } from "./theme.test-doubles";

function runInitScript(stored: string | null, prefersDark: boolean, storageThrows = false) {
  const root = fakeRoot(["light", "dark"]);
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new Error("SecurityError");
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const window = { matchMedia: (query: string) => ({ matches: prefersDark && query === "(prefers-color-scheme: dark)" }) };
  runInNewContext(THEME_INIT_SCRIPT, { localStorage, window, document: { documentElement: root } });
  return root;
}

describe("applyTheme", () => {
  it.each<[Theme, boolean, string[]]>([
    ["dark", false, ["dark"]],
    ["dark", true, ["dark"]],
    ["light", true, []],
    ["light", false, []],
    ["system", true, ["dark"]],
    ["system", false, []],
  ])("%s with OS dark=%s leaves classes %j", (theme, prefersDark, expected) => {
    const root = fakeRoot(["light", "dark", "font-sans"]);
    applyTheme(root, theme, prefersDark);
    expect([...root.classes].filter((c) => c !== "font-sans")).toEqual(expected);
    expect(root.classes.has("font-sans")).toBe(true); // other classes are left alone
    expect(root.dataset.theme).toBe(theme);
  });
});

describe("readStoredTheme", () => {
  it("reads a saved choice and treats anything else as system", () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(readStoredTheme(storage("dark"))).toBe("dark");
    expect(readStoredTheme(storage("light"))).toBe("light");
    expect(readStoredTheme(storage("system"))).toBe("system");
    expect(readStoredTheme(storage("DARK"))).toBe("system");
    expect(readStoredTheme(storage(null))).toBe("system");
    expect(readStoredTheme(undefined)).toBe("system");
    expect(readStoredTheme({ getItem: () => { throw new Error("blocked"); } })).toBe("system");
  });
});

describe("THEME_INIT_SCRIPT", () => {
  it.each<[string | null, boolean]>([
    ["dark", false],
    ["light", true],
    ["system", true],
    ["system", false],
    [null, true],
    ["bogus", false],
  ])("agrees with applyTheme for stored %j and OS dark=%s", (stored, prefersDark) => {
    const fromScript = runInitScript(stored, prefersDark);
    const expected = fakeRoot(["light", "dark"]);
    applyTheme(expected, readStoredTheme({ getItem: () => stored }), prefersDark);
    expect([...fromScript.classes]).toEqual([...expected.classes]);
    expect(fromScript.dataset.theme).toBe(expected.dataset.theme);
  });

  it("leaves data-theme unset when storage is blocked, so the CSS falls back to the OS preference", () => {
    const root = runInitScript("dark", false, true);
    expect(root.dataset.theme).toBeUndefined();
  });
});
