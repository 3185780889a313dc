import { formatFileSize } from "~/lib/format-file-size";
import { describe, expect, it } from "vitest";
import { PLANS } from "~/lib/plans";
import { DOC_ARTICLES, articlesForTab, resultsLabel, searchArticles } from "./articles";
import { inlineText, parseArticle } from "./markdown-lite";

describe("documentation articles", () => {
  it("has the eight articles in their categories", () => {
    expect(DOC_ARTICLES.map((a) => [a.title, a.category])).toEqual([
      ["Getting Started", "Basics"],
      ["Data Upload Guide", "Basics"],
      ["AI Analysis Features", "Advanced"],
      ["Data Cleaning", "Advanced"],
      ["Common Use Cases", "Examples"],
      ["Tips for Better Results", "Examples"],
      ["Visualization Guide", "Visualization"],
      ["Export & Sharing", "Export"],
    ]);
  });

  it("lists Examples articles only under All", () => {
    expect(articlesForTab("all")).toHaveLength(8);
    expect(articlesForTab("basics").map((a) => a.title)).toEqual(["Getting Started", "Data Upload Guide"]);
    expect(articlesForTab("advanced").map((a) => a.title)).toEqual(["AI Analysis Features", "Data Cleaning"]);
    expect(articlesForTab("visualization").map((a) => a.title)).toEqual(["Visualization Guide"]);
    expect(articlesForTab("export").map((a) => a.title)).toEqual(["Export & Sharing"]);
    const tabbed = ["basics", "advanced", "visualization", "export"].flatMap((t) => articlesForTab(t as never));
    expect(tabbed.some((a) => a.category === "Examples")).toBe(false);
  });

  it("searches title and description, case-insensitively", () => {
    expect(searchArticles("CLEANING", DOC_ARTICLES).map((a) => a.title)).toEqual(["Data Cleaning"]);
    expect(searchArticles("powerpoint", DOC_ARTICLES).map((a) => a.title)).toEqual(["Export & Sharing"]);
    expect(searchArticles("zzz", DOC_ARTICLES)).toEqual([]);
    expect(searchArticles("  ", DOC_ARTICLES)).toHaveLength(8);
    expect(resultsLabel(2, " chart ")).toBe('Found 2 result(s) for "chart"');
  });

  it("renders plan limits from the plan table", () => {
    const upload = DOC_ARTICLES.find((a) => a.slug === "data-upload-guide")!;
    const table = parseArticle(upload.content).find((b) => b.kind === "table");
    expect(table?.kind).toBe("table");
    if (table?.kind !== "table") return;
    expect(table.rows.map((r) => inlineText(r[0]))).toEqual(PLANS.map((p) => p.name));
    expect(table.rows.map((r) => inlineText(r[2]))).toEqual(
      PLANS.map((p) => formatFileSize(p.limits.maxFileBytes) + (p.limits.customStorage ? " (custom)" : "")),
    );
  });

  it("every article parses into content with a heading", () => {
    for (const article of DOC_ARTICLES) {
      expect(parseArticle(article.content).some((b) => b.kind === "heading"), article.title).toBe(true);
    }
  });
});
