// Sales orders, 2023–2024: the "total revenue by region" dataset. North grows, South shrinks.
import { createRng } from "./rng";
import { addDays, type Cell, daysBetween, isoDate, money, toCsv, utc } from "./csv";

const REGIONS: Record<string, string[]> = {
  North: ["Germany", "Denmark", "Sweden", "Norway"],
  South: ["Spain", "Italy", "Portugal", "Greece"],
  East: ["Poland", "Czechia", "Hungary", "Romania"],
  West: ["France", "Belgium", "Netherlands", "Ireland", "United Kingdom"],
};

const PRODUCTS: [product: string, category: string, price: number][] = [
  ["Widget", "Hardware", 24.5],
  ["Gadget", "Hardware", 79],
  ["Sprocket", "Hardware", 12.75],
  ["Gear Set", "Hardware", 149],
  ["Analytics Suite", "Software", 420],
  ["CRM Seat", "Software", 65],
  ["Backup Plan", "Software", 18],
  ["Consulting Hours", "Services", 150],
  ["Onboarding Package", "Services", 990],
  ["Support Plan", "Services", 240],
];

const REPS = ["Alice Moreau", "Ben Okafor", "Carla Nunes", "Dmitri Volkov", "Emma Schulz", "Farid Haddad", "Grace Liu", "Hugo Lindqvist"];
const CHANNELS = [["Online", 4], ["Retail", 2], ["Partner", 2], ["Direct", 3]] as const;
const SEGMENTS = [["Enterprise", 2], ["SMB", 5], ["Consumer", 3]] as const;
const COMPANIES = ["Acme Corp", "Globex", "Initech", "Umbrella Ltd", "Stark Industries", "Wayne Enterprises", "Hooli", "Vandelay Imports", "Soylent GmbH", "Tyrell AG", "Cyberdyne", "Wonka Foods", "Pied Piper", "Massive Dynamic", "Oscorp", "Nakatomi Trading", "Duff Brewing", "Gringotts Bank", "Monarch Solutions", "Blue Sun"];

export function generateSales(): string {
  const rng = createRng(20240101);
  const start = utc(2023, 1, 1);
  const end = utc(2024, 12, 31);
  const span = daysBetween(start, end);
  const rows: Cell[][] = [];
  const n = 2400;
  for (let i = 0; i < n; i++) {
    const region = rng.weighted([["North", 3], ["South", 3], ["East", 2], ["West", 3]] as const);
    // North's share of orders rises through the two years, South's falls: the growth questions depend on it.
    let offset = rng.int(0, span);
    if (region === "North") offset = Math.max(rng.int(0, span), rng.int(0, span));
    if (region === "South") offset = Math.min(rng.int(0, span), rng.int(0, span));
    if (i === n - 1) offset = span;
    const date = addDays(start, offset);
    const country = rng.pick(REGIONS[region]);
    const [product, category, basePrice] = rng.pick(PRODUCTS);
    const segment = rng.weighted(SEGMENTS);
    const quantity = product === "Onboarding Package" ? rng.int(1, 2) : rng.int(1, segment === "Enterprise" ? 40 : 12);
    const unitPrice = money(basePrice * (0.92 + rng.next() * 0.16));
    const discount = rng.weighted([[0, 6], [0.05, 2], [0.1, 2], [0.15, 1], [0.2, 1]] as const);
    const revenue = money(quantity * unitPrice * (1 - discount));
    const costRate = category === "Hardware" ? 0.62 : category === "Software" ? 0.25 : 0.48;
    const cost = money(revenue * (costRate + rng.next() * 0.12));
    const margin = money(revenue - cost);
    const shipDays = rng.int(1, 9);
    const missingDate = i % 173 === 17;
    rows.push([
      `SO-${String(10001 + i)}`,
      missingDate ? null : isoDate(date),
      missingDate ? null : isoDate(addDays(date, shipDays)),
      region,
      country,
      rng.pick(COMPANIES),
      segment,
      product,
      category,
      i % 97 === 5 ? null : rng.pick(REPS),
      rng.weighted(CHANNELS),
      quantity,
      unitPrice,
      discount,
      revenue,
      cost,
      margin,
      rng.chance(0.06) ? "Yes" : "No",
    ]);
  }
  const header = ["Order ID", "Order Date", "Ship Date", "Region", "Country", "Customer Name", "Segment", "Product", "Category", "Sales Rep", "Channel", "Quantity", "Unit Price", "Discount", "Revenue", "Cost", "Gross Margin", "Returned"];
  return toCsv(header, rows);
}
