import { describe, expect, it } from "vitest";
import { avatarInitial } from "./session-user";

describe("avatarInitial", () => {
  it("upper-cases the first letter of the username", () => {
    expect(avatarInitial({ username: "maria.lopez" })).toBe("M");
  });
  it("falls back to U", () => {
    expect(avatarInitial({ username: "" })).toBe("U");
    expect(avatarInitial({ username: "   " })).toBe("U");
    expect(avatarInitial(null)).toBe("U");
    expect(avatarInitial(undefined)).toBe("U");
  });
});
