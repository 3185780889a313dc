// Common English abbreviations of data headers and the one word each stands for (issue #27): "Wt (kg)" is a
// weight, "Dest" a destination, "Pax" passengers. The entries are conventional short forms from general usage —
// dictionaries' abbreviation lists, the travel, library, school and sports conventions that spreadsheet exports
// follow (nycflights13's dep/dest/dist, league tables' Pos/Pld) — not words taken from any question set. Left
// out on purpose: short forms with several common readings in headers ("br" bedrooms or branch, "ret" return or
// retired, "auth" author or authorisation, "exp" expense or expiry, "arr" arrival or annual recurring revenue),
// which a header alone cannot settle. A header's word is expanded here only: questions keep their own words, so
// "pop" in a question stays a word while a "Pop." header is read as population.
import { wordTable } from "../word-table";

export const HEADER_ABBREVIATIONS: Readonly<Record<string, string>> = wordTable({
  acft: "aircraft", addr: "address", appt: "appointment", appts: "appointment", apt: "apartment", attnd: "attendance",
  bal: "balance", bldg: "building", cap: "capacity", cd: "code", chk: "check", cxl: "cancelled", dep: "departure",
  dest: "destination", diff: "difference", dist: "distance", div: "division", dur: "duration", elev: "elevation",
  est: "estimated", fmt: "format", flt: "flight", freq: "frequency", grp: "group", hgt: "height", ht: "height",
  lat: "latitude", len: "length", lng: "longitude", lon: "longitude", lvl: "level", mbr: "member", mfr: "manufacturer",
  msg: "message", natl: "national", orig: "origin", pax: "passengers", pkg: "package", pld: "played", pop: "population",
  pos: "position", prev: "previous", qtr: "quarter", rcvd: "received", ref: "reference", rm: "room", rtg: "rating",
  sched: "scheduled", shp: "shipment", spd: "speed", src: "source", std: "standard", stu: "student", subj: "subject",
  svc: "service", tchr: "teacher", tel: "telephone", vol: "volume", wgt: "weight", whse: "warehouse", wt: "weight",
});

/**
 * A league table's short headers (W, L, D, T, Pts, GP). A lone letter says nothing — "W" may be a width, a week or
 * a weight, "L" a length — so these are read only in a table whose other headers are a standings table's too.
 */
const STANDINGS_ABBREVIATIONS: Readonly<Record<string, string>> = wordTable({ w: "wins", l: "losses", d: "draws", t: "ties", pts: "points", gp: "games" });
/** The letters, read only beside each other: W with L. */
const RESULT_LETTERS: ReadonlySet<string> = new Set(["w", "l", "d", "t"]);
/** Headers a standings table has: a won-lost record, points, games played, goals for and against. */
const STANDINGS_HEADERS: ReadonlySet<string> = new Set(["w", "l", "d", "t", "pts", "gp", "pld", "gf", "ga", "gd", "otl"]);

/**
 * Whether a table's one-word headers ("W", "Pts.", "GP") make it a standings table: a won-lost pair, or two other
 * standings headers together. `headers` holds each one-word header of the table, normalised as header words are.
 */
function isStandingsTable(headers: ReadonlySet<string>): boolean {
  if (headers.has("w") && headers.has("l")) return true;
  let found = 0;
  for (const header of headers) if (STANDINGS_HEADERS.has(header) && !RESULT_LETTERS.has(header)) found++;
  return found >= 2;
}

/**
 * The header's abbreviated words with the word each stands for ("Dest City" → dest: destination), or undefined.
 * `tableHeaders` (the table's one-word headers) lets a standings table's own short headers count: "W" is wins
 * beside "L", "Pts" points beside "GP" (STANDINGS_ABBREVIATIONS).
 */
export function headerAbbreviations(words: readonly string[], tableHeaders: ReadonlySet<string> = new Set()): Record<string, string> | undefined {
  const standings = words.length === 1 && STANDINGS_ABBREVIATIONS[words[0]] !== undefined && isStandingsTable(tableHeaders);
  const letterPaired = !RESULT_LETTERS.has(words[0]) || (tableHeaders.has("w") && tableHeaders.has("l"));
  if (standings && letterPaired) return { [words[0]]: STANDINGS_ABBREVIATIONS[words[0]] };
  const found = words.filter((w) => HEADER_ABBREVIATIONS[w] !== undefined);
  return found.length > 0 ? Object.fromEntries(found.map((w) => [w, HEADER_ABBREVIATIONS[w]])) : undefined;
}
