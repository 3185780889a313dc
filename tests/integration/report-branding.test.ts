// Custom branding on report covers (issue #17, set in Settings): a Pro user's PDF cover carries their logo
// image and accent colour (read back with pdf-lib), their PowerPoint title slide the same (read back from the
// zip's XML); a user whose plan has no branding gets InsightLab's purple and no logo even with settings saved.
import { eq } from "drizzle-orm";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream, type PDFRef, type PDFPage } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { CFB } from "xlsx";
import { users } from "~/server/db/schema";
import { createReport } from "~/server/reports/reports.server";
import { bytesOf, download, jobDone, requestExport, savedAnalysis } from "./export-helpers";
import { appFetch, createTestContext } from "./helpers";
import { solidPng } from "./settings-fixtures";
import { signedInUser, upload, type TestUser } from "./workspace-helpers";

const CSV = "Region,Revenue\nNorth,110\nSouth,40\nEast,75\n";
const LOGO_COLOUR: [number, number, number] = [14, 165, 233];

async function brandedReport(user: TestUser, accentColor: string, logo: Uint8Array): Promise<string> {
  const body = new FormData();
  body.append("intent", "branding");
  body.append("accentColor", accentColor);
  body.append("logo", new File([logo as Uint8Array<ArrayBuffer>], "logo.png", { type: "image/png" }));
  expect((await appFetch("/dashboard/settings", { method: "POST", jar: user.jar, body })).status).toBe(302);
  const uploaded = await upload(user, "regions.csv", CSV);
  expect(uploaded.status).toBe(201);
  const datasetId = ((await uploaded.json()) as { dataset: { id: string } }).dataset.id;
  const analysisId = await savedAnalysis(user, datasetId, "total revenue by region");
  const report = await createReport(createTestContext().services.db, user.id, { title: "Brand Review", items: [{ analysisId }] });
  return report.id;
}

/** The images drawn on a PDF page: each XObject of subtype Image, with its size. */
function pageImages(page: PDFPage): { width: number; height: number }[] {
  const resources = page.node.Resources();
  const xObjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  if (!xObjects) return [];
  return xObjects.entries().flatMap(([, ref]) => {
    const stream = page.doc.context.lookup(ref as PDFRef);
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) return [];
    const size = (key: string) => (stream.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    return [{ width: size("Width"), height: size("Height") }];
  });
}

/** A PDF page's content stream operators as text. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map((s) => new TextDecoder().decode(decodePDFRawStream(s as PDFRawStream).decode())).join("\n");
}

/** `rgb` as pdf-lib writes a fill colour operator: "0.05490196 0.64705882 0.91372549 rg" (to a few digits). */
function fillColourPattern([r, g, b]: number[]): RegExp {
  // Truncated, not rounded: the operator's numbers start with these digits.
  const n = (v: number) => (Math.floor((v / 255) * 1000) / 1000).toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
  return new RegExp(`${n(r)}\\d*\\s+${n(g)}\\d*\\s+${n(b)}\\d*\\s+rg`);
}

/** The files of a zip (PowerPoint) by path. */
function zipEntries(bytes: Uint8Array): Map<string, Uint8Array> {
  const zip = CFB.read(bytes, { type: "array" });
  return new Map((zip.FullPaths as string[]).map((path, i) => [path.replace(/^Root Entry\//, ""), zip.FileIndex[i].content as Uint8Array]));
}

describe("branding on report covers", () => {
  it("puts a Pro user's logo and accent colour on the PDF cover and the PowerPoint title slide", async () => {
    const user = await signedInUser("pro");
    const logo = await solidPng(120, 40, LOGO_COLOUR);
    const reportId = await brandedReport(user, "#0ea5e9", logo);

    const pdfId = await requestExport(user, { reportId, format: "pdf" });
    await jobDone(pdfId);
    const pdf = await PDFDocument.load(await bytesOf((await download(user, pdfId)).file));
    const [cover, section] = pdf.getPages();
    expect(pageImages(cover)).toEqual([{ width: 120, height: 40 }]);
    expect(pageContent(cover)).toMatch(fillColourPattern([14, 165, 233]));
    // The section heading's accent follows the brand too; its chart is the only image there.
    expect(pageContent(section)).toMatch(fillColourPattern([14, 165, 233]));
    expect(pageImages(section).some((i) => i.width === 120 && i.height === 40)).toBe(false);

    const pptxId = await requestExport(user, { reportId, format: "pptx" });
    await jobDone(pptxId);
    const deck = zipEntries(await bytesOf((await download(user, pptxId)).file));
    const titleSlide = new TextDecoder().decode(deck.get("ppt/slides/slide1.xml"));
    expect(titleSlide).toContain('<a:srgbClr val="0EA5E9"');
    expect(titleSlide).toContain("<p:pic>");
    const rels = new TextDecoder().decode(deck.get("ppt/slides/_rels/slide1.xml.rels"));
    const media = /Target="\.\.\/media\/([^"]+)"/.exec(rels)?.[1];
    expect(media).toBeTruthy();
    expect(deck.get(`ppt/media/${media}`)).toEqual(logo);
  });

  it("leaves the covers InsightLab's when the plan has no branding (settings kept from a paid plan)", async () => {
    const user = await signedInUser("pro");
    const reportId = await brandedReport(user, "#0ea5e9", await solidPng(60, 20, LOGO_COLOUR));
    await createTestContext().services.db.update(users).set({ plan: "lite" }).where(eq(users.id, user.id));

    const pdfId = await requestExport(user, { reportId, format: "pdf" });
    await jobDone(pdfId);
    const [cover] = (await PDFDocument.load(await bytesOf((await download(user, pdfId)).file))).getPages();
    expect(pageImages(cover)).toEqual([]);
    expect(pageContent(cover)).not.toMatch(fillColourPattern([14, 165, 233]));
    expect(pageContent(cover)).toMatch(fillColourPattern([124, 58, 237]));
  });
});
