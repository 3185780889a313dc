// An airline's flight log (a stranger's table, issue #27): airport codes beside city names ("Dest", "Dest City"),
// abbreviated headers with units ("Dist (km)", "Dep Delay (min)", "Load Factor %"), seats and passengers per flight,
// a Y/N cancelled flag. Rows are in departure order.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, toCsv, utc } from "./csv";

const ROUTES: [code: string, city: string, km: number][] = [
  ["LIS", "Lisbon", 1460], ["CPH", "Copenhagen", 980], ["ATH", "Athens", 2390], ["DUB", "Dublin", 760],
  ["VIE", "Vienna", 1240], ["OSL", "Oslo", 1150], ["MAD", "Madrid", 1260],
];
const AIRCRAFT: [type: string, seats: number][] = [["A320", 180], ["A321", 220], ["E190", 100], ["B737", 189]];

export function generateFlights(): string {
  const rng = createRng(2716);
  const rows: Cell[][] = [];
  let day = utc(2025, 5, 1);
  for (let n = 0; n < 210; n++) {
    day = addDays(day, rng.chance(0.5) ? 0 : 1);
    const [code, city, km] = rng.weighted(ROUTES.map((r, k) => [r, [4, 3, 2, 3, 2, 1, 3][k]] as const));
    const [aircraft, seats] = rng.weighted(AIRCRAFT.map((a, k) => [a, [5, 3, 2, 2][k]] as const));
    const cancelled = rng.chance(0.04);
    const passengers = cancelled ? 0 : Math.min(seats, Math.round(seats * (0.55 + rng.next() * 0.45)));
    const delay = cancelled ? "" : Math.max(0, Math.round(rng.normal(8, 14)));
    rows.push([
      `NX${String(400 + rng.int(0, 80) * 2)}`,
      isoDate(day),
      code,
      city,
      aircraft,
      seats,
      passengers,
      km,
      delay,
      Math.round((1000 * passengers) / seats) / 10,
      cancelled ? "Y" : "N",
    ]);
  }
  const header = ["Flt No.", "Dep Dt", "Dest", "Dest City", "Acft Type", "Seats", "Pax", "Dist (km)", "Dep Delay (min)", "Load Factor %", "Cxl"];
  return toCsv(header, rows);
}
