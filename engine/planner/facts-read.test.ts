// The planner's facts pass reads what estimateFullRead says it will, so a caller can tell beforehand whether a
// file's first question fits a request.
import { describe, expect, it } from "vitest";
import { estimateFullRead } from "../execute/read-estimate";
import { open, stored } from "../execute/stored-batches.fixture";
import { openStoredDataset } from "../store/read";
import { collectPlannerFacts, plannerFactsColumns } from "./facts";

describe("planner facts' read", () => {
  it("reads exactly the byte ranges estimated for its columns", async () => {
    const { bytes } = await stored(6);
    const { dataset, reads } = await open(bytes);
    const footerReads = reads.length;
    const columns = plannerFactsColumns(dataset.schema);
    // No profile: the text column and every number and date column's range.
    expect(columns).toEqual(["seq", "day", "amount", "units", "region"]);
    const estimated = estimateFullRead(await openStoredDataset(bytes, 0), columns);
    await collectPlannerFacts(dataset);
    const ranges = reads.slice(footerReads);
    expect(estimated.rangeReads).toBe(ranges.length);
    expect(estimated.bytes).toBe(ranges.reduce((sum, [, length]) => sum + length, 0));
  });
});
