// SaaS subscriptions: plan, MRR, seats, start and cancellation dates, churn flag.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, money, toCsv, utc } from "./csv";

const PLANS: [name: string, mrr: number, seats: [number, number]][] = [
  ["Starter", 49, [1, 3]],
  ["Growth", 199, [3, 15]],
  ["Business", 599, [10, 60]],
  ["Enterprise", 2400, [50, 400]],
];
const COUNTRIES = [["United States", 8], ["United Kingdom", 3], ["Germany", 3], ["Canada", 2], ["Australia", 2], ["France", 2], ["India", 2], ["Brazil", 1], ["Japan", 1]] as const;
const INDUSTRIES = ["Retail", "Healthcare", "Financial Services", "Manufacturing", "Education", "Technology", "Media", "Logistics"];
const CHANNELS = [["Organic", 5], ["Paid Ads", 3], ["Referral", 2], ["Partner", 1], ["Outbound Sales", 2]] as const;
const SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"];

export function generateSubscriptions(): string {
  const rng = createRng(60606);
  const rows: Cell[][] = [];
  const n = 900;
  for (let i = 0; i < n; i++) {
    const planIndex = rng.weighted([[0, 5], [1, 4], [2, 2], [3, 1]] as const);
    const [plan, mrrBase, [minSeats, maxSeats]] = PLANS[planIndex];
    const seats = rng.int(minSeats, maxSeats);
    const annual = rng.chance(planIndex >= 2 ? 0.6 : 0.25);
    const mrr = money(mrrBase * (planIndex === 3 ? seats / 100 + 0.5 : 1) * (annual ? 0.85 : 1));
    const start = addDays(utc(2022, 1, 1), rng.int(0, 1060));
    const churnRisk = [0.38, 0.25, 0.15, 0.07][planIndex] * (annual ? 0.6 : 1);
    const cancel = rng.chance(churnRisk) ? addDays(start, rng.int(30, 700)) : null;
    const churned = cancel !== null && cancel <= utc(2024, 12, 31);
    rows.push([
      `SUB-${String(2001 + i)}`,
      plan,
      annual ? "Annual" : "Monthly",
      isoDate(start),
      churned ? isoDate(cancel) : null,
      mrr,
      seats,
      rng.weighted(COUNTRIES),
      rng.pick(INDUSTRIES),
      rng.weighted(CHANNELS),
      SIZES[Math.min(4, planIndex + rng.int(0, 1))],
      churned ? "Yes" : "No",
    ]);
  }
  const header = ["Subscription ID", "Plan", "Billing Cycle", "Start Date", "Cancel Date", "MRR", "Seats", "Country", "Industry", "Acquisition Channel", "Company Size", "Churned"];
  return toCsv(header, rows);
}
