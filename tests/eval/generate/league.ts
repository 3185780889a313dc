// A football league's final table (a stranger's table, issue #27): one row per club, the usual abbreviations
// (Pos, Pld, W, D, L, GF, GA, GD, Pts), a manager and a stadium's capacity. Points and goal difference add up.
import { createRng } from "./rng";
import { type Cell, toCsv } from "./csv";

const CLUBS: [club: string, manager: string, capacity: number][] = [
  ["Ashford Town", "M. Keane", 18200], ["Brayside Rovers", "L. Santos", 9400], ["Corran Athletic", "P. Novak", 26750],
  ["Dunmore City", "E. Walsh", 31200], ["Elmstead United", "K. Osei", 12800], ["Fairholm Albion", "R. Duarte", 15600],
  ["Glenrock Wanderers", "S. Petrov", 8300], ["Harlow Vale", "T. Lindgren", 21400], ["Irvington Park", "C. Mbeki", 11100],
  ["Jarrow Harriers", "D. Flynn", 7600], ["Kilbride Celtic", "H. Arslan", 24300], ["Lowmoor Forest", "B. Ruiz", 13900],
];

export function generateLeague(): string {
  const rng = createRng(2714);
  const played = 22;
  const table = CLUBS.map(([club, manager, capacity], k) => {
    const strength = 1 - k / CLUBS.length;
    const won = Math.min(played, Math.round(rng.normal(4 + strength * 10, 2)) + (k % 3));
    const drawn = Math.min(played - won, rng.int(2, 8));
    const lost = played - won - drawn;
    const goalsFor = won * 2 + drawn + rng.int(0, 8);
    const goalsAgainst = lost * 2 + drawn + rng.int(0, 8);
    return { club, manager, capacity, won, drawn, lost, goalsFor, goalsAgainst, points: won * 3 + drawn };
  });
  table.sort((a, b) => b.points - a.points || b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) || b.goalsFor - a.goalsFor);
  const rows: Cell[][] = table.map((t, k) => [k + 1, t.club, played, t.won, t.drawn, t.lost, t.goalsFor, t.goalsAgainst, t.goalsFor - t.goalsAgainst, t.points, t.manager, t.capacity]);
  const header = ["Pos", "Club", "Pld", "W", "D", "L", "GF", "GA", "GD", "Pts", "Mgr", "Stadium Cap."];
  return toCsv(header, rows);
}
