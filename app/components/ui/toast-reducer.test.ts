import { describe, expect, it } from "vitest";
import { EMPTY_TOAST_STATE, TOAST_LIMIT, toastReducer, type ToasterToast, type ToastState } from "./toast-reducer";

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({ id, title: `Toast ${id}`, open: true, ...extra });
const stateOf = (...toasts: ToasterToast[]): ToastState => ({ toasts });

describe("toastReducer", () => {
  it("shows one toast at a time: a new one replaces the old", () => {
    expect(TOAST_LIMIT).toBe(1);
    const one = toastReducer(EMPTY_TOAST_STATE, { type: "ADD_TOAST", toast: make("1") });
    const two = toastReducer(one, { type: "ADD_TOAST", toast: make("2") });
    expect(one.toasts.map((t) => t.id)).toEqual(["1"]);
    expect(two.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates only the matching toast and keeps its other fields", () => {
    const state = stateOf(make("1", { description: "before", variant: "destructive" }));
    const next = toastReducer(state, { type: "UPDATE_TOAST", toast: { id: "1", description: "after" } });
    expect(next.toasts[0]).toMatchObject({ id: "1", title: "Toast 1", description: "after", variant: "destructive" });
    expect(toastReducer(state, { type: "UPDATE_TOAST", toast: { id: "9", title: "x" } }).toasts).toEqual(state.toasts);
  });

  it("dismisses by closing (open flag false) without removing", () => {
    const state = stateOf(make("1"), make("2"));
    const one = toastReducer(state, { type: "DISMISS_TOAST", toastId: "2" });
    expect(one.toasts.map((t) => [t.id, t.open])).toEqual([["1", true], ["2", false]]);
    const all = toastReducer(state, { type: "DISMISS_TOAST" });
    expect(all.toasts.map((t) => t.open)).toEqual([false, false]);
  });

  it("removes one toast or all", () => {
    const state = stateOf(make("1"), make("2"));
    expect(toastReducer(state, { type: "REMOVE_TOAST", toastId: "1" }).toasts.map((t) => t.id)).toEqual(["2"]);
    expect(toastReducer(state, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });

  it("never mutates the previous state", () => {
    const state = stateOf(make("1"));
    const frozen = structuredClone(state);
    toastReducer(state, { type: "ADD_TOAST", toast: make("2") });
    toastReducer(state, { type: "UPDATE_TOAST", toast: { id: "1", title: "changed" } });
    toastReducer(state, { type: "DISMISS_TOAST" });
    toastReducer(state, { type: "REMOVE_TOAST" });
    expect(state).toEqual(frozen);
  });
});
