// A school's term grades (a stranger's table, issue #27): DataBench's answer forms over ids beside names, a numeric
// year group and percentages in headers. Rows are one per student, subject and term, so students repeat.
import { type DatasetQuestions, q } from "../types";

export const grades: DatasetQuestions = {
  dataset: "school_grades",
  questions: [
    q("aggregate", "What is the average score in Physics?", `SELECT avg("Score %") FROM school_grades WHERE Subj = 'Physics'`),
    q("yes-no", "Is there any student with attendance below 70%?", `SELECT count(*) > 0 FROM school_grades WHERE "Attnd %" < 70`, { yesNo: true }),
    q("ranking", "Which subject has the lowest average score?", `SELECT Subj FROM school_grades GROUP BY Subj ORDER BY avg("Score %") LIMIT 1`),
    q("aggregate", "How many different students are in year group 11?", `SELECT count(DISTINCT "Stu ID") FROM school_grades WHERE "Yr Grp" = 11`),
    q("list", "List the 5 highest English scores in term T2.", `SELECT "Score %" FROM school_grades WHERE Subj = 'English' AND Term = 'T2' ORDER BY "Score %" DESC LIMIT 5`),
    q("aggregate", "What is the highest attendance in year group 7?", `SELECT max("Attnd %") FROM school_grades WHERE "Yr Grp" = 7`),
    q("value-filter", "Which teacher teaches Art?", `SELECT DISTINCT Tchr FROM school_grades WHERE Subj = 'Art'`),
    q("yes-no", "Did every student pass History in term T3?", `SELECT bool_and(Passed) FROM school_grades WHERE Subj = 'History' AND Term = 'T3'`, { yesNo: true }),
    q("list", "Which students failed Physics in T1?", `SELECT DISTINCT Student FROM school_grades WHERE Subj = 'Physics' AND Term = 'T1' AND NOT Passed`),
  ],
  chains: [],
  refusals: [
    { question: "How many students have a scholarship?" },
    { question: "What is the average homework grade?" },
  ],
};
