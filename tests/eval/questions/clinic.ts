// Clinic appointments (a stranger's table, issue #27): DataBench's answer forms — yes/no, a number, a category,
// a list of categories, a list of numbers — over abbreviated headers with units and codes beside names.
import { type DatasetQuestions, q } from "../types";

export const clinic: DatasetQuestions = {
  dataset: "clinic_appointments",
  questions: [
    q("yes-no", "Did any patient older than 85 miss their appointment?", `SELECT count(*) > 0 FROM clinic_appointments WHERE "Pt Age (yrs)" > 85 AND "No-show" = 'Y'`, { yesNo: true }),
    q("aggregate", "What is the average fee for Dermatology appointments?", `SELECT avg("Fee (€)") FROM clinic_appointments WHERE Dept = 'Dermatology'`),
    q("numeric-filter", "How many appointments lasted more than 45 minutes?", `SELECT count(*) FROM clinic_appointments WHERE "Dur (min)" > 45`),
    q("ranking", "Which department has the most no-shows?", `SELECT Dept FROM clinic_appointments WHERE "No-show" = 'Y' GROUP BY Dept ORDER BY count(*) DESC LIMIT 1`),
    q("ranking", "List the 3 clinicians with the highest total fees.", `SELECT Clinician FROM clinic_appointments GROUP BY Clinician ORDER BY sum("Fee (€)") DESC LIMIT 3`, { ordered: true }),
    q("list", "What are the 3 longest appointment durations in minutes?", `SELECT "Dur (min)" FROM clinic_appointments ORDER BY "Dur (min)" DESC LIMIT 3`),
    q("aggregate", "How many different clinicians are there?", `SELECT count(DISTINCT Clinician) FROM clinic_appointments`),
    q("value-filter", "How many appointments were covered by private insurance?", `SELECT count(*) FROM clinic_appointments WHERE "Ins. Type" = 'Private'`),
    q("ranking", "What is the most common insurance type among pediatrics patients?", `SELECT "Ins. Type" FROM clinic_appointments WHERE Dept = 'Pediatrics' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
    q("aggregate", "What is the age of the oldest patient?", `SELECT max("Pt Age (yrs)") FROM clinic_appointments`),
  ],
  chains: [],
  refusals: [
    { question: "What is the average waiting time?" },
    { question: "How many patients have diabetes?" },
  ],
};
