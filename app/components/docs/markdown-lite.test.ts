import { describe, expect, it } from "vitest";
import { inlineText, parseArticle, parseInline } from "./markdown-lite";

describe("markdown-lite", () => {
  it("parses bold and code inline", () => {
    expect(parseInline("Use **CSV** or `xlsx` files")).toEqual([
      { kind: "text", text: "Use " },
      { kind: "bold", text: "CSV" },
      { kind: "text", text: " or " },
      { kind: "code", text: "xlsx" },
      { kind: "text", text: " files" },
    ]);
  });

  it("parses headings, paragraphs, lists, notes and tables", () => {
    const blocks = parseArticle(`## Start
First line
continues here.

- one
- two
1. first
2. second
> Careful

| Plan | Files |
|---|---|
| Free | 2 |
| Pro | 100 |`);
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "list", "list", "note", "table"]);
    expect(blocks[1].kind === "paragraph" && inlineText(blocks[1].text)).toBe("First line continues here.");
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: "one" }], [{ text: "two" }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
    const table = blocks[5] as Extract<(typeof blocks)[number], { kind: "table" }>;
    expect(table.header.map(inlineText)).toEqual(["Plan", "Files"]);
    expect(table.rows.map((r) => r.map(inlineText))).toEqual([
      ["Free", "2"],
      ["Pro", "100"],
    ]);
  });

  it("keeps markup characters as text (nothing is HTML)", () => {
    expect(parseArticle("<script>alert(1)</script>")).toEqual([{ kind: "paragraph", text: [{ kind: "text", text: "<script>alert(1)</script>" }] }]);
  });
});
