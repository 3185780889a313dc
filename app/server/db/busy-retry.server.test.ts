import { describe, expect, it } from "vitest";
import { isBusyError, retryOnBusy, withBusyRetry } from "./busy-retry.server";

const busy = () => new Error("D1_ERROR: database is locked: SQLITE_BUSY");

/** A fake clock: records every pause instead of waiting. */
function fakeSleep() {
  const pauses: number[] = [];
  return { pauses, sleep: async (ms: number) => void pauses.push(ms) };
}

describe("withBusyRetry", () => {
  it("retries while the database is locked, pausing longer each time, and returns the result", async () => {
    const clock = fakeSleep();
    let calls = 0;
    const result = await withBusyRetry(
      async () => {
        calls++;
        if (calls < 4) throw busy();
        return "written";
      },
      { sleep: clock.sleep, random: () => 0 },
    );
    expect(result).toBe("written");
    expect(calls).toBe(4);
    expect(clock.pauses).toEqual([25, 50, 100]);
  });

  it("gives up after the bounded number of attempts with the last error", async () => {
    const clock = fakeSleep();
    let calls = 0;
    const attempt = withBusyRetry(
      async () => {
        calls++;
        throw busy();
      },
      { attempts: 4, sleep: clock.sleep, random: () => 0.5 },
    );
    await expect(attempt).rejects.toThrow(/SQLITE_BUSY/);
    expect(calls).toBe(4);
    // Jitter adds up to one more delay: 25 + 12, 50 + 25, 100 + 50.
    expect(clock.pauses).toEqual([37, 75, 150]);
  });

  it("does not retry other errors", async () => {
    const clock = fakeSleep();
    let calls = 0;
    const attempt = withBusyRetry(async () => {
      calls++;
      throw new Error("D1_ERROR: UNIQUE constraint failed: users.email");
    }, clock);
    await expect(attempt).rejects.toThrow(/UNIQUE/);
    expect(calls).toBe(1);
    expect(clock.pauses).toEqual([]);
  });

  it("recognises the busy error when it is the cause (drizzle wraps it as 'Failed query')", () => {
    expect(isBusyError(new Error("Failed query: insert into …", { cause: busy() }))).toBe(true);
    expect(isBusyError(new Error("Failed query: insert into …"))).toBe(false);
  });
});

describe("retryOnBusy (the D1 binding)", () => {
  /** A D1 stand-in whose first `failures` calls answer SQLITE_BUSY. */
  function flakyD1(failures: number) {
    const log: string[] = [];
    let left = failures;
    const fail = () => {
      if (left > 0) {
        left--;
        throw busy();
      }
    };
    const statement = (query: string, values: unknown[] = []): D1PreparedStatement =>
      ({
        bind: (...next: unknown[]) => statement(query, next),
        run: async () => (fail(), log.push(`run ${query} ${values.join(",")}`), { success: true }),
        all: async () => (fail(), { results: [{ query }] }),
        first: async () => (fail(), { query }),
        raw: async () => (fail(), [[query]]),
        query,
      }) as unknown as D1PreparedStatement;
    const d1 = {
      prepare: (query: string) => statement(query),
      batch: async (statements: (D1PreparedStatement & { query: string })[]) => {
        fail();
        log.push(`batch ${statements.map((s) => s.query).join(";")}`);
        return [];
      },
    } as unknown as D1Database;
    return { d1, log };
  }

  it("retries bound statements and batches, and passes the original statements to batch", async () => {
    const { d1, log } = flakyD1(2);
    const db = retryOnBusy(d1, { sleep: async () => undefined });
    await db.prepare("insert into t values (?)").bind(1).run();
    const { d1: d1b, log: logB } = flakyD1(1);
    const dbB = retryOnBusy(d1b, { sleep: async () => undefined });
    await dbB.batch([dbB.prepare("a"), dbB.prepare("b").bind(2)]);
    expect(log).toEqual(["run insert into t values (?) 1"]);
    expect(logB).toEqual(["batch a;b"]);
    expect(await db.prepare("select 1").first()).toEqual({ query: "select 1" });
  });
});
