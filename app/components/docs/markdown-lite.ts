// The documentation's "markdown-like" article text (SPEC §3), parsed into blocks the page renders as React
// elements — never as HTML, so article text can never inject markup.
//   ## Heading        a section heading
//   - item            a bullet list (consecutive lines)
//   1. item           a numbered list
//   | a | b |         a table (first row is the header; a |---| separator line is skipped)
//   > text            a note
//   blank line        ends a paragraph
// Inline: **bold** and `code`.

export type Inline = { kind: "text" | "bold" | "code"; text: string };

export type Block =
  | { kind: "heading"; text: Inline[] }
  | { kind: "paragraph"; text: Inline[] }
  | { kind: "note"; text: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "table"; header: Inline[][]; rows: Inline[][][] };

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|`([^`]+)`/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) out.push({ kind: "text", text: text.slice(last, match.index) });
    out.push(match[1] !== undefined ? { kind: "bold", text: match[1] } : { kind: "code", text: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => parseInline(cell.trim()));

export function parseArticle(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    const bullet = /^- (.*)$/.exec(line);
    const numbered = /^\d+\. (.*)$/.exec(line);
    const last = blocks[blocks.length - 1];
    if (line === "") {
      flush();
    } else if (line.startsWith("## ")) {
      flush();
      blocks.push({ kind: "heading", text: parseInline(line.slice(3)) });
    } else if (line.startsWith("> ")) {
      flush();
      blocks.push({ kind: "note", text: parseInline(line.slice(2)) });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered);
      const item = parseInline((bullet ?? numbered)![1]);
      if (last?.kind === "list" && last.ordered === ordered && paragraph.length === 0) last.items.push(item);
      else blocks.push({ kind: "list", ordered, items: [item] });
    } else if (line.startsWith("|")) {
      flush();
      if (/^\|[\s|:-]+\|$/.test(line)) continue;
      if (last?.kind === "table") last.rows.push(tableCells(line));
      else blocks.push({ kind: "table", header: tableCells(line), rows: [] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The plain text of an article (for search snippets and tests). */
export function inlineText(inlines: Inline[]): string {
  return inlines.map((i) => i.text).join("");
}
