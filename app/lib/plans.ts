// The ONE plan table (DESIGN.md "Plans"): it drives limit enforcement, the pricing section and the documentation.
// Marketing figures (SPEC §9) govern; documentation figures fill what marketing leaves out.

export type PlanId = "free" | "lite" | "pro" | "enterprise";

export type ExportFormat = "pdf" | "pptx" | "xlsx" | "csv" | "json" | "png" | "svg";

export const ALL_EXPORT_FORMATS: readonly ExportFormat[] = ["pdf", "pptx", "xlsx", "csv", "json", "png", "svg"];

/** `null` means unlimited. */
export type Limit = number | null;

export interface PlanLimits {
  /** Data files a user may keep stored at once (originals; cleaned copies count too). */
  files: number;
  /** Largest single upload, in bytes. */
  maxFileBytes: number;
  /** All stored files together, in bytes. */
  storageBytes: number;
  /** Whether storage is negotiated per contract (the figure above is the default). */
  customStorage: boolean;
  aiQueriesPerMonth: Limit;
  cleaningsPerMonth: Limit;
  /** How long an uploaded file and its cleaned copies are kept before the retention sweep deletes them. */
  retentionHours: number;
  exportsPerMonth: Limit;
  exportFormats: readonly ExportFormat[];
}

export interface PlanFeatures {
  /** Dashboard builder and multi-analysis reports. */
  advancedAnalytics: boolean;
  prioritySupport: boolean;
  customBranding: boolean;
  teamCollaboration: boolean;
  sharedReports: boolean;
  roleBasedAccess: boolean;
  auditLog: boolean;
  sso: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** USD per month; `null` for custom pricing (contact sales). */
  monthlyPrice: number | null;
  /** USD per year, list price; `null` when there is none (free) or pricing is custom. */
  yearlyListPrice: number | null;
  description: string;
  popular: boolean;
  callToAction: string;
  buttonVariant: "default" | "outline";
  limits: PlanLimits;
  features: PlanFeatures;
}

// Decimal units, as the plans table says them (1 MB = 1,000,000 bytes); formatFileSize shows them the same way.
const MB = 1_000_000;
const GB = 1000 * MB;
const HOURS_PER_DAY = 24;

export const PLANS: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    monthlyPrice: 0,
    yearlyListPrice: null,
    description: "Try InsightLab on a couple of files and see what plain-English analysis can do.",
    popular: false,
    callToAction: "Get Started",
    buttonVariant: "outline",
    limits: {
      files: 2,
      maxFileBytes: 10 * MB,
      storageBytes: 10 * MB,
      customStorage: false,
      aiQueriesPerMonth: 5,
      cleaningsPerMonth: 1,
      retentionHours: 48,
      exportsPerMonth: 5,
      exportFormats: ["csv", "json", "png"],
    },
    features: {
      advancedAnalytics: false,
      prioritySupport: false,
      customBranding: false,
      teamCollaboration: false,
      sharedReports: false,
      roleBasedAccess: false,
      auditLog: false,
      sso: false,
    },
  },
  {
    id: "lite",
    name: "Lite",
    monthlyPrice: 14.99,
    yearlyListPrice: 149.9,
    description: "For individuals who analyse data every week.",
    popular: false,
    callToAction: "Join Waitlist",
    buttonVariant: "outline",
    limits: {
      files: 20,
      maxFileBytes: 50 * MB,
      storageBytes: 50 * MB,
      customStorage: false,
      aiQueriesPerMonth: 100,
      cleaningsPerMonth: 20,
      retentionHours: 90 * HOURS_PER_DAY,
      exportsPerMonth: 100,
      exportFormats: ALL_EXPORT_FORMATS,
    },
    features: {
      advancedAnalytics: true,
      prioritySupport: false,
      customBranding: false,
      teamCollaboration: false,
      sharedReports: false,
      roleBasedAccess: false,
      auditLog: false,
      sso: false,
    },
  },
  {
    id: "pro",
    name: "Pro",
    monthlyPrice: 29.99,
    yearlyListPrice: 299.9,
    description: "For analysts and managers who report to others.",
    popular: true,
    callToAction: "Join Waitlist",
    buttonVariant: "default",
    limits: {
      files: 100,
      maxFileBytes: 100 * MB,
      storageBytes: 100 * MB,
      customStorage: false,
      aiQueriesPerMonth: 500,
      cleaningsPerMonth: null,
      retentionHours: 365 * HOURS_PER_DAY,
      exportsPerMonth: null,
      exportFormats: ALL_EXPORT_FORMATS,
    },
    features: {
      advancedAnalytics: true,
      prioritySupport: true,
      customBranding: true,
      teamCollaboration: false,
      sharedReports: false,
      roleBasedAccess: false,
      auditLog: false,
      sso: false,
    },
  },
  {
    id: "enterprise",
    name: "Enterprise Team",
    monthlyPrice: null,
    yearlyListPrice: null,
    description: "For teams that share data, reports and controls.",
    popular: false,
    callToAction: "Contact Sales",
    buttonVariant: "outline",
    limits: {
      files: 1000,
      maxFileBytes: 1 * GB,
      storageBytes: 1 * GB,
      customStorage: true,
      aiQueriesPerMonth: 1000,
      cleaningsPerMonth: null,
      retentionHours: 2 * 365 * HOURS_PER_DAY,
      exportsPerMonth: null,
      exportFormats: ALL_EXPORT_FORMATS,
    },
    features: {
      advancedAnalytics: true,
      prioritySupport: true,
      customBranding: true,
      teamCollaboration: true,
      sharedReports: true,
      roleBasedAccess: true,
      auditLog: true,
      sso: true,
    },
  },
];

export const DEFAULT_PLAN_ID: PlanId = "free";

/** The annual billing discount: the annual display shows the monthly price × 0.84. */
export const ANNUAL_DISCOUNT_PERCENT = 16;
export const ANNUAL_SAVINGS_LABEL = `Save up to ${ANNUAL_DISCOUNT_PERCENT}%`;

export const SALES_EMAIL = "sales@insightlab.app";

export function isPlanId(value: unknown): value is PlanId {
  return value === "free" || value === "lite" || value === "pro" || value === "enterprise";
}

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** Looks up a plan by a stored value, falling back to Free for anything unknown (a user's plan defaults to free). */
export function planOrFree(id: unknown): Plan {
  return getPlan(isPlanId(id) ? id : DEFAULT_PLAN_ID);
}

export type BillingPeriod = "monthly" | "annually";

/**
 * The per-month figure shown for a billing period, or `null` for custom pricing.
 * Annual = monthly × (1 − 16 %), computed in whole cents and rounded half up, so $14.99 → $12.59.
 */
export function displayMonthlyPrice(plan: Plan, period: BillingPeriod): number | null {
  if (plan.monthlyPrice === null) return null;
  if (period === "monthly") return plan.monthlyPrice;
  const cents = Math.round(plan.monthlyPrice * 100);
  return Math.round((cents * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100) / 100;
}

/** The annual per-month figure (monthly × 0.84), or `null` for custom pricing. */
export function annualDisplayPrice(plan: Plan): number | null {
  return displayMonthlyPrice(plan, "annually");
}

/** "$0", "$14.99", "$12.59", or "Custom". Whole dollars print without cents. */
export function formatPrice(amount: number | null): string {
  if (amount === null) return "Custom";
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "48 hours" for less than a week, "90 days", "1 year", "2 years". */
export function formatRetention(hours: number): string {
  const days = hours / HOURS_PER_DAY;
  if (days >= 365 && days % 365 === 0) {
    const years = days / 365;
    return `${years} year${years === 1 ? "" : "s"}`;
  }
  if (days < 7) return `${hours} hours`;
  return `${days} days`;
}

/** Retention as the marketing cards say it: "2-day", "90-day", "1-year". */
export function formatRetentionAdjective(hours: number): string {
  const days = hours / HOURS_PER_DAY;
  if (days >= 365 && days % 365 === 0) return `${days / 365}-year`;
  return `${days}-day`;
}

/** Each export format's name as people say it. */
export const FORMAT_LABELS: Record<ExportFormat, string> = {
  pdf: "PDF",
  pptx: "PowerPoint",
  xlsx: "Excel",
  csv: "CSV",
  json: "JSON",
  png: "PNG",
  svg: "SVG",
};

/**
 * Why a format cannot be exported on this plan, or null when it can: "PDF export comes with the Lite plan and
 * above; your plan is Free." (exports count against the exporter's own plan, also for a shared item).
 */
export function exportFormatNote(planId: unknown, format: ExportFormat): string | null {
  const plan = planOrFree(planId);
  if (plan.limits.exportFormats.includes(format)) return null;
  const first = PLANS.find((p) => p.limits.exportFormats.includes(format));
  return `${FORMAT_LABELS[format]} export comes with the ${first?.name ?? "Enterprise"} plan${first && first.id !== "enterprise" ? " and above" : ""}; your plan is ${plan.name}.`;
}

export function formatExportFormats(formats: readonly ExportFormat[]): string {
  if (formats.length === ALL_EXPORT_FORMATS.length) return "all formats";
  return formats.map((f) => FORMAT_LABELS[f]).join(", ");
}

export interface PlanFeatureLine {
  included: boolean;
  text: string;
}

/**
 * The feature list of a pricing card (SPEC §9), built from the limits so the numbers have one source.
 * Free: up to 2 data files, 1 AI cleaning, 5 AI queries per month, 2-day retention, no advanced analytics.
 */
export function pricingFeatures(plan: Plan): PlanFeatureLine[] {
  const l = plan.limits;
  const f = plan.features;
  const lines: PlanFeatureLine[] = [];
  const cleanings = l.cleaningsPerMonth;
  switch (plan.id) {
    case "free":
      lines.push({ included: true, text: `Up to ${l.files} data files` });
      lines.push({ included: true, text: `${cleanings} AI cleaning${cleanings === 1 ? "" : "s"}` });
      lines.push({ included: true, text: `${l.aiQueriesPerMonth} AI queries per month` });
      lines.push({ included: true, text: `${formatRetentionAdjective(l.retentionHours)} data retention` });
      lines.push({ included: f.advancedAnalytics, text: "Advanced analytics" });
      break;
    case "lite":
    case "pro":
      lines.push({ included: true, text: `${l.files} data uploads` });
      lines.push({ included: true, text: `${l.aiQueriesPerMonth} AI queries per month` });
      lines.push({ included: true, text: `${formatRetentionAdjective(l.retentionHours)} data retention` });
      lines.push({
        included: true,
        text: cleanings === null ? "Unlimited AI cleaning" : `${cleanings} AI cleanings per month`,
      });
      lines.push({ included: f.advancedAnalytics, text: "Advanced analytics" });
      if (plan.id === "pro") {
        lines.push({ included: f.prioritySupport, text: "Priority support" });
        lines.push({ included: f.customBranding, text: "Custom branding" });
      }
      break;
    case "enterprise":
      lines.push({ included: true, text: `${l.aiQueriesPerMonth} AI queries per month` });
      lines.push({ included: true, text: `${formatRetentionAdjective(l.retentionHours)} data retention` });
      lines.push({ included: f.sso, text: "SSO (single sign-on)" });
      lines.push({ included: f.teamCollaboration, text: "Team collaboration" });
      lines.push({ included: f.roleBasedAccess, text: "Advanced access controls" });
      lines.push({ included: f.auditLog, text: "Audit logs" });
      break;
  }
  return lines;
}

/** A mail to sales with `subject` and the body's lines, for the visitor's own mail client. */
function salesMailto(subject: string, lines: string[]): string {
  return `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\n"))}`;
}

/** Contact Sales on the pricing cards: an Enterprise Team plan inquiry (SPEC §2). */
export function enterpriseInquiryMailto(): string {
  return salesMailto("Enterprise Team plan inquiry", [
    "Hello InsightLab team,",
    "",
    "I'm interested in the Enterprise Team plan and would like to learn more about pricing, SSO and team features.",
    "",
    "Company:",
    "Team size:",
    "Main use case:",
    "",
    "Thank you!",
  ]);
}
