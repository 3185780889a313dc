// A public library's loans (a stranger's table, issue #27): abbreviated headers ("Chk Out Dt", "Mbr Type", "Fmt",
// "Pgs"), branch codes beside branch names, a late fee with its currency in the header, a Y/N overdue flag and a
// return date left blank while the item is out. Rows are in check-out order; members borrow several times.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, money, toCsv, utc } from "./csv";

const BRANCHES: [code: string, name: string][] = [["CEN", "Central"], ["NGT", "Northgate"], ["RVS", "Riverside"], ["HLP", "Hillpark"]];
const MEMBER_TYPES = ["Adult", "Child", "Senior", "Student"] as const;
const FORMATS = ["Book", "DVD", "eBook", "Audiobook"] as const;
const TITLES: [title: string, author: string, pages: number][] = [
  ["The Salt Road", "I. Brennan", 312], ["Winter Orchard", "M. Tanaka", 248], ["A Map of Small Rivers", "D. Okoro", 401],
  ["Counting Stars", "L. Ferreira", 96], ["The Glass Harbour", "S. Lindahl", 356], ["Paper Lanterns", "R. Mehta", 188],
  ["Under the Linden", "K. Novak", 275], ["The Clockmaker's Year", "A. Dubois", 432], ["Green Fox Goes Home", "P. Quinn", 48],
  ["Stone and Tide", "J. Abara", 520], ["Quiet Engines", "E. Varga", 290], ["The Last Ferry", "H. Castillo", 214],
];
const DAILY_FEE = 0.25;

export function generateLibrary(): string {
  const rng = createRng(2715);
  const members = Array.from({ length: 70 }, (_, k) => ({ id: `M${String(301 + k)}`, type: MEMBER_TYPES[k % 7 === 0 ? 2 : k % 5 === 0 ? 1 : k % 3 === 0 ? 3 : 0] }));
  const rows: Cell[][] = [];
  let day = utc(2025, 3, 3);
  for (let n = 0; n < 240; n++) {
    day = addDays(day, rng.chance(0.6) ? 0 : 1);
    const member = rng.pick(members);
    const [code, branch] = rng.weighted(BRANCHES.map((b, k) => [b, [5, 3, 2, 2][k]] as const));
    const format = rng.weighted([[FORMATS[0], 6], [FORMATS[1], 2], [FORMATS[2], 2], [FORMATS[3], 1]] as const);
    const [title, author, pages] = rng.pick(TITLES);
    const due = addDays(day, format === "DVD" ? 7 : 21);
    const renewals = format === "eBook" ? 0 : rng.weighted([[0, 6], [1, 3], [2, 2], [3, 1]] as const);
    const finalDue = addDays(due, renewals * 14);
    // eBooks return themselves on the due date; other items are sometimes late and a few are still out.
    const out = format !== "eBook" && rng.chance(0.06);
    const daysLate = format === "eBook" || out ? 0 : rng.chance(0.2) ? rng.int(1, 30) : 0;
    const returned = out ? undefined : addDays(finalDue, daysLate - (daysLate === 0 ? rng.int(0, 6) : 0));
    rows.push([
      `L-${String(5001 + n)}`,
      isoDate(day),
      isoDate(finalDue),
      returned === undefined ? "" : isoDate(returned),
      member.id,
      member.type,
      code,
      branch,
      title,
      author,
      format,
      format === "DVD" ? "" : pages,
      renewals,
      money(daysLate * DAILY_FEE * (member.type === "Child" ? 0 : 1)),
      daysLate > 0 || out ? "Y" : "N",
    ]);
  }
  const header = ["Loan No.", "Chk Out Dt", "Due Dt", "Ret Dt", "Mbr ID", "Mbr Type", "Br Cd", "Branch", "Title", "Auth", "Fmt", "Pgs", "Renewals", "Late Fee (£)", "Overdue"];
  return toCsv(header, rows);
}
