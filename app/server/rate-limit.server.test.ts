import { describe, expect, it } from "vitest";
import { rateLimitMessage, windowStartOf } from "./rate-limit.server";

describe("windowStartOf", () => {
  it("aligns the window to multiples of its length", () => {
    expect(windowStartOf(1_000_000_123, 600)).toBe(999_600);
    expect(windowStartOf(999_600_000, 600)).toBe(999_600);
    expect(windowStartOf(1_000_199_999, 600)).toBe(999_600);
    expect(windowStartOf(1_000_200_000, 600)).toBe(1_000_200);
  });
});

describe("rateLimitMessage", () => {
  it("speaks in minutes for long waits and seconds for short ones", () => {
    expect(rateLimitMessage(600)).toBe("Too many attempts. Please wait 10 minutes and try again.");
    expect(rateLimitMessage(91)).toBe("Too many attempts. Please wait 2 minutes and try again.");
    expect(rateLimitMessage(30)).toBe("Too many attempts. Please wait 30 seconds and try again.");
    expect(rateLimitMessage(0)).toBe("Too many attempts. Please wait 1 second and try again.");
  });
});
