// A freight forwarder's shipping log (a stranger's table, issue #27): units in headers ("Wt (kg)", "Vol (m3)",
// "Freight USD"), customs codes beside the cargo's description, a yes/no delivered column.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, money, toCsv, utc } from "./csv";

const ROUTES: [origin: string, destination: string, days: number][] = [
  ["Shanghai", "Rotterdam", 32], ["Shanghai", "Los Angeles", 17], ["Singapore", "Hamburg", 27], ["Busan", "Long Beach", 14],
  ["Santos", "Antwerp", 19], ["Mumbai", "Felixstowe", 24], ["Singapore", "Rotterdam", 26],
];
const CARRIERS = ["Maersk", "MSC", "CMA CGM", "Hapag-Lloyd", "Evergreen"];
const CARGO: [hs: string, description: string, kgPerM3: number][] = [
  ["8471", "Computers", 180], ["9403", "Furniture", 140], ["0901", "Coffee", 560], ["6109", "T-shirts", 220],
  ["8703", "Cars", 300], ["3004", "Medicines", 260],
];

export function generateShipping(): string {
  const rng = createRng(2713);
  const rows: Cell[][] = [];
  for (let n = 0; n < 260; n++) {
    const [origin, destination, days] = rng.pick(ROUTES);
    const [hs, description, density] = rng.pick(CARGO);
    const volume = Math.round((20 + rng.next() * 60) * 10) / 10;
    const weight = Math.round(volume * density * (0.8 + rng.next() * 0.4));
    const shipped = addDays(utc(2025, 1, 2), rng.int(0, 150));
    const transit = Math.max(days - 4, Math.round(rng.normal(days, 3)));
    rows.push([
      `SH${String(7001 + n)}`,
      isoDate(shipped),
      origin,
      destination,
      rng.pick(CARRIERS),
      hs,
      description,
      weight,
      volume,
      transit,
      money(900 + volume * (35 + rng.next() * 25)),
      rng.chance(0.9) ? "yes" : "no",
    ]);
  }
  const header = ["Shp No.", "Ship Dt", "Orig Port", "Dest Port", "Carrier", "HS Cd", "Cargo Desc", "Wt (kg)", "Vol (m3)", "Transit Days", "Freight USD", "Delivered"];
  return toCsv(header, rows);
}
