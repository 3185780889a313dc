import { describe, expect, it } from "vitest";
import { contentDisposition, safeFileName } from "./file-name";

describe("safeFileName", () => {
  it("keeps a readable title and drops what file systems and headers refuse", () => {
    expect(safeFileName("Q3 Review", "pdf")).toBe("Q3 Review.pdf");
    expect(safeFileName('North/South: "best" <2024>?', "xlsx")).toBe("North-South best 2024.xlsx");
    expect(safeFileName("../../etc/passwd", "csv")).toBe("etc-passwd.csv");
    expect(safeFileName("a\r\nContent-Type: text/html", "json")).toBe("a Content-Type text-html.json");
    expect(safeFileName("   ", "png")).toBe("InsightLab export.png");
    expect(safeFileName("x".repeat(200), "pdf")).toHaveLength(84);
  });
});

describe("contentDisposition", () => {
  it("is an attachment with an ASCII name and the exact UTF-8 name", () => {
    expect(contentDisposition("Q3 Review.pdf")).toBe(`attachment; filename="Q3 Review.pdf"; filename*=UTF-8''Q3%20Review.pdf`);
    expect(contentDisposition("Ventes Łódź (été).pdf")).toBe(`attachment; filename="Ventes odz (ete).pdf"; filename*=UTF-8''Ventes%20%C5%81%C3%B3d%C5%BA%20%28%C3%A9t%C3%A9%29.pdf`);
  });
});
