// Marketing campaigns 2023–2024: spend, funnel counts and attributed revenue per campaign.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, money, toCsv, utc } from "./csv";

const CHANNELS: [name: string, ctr: number, cvr: number, roas: number][] = [
  ["Email", 0.035, 0.05, 6],
  ["Paid Search", 0.045, 0.04, 3.2],
  ["Social", 0.012, 0.02, 1.9],
  ["Display", 0.004, 0.015, 1.1],
  ["Affiliate", 0.02, 0.035, 2.6],
  ["Events", 0.06, 0.08, 2.2],
];
const REGIONS = ["North America", "EMEA", "APAC", "LATAM"];
const THEMES = ["Spring Launch", "Summer Sale", "Back to School", "Black Friday", "Holiday Push", "Webinar Series", "Product Tour", "Retargeting", "Brand Awareness", "Partner Promo", "Free Trial Drive", "Customer Stories"];

export function generateMarketing(): string {
  const rng = createRng(31337);
  const rows: Cell[][] = [];
  const n = 320;
  for (let i = 0; i < n; i++) {
    const [channel, ctr, cvr, roas] = rng.pick(CHANNELS);
    const region = rng.weighted(REGIONS.map((r, k) => [r, [4, 3, 2, 1][k]] as const));
    const start = addDays(utc(2023, 1, 2), rng.int(0, 700));
    const end = addDays(start, rng.int(7, 60));
    const budget = Math.round((2000 + rng.next() * 48000) / 500) * 500;
    const spend = money(budget * (0.7 + rng.next() * 0.38));
    const impressions = Math.round((spend / (channel === "Events" ? 40 : channel === "Email" ? 2 : 8)) * 1000 * (0.8 + rng.next() * 0.4));
    const clicks = Math.round(impressions * ctr * (0.7 + rng.next() * 0.6));
    const leads = Math.round(clicks * 0.18 * (0.7 + rng.next() * 0.6));
    const conversions = Math.round(clicks * cvr * (0.6 + rng.next() * 0.8));
    const revenue = money(spend * roas * (0.5 + rng.next()));
    const status = end > utc(2024, 12, 1) ? rng.pick(["Active", "Paused"]) : rng.weighted([["Completed", 12], ["Cancelled", 1]] as const);
    rows.push([
      `CMP-${String(301 + i)}`,
      `${rng.pick(THEMES)} ${start < utc(2024, 1, 1) ? 2023 : 2024} ${region.split(" ")[0]}`,
      channel,
      region,
      isoDate(start),
      isoDate(end),
      budget,
      spend,
      impressions,
      clicks,
      leads,
      conversions,
      revenue,
      status,
    ]);
  }
  const header = ["Campaign ID", "Campaign Name", "Channel", "Region", "Start Date", "End Date", "Budget", "Spend", "Impressions", "Clicks", "Leads", "Conversions", "Revenue", "Status"];
  return toCsv(header, rows);
}
