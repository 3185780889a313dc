import { formatFileSize } from "~/lib/format-file-size";
import { describe, expect, it } from "vitest";
import {
  ANNUAL_SAVINGS_LABEL,
  PLANS,
  annualDisplayPrice,
  displayMonthlyPrice,
  enterpriseInquiryMailto,
  formatPrice,
  formatRetention,
  getPlan,
  planOrFree,
  pricingFeatures,
} from "./plans";

describe("the plan table", () => {
  it("has the four plans in display order with the marketing prices", () => {
    expect(PLANS.map((p) => [p.name, p.monthlyPrice, p.yearlyListPrice])).toEqual([
      ["Free", 0, null],
      ["Lite", 14.99, 149.9],
      ["Pro", 29.99, 299.9],
      ["Enterprise Team", null, null],
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.name)).toEqual(["Pro"]);
  });

  it("holds the DESIGN.md limits", () => {
    const free = getPlan("free").limits;
    expect([free.files, formatFileSize(free.maxFileBytes), free.aiQueriesPerMonth, free.cleaningsPerMonth]).toEqual([2, "10 MB", 5, 1]);
    expect(formatRetention(free.retentionHours)).toBe("48 hours");
    expect(formatRetention(getPlan("lite").limits.retentionHours)).toBe("90 days");
    expect(formatRetention(getPlan("pro").limits.retentionHours)).toBe("1 year");
    expect(formatRetention(getPlan("enterprise").limits.retentionHours)).toBe("2 years");
    expect(formatFileSize(getPlan("enterprise").limits.storageBytes)).toBe("1 GB");
    expect(getPlan("pro").limits.cleaningsPerMonth).toBeNull();
  });

  it("falls back to Free for unknown stored plans", () => {
    expect(planOrFree("pro").id).toBe("pro");
    expect(planOrFree("platinum").id).toBe("free");
    expect(planOrFree(undefined).id).toBe("free");
  });
});

describe("pricing math", () => {
  it("shows the monthly price unchanged for monthly billing", () => {
    expect(PLANS.map((p) => displayMonthlyPrice(p, "monthly"))).toEqual([0, 14.99, 29.99, null]);
  });

  it("shows monthly × 0.84 for annual billing, in whole cents", () => {
    expect(PLANS.map((p) => annualDisplayPrice(p))).toEqual([0, 12.59, 25.19, null]);
    expect(formatPrice(annualDisplayPrice(getPlan("lite")))).toBe("$12.59");
    expect(formatPrice(annualDisplayPrice(getPlan("pro")))).toBe("$25.19");
    expect(ANNUAL_SAVINGS_LABEL).toBe("Save up to 16%");
  });

  it("formats prices", () => {
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(14.99)).toBe("$14.99");
    expect(formatPrice(12.5)).toBe("$12.50");
    expect(formatPrice(null)).toBe("Custom");
  });
});

describe("pricing card features", () => {
  const texts = (id: Parameters<typeof getPlan>[0]) => pricingFeatures(getPlan(id)).map((l) => `${l.included ? "+" : "-"} ${l.text}`);

  it("lists the SPEC §9 contents for each plan", () => {
    expect(texts("free")).toEqual([
      "+ Up to 2 data files",
      "+ 1 AI cleaning",
      "+ 5 AI queries per month",
      "+ 2-day data retention",
      "- Advanced analytics",
    ]);
    expect(texts("lite").slice(0, 3)).toEqual(["+ 20 data uploads", "+ 100 AI queries per month", "+ 90-day data retention"]);
    expect(texts("pro")).toEqual(expect.arrayContaining(["+ 100 data uploads", "+ 500 AI queries per month", "+ 1-year data retention", "+ Priority support", "+ Custom branding"]));
    expect(texts("enterprise")).toEqual(expect.arrayContaining(["+ 1000 AI queries per month", "+ 2-year data retention", "+ SSO (single sign-on)", "+ Team collaboration", "+ Advanced access controls"]));
  });
});

describe("Contact Sales", () => {
  it("is a mailto link with a prefilled Enterprise Team inquiry", () => {
    const url = new URL(enterpriseInquiryMailto());
    expect(url.protocol).toBe("mailto:");
    expect(url.searchParams.get("subject")).toBe("Enterprise Team plan inquiry");
    expect(url.searchParams.get("body")).toContain("Enterprise Team plan");
  });
});
