import { describe, expect, it } from "vitest";
import { accountSpacingMs, SIGN_IN_RULE } from "./sign-in.server";

describe("accountSpacingMs", () => {
  it("is free for as many attempts as one IP may make, then 5 s doubling up to a minute", () => {
    const spacings = Array.from({ length: 18 }, (_, i) => accountSpacingMs(i + 1));
    expect(spacings.slice(0, SIGN_IN_RULE.limit)).toEqual(Array(SIGN_IN_RULE.limit).fill(0));
    expect(spacings.slice(SIGN_IN_RULE.limit)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000]);
  });
});
