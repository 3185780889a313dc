// Custom branding (Pro and Enterprise): a logo (PNG or JPEG, at most 1 MB and a million pixels; one larger than
// covers draw it is stored scaled down as a PNG; in R2 under the owner's prefix) and an accent colour, drawn on the covers of the owner's PDF and PowerPoint reports.
import { eq } from "drizzle-orm";
import { planOrFree } from "~/lib/plans";
import { branding } from "~/server/db/schema";
import type { Database } from "~/server/db/client.server";
import type { Services } from "~/server/services.server";
import { planLimitError, WorkspaceError } from "~/server/workspace-error.server";
import { fitLogoToCover, JpegDecodeError } from "../../../engine/export/logo-fit";
import { readLogoImage, type LogoImage } from "../../../engine/export/logo-image";
import { PngDecodeError } from "../../../engine/export/png-codec";
import type { ReportBranding } from "../../../engine/export/report-document";
import { userFilesPrefix } from "./delete-account.server";

export const LOGO_MAX_BYTES = 1_000_000;
/** Larger images only make the report files heavy: a cover shows the logo at most 200 points wide. */
const LOGO_MAX_SIDE = 4000;
/**
 * Pixels a logo may decode to (about 4 MB of RGBA; 1000 × 1000, five times what a cover draws). A compressed PNG of
 * a few kilobytes can claim 4000 × 4000 (64 MB decoded), which every PDF export would then decode: the budget is
 * checked on the dimensions in the header, before anything is decoded or stored.
 */
export const LOGO_MAX_PIXELS = 1_000_000;

export type BrandingRow = typeof branding.$inferSelect;

function logoKey(userId: string): string {
  return `${userFilesPrefix(userId)}branding/logo`;
}

export function planHasBranding(plan: string): boolean {
  return planOrFree(plan).features.customBranding;
}

function requireBrandingPlan(plan: string): void {
  if (!planHasBranding(plan)) {
    throw planLimitError(`Custom branding comes with the Pro and Enterprise plans; your plan is ${planOrFree(plan).name}. Upgrade to put your logo and colour on reports.`);
  }
}

export async function getBranding(db: Database, userId: string): Promise<BrandingRow | undefined> {
  return db.query.branding.findFirst({ where: eq(branding.userId, userId) });
}

/** Checks an uploaded logo's bytes: a PNG or JPEG within the size limits, or a 4xx saying what is wrong. */
export function checkLogo(bytes: Uint8Array, fileName: string): LogoImage {
  if (bytes.byteLength === 0) throw new WorkspaceError(400, "The logo file is empty. Choose a PNG or JPEG image.");
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new WorkspaceError(413, "The logo is larger than 1 MB. Save it smaller (a few hundred pixels wide is plenty) and upload it again.");
  const image = readLogoImage(bytes);
  if (!image) {
    const svg = /\.svg$/i.test(fileName) || /^\s*(<\?xml|<svg)/i.test(new TextDecoder().decode(bytes.subarray(0, 200)));
    throw new WorkspaceError(
      415,
      svg
        ? "SVG logos are not accepted (they can carry scripts). Export the logo as PNG or JPEG and upload that."
        : "This file is not a PNG or JPEG image. Choose a PNG or JPEG logo.",
    );
  }
  if (image.width > LOGO_MAX_SIDE || image.height > LOGO_MAX_SIDE) {
    throw new WorkspaceError(413, `The logo is ${image.width} × ${image.height} pixels; at most ${LOGO_MAX_SIDE} on each side. Save it smaller and upload it again.`);
  }
  if (image.width * image.height > LOGO_MAX_PIXELS) {
    throw new WorkspaceError(
      413,
      `The logo is ${image.width} × ${image.height} pixels, more than a cover can use (at most ${LOGO_MAX_PIXELS.toLocaleString("en-US")} pixels, e.g. 1000 × 1000). Save it smaller — a few hundred pixels wide is plenty — and upload it again.`,
    );
  }
  return image;
}

/** The logo scaled to the size covers draw it (engine/export/logo-fit.ts); an image that cannot be decoded is a 415. */
async function fitLogo(image: LogoImage, bytes: Uint8Array) {
  try {
    return await fitLogoToCover(image, bytes);
  } catch (error) {
    if (error instanceof PngDecodeError) throw new WorkspaceError(415, `This PNG could not be read (${error.message}) Save it again as PNG or JPEG and upload that.`);
    if (error instanceof JpegDecodeError) throw new WorkspaceError(415, `This JPEG could not be read (${error.message}). Save it again as PNG or JPEG and upload that.`);
    throw error;
  }
}

/** Saves the accent colour and, when one is given, a new logo (replacing the old one). */
export async function saveBranding(
  services: Pick<Services, "db" | "files">,
  user: { id: string; plan: string },
  input: { accentColor: string; logo?: { bytes: Uint8Array; fileName: string } },
): Promise<void> {
  requireBrandingPlan(user.plan);
  const accentColor = input.accentColor.toLowerCase();
  let logo: { logoKey: string; logoType: "image/png" | "image/jpeg" } | undefined;
  if (input.logo) {
    const stored = await fitLogo(checkLogo(input.logo.bytes, input.logo.fileName), input.logo.bytes);
    const logoType = stored.image.type === "png" ? "image/png" : "image/jpeg";
    const key = logoKey(user.id);
    await services.files.put(key, stored.bytes, { httpMetadata: { contentType: logoType } });
    logo = { logoKey: key, logoType };
  }
  const updatedAt = new Date();
  await services.db
    .insert(branding)
    .values({ userId: user.id, accentColor, ...logo, updatedAt })
    .onConflictDoUpdate({ target: branding.userId, set: { accentColor, ...logo, updatedAt } });
}

export async function removeLogo(services: Pick<Services, "db" | "files">, userId: string): Promise<void> {
  await services.files.delete(logoKey(userId));
  await services.db.update(branding).set({ logoKey: null, logoType: null, updatedAt: new Date() }).where(eq(branding.userId, userId));
}

/** The stored logo, for the Settings preview (owner only). */
export async function logoObject(services: Pick<Services, "db" | "files">, userId: string): Promise<R2ObjectBody | null> {
  const row = await getBranding(services.db, userId);
  return row?.logoKey ? services.files.get(row.logoKey) : null;
}

/**
 * What a report cover shows for this owner: their branding when their plan includes it (a downgraded plan
 * keeps the settings but the covers go back to InsightLab's), else nothing.
 */
export async function reportBranding(services: Pick<Services, "db" | "files">, owner: { id: string; plan: string }): Promise<ReportBranding | undefined> {
  if (!planHasBranding(owner.plan)) return undefined;
  const row = await getBranding(services.db, owner.id);
  if (!row) return undefined;
  const result: ReportBranding = { accentColor: row.accentColor ?? undefined };
  const object = row.logoKey ? await services.files.get(row.logoKey) : null;
  if (object) {
    const bytes = new Uint8Array(await object.arrayBuffer());
    const image = readLogoImage(bytes);
    if (image) result.logo = { ...image, bytes };
  }
  return result;
}
