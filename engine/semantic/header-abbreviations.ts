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

/** The header's abbreviated words with the word each stands for ("Dest City" → dest: destination), or undefined. */
export function headerAbbreviations(words: readonly string[]): Record<string, string> | undefined {
  const found = words.filter((w) => HEADER_ABBREVIATIONS[w] !== undefined);
  return found.length > 0 ? Object.fromEntries(found.map((w) => [w, HEADER_ABBREVIATIONS[w]])) : undefined;
}
