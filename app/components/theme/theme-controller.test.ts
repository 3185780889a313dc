import { describe, expect, it, vi } from "vitest";
import { fakeRoot } from "~/lib/theme.test-doubles";
import { createThemeController } from "./theme-controller";

function setup(stored: string | null, prefersDark = false) {
  const root = fakeRoot();
  const saved = new Map<string, string>(stored === null ? [] : [["theme", stored]]);
  const storage = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) };
  const schemeListeners = new Set<() => void>();
  const media = {
    matches: prefersDark,
    addEventListener: (_: string, l: () => void) => void schemeListeners.add(l),
    removeEventListener: (_: string, l: () => void) => void schemeListeners.delete(l),
  } as unknown as MediaQueryList;
  let storageListener: ((key: string | null, value: string | null) => void) | undefined;
  const controller = createThemeController({
    root,
    storage,
    media,
    onStorageChange(listener) {
      storageListener = listener;
      return () => (storageListener = undefined);
    },
  });
  const osPrefersDark = (value: boolean) => {
    (media as { matches: boolean }).matches = value;
    schemeListeners.forEach((l) => l());
  };
  const otherTabSaves = (value: string | null) => storageListener?.("theme", value);
  return { controller, root, saved, schemeListeners, osPrefersDark, otherTabSaves };
}

describe("createThemeController", () => {
  it("starts from the saved choice, defaulting to system", () => {
    expect(setup(null).controller.getState()).toEqual({ theme: "system", resolvedTheme: "light" });
    expect(setup(null, true).controller.getState()).toEqual({ theme: "system", resolvedTheme: "dark" });
    expect(setup("dark").controller.getState()).toEqual({ theme: "dark", resolvedTheme: "dark" });
    expect(setup("light", true).controller.getState()).toEqual({ theme: "light", resolvedTheme: "light" });
  });

  it("applies, saves and announces a new choice", () => {
    const { controller, root, saved } = setup(null);
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.setTheme("dark");
    expect(root.classes.has("dark")).toBe(true);
    expect(root.dataset.theme).toBe("dark");
    expect(saved.get("theme")).toBe("dark");
    expect(listener).toHaveBeenCalledTimes(1);
    controller.setTheme("light");
    expect(root.classes.has("dark")).toBe(false);
    expect(saved.get("theme")).toBe("light");
    expect(controller.getState()).toEqual({ theme: "light", resolvedTheme: "light" });
  });

  it("keeps the same snapshot object when nothing changed", () => {
    const { controller } = setup("dark");
    const before = controller.getState();
    controller.setTheme("dark");
    expect(controller.getState()).toBe(before);
  });

  it("re-applies on OS preference changes only while on system", () => {
    const { controller, root, osPrefersDark } = setup("system");
    controller.subscribe(() => {});
    osPrefersDark(true);
    expect(root.classes.has("dark")).toBe(true);
    expect(controller.getState().resolvedTheme).toBe("dark");
    osPrefersDark(false);
    expect(root.classes.has("dark")).toBe(false);

    controller.setTheme("light");
    osPrefersDark(true);
    expect(root.classes.has("dark")).toBe(false);
    expect(controller.getState()).toEqual({ theme: "light", resolvedTheme: "light" });
  });

  it("follows a choice saved in another tab", () => {
    const { controller, root, otherTabSaves } = setup("light");
    controller.subscribe(() => {});
    otherTabSaves("dark");
    expect(controller.getState().theme).toBe("dark");
    expect(root.classes.has("dark")).toBe(true);
    otherTabSaves(null);
    expect(controller.getState().theme).toBe("system");
  });

  it("stops watching the OS when the last listener leaves", () => {
    const { controller, schemeListeners } = setup(null);
    const stopA = controller.subscribe(() => {});
    const stopB = controller.subscribe(() => {});
    expect(schemeListeners.size).toBe(1);
    stopA();
    expect(schemeListeners.size).toBe(1);
    stopB();
    expect(schemeListeners.size).toBe(0);
  });

  it("still applies the choice when storage refuses to save it", () => {
    const root = fakeRoot();
    const controller = createThemeController({
      root,
      storage: { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } },
      media: { matches: false, addEventListener() {}, removeEventListener() {} },
    });
    controller.setTheme("dark");
    expect(root.classes.has("dark")).toBe(true);
  });
});
