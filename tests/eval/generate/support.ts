// Support tickets for 2024, with timestamps, priorities, agents, response times and satisfaction scores.
import { createRng } from "./rng";
import { type Cell, isoDateTime, toCsv, utc } from "./csv";

const AGENTS = ["Maya Torres", "Kofi Mensah", "Lena Fischer", "Raj Malhotra", "Chen Jing", "Sam Walker", "Ana Costa"];
const CATEGORIES = [["Billing", 4], ["Technical", 6], ["Account Access", 3], ["Shipping", 2], ["Feature Request", 2]] as const;
const PRIORITIES = [["Low", 4], ["Medium", 5], ["High", 3], ["Urgent", 1]] as const;
const CHANNELS = [["Email", 5], ["Chat", 4], ["Phone", 2], ["Web Form", 3]] as const;
const HOURS: Record<string, number> = { Low: 40, Medium: 22, High: 9, Urgent: 3 };

export function generateSupport(): string {
  const rng = createRng(5150);
  const rows: Cell[][] = [];
  const n = 1600;
  const start = utc(2024, 1, 1);
  const end = utc(2024, 12, 31) + 23 * 3600000;
  for (let i = 0; i < n; i++) {
    const created = i === n - 1 ? end : start + Math.floor(rng.next() * (end - start) / 60000) * 60000;
    const priority = rng.weighted(PRIORITIES);
    const category = rng.weighted(CATEGORIES);
    const open = created > utc(2024, 12, 20) ? rng.chance(0.6) : rng.chance(0.03);
    const status = open ? rng.pick(["Open", "Pending"]) : rng.weighted([["Resolved", 3], ["Closed", 2]] as const);
    const resolutionHours = open ? null : Math.round(HOURS[priority] * (0.3 + rng.next() * 1.7) * 10) / 10;
    const firstResponse = rng.int(2, priority === "Urgent" ? 30 : priority === "High" ? 90 : 480);
    const csat = open || rng.chance(0.45) ? null : rng.weighted([[1, 1], [2, 1], [3, 3], [4, 6], [5, 7]] as const);
    rows.push([
      `TCK-${String(80001 + i)}`,
      isoDateTime(created),
      resolutionHours === null ? null : isoDateTime(created + Math.round(resolutionHours * 3600000 / 60000) * 60000),
      priority,
      rng.weighted(CHANNELS),
      category,
      rng.pick(AGENTS),
      status,
      firstResponse,
      resolutionHours,
      csat,
      rng.weighted([["Free", 5], ["Pro", 4], ["Enterprise", 2]] as const),
    ]);
  }
  const header = ["Ticket ID", "Created At", "Resolved At", "Priority", "Channel", "Category", "Assigned Agent", "Status", "First Response (min)", "Resolution Time (hrs)", "CSAT", "Customer Tier"];
  return toCsv(header, rows);
}
