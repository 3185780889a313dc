import { describe, expect, it } from "vitest";
import { TREND_T, trendOf } from "./trend";

const series = (ys: number[]) => ys.map((y, i) => ({ x: i * 30, y }));

describe("trendOf: the fitted slope against the swings around it", () => {
  it("finds a steady climb or fall", () => {
    expect(trendOf(series([10, 12, 11, 14, 15, 17])).direction).toBe("up");
    expect(trendOf(series([20, 18, 19, 15, 14, 12])).direction).toBe("down");
    expect(trendOf(series([1, 2, 3, 4])).direction).toBe("up"); // a perfect line
  });
  it("finds no clear trend in a noisy series whose last point is above its first", () => {
    const noisy = series([49.5, 66, 47, 61, 48, 65, 47.5, 63, 49, 64, 48.5, 57.2]);
    const t = trendOf(noisy);
    expect(t.slope!).toBeGreaterThan(0);
    expect(Math.abs(t.slope!)).toBeLessThan(TREND_T * t.standardError!);
    expect(t.direction).toBe("flat");
  });
  it("needs at least four points and two distinct times", () => {
    expect(trendOf(series([1, 2, 3])).direction).toBe("flat");
    expect(trendOf([{ x: 0, y: 1 }, { x: 0, y: 2 }]).slope).toBeNull();
    expect(trendOf(series([2, 4])).slope).toBeCloseTo(2 / 30);
  });
});
