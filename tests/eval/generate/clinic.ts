// Outpatient clinic appointments (a stranger's table, issue #27): abbreviated headers with units ("Pt Age (yrs)",
// "Dur (min)", "Fee (€)"), department codes beside their names, a Y/N no-show flag.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, money, toCsv, utc } from "./csv";

const DEPARTMENTS: [code: string, name: string, fee: number, minutes: number, clinicians: string[]][] = [
  ["CAR", "Cardiology", 140, 40, ["Dr. Okafor", "Dr. Lindqvist"]],
  ["DER", "Dermatology", 95, 20, ["Dr. Haddad", "Dr. Moreau"]],
  ["PED", "Pediatrics", 70, 25, ["Dr. Nakamura", "Dr. Silva", "Dr. Brennan"]],
  ["ORT", "Orthopedics", 120, 35, ["Dr. Kowalski", "Dr. Adeyemi"]],
];
const INSURANCE = ["Public", "Private", "Self-pay"] as const;

export function generateClinic(): string {
  const rng = createRng(2711);
  const rows: Cell[][] = [];
  for (let n = 0; n < 320; n++) {
    const [code, name, fee, minutes, clinicians] = rng.weighted(DEPARTMENTS.map((d, k) => [d, [4, 3, 5, 3][k]] as const));
    const age = code === "PED" ? rng.int(1, 17) : rng.int(18, 91);
    const insurance = rng.weighted([[INSURANCE[0], 5], [INSURANCE[1], code === "DER" ? 4 : 2], [INSURANCE[2], 1]] as const);
    rows.push([
      `A-${10001 + n}`,
      isoDate(addDays(utc(2025, 1, 6), rng.int(0, 179))),
      age,
      code,
      name,
      rng.pick(clinicians),
      Math.max(10, Math.round(rng.normal(minutes, 8) / 5) * 5),
      money(fee * (0.85 + rng.next() * 0.4)),
      rng.chance(age > 75 ? 0.15 : 0.08) ? "Y" : "N",
      insurance,
    ]);
  }
  const header = ["Appt #", "Appt Dt", "Pt Age (yrs)", "Dept Cd", "Dept", "Clinician", "Dur (min)", "Fee (€)", "No-show", "Ins. Type"];
  return toCsv(header, rows);
}
