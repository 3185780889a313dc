// HR roster: one row per current employee (so "headcount" is a row count), snapshot at end of 2024.
import { createRng } from "./rng";
import { addDays, type Cell, isoDate, toCsv, utc } from "./csv";

const DEPARTMENTS: [name: string, weight: number, baseSalary: number, titles: string[]][] = [
  ["Engineering", 9, 118000, ["Software Engineer", "Senior Software Engineer", "Staff Engineer", "Engineering Manager", "QA Engineer"]],
  ["Sales", 7, 82000, ["Account Executive", "Sales Development Rep", "Sales Manager", "Account Manager"]],
  ["Marketing", 4, 86000, ["Marketing Specialist", "Content Strategist", "Growth Manager", "Brand Designer"]],
  ["Finance", 3, 92000, ["Accountant", "Financial Analyst", "Controller"]],
  ["Human Resources", 2, 78000, ["HR Generalist", "Recruiter", "People Partner"]],
  ["Operations", 4, 74000, ["Operations Analyst", "Logistics Coordinator", "Operations Manager"]],
  ["Customer Support", 5, 58000, ["Support Specialist", "Support Team Lead", "Technical Support Engineer"]],
];
const LOCATIONS = [["London", 3], ["New York", 3], ["Berlin", 2], ["Austin", 2], ["Toronto", 1], ["Singapore", 1]] as const;
const FIRST = ["Olivia", "Liam", "Amara", "Noah", "Sofia", "Mateo", "Priya", "Lucas", "Chloe", "Kenji", "Fatima", "Ethan", "Ingrid", "Omar", "Zoe", "Rafael", "Hannah", "Yusuf", "Mia", "Jonas", "Aisha", "Leo", "Elena", "Samuel", "Nadia", "Victor", "Julia", "Tariq", "Ava", "Felix"];
const LAST = ["Smith", "Garcia", "Müller", "Okonkwo", "Rossi", "Nguyen", "Kowalski", "Patel", "Johansson", "Dubois", "Kim", "Silva", "Brown", "Cohen", "Novak", "Haddad", "Tanaka", "Murphy", "Schmidt", "Ali"];
const MANAGERS = ["Rachel Green", "David Park", "Monica Alvarez", "Tom Becker", "Sara Lindgren", "James O'Neil", "Li Wei", "Karen Patel"];

export function generateHr(): string {
  const rng = createRng(777001);
  const rows: Cell[][] = [];
  const n = 640;
  for (let i = 0; i < n; i++) {
    const [department, , base, titles] = rng.weighted(DEPARTMENTS.map((d) => [d, d[1]] as const));
    const title = rng.pick(titles);
    const senior = /Senior|Staff|Manager|Lead|Controller|Partner/.test(title);
    const hire = addDays(utc(2012, 1, 1), rng.int(0, 4745));
    const tenureYears = (utc(2024, 12, 31) - hire) / (365.25 * 86400000);
    const salary = Math.round((base * (senior ? 1.3 : 1) * (1 + tenureYears * 0.015) * (0.9 + rng.next() * 0.2)) / 100) * 100;
    const employmentType = rng.weighted([["Full-time", 16], ["Part-time", 2], ["Contractor", 2]] as const);
    rows.push([
      `E${String(1001 + i)}`,
      `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      department,
      title,
      rng.weighted(LOCATIONS),
      isoDate(hire),
      employmentType,
      rng.weighted([["Active", 30], ["On Leave", 2], ["Notice Period", 1]] as const),
      salary,
      rng.weighted([[0, 3], [5, 3], [10, 2], [15, 1]] as const),
      rng.weighted([["Female", 10], ["Male", 10], ["Non-binary", 1]] as const),
      rng.int(22, 63),
      i % 41 === 7 ? null : rng.weighted([[1, 1], [2, 3], [3, 8], [4, 6], [5, 2]] as const),
      rng.pick(MANAGERS),
      rng.chance(0.35) ? "Yes" : "No",
    ]);
  }
  const header = ["Employee ID", "Full Name", "Department", "Job Title", "Location", "Hire Date", "Employment Type", "Status", "Annual Salary", "Bonus %", "Gender", "Age", "Performance Rating", "Manager", "Remote"];
  return toCsv(header, rows);
}
