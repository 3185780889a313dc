// General-ledger lines for fiscal 2024: revenue and expense postings by account, cost center and vendor.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, money, toCsv, utc } from "./csv";

const ACCOUNTS: [code: number, name: string, type: "Revenue" | "Expense", typical: number, vendors: string[]][] = [
  [4000, "Product Revenue", "Revenue", 18000, ["Customer Payments"]],
  [4100, "Service Revenue", "Revenue", 9000, ["Customer Payments"]],
  [6000, "Salaries", "Expense", 42000, ["Payroll"]],
  [6100, "Rent", "Expense", 12500, ["Harbor Properties", "Metro Office Space"]],
  [6200, "Software Subscriptions", "Expense", 2400, ["Salesforce", "Atlassian", "Slack", "Zoom", "Adobe", "Microsoft"]],
  [6300, "Travel", "Expense", 1300, ["Delta Air Lines", "Marriott", "Uber", "Lufthansa", "Hilton"]],
  [6400, "Marketing Services", "Expense", 5200, ["Google Ads", "LinkedIn", "Meta", "Brightline Agency"]],
  [6500, "Office Supplies", "Expense", 310, ["Staples", "Amazon Business", "Office Depot"]],
  [6600, "Consulting Fees", "Expense", 7600, ["Deloitte", "Baxter Advisory", "KPMG"]],
  [6700, "Utilities", "Expense", 900, ["City Power & Light", "Comcast Business"]],
];
const COST_CENTERS = [["Sales", 3], ["R&D", 3], ["G&A", 2], ["Marketing", 2], ["Operations", 2]] as const;
const WEIGHTS = [10, 6, 4, 2, 14, 12, 8, 10, 4, 3];

export function generateFinance(): string {
  const rng = createRng(424242);
  const rows: Cell[][] = [];
  const n = 1800;
  for (let i = 0; i < n; i++) {
    const [code, name, type, typical, vendors] = rng.weighted(ACCOUNTS.map((a, k) => [a, WEIGHTS[k]] as const));
    const date = addDays(utc(2024, 1, 1), i === n - 1 ? 365 : rng.int(0, 365));
    const month = new Date(date).getUTCMonth();
    const seasonal = type === "Revenue" ? 1 + month * 0.03 : 1;
    const amount = money(Math.max(12, typical * seasonal * (0.4 + rng.next() * 1.2)));
    const costCenter = type === "Revenue" ? "Sales" : name === "Marketing Services" ? "Marketing" : rng.weighted(COST_CENTERS);
    rows.push([
      `JE-${String(50001 + i)}`,
      isoDate(date),
      code,
      name,
      type,
      costCenter,
      rng.pick(vendors),
      amount,
      "USD",
      rng.chance(0.93) ? "TRUE" : "FALSE",
      `Q${Math.floor(month / 3) + 1} FY2024`,
    ]);
  }
  const header = ["Entry ID", "Posting Date", "Account Code", "Account Name", "Account Type", "Cost Center", "Vendor", "Amount", "Currency", "Approved", "Fiscal Period"];
  return toCsv(header, rows);
}
