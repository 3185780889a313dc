// The built-in sample file a new user can try in one click: two years of a small company's orders.
// Generated from a fixed seed, so everyone gets the same file and the same answers.
import { seededRandom } from "../../../engine/random";
export const SAMPLE_FILE_NAME = "Sample sales.csv";

const REGIONS: [string, number][] = [
  ["North", 0.3],
  ["South", 0.22],
  ["East", 0.2],
  ["West", 0.18],
  ["Central", 0.1],
];
const PRODUCTS: { name: string; category: string; price: number }[] = [
  { name: "Laptop", category: "Electronics", price: 1199 },
  { name: "Monitor", category: "Electronics", price: 289 },
  { name: "Headphones", category: "Electronics", price: 129 },
  { name: "Office Chair", category: "Furniture", price: 349 },
  { name: "Standing Desk", category: "Furniture", price: 599 },
  { name: "Bookshelf", category: "Furniture", price: 179 },
  { name: "Paper (box)", category: "Office Supplies", price: 42.5 },
  { name: "Notebooks (10)", category: "Office Supplies", price: 24.9 },
  { name: "Office Suite", category: "Software", price: 249 },
  { name: "Antivirus", category: "Software", price: 59.99 },
];
const CHANNELS: [string, number][] = [
  ["Online", 0.55],
  ["Retail", 0.3],
  ["Partner", 0.15],
];
const REPS = ["Alice Martin", "Ben Okafor", "Chloe Dubois", "David Kim", "Elena Rossi", "Farah Haddad"];

function weighted<T>(items: [T, number][], r: number): T {
  let acc = 0;
  for (const [item, weight] of items) {
    acc += weight;
    if (r < acc) return item;
  }
  return items[items.length - 1][0];
}

const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The sample as CSV text: 1,200 orders from January 2023 to December 2024, with growth and seasonality. */
export function sampleSalesCsv(rows = 1200): string {
  const random = seededRandom(20240611);
  const lines = ["Order ID,Order Date,Region,Channel,Product,Category,Sales Rep,Units,Unit Price,Discount,Revenue"];
  const start = Date.UTC(2023, 0, 1);
  const days = 731;
  for (let i = 0; i < rows; i++) {
    // Later days are likelier (the business grows), and Q4 busier.
    let day = Math.floor((random() < 0.5 ? random() : Math.sqrt(random())) * days);
    const month = new Date(start + day * 86_400_000).getUTCMonth();
    if (month < 9 && random() < 0.12) day = Math.min(days - 1, day + 92);
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const product = PRODUCTS[Math.floor(random() * PRODUCTS.length)];
    const units = 1 + Math.floor(random() * random() * 12);
    const discount = random() < 0.25 ? [0.05, 0.1, 0.15][Math.floor(random() * 3)] : 0;
    const revenue = Math.round(units * product.price * (1 - discount) * 100) / 100;
    lines.push(
      [
        `SO-${String(10001 + i)}`,
        date,
        weighted(REGIONS, random()),
        weighted(CHANNELS, random()),
        `"${product.name}"`,
        product.category,
        REPS[Math.floor(random() * REPS.length)],
        units,
        `"${money(product.price)}"`,
        `${Math.round(discount * 100)}%`,
        `"${money(revenue)}"`,
      ].join(","),
    );
  }
  // Orders come in date order, as an export from a sales system would.
  const [header, ...body] = lines;
  body.sort((a, b) => (a.split(",")[1] < b.split(",")[1] ? -1 : 1));
  return [header, ...body].join("\n") + "\n";
}
