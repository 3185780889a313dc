// A swimming championship's heats (a stranger's table, issue #27, in WikiTableQuestions' style): ranks with ties
// written "=7", nations as "Name (CODE)", times as "1:47.85" text, "DNS" for a swimmer who did not start (no rank,
// "—"), a notes column with "Q" for the qualifiers and record marks. Rows are in rank order, as Wikipedia lists them.
import { createRng } from "./rng";
import { type Cell, toCsv } from "./csv";

const SWIMMERS: [name: string, nation: string][] = [
  ["Kyle Brennan", "Australia (AUS)"], ["Mateo Ferreira", "Brazil (BRA)"], ["Jonas Weber", "Germany (GER)"],
  ["Hiro Tanaka", "Japan (JPN)"], ["Ryan Caldwell", "United States (USA)"], ["Luca Moretti", "Italy (ITA)"],
  ["Tom Ashby", "Great Britain (GBR)"], ["Pavel Orlov", "Russia (RUS)"], ["Ethan Cole", "United States (USA)"],
  ["Felix Lund", "Sweden (SWE)"], ["Sam Whitfield", "Australia (AUS)"], ["Daniel Kraus", "Germany (GER)"],
  ["Yuto Mori", "Japan (JPN)"], ["Andre Lemaire", "France (FRA)"], ["Nico Varga", "Hungary (HUN)"],
  ["Ben Harper", "Canada (CAN)"], ["Marco Ricci", "Italy (ITA)"], ["Oscar Dahl", "Norway (NOR)"],
  ["Wei Zhang", "China (CHN)"], ["Liam O'Connor", "Ireland (IRL)"], ["Jack Morrison", "Australia (AUS)"],
  ["Chris Novak", "Czech Republic (CZE)"],
];

function clock(hundredths: number): string {
  const minutes = Math.floor(hundredths / 6000);
  const rest = hundredths - minutes * 6000;
  return `${minutes}:${(rest / 100).toFixed(2).padStart(5, "0")}`;
}

export function generateSwimHeats(): string {
  const rng = createRng(3002);
  const swum = SWIMMERS.map(([name, nation], k) => {
    const didNotStart = k === 13 || k === 19;
    const time = didNotStart ? null : 10_560 + Math.round(Math.abs(rng.normal(0, 140)) + k * 6);
    // Lanes fill in entry order within each heat, so no two swimmers of a heat share one.
    return { name, nation, heat: 1 + (k % 3), lane: 1 + Math.floor(k / 3), time };
  });
  // Two swimmers touch together, so the ranking has a tie.
  swum[9].time = swum[8].time;
  const ranked = swum.filter((s) => s.time !== null).sort((a, b) => a.time! - b.time!);
  const rows: Cell[][] = [];
  for (const [k, s] of ranked.entries()) {
    const place = ranked.findIndex((r) => r.time === s.time) + 1;
    const tied = ranked.filter((r) => r.time === s.time).length > 1;
    const note = place <= 8 ? "Q" : "";
    const record = k === 0 ? "CR" : rng.chance(0.15) ? "NR" : "";
    rows.push([tied ? `=${place}` : place, s.heat, s.lane, s.name, s.nation, clock(s.time!), [note, record].filter(Boolean).join(", ")]);
  }
  for (const s of swum.filter((x) => x.time === null)) rows.push(["—", s.heat, s.lane, s.name, s.nation, "DNS", ""]);
  return toCsv(["Rank", "Heat", "Lane", "Name", "Nationality", "Time", "Notes"], rows);
}
