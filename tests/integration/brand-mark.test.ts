// One logo: the landing page and the sign-in and sign-up pages draw the same mark (the favicon's atom).
import { describe, expect, it } from "vitest";
import { appFetch } from "./helpers";

/** The mark's drawing in a page: the atom's three orbits around its nucleus. */
const marksIn = (html: string) => html.match(/<svg[^>]*data-slot="brand-mark"[^>]*>[\s\S]*?<\/svg>/g) ?? [];
const drawing = (svg: string) => svg.replace(/<svg[^>]*>/, "");

describe("the brand mark", () => {
  it("is the same on the landing page and the sign-in and sign-up pages", async () => {
    const [landing, login, register] = await Promise.all(["/", "/login", "/register"].map(async (path) => (await appFetch(path)).text()));
    const landingMarks = marksIn(landing);
    expect(landingMarks.length).toBeGreaterThan(0);
    for (const page of [login, register]) {
      const marks = marksIn(page);
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(drawing(mark)).toBe(drawing(landingMarks[0]!));
      expect(page).not.toContain("insightlab-mark");
    }
    expect(drawing(landingMarks[0]!)).toContain('<ellipse cx="16" cy="16" rx="11" ry="4.4">');
  });
});
