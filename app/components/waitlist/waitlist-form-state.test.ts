import { describe, expect, it } from "vitest";
import { INITIAL_WAITLIST_FORM, changeField, touchField, visibleErrors } from "./waitlist-form-state";

describe("waitlist form state", () => {
  it("shows no errors before a field is touched", () => {
    expect(visibleErrors(INITIAL_WAITLIST_FORM)).toEqual({});
    expect(visibleErrors(changeField(INITIAL_WAITLIST_FORM, "email", "nope"))).toEqual({});
  });

  it("shows a field's error once it is blurred", () => {
    const state = touchField(INITIAL_WAITLIST_FORM, "name");
    expect(visibleErrors(state)).toEqual({ name: "This field is required." });
  });

  it("re-evaluates a touched field on every change", () => {
    let state = touchField(changeField(INITIAL_WAITLIST_FORM, "email", "ada"), "email");
    expect(visibleErrors(state)).toEqual({ email: "Invalid email address." });
    state = changeField(state, "email", "ada@example.com");
    expect(visibleErrors(state)).toEqual({});
    state = changeField(state, "email", "");
    expect(visibleErrors(state)).toEqual({ email: "This field is required." });
  });
});
