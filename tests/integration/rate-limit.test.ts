// The limiter against real local D1, on a window boundary chosen by the test (an injected clock), so the
// result never depends on when the suite happens to run.
import { describe, expect, it } from "vitest";
import { checkRateLimit } from "~/server/rate-limit.server";
import { createTestContext } from "./helpers";

const rule = { limit: 10, windowSeconds: 600 };
const boundary = 1_900_000_200_000; // a multiple of 600 s, in ms

describe("checkRateLimit across a window boundary", () => {
  it("refuses the eleventh request a second after the boundary when ten came a second before it", async () => {
    const { db } = createTestContext().services;
    const key = `test:${crypto.randomUUID()}`;
    for (let i = 0; i < 10; i++) expect((await checkRateLimit(db, key, rule, boundary - 1_000)).ok).toBe(true);
    const eleventh = await checkRateLimit(db, key, rule, boundary + 1_000);
    expect(eleventh).toMatchObject({ ok: false });
    if (!eleventh.ok) expect(eleventh.retryAfterSeconds).toBeGreaterThan(60);
  });

  it("allows requests again once the earlier window has slid out", async () => {
    const { db } = createTestContext().services;
    const key = `test:${crypto.randomUUID()}`;
    for (let i = 0; i < 10; i++) await checkRateLimit(db, key, rule, boundary - 1_000);
    expect((await checkRateLimit(db, key, rule, boundary + 300_000)).ok).toBe(true);
    expect((await checkRateLimit(db, key, rule, boundary + 600_000)).ok).toBe(true);
  });

  it("counts concurrent requests exactly: 20 at once, 10 through", async () => {
    const { db } = createTestContext().services;
    const key = `test:${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => checkRateLimit(db, key, rule, boundary + 5_000)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
  });
});
