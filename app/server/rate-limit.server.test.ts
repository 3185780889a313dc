import { describe, expect, it } from "vitest";
import { rateLimitMessage, slidingWindow, windowStartOf } from "./rate-limit.server";

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

describe("slidingWindow", () => {
  const rule = { limit: 10, windowSeconds: 600 };

  it("lets requests through up to the limit within one window", () => {
    expect(slidingWindow({ previous: 0, current: 10, elapsedSeconds: 30, rule })).toMatchObject({ ok: true, remaining: 0 });
    expect(slidingWindow({ previous: 0, current: 11, elapsedSeconds: 30, rule })).toMatchObject({ ok: false, count: 11 });
  });

  it("gives no second budget across a window boundary: ten just before it, the eleventh just after is refused", () => {
    const refused = slidingWindow({ previous: 10, current: 1, elapsedSeconds: 1, rule });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      // 10 · (1 − t/600) + 2 ≤ 10 → the previous window must slide out by a fifth: t ≥ 120 s.
      expect(refused.retryAfterSeconds).toBe(119);
      expect(refused.message).toBe("Too many attempts. Please wait 2 minutes and try again.");
    }
  });

  it("forgets the previous window as it slides out", () => {
    expect(slidingWindow({ previous: 10, current: 1, elapsedSeconds: 120, rule }).ok).toBe(true);
    expect(slidingWindow({ previous: 10, current: 5, elapsedSeconds: 300, rule })).toMatchObject({ ok: true, count: 10 });
    expect(slidingWindow({ previous: 10, current: 6, elapsedSeconds: 300, rule }).ok).toBe(false);
  });

  it("waits past the window's end when the window itself is over the limit", () => {
    const refused = slidingWindow({ previous: 0, current: 11, elapsedSeconds: 100, rule });
    // 500 s to the end, then 11 · (1 − t/600) + 1 ≤ 10 → t ≥ 600 · 2/11 ≈ 109.1 s.
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: 610 });
  });
});
