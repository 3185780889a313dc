import { Fragment } from "react";
import { parseArticle, type Inline } from "./markdown-lite";

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.kind === "bold" ? (
          <strong key={i} className="font-semibold text-foreground">
            {part.text}
          </strong>
        ) : part.kind === "code" ? (
          <code key={i} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em] text-foreground">
            {part.text}
          </code>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** An article's markdown-like content as typographic blocks. `headingLevel` keeps the outline correct where it is placed. */
export function ArticleBody({ content, headingLevel = 4 }: { content: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <div className="space-y-4 text-sm leading-relaxed text-muted-foreground">
      {parseArticle(content).map((block, i) => {
        switch (block.kind) {
          case "heading":
            return (
              <Heading key={i} className="pt-2 text-base font-semibold text-foreground">
                <InlineText parts={block.text} />
              </Heading>
            );
          case "paragraph":
            return (
              <p key={i}>
                <InlineText parts={block.text} />
              </p>
            );
          case "note":
            return (
              <p key={i} className="rounded-lg border-l-4 border-primary bg-primary/5 px-4 py-3 text-foreground">
                <InlineText parts={block.text} />
              </p>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List key={i} className={block.ordered ? "list-decimal space-y-1.5 pl-5" : "list-disc space-y-1.5 pl-5"}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <InlineText parts={item} />
                  </li>
                ))}
              </List>
            );
          }
          case "table":
            return (
              <div key={i} className="overflow-x-auto rounded-lg border">
                <table className="w-full text-left text-sm">
                  <thead className="bg-muted/60 text-foreground">
                    <tr>
                      {block.header.map((cell, j) => (
                        <th key={j} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                          <InlineText parts={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r} className="border-t">
                        {row.map((cell, j) => (
                          <td key={j} className="px-3 py-2 whitespace-nowrap">
                            <InlineText parts={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
