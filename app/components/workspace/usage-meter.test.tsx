import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UsageMeter } from "./usage-meter";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("UsageMeter", () => {
  it("writes counts with thousands separators: 3 of 1,000", () => {
    expect(text(renderToStaticMarkup(<UsageMeter label="Exports this month" used={3} limit={1000} />))).toBe("Exports this month 3 of 1,000");
    expect(text(renderToStaticMarkup(<UsageMeter label="AI questions this month" used={12345} limit={null} />))).toBe("AI questions this month 12,345 (unlimited)");
  });
});
