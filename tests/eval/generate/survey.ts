// Employee engagement survey, autumn 2024: Likert scores, eNPS and intent to stay per response.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, toCsv, utc } from "./csv";

const DEPARTMENTS = [["Engineering", 6], ["Sales", 5], ["Marketing", 3], ["Finance", 2], ["Human Resources", 1], ["Operations", 3], ["Customer Support", 4]] as const;
const MOOD: Record<string, number> = { Engineering: 0.3, Sales: -0.2, Marketing: 0.1, Finance: 0, "Human Resources": 0.4, Operations: -0.1, "Customer Support": -0.5 };

function likert(rng: ReturnType<typeof createRng>, shift: number): number {
  return Math.min(5, Math.max(1, Math.round(rng.normal(3.6 + shift, 0.9))));
}

export function generateSurvey(): string {
  const rng = createRng(1234567);
  const rows: Cell[][] = [];
  const n = 520;
  for (let i = 0; i < n; i++) {
    const department = rng.weighted(DEPARTMENTS);
    const mode = rng.weighted([["Remote", 3], ["Hybrid", 5], ["Office", 2]] as const);
    const shift = MOOD[department] + (mode === "Hybrid" ? 0.2 : mode === "Office" ? -0.2 : 0);
    const satisfaction = likert(rng, shift);
    const enps = Math.min(10, Math.max(0, Math.round(rng.normal(6.5 + shift * 2 + (satisfaction - 3.6), 1.8))));
    rows.push([
      `R-${String(3001 + i)}`,
      isoDate(addDays(utc(2024, 9, 16), rng.int(0, 27))),
      department,
      rng.weighted([["< 1 year", 2], ["1-3 years", 4], ["3-5 years", 3], ["5+ years", 3]] as const),
      rng.weighted([["18-24", 1], ["25-34", 5], ["35-44", 4], ["45-54", 2], ["55+", 1]] as const),
      mode,
      satisfaction,
      enps,
      likert(rng, shift),
      i % 37 === 3 ? null : likert(rng, shift - 0.3),
      likert(rng, shift - 0.4),
      enps >= 9 ? "Yes" : "No",
      rng.weighted([["Yes", satisfaction + 1], ["No", 6 - satisfaction], ["Unsure", 2]] as const),
    ]);
  }
  const header = ["Response ID", "Submitted On", "Department", "Tenure", "Age Group", "Work Mode", "Overall Satisfaction", "eNPS Score", "Manager Support", "Work-Life Balance", "Career Growth", "Promoter", "Intends To Stay"];
  return toCsv(header, rows);
}
