// A school's term grades (a stranger's table, issue #27): one row per student, subject and term; student ids
// beside names, a numeric year group, percentages in headers ("Score %", "Attnd %"), teachers by initials.
import { createRng } from "./rng";
import { type Cell, toCsv } from "./csv";

const FIRST = ["Amara", "Bilal", "Chloe", "Dmitri", "Elif", "Farah", "Gus", "Hana", "Ivo", "Jonas", "Kemi", "Luca", "Mina", "Noor", "Oscar", "Priya", "Quinn", "Rosa", "Sami", "Tove"];
const LAST = ["Achebe", "Berg", "Costa", "Dubois", "Eze", "Fischer", "Garcia", "Horvat", "Ito", "Jansen"];
const SUBJECTS: [subject: string, teacher: string, mean: number][] = [
  ["Mathematics", "JMc", 68], ["Physics", "RKh", 63], ["History", "ALb", 71], ["English", "SOw", 74], ["Art", "TVe", 79],
];

export function generateGrades(): string {
  const rng = createRng(2712);
  const rows: Cell[][] = [];
  for (let s = 0; s < 20; s++) {
    const name = `${FIRST[s]} ${LAST[(s * 3) % LAST.length]}`;
    const year = 7 + (s % 5);
    const ability = rng.normal(0, 9);
    const attendance = Math.min(100, Math.max(55, Math.round(rng.normal(91, 8))));
    for (const [subject, teacher, mean] of SUBJECTS) {
      for (const term of ["T1", "T2", "T3"]) {
        const score = Math.min(100, Math.max(12, Math.round(rng.normal(mean + ability + (attendance - 90) / 2, 9))));
        rows.push([`S${String(s + 1).padStart(3, "0")}`, name, year, subject, term, score, Math.min(100, attendance + rng.int(-3, 3)), teacher, score >= 50]);
      }
    }
  }
  const header = ["Stu ID", "Student", "Yr Grp", "Subj", "Term", "Score %", "Attnd %", "Tchr", "Passed"];
  return toCsv(header, rows);
}
