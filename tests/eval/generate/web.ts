// Daily web analytics, January–June 2024, by page, traffic source and device (a GA-style export).
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, toCsv, utc } from "./csv";

const PAGES = [["/", 10], ["/pricing", 5], ["/features", 4], ["/blog/data-cleaning-tips", 2], ["/blog/excel-vs-bi", 2], ["/signup", 3], ["/docs/getting-started", 2], ["/contact", 1]] as const;
const SOURCES = [["Organic Search", 8], ["Paid Search", 4], ["Direct", 5], ["Referral", 2], ["Social", 3], ["Email", 2]] as const;
const DEVICES = [["Desktop", 6], ["Mobile", 5], ["Tablet", 1]] as const;

export function generateWeb(): string {
  const rng = createRng(8080);
  const rows: Cell[][] = [];
  const start = utc(2024, 1, 1);
  for (let day = 0; day < 182; day++) {
    const date = addDays(start, day);
    const weekday = new Date(date).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (let k = 0; k < 13; k++) {
      const page = rng.weighted(PAGES);
      const source = rng.weighted(SOURCES);
      const device = rng.weighted(DEVICES);
      const sessions = Math.max(1, Math.round((weekend ? 60 : 110) * (1 + day / 400) * (0.4 + rng.next() * 1.2) * (page === "/" ? 2 : 1)));
      const users = Math.max(1, Math.round(sessions * (0.75 + rng.next() * 0.2)));
      const pageviews = Math.round(sessions * (1.2 + rng.next() * 2.3));
      const bounce = Math.round((device === "Mobile" ? 58 : 44) + rng.normal(0, 8)) / 1;
      const duration = Math.round((device === "Mobile" ? 95 : 160) * (0.6 + rng.next() * 0.8));
      const conversions = page === "/signup" || page === "/pricing" ? Math.round(sessions * (0.02 + rng.next() * 0.05)) : Math.round(sessions * rng.next() * 0.01);
      rows.push([isoDate(date), page, source, device, sessions, users, pageviews, Math.min(95, Math.max(5, bounce)), duration, conversions]);
    }
  }
  const header = ["date", "page_path", "traffic_source", "device_category", "sessions", "users", "pageviews", "bounce_rate_pct", "avg_session_duration_sec", "conversions"];
  return toCsv(header, rows);
}
