import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS } from "./toast-reducer";
import { createToastStore } from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createToastStore", () => {
  it("adds an open toast with a fresh id and tells listeners", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const a = store.toast({ title: "Saved" });
    const b = store.toast({ title: "Saved again" });
    expect(a.id).not.toBe(b.id);
    expect(store.getState().toasts).toMatchObject([{ id: b.id, title: "Saved again", open: true }]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps a dismissed toast for 1,000,000 ms, then removes it", () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const store = createToastStore();
    const handle = store.toast({ title: "Hello" });
    handle.dismiss();
    expect(store.getState().toasts).toMatchObject([{ id: handle.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("closing through the component's onOpenChange dismisses, and calls the caller's handler", () => {
    const store = createToastStore();
    const onOpenChange = vi.fn();
    store.toast({ title: "Hello", onOpenChange });
    store.getState().toasts[0].onOpenChange?.(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(store.getState().toasts[0].open).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("dismissing twice schedules one removal", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Hello" });
    handle.dismiss();
    handle.dismiss();
    expect(vi.getTimerCount()).toBe(1);
  });

  it("dismiss() without an id closes every toast", () => {
    const store = createToastStore();
    store.toast({ title: "One" });
    store.dismiss();
    expect(store.getState().toasts.every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getState().toasts).toEqual([]);
  });

  it("a replaced toast leaves no pending timer behind", () => {
    const store = createToastStore();
    store.toast({ title: "Old" }).dismiss();
    expect(vi.getTimerCount()).toBe(1);
    store.toast({ title: "New" });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(["New"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("update changes content but keeps the dismissing onOpenChange", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Uploading", description: "0%" });
    handle.update({ title: "Uploaded", description: "100%", variant: "default", onOpenChange: () => {} });
    const [t] = store.getState().toasts;
    expect(t).toMatchObject({ title: "Uploaded", description: "100%", open: true });
    t.onOpenChange?.(false);
    expect(store.getState().toasts[0].open).toBe(false);
  });

  it("stops notifying an unsubscribed listener", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    stop();
    store.toast({ title: "Quiet" });
    expect(listener).not.toHaveBeenCalled();
  });
});
