// A public library's loans (a stranger's table, issue #27): DataBench's answer forms over abbreviated headers, branch
// codes beside branch names and members who borrow several times, with the wrong-answer classes — how many
// different X, how many X have N Y, the R of the top N by S, the first/last rows, the one after X, the file's own noun.
import { type DatasetQuestions, q } from "../types";

export const library: DatasetQuestions = {
  dataset: "library_loans",
  questions: [
    q("yes-no", "Was any eBook loan overdue?", `SELECT count(*) > 0 FROM library_loans WHERE Fmt = 'eBook' AND Overdue = 'Y'`, { yesNo: true }),
    q("aggregate", "How many different members borrowed something?", `SELECT count(DISTINCT "Mbr ID") FROM library_loans`),
    q("aggregate", "How many different titles were borrowed at the Riverside branch?", `SELECT count(DISTINCT Title) FROM library_loans WHERE Branch = 'Riverside'`),
    q("ranking", "Which branch made the most loans?", `SELECT Branch FROM library_loans GROUP BY Branch ORDER BY count(*) DESC LIMIT 1`),
    q("list", "List the titles of the 4 loans with the highest late fees.", `SELECT Title FROM library_loans ORDER BY "Late Fee (£)" DESC LIMIT 4`),
    q("aggregate", "What is the average number of pages for loans by child members?", `SELECT avg(Pgs) FROM library_loans WHERE "Mbr Type" = 'Child'`),
    q("numeric-filter", "How many loans were renewed at least twice?", `SELECT count(*) FROM library_loans WHERE Renewals >= 2`),
    q("aggregate", "How many members have exactly 3 loans?", `SELECT count(*) FROM (SELECT "Mbr ID" FROM library_loans GROUP BY 1 HAVING count(*) = 3)`),
    q("ranking", "Which format do seniors borrow most?", `SELECT Fmt FROM library_loans WHERE "Mbr Type" = 'Senior' GROUP BY Fmt ORDER BY count(*) DESC LIMIT 1`),
    q("aggregate", "What is the total of late fees at the Central branch?", `SELECT sum("Late Fee (£)") FROM library_loans WHERE Branch = 'Central'`),
    q("list", "Which branches lent audiobooks?", `SELECT DISTINCT Branch FROM library_loans WHERE Fmt = 'Audiobook'`),
    q("list", "List the titles of the last 3 loans.", `SELECT Title FROM library_loans ORDER BY "Loan No." DESC LIMIT 3`),
    q("value-filter", "Who is the author in the loan after L-5010?", `SELECT Auth FROM (SELECT Auth, lag("Loan No.") OVER (ORDER BY "Loan No.") AS previous FROM library_loans) WHERE previous = 'L-5010'`),
    q("aggregate", "How many loans are there?", `SELECT count(*) FROM library_loans`),
    q("aggregate", "How many loans have not been returned yet?", `SELECT count(*) FROM library_loans WHERE "Ret Dt" IS NULL`),
    q("ranking", "Which member type paid the most in late fees?", `SELECT "Mbr Type" FROM library_loans GROUP BY 1 ORDER BY sum("Late Fee (£)") DESC LIMIT 1`),
  ],
  chains: [],
  refusals: [
    { question: "How many loans were reserved online?" },
    { question: "What is the average rating of the books?" },
  ],
};
