import { describe, expect, it } from "vitest";
import { backgroundReadNote, sizeRefusal, uploadAllowance, workbookNote } from "./upload-limits";

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

  it("tells a plan whose files can be read in the background which limit one reading meets and what happens then", () => {
    // Free allows 10 MB, all read while the page waits; Lite's 50 MB files go to the background.
    expect(backgroundReadNote(uploadAllowance({ bytes: 0 }, "free"))).toBeNull();
    // With 11 MB of Pro storage left, no file the page accepts goes to the background either.
    expect(backgroundReadNote({ maxBytes: 11_000_000 })).toBeNull();
    const note = backgroundReadNote(uploadAllowance({ bytes: 0 }, "enterprise"));
    expect(note).toMatch(/^Files over 12 MB are read in the background after they are sent, so you can leave this page/);
    expect(note).toMatch(/at most 30 seconds of processing time and 128 MB of memory on our servers/);
    expect(note).toMatch(/a CSV or JSON file, in any of the text encodings we read, is read in parts that each stay within it\. If a reading passes it all the same/);
    expect(note).not.toMatch(/UTF-16|in one go/);
    expect(note).toMatch(/the file's page says it could not be read and what to do, and the file stays in your storage\.$/);
  });

  it("tells a plan whose files can be larger than the server's workbook ceilings what happens to such a workbook, per format", () => {
    const ceilings = { xlsx: 3_000_000, xls: 1_000_000, xlsxUnpacked: 8_000_000 };
    expect(workbookNote({ maxBytes: 1_000_000 }, ceilings)).toBeNull();
    expect(workbookNote(uploadAllowance({ bytes: 0 }, "pro"), ceilings)).toBe(
      "Excel workbooks over 3 MB, and Excel 97–2003 workbooks (.xls) over 1 MB, are too large to open on our servers: with JavaScript on, this page converts such a workbook to CSV in your browser before sending it. " +
        "Without JavaScript, save the sheet as CSV in Excel (File › Save As › CSV) and upload that instead.",
    );
    // Only the .xls ceiling is under what the plan allows: the note names that one alone.
    expect(workbookNote({ maxBytes: 2_000_000 }, ceilings)).toMatch(/^Excel 97–2003 workbooks \(\.xls\) over 1 MB are too large to open on our servers:/);
  });
});
