// A general election's national results (a stranger's table, issue #27, in WikiTableQuestions' style): a Wikipedia
// results table — votes written with thousands separators ("1,234,567"), the share with its percent sign, the
// change in seats signed ("+3", "−2" with a minus sign, "new"), footnote marks after some party names ("[a]") and a
// totals row at the bottom, as Wikipedia's election boxes end.
import { createRng } from "./rng";
import { type Cell, toCsv } from "./csv";

const PARTIES: [party: string, leader: string, strength: number][] = [
  ["Progressive Alliance", "Marta Lindqvist", 30], ["National Union", "Owen Castell", 27],
  ["Social Democrats", "Ilse Brandt", 14], ["Green Future[a]", "Tomas Reyes", 8], ["Liberal Centre", "Hana Okafor", 6],
  ["Farmers' League", "Piet Hoogland", 4], ["Workers' Front", "Dana Kowal", 3], ["Christian People's Party", "Anne Moreau", 3],
  ["Pirate Party[b]", "Leo Sand", 2], ["Regional Voice", "Carmen Ibarra", 1.5], ["Pensioners' Party", "Walter Gries", 1],
  ["Independents", "—", 0.5],
];
const SEATS = 150;

/** Wikipedia's signed change: "+3", "−2" (a minus sign, not a hyphen), "0", or "new" for a party not seated before. */
function change(delta: number | "new"): string {
  if (delta === "new") return "new";
  return delta > 0 ? `+${delta}` : delta < 0 ? `\u2212${-delta}` : "0";
}

export function generateElection(): string {
  const rng = createRng(3001);
  const turnout = 4_812_000 + rng.int(0, 90_000);
  const weights = PARTIES.map(([, , s]) => s * (0.8 + rng.next() * 0.4));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const votes = weights.map((w) => Math.round((turnout * w) / weightSum));
  const total = votes.reduce((a, b) => a + b, 0);
  // Seats by largest remainder among parties above a 2 % threshold.
  const eligible = votes.map((v) => v / total >= 0.02);
  const eligibleVotes = votes.reduce((s, v, k) => s + (eligible[k] ? v : 0), 0);
  const quotas = votes.map((v, k) => (eligible[k] ? (v * SEATS) / eligibleVotes : 0));
  const seats = quotas.map(Math.floor);
  const order = quotas.map((q, k) => [q - Math.floor(q), k] as const).sort((a, b) => b[0] - a[0]);
  for (let left = SEATS - seats.reduce((a, b) => a + b, 0), i = 0; left > 0; left--, i++) seats[order[i][1]]++;
  const rows: Cell[][] = PARTIES.map(([party, leader], k) => {
    const delta = k === 8 ? "new" : rng.int(-6, 6);
    return [party, leader, votes[k].toLocaleString("en-US"), `${((100 * votes[k]) / total).toFixed(1)}%`, seats[k], change(delta)];
  });
  rows.sort((a, b) => Number(String(b[2]).replace(/,/g, "")) - Number(String(a[2]).replace(/,/g, "")));
  rows.push(["Total", "", total.toLocaleString("en-US"), "100.0%", SEATS, ""]);
  return toCsv(["Party", "Leader", "Votes", "%", "Seats", "+/–"], rows);
}
