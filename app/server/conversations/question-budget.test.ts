import { describe, expect, it } from "vitest";
import type { ReadEstimate } from "../../../engine/execute/read-estimate";
import { QUEUE_BUDGET, REQUEST_BUDGET, routeFirstPass, routeQuestion } from "./question-budget";

function read(rows: number, columns: number, rangeReads = Math.ceil(rows / 65_536) * columns, exact = true): ReadEstimate {
  const batches = Math.ceil(rows / 65_536);
  return { batches, rows, values: rows * columns, bytes: rows * columns * 8, rangeReads, rangeReadsOnePerSegment: batches, exact };
}

describe("where a question runs", () => {
  const small = read(100_000, 10);
  it("answers in the request what fits its budget", () => {
    expect(routeQuestion({ plans: read(100_000, 2), firstPass: null, wholeFile: small })).toEqual({ run: "request" });
    // The plan is not known (Workers AI plans it): the whole file is the bound, and it fits.
    expect(routeQuestion({ plans: null, firstPass: null, wholeFile: small })).toEqual({ run: "request" });
    // A 1 GB file's grouped total (two columns of 17.4M rows, two reads a batch) is answered while the person waits.
    expect(routeQuestion({ plans: read(17_420_109, 2), firstPass: null, wholeFile: read(17_420_109, 8) })).toEqual({ run: "request" });
  });

  it("queues what would pass it, saying which limit and what happens", () => {
    const big = read(17_000_000, 9);
    const route = routeQuestion({ plans: read(17_000_000, 3), firstPass: null, wholeFile: big });
    expect(route).toMatchObject({ run: "queue", oneReadPerSegment: false });
    expect(route.run === "queue" && route.reason).toBe(
      "This question reads 17,000,000 rows (408 MB of the stored file in 780 reads): more than is worked out while you wait (64,000,000 values or 600 reads). It is worked out in the background; this page shows its progress and the answer appears here when it is ready.",
    );
    // Few values but many reads: the reads alone send it to the queue.
    expect(routeQuestion({ plans: read(1_000_000, 1, REQUEST_BUDGET.rangeReads + 1), firstPass: null, wholeFile: big }).run).toBe("queue");
    // An unknown plan on a big file: the queue, reading each batch in one range to stay under the subrequest limit.
    expect(routeQuestion({ plans: null, firstPass: null, wholeFile: read(17_000_000, 9) })).toMatchObject({ run: "queue", oneReadPerSegment: true });
  });

  it("reads each batch in one range when its reads would pass the subrequest limit", () => {
    const route = routeQuestion({ plans: read(30_000_000, 3, 1_400), firstPass: null, wholeFile: read(30_000_000, 9) });
    expect(route).toMatchObject({ run: "queue", oneReadPerSegment: true });
  });

  it("refuses, naming the limit, what one queue run could not do", () => {
    const cpu = routeQuestion({ plans: read(200_000_000, 4), firstPass: null, wholeFile: read(200_000_000, 9) });
    expect(cpu).toMatchObject({ run: "refused" });
    expect(cpu.run === "refused" && cpu.message).toMatch(/^This question would read 800,000,000 values .* about 30 seconds of processor time, enough for 600,000,000\. Narrow it/);
    const reads = routeQuestion({ plans: read(QUEUE_BUDGET.rangeReads * 65_536 + 1, 1), firstPass: null, wholeFile: read(70_000_000, 9) });
    expect(reads.run === "refused" && reads.message).toMatch(/^This question would read 901 parts of the stored file, and one run may make at most 1,000 requests to storage \(Cloudflare's limit\)\./);
    // An estimate that is only a bound never refuses.
    expect(routeQuestion({ plans: read(200_000_000, 4, undefined, false), firstPass: null, wholeFile: read(200_000_000, 9) }).run).toBe("queue");
  });

  it("counts a first question's pass over the file's values", () => {
    expect(routeFirstPass(read(100_000, 3), small)).toBeNull();
    const route = routeFirstPass(read(12_000_000, 4), read(12_000_000, 9));
    expect(route?.reason).toMatch(/^This is the first question on this file, and it first learns the values of its columns \(12,000,000 rows, 384 MB of the stored file\)/);
    expect(routeQuestion({ plans: read(10_000_000, 2), firstPass: read(10_000_000, 2), wholeFile: read(10_000_000, 9) }).run).toBe("queue");
  });
});
