// A wide CRM opportunity export: 60 columns in the mixed naming styles real exports use
// (snake_case, CamelCase, abbreviations), for column matching and the 60-column planner benchmark.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, money, toCsv, utc } from "./csv";

const STAGES = [["Prospecting", 3], ["Qualification", 3], ["Proposal", 2], ["Negotiation", 2], ["Closed Won", 4], ["Closed Lost", 4]] as const;
const PROBABILITY: Record<string, number> = { Prospecting: 10, Qualification: 20, Proposal: 50, Negotiation: 75, "Closed Won": 100, "Closed Lost": 0 };
const FORECAST: Record<string, string> = { Prospecting: "Pipeline", Qualification: "Pipeline", Proposal: "Best Case", Negotiation: "Commit", "Closed Won": "Closed", "Closed Lost": "Omitted" };
const INDUSTRIES = ["Retail", "Healthcare", "Banking", "Insurance", "Manufacturing", "Technology", "Public Sector", "Energy"];
const COUNTRY_REGION: [country: string, region: string, states: string[], currency: string, rate: number][] = [
  ["United States", "AMER", ["CA", "NY", "TX", "WA", "IL"], "USD", 1],
  ["Canada", "AMER", ["ON", "BC", "QC"], "CAD", 0.73],
  ["Germany", "EMEA", ["BY", "BE", "HH"], "EUR", 1.08],
  ["United Kingdom", "EMEA", ["ENG", "SCT"], "GBP", 1.27],
  ["France", "EMEA", ["IDF", "ARA"], "EUR", 1.08],
  ["Japan", "APAC", ["13", "27"], "JPY", 0.0067],
  ["Australia", "APAC", ["NSW", "VIC"], "AUD", 0.66],
];
const OWNERS = ["Jordan Blake", "Priya Raman", "Marcus Webb", "Ines Carvalho", "Tom Hartley", "Yuki Sato", "Amelia Grant"];
const SOURCES = ["Web", "Partner Referral", "Trade Show", "Outbound", "Webinar", "Customer Referral"];
const FAMILIES = [["Platform", 12000], ["Analytics", 6000], ["Integrations", 2500], ["Support", 1500]] as const;
const COMPETITORS = ["None", "Tableau", "Power BI", "Looker", "Qlik", "In-house"];
const LOSS = ["Price", "No Decision", "Competitor", "Timing", "Missing Feature"];
const ACCOUNTS = ["Northwind", "Contoso", "Fabrikam", "Tailspin Toys", "Woodgrove Bank", "Litware", "Proseware", "Adatum", "Lucerne Publishing", "Wingtip Toys", "Coho Winery", "Alpine Ski House", "Fourth Coffee", "Margie's Travel", "Trey Research", "Humongous Insurance", "Blue Yonder Airlines", "Graphic Design Institute", "School of Fine Art", "Consolidated Messenger"];

export const WIDE_HEADER = [
  "opp_id", "OpportunityName", "account_name", "AccountIndustry", "acct_type", "BillingCountry", "billing_state", "OwnerName", "owner_region", "StageName",
  "Probability", "Amount", "ExpectedRevenue", "CloseDate", "CreatedDate", "LastActivityDate", "LeadSource", "Type", "ForecastCategory", "IsClosed",
  "IsWon", "fiscal_year", "fiscal_quarter", "NextStep", "competitor", "product_family", "num_licenses", "list_price", "discount_pct", "contract_term_months",
  "CampaignName", "partner_name", "sdr_name", "se_name", "days_in_stage", "age_days", "push_count", "has_legal_review", "security_review_status", "decision_maker_title",
  "employee_count", "annual_revenue_usd", "account_tier", "nps_last", "health_score", "renewal_date", "arr", "mrr", "currency_code", "exchange_rate",
  "amount_usd", "deal_desk_approved", "primary_contact_email", "meetings_held", "emails_sent", "calls_made", "demo_date", "trial_started", "loss_reason", "record_type",
];

export function generateWide(): string {
  const rng = createRng(606060);
  const rows: Cell[][] = [];
  const n = 420;
  for (let i = 0; i < n; i++) {
    const account = rng.pick(ACCOUNTS);
    const [country, region, states, currency, rate] = rng.weighted(COUNTRY_REGION.map((c, k) => [c, [6, 2, 3, 3, 2, 1, 1][k]] as const));
    const stage = rng.weighted(STAGES);
    const [family, unit] = rng.weighted(FAMILIES.map((f) => [f, 1] as const));
    const licenses = rng.int(5, 250);
    const listPrice = money(unit / 10);
    const discount = rng.pick([0, 5, 10, 15, 20, 25]);
    const amountUsd = money(licenses * listPrice * 12 * (1 - discount / 100));
    const amount = money(amountUsd / rate);
    const created = addDays(utc(2023, 1, 1), rng.int(0, 650));
    const close = addDays(created, rng.int(20, 200));
    const closed = stage.startsWith("Closed");
    const won = stage === "Closed Won";
    const termMonths = rng.pick([12, 12, 24, 36]);
    const closeYear = new Date(close).getUTCFullYear();
    const closeQuarter = Math.floor(new Date(close).getUTCMonth() / 3) + 1;
    const employees = rng.pick([50, 120, 400, 900, 2500, 8000, 20000]);
    const email = `${["ana", "bo", "cy", "dee", "eli", "fay"][i % 6]}.${i}@${account.toLowerCase().replace(/[^a-z]/g, "")}.example`;
    rows.push([
      `OPP-${String(7001 + i)}`,
      `${account} - ${family} ${closeYear}`,
      account,
      rng.pick(INDUSTRIES),
      rng.weighted([["Customer", 5], ["Prospect", 4], ["Partner", 1]] as const),
      country,
      rng.pick(states),
      rng.pick(OWNERS),
      region,
      stage,
      PROBABILITY[stage],
      amount,
      money((amount * PROBABILITY[stage]) / 100),
      isoDate(close),
      isoDate(created),
      isoDate(addDays(created, rng.int(1, 30))),
      rng.pick(SOURCES),
      rng.weighted([["New Business", 5], ["Existing Business - Upgrade", 2], ["Renewal", 3]] as const),
      FORECAST[stage],
      closed ? "TRUE" : "FALSE",
      won ? "TRUE" : "FALSE",
      closeYear,
      `Q${closeQuarter}`,
      closed ? null : rng.pick(["Send proposal", "Schedule demo", "Legal review", "Pricing call", "Exec sponsor meeting"]),
      rng.pick(COMPETITORS),
      family,
      licenses,
      listPrice,
      discount,
      termMonths,
      rng.chance(0.4) ? rng.pick(["Spring Webinar", "Partner Summit", "Q3 Outbound Blitz", "Analytics World Expo"]) : null,
      rng.chance(0.2) ? rng.pick(["Accenture", "Slalom", "Globant"]) : null,
      rng.pick(["Nina Park", "Oscar Diaz", "Leah Stone"]),
      rng.pick(["Victor Huang", "Kate Murray"]),
      rng.int(0, 90),
      Math.round((utc(2024, 12, 31) - created) / 86400000),
      rng.weighted([[0, 6], [1, 3], [2, 2], [3, 1]] as const),
      rng.chance(0.3) ? "Y" : "N",
      rng.pick(["Not Started", "In Progress", "Approved", "Not Required"]),
      rng.pick(["CFO", "CIO", "VP Sales", "Head of Data", "COO"]),
      employees,
      employees * rng.int(80, 400) * 1000,
      employees >= 2500 ? "Strategic" : employees >= 400 ? "Mid-Market" : "SMB",
      rng.int(-20, 80),
      rng.int(20, 100),
      won ? isoDate(addDays(close, termMonths * 30)) : null,
      won ? money(amountUsd) : 0,
      won ? money(amountUsd / 12) : 0,
      currency,
      rate,
      amountUsd,
      rng.chance(0.8) ? "TRUE" : "FALSE",
      email,
      rng.int(0, 12),
      rng.int(0, 60),
      rng.int(0, 25),
      rng.chance(0.6) ? isoDate(addDays(created, rng.int(3, 40))) : null,
      rng.chance(0.35) ? "Y" : "N",
      stage === "Closed Lost" ? rng.pick(LOSS) : null,
      rng.pick(["Standard", "Standard", "Channel"]),
    ]);
  }
  return toCsv(WIDE_HEADER, rows);
}
