import { describe, expect, it } from "vitest";
import { sizeRefusal, uploadAllowance } from "./upload-limits";

describe("upload limits", () => {
  it("refuses a file over the plan's per-file size with 413, naming both sizes", () => {
    const allowance = uploadAllowance({ bytes: 0 }, "free");
    expect(allowance).toMatchObject({ maxBytes: 10_000_000, limitedBy: "file" });
    expect(sizeRefusal(14_000_000, allowance)).toEqual({
      status: 413,
      upgradeRequired: true,
      message: "This file is 14 MB; your Free plan allows files up to 10 MB. Upgrade your plan to upload larger files.",
    });
    expect(sizeRefusal(10_000_000, allowance)).toBeNull();
  });

  it("refuses a file that fits the plan's size but not the storage left with 402", () => {
    const allowance = uploadAllowance({ bytes: 6_000_000 }, "free");
    expect(allowance).toMatchObject({ maxBytes: 4_000_000, limitedBy: "storage" });
    expect(sizeRefusal(5_000_000, allowance)).toMatchObject({ status: 402, message: expect.stringMatching(/^This file is 5 MB, more than your remaining storage: 4 MB of your Free plan's 10 MB is left/) });
  });

  it("says what it knows when only 'too large' is known (a streamed upload)", () => {
    expect(sizeRefusal(null, uploadAllowance({ bytes: 0 }, "lite"))?.message).toMatch(/^This file is over 50 MB; your Lite plan allows files up to 50 MB/);
  });
});
