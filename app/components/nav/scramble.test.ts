import { describe, expect, it } from "vitest";
import { SCRAMBLE_SYMBOLS, SCRAMBLE_TICK_MS, scrambleFrame, scrambleTickCount } from "./scramble";

describe("scramble text", () => {
  it("runs 2 ticks of 50 ms per character", () => {
    expect(SCRAMBLE_TICK_MS).toBe(50);
    expect(scrambleTickCount("Join Waitlist")).toBe(26);
  });

  it("starts fully scrambled, keeps spaces, and resolves left to right every 2 ticks", () => {
    const random = () => 0;
    const first = SCRAMBLE_SYMBOLS[0];
    expect(scrambleFrame("Go on", 0, random)).toBe(`${first}${first} ${first}${first}`);
    expect(scrambleFrame("Go on", 1, random)).toBe(`${first}${first} ${first}${first}`);
    expect(scrambleFrame("Go on", 2, random)).toBe(`G${first} ${first}${first}`);
    expect(scrambleFrame("Go on", 4, random)).toBe(`Go ${first}${first}`);
    expect(scrambleFrame("Go on", scrambleTickCount("Go on"), random)).toBe("Go on");
  });

  it("only uses symbols from the set for unresolved characters", () => {
    const frame = scrambleFrame("Dashboard", 0);
    expect(frame).toHaveLength(9);
    for (const ch of frame) expect(SCRAMBLE_SYMBOLS).toContain(ch);
  });
});
